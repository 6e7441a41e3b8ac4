import type { LineMove } from '../../../../editor/document.js';
import type { SgfGameWarningCode } from '../../../../formats/sgf-record.js';
import type { CauseFacts, ProblemsWords } from './en.js';

/** Un coup d’une séquence : « coup 3 (D4) d’une variante ». */
const lineMove = ({ number, move, variation }: LineMove): string => `coup ${number}${move ? ` (${move})` : ''}${variation ? ' d’une variante' : ''}`;
const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const list = (points: readonly string[]): string => points.join(', ');
const lineName = (variation: boolean): string => (variation ? 'Une variante' : 'La séquence principale');
const LEFT_OUT = '\u00a0: ses coups suivants ont été laissés de côté.';

/** Pourquoi le moteur refuse une taille, un komi, un réglage des règles ou une position de départ, par code (un coup refusé se dit par la phrase des règles, reader/rules/). */
const RULES: Record<string, (facts: CauseFacts) => string> = {
  ERR_SIZE: () => 'cette taille de goban n’est pas permise',
  ERR_KOMI: () => 'ce komi n’est pas permis',
  ERR_OPTION: () => 'ce réglage des règles n’est pas permis',
  ERR_SETUP: ({ point }) => (point ? `la position en ${point} n’est pas permise par ces règles` : 'cette position de départ n’est pas permise par ces règles'),
  ERR_VARIANT_NOT_LOADED: () => 'les règles ne sont pas encore chargées',
  ERR_VARIANT: () => 'règles inconnues',
  ERR_SGF_POINT: () => 'le coup de la partie n’est pas sur une intersection du goban',
};

/** Les remarques de la lecture d’une partie, par code : ce que la lecture a fait. */
const NOTES: Record<SgfGameWarningCode, string> = {
  WARN_SGF_KOMI_SCALED: 'le komi est écrit à la manière de Fox (multiplié par 100), il a été lu divisé par 100',
  WARN_SGF_KOMI_IGNORED: 'ces règles n’acceptent pas ce komi, le komi par défaut est utilisé',
  WARN_SGF_IGNORED_VALUE: 'une valeur inutilisable a été ignorée',
  WARN_SGF_SIZE_COMPOSED: 'la taille d’un goban carré est écrite «\u00a019:19\u00a0», elle a été lue comme la longueur de son côté',
  WARN_SGF_MIXED_NODE: 'un nœud contient à la fois des pierres posées et un coup, ou des coups des deux couleurs, appliqués dans l’ordre pierres posées, Noir, Blanc',
  WARN_SGF_RULES_UNKNOWN: 'RU nomme des règles inconnues ici, la partie est lue comme du go',
  WARN_SGF_RULES_GUESSED: 'le nom des règles n’a été reconnu que par son début',
  WARN_SGF_VARIANT_MISMATCH: 'la partie nomme deux règles différentes (ZVR et RU, ou le goban et ZVR)\u00a0; le choix du goban l’emporte, puis ZVR',
  WARN_SGF_PASS_AS_RETURN: 'un coup vide a été lu comme un prisonnier rendu (ces règles ne permettent pas de passer)',
  WARN_SGF_SNAPSHOT_MISMATCH: 'la position écrite dans la partie (ZVG, ZVM, ZVT) diffère de celle que donnent les règles, qui est montrée',
};

const words: ProblemsWords = {
  cause: ({ code }, facts) => (RULES[code] ? `${capital(facts.variant)}\u00a0: ${RULES[code](facts)}` : `Problème dans la partie ou les règles (${code})`),

  notAPoint: (point, width, height) => `${point} n’est pas une intersection de ce goban ${width} × ${height}.`,
  notForVariant: (tool, variant) => `${capital(variant)}\u00a0: l’outil «\u00a0${tool}\u00a0» ne s’y applique pas.`,
  noStone: (point, tool) =>
    `${point} ne porte pas de pierre\u00a0: l’outil «\u00a0${tool === 'ghost' ? 'Fantôme' : 'Pierre marquée'}\u00a0» change une pierre en ${tool === 'ghost' ? 'fantôme' : 'pierre marquée'} et inversement.`,
  moved: (point, tool) =>
    `Les coups ont changé ${point}\u00a0: l’outil «\u00a0${tool}\u00a0» modifie la position avant le premier coup\u00a0; reprenez d’abord les coups qui touchent ${point}.`,
  breaksMove: (line, reason) => `Cette modification rendrait illégal le ${lineMove(line)}\u00a0: ${reason}`,
  noLetter: 'Toutes les lettres de a à z étiquettent déjà une intersection\u00a0: retirez-en une d’abord, ou utilisez des numéros.',
  cropNotOnBoard: (from, to, width, height) => `Le recadrage de ${from} à ${to} sort de ce goban ${width} × ${height}\u00a0: ses deux coins doivent en être des intersections.`,
  noMove: 'La position de départ est affichée, pas un coup\u00a0: affichez d’abord un coup.',
  notAnEdit: (code) => `Cette modification est impossible (${code}).`,
  notOpened: (reason) => `L’éditeur ne peut pas ouvrir cette partie\u00a0: ${reason}`,

  noLiberty: (variant, color, points, trueLiberty) =>
    `${capital(variant)}\u00a0: ${
      points.length === 1 ? `la pierre ${color === 'black' ? 'noire' : 'blanche'} en ${points[0]}` : `le groupe ${color === 'black' ? 'noir' : 'blanc'} en ${list(points)}`
    } n’a aucune ${trueLiberty ? 'vraie liberté' : 'liberté'}, ce que les règles ne laissent jamais sur le goban.`,
  noSolution: (player) =>
    `Aucune séquence ne résout ce problème pour ${player}, qui joue en premier\u00a0: marquez «\u00a0Correct\u00a0» le dernier coup de la solution (une séquence qui finit sur la réponse de l’adversaire compte comme un échec).`,
  cropOff: (from, to, width, height) => `Le recadrage de ${from} à ${to} ne contient aucune intersection de ce goban ${width} × ${height}\u00a0: choisissez ses coins sur le goban.`,
  marksOff: (points, width, height) => `Des marques en ${list(points)} sont hors de ce goban ${width} × ${height}.`,
  lineRefused: (line, reason) => `${capital(lineMove(line))}\u00a0: ${reason}`,

  readerNote: (code, _message, place) => `Lecture de la partie${place ? ` (ligne ${place.line}, colonne ${place.column})` : ''}\u00a0: ${NOTES[code]}.`,
  mainLineStopped: (reason) => `${reason}. Les coups suivants ont été laissés de côté.`,
  setupBetweenMoves: 'La partie modifie la position après un coup (pierres posées entre les coups)\u00a0: la dernière position a été gardée comme position de départ, sans les coups.',
  illegalMove: (reason) => `La partie contient un coup que les règles refusent (${reason})\u00a0: la dernière position a été gardée comme position de départ, sans les coups.`,
  variationsLeftOut: 'La partie a des variantes\u00a0: elles ont été laissées de côté avec les coups.',
  lineSetup: (variation, after) => `${lineName(variation)} modifie la position après le coup ${after} (pierres posées entre les coups)${LEFT_OUT}`,
  lineStart: `Une variante pose sa propre position de départ${LEFT_OUT}`,
  lineMove: (line, reason) => `${lineName(line.variation)} contient un coup que l’éditeur ne peut pas garder (${reason})${LEFT_OUT}`,
  lineOutOfTurn: (line, player) => `${lineName(line.variation)} contient un coup que l’éditeur ne peut pas garder (${player} joue le coup ${line.number} hors de son tour)${LEFT_OUT}`,
  tooManyMoves: (most) => `Les séquences de la partie dépassent ${most} coups, le maximum de l’éditeur\u00a0: les séquences au-delà ont été laissées de côté.`,
  marksTwice: 'Deux nœuds d’une même position portent des marques (un nœud sans coup après un nœud avec coup)\u00a0: les marques du second ont été laissées de côté.',
  marksDoubled: 'Certaines intersections portent deux marques, ou une marque et une étiquette\u00a0: la première a été gardée (cercle, triangle, carré, croix, étiquette).',
  markup: { SL: 'intersections sélectionnées (SL)', AR: 'flèches (AR)', LN: 'lignes (LN)', DD: 'intersections grisées (DD)' },
  markupLeftOut: (kinds) => `Éléments que l’éditeur ne garde pas, laissés de côté\u00a0: ${kinds.join(', ')}.`,

  optionLeftOut: (variant, option, value) => `${capital(variant)} n’a pas de réglage «\u00a0${option}\u00a0»\u00a0: ${value} a été laissé de côté.`,
  komiLeftOut: (komi, reason) => `Le komi ${komi} a été laissé de côté (${reason})\u00a0; le komi par défaut s’applique.`,
  offBoard: (points) => `Les pierres et tuiles en ${list(points)} sont hors du nouveau goban et ont été laissées de côté.`,
  ghostsLeftOut: (variant, points) => `${capital(variant)} n’a pas de fantômes\u00a0: les fantômes en ${list(points)} sont devenus des pierres.`,
  markedLeftOut: (variant, points) => `${capital(variant)} n’a pas de pierres marquées\u00a0: les pierres en ${list(points)} ne sont plus marquées.`,
  tilesCut: (points, most) => `Les tuiles en ${list(points)} ont été ramenées à ${most}, le maximum par intersection.`,
  tilesLeftOut: (variant, points) => `${capital(variant)} n’a pas de tuiles\u00a0: les tuiles en ${list(points)} ont été laissées de côté.`,
  moveLeftOut: (line, reason) => `Le ${lineMove(line)} et les coups suivants ont été laissés de côté\u00a0: ${reason ?? `${line.move} est hors du nouveau goban`}.`,
};

export default words;
