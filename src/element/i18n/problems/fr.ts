import { numbersIn } from '../numbers.js';
import type { ProblemWords } from './words.js';

const n = numbersIn('fr').number;
/** A sentence starting with a source ("le diagramme"). */
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Text quoted with French guillemets. */
const q = (text: string) => `«\u00a0${text}\u00a0»`;

const words: ProblemWords = {
  sources: {
    sgf: 'le SGF de l’attribut sgf',
    script: 'le script SGF (<script type="application/x-go-sgf">)',
    diagram: 'le diagramme',
    src: (address) => `le fichier SGF ${q(address)}`,
    moves: 'l’attribut moves',
  },
  at: (source, line, column) => `${source}, ligne ${n(line)}, colonne ${n(column)}`,
  quoting: (sentence, quote) => `${sentence}\u00a0; on y lit ${q(quote)}`,
  board: (width, height) => `goban ${width}×${height}`,

  expected: {
    oneOf: (values) => `l’une des valeurs ${values}`,
    size: (max) => `une taille de goban de 2 à ${n(max)}`,
    komi: (max) => `un nombre de -${n(max)} à ${n(max)}`,
    maxTiles: (max) => `un nombre entier de 1 à ${n(max)}, ou unlimited`,
    move: 'un numéro de coup (un nombre entier)',
    speed: (max) => `un nombre de millisecondes supérieur à 0 et d’au plus ${n(max)}`,
    game: 'un numéro de partie à partir de 1',
    crop: (board) => `auto, none ou une fenêtre du ${board} entre deux coins, comme A1-E5`,
  },
  attribute: (name, written, expected) => `${name}\u00a0: ${q(written)} n’est pas ${expected}`,
  orientation: (written, values) => `orientation\u00a0: ${q(written)} ne se lit pas\u00a0; écrivez l’une des valeurs ${values} (avec swap-colors ou non), ou random`,
  option: {
    noOption: (attribute, ruleSet) => `${attribute}\u00a0: ${ruleSet} n’a pas cette option`,
    size: (attribute, written, ruleSet) => `${attribute}\u00a0: ${ruleSet} ne se joue pas sur un goban de taille ${q(written)}`,
    komi: (attribute, written, ruleSet) => `${attribute}\u00a0: ${ruleSet} n’accepte pas le komi ${q(written)}`,
    other: (attribute, written, ruleSet) => `${attribute}\u00a0: ${ruleSet} n’accepte pas ${q(written)}`,
  },
  setupNotAPoint: (attribute, point, written, board) => `${attribute}\u00a0: l’intersection n°\u00a0${n(point)}, ${q(written)}, n’est pas sur le ${board}`,
  setupTwice: (attribute, point, written, earlierAttribute, earlierPoint) =>
    `${attribute}\u00a0: l’intersection n°\u00a0${n(point)}, ${q(written)}, est déjà donnée comme intersection n°\u00a0${n(earlierPoint)} de ${earlierAttribute}`,
  token: {
    notAMove: (move, token) => `Le coup ${n(move)} de l’attribut moves, ${q(token)}, ne se lit pas comme un coup`,
    offBoard: (move, token, board) => `Le coup ${n(move)} de l’attribut moves, ${q(token)}, n’est pas une intersection du ${board}`,
    refused: (move, token, refusal) => `Le coup ${n(move)} de l’attribut moves, ${q(token)}, est illégal. ${refusal}`,
  },
  tooManyMoves: (count, max) => `L’attribut moves contient ${n(count)} coups\u00a0; un goban en joue au plus ${n(max)}`,

  text: {
    ERR_SGF_EMPTY: (where) => `${cap(where)}\u00a0: aucune partie trouvée (une partie en SGF commence par ${q('(;')})`,
    ERR_SGF_SYNTAX: (where) => `${cap(where)}\u00a0: erreur de syntaxe SGF`,
    ERR_SGF_UNCLOSED_VALUE: (where) => `${cap(where)}\u00a0: la valeur ouverte ici n’est jamais fermée (il manque ${q(']')})`,
    ERR_SGF_GAME_TYPE: (where) => `${cap(where)}\u00a0: ce n’est pas une partie de go (le go est GM[1])`,
    ERR_SGF_SIZE: (where) => `${cap(where)}\u00a0: la taille du goban (SZ) est illisible ou non prise en charge`,
    ERR_SGF_VARIANT: (where) => `${cap(where)}\u00a0: ZVR nomme des règles que ce goban ne connaît pas`,
    ERR_SGF_OPTIONS: (where) => `${cap(where)}\u00a0: ces règles ne permettent pas de commencer la partie`,
    ERR_SGF_POINT: (where) => `${cap(where)}\u00a0: cette intersection n’est pas sur le goban`,
    ERR_SGF_SETUP: (where) => `${cap(where)}\u00a0: les règles refusent cette disposition de pierres`,
    ERR_SGF_MOVE: (where) => `${cap(where)}\u00a0: ce coup est illégal`,
    ERR_SGF_PATH: (where) => `${cap(where)}\u00a0: cette variante n’existe pas`,
    ERR_DIAGRAM_EMPTY: (where) => `${cap(where)}\u00a0: aucun goban trouvé (il faut une ligne de titre comme ${q('$$B')} et des lignes comme ${q('$$ . . X O')})`,
    ERR_DIAGRAM_LINE: (where) => `${cap(where)}\u00a0: la ligne ne commence pas par ${q('$$')}`,
    ERR_DIAGRAM_HEADER: (where) => `${cap(where)}\u00a0: la taille du goban ou le premier numéro de coup de la ligne de titre est hors limites`,
    ERR_DIAGRAM_CHARACTER: (where) => `${cap(where)}\u00a0: caractère que les diagrammes ne connaissent pas`,
    ERR_DIAGRAM_WIDTH: (where) => `${cap(where)}\u00a0: les lignes n’ont pas toutes le même nombre d’intersections`,
    ERR_DIAGRAM_EDGE: (where) => `${cap(where)}\u00a0: un caractère de bord (-, |, +) là où il ne peut pas y avoir de bord`,
    ERR_DIAGRAM_SIZE: (where) => `${cap(where)}\u00a0: le diagramme dépasse la taille du goban`,
    ERR_DIAGRAM_MOVE_TWICE: (where) => `${cap(where)}\u00a0: le même numéro de coup figure deux fois`,
    ERR_DIAGRAM_NOTE: (where) => `${cap(where)}\u00a0: une note du titre (comme ${q('5 at 1')}) renvoie à un coup absent du diagramme`,
    ERR_DIAGRAM_MOVE_ON_LABEL: (where) => `${cap(where)}\u00a0: une note du titre place un coup sur une intersection marquée d’une lettre`,
    ERR_DIAGRAM_MARKUP: (where) => `${cap(where)}\u00a0: ligne de marques ({...}) illisible`,
    ERR_DIAGRAM_TILES: (where) => `${cap(where)}\u00a0: ligne de tuiles ({TL ...}) avec une hauteur incorrecte ou une intersection donnée deux fois`,
  },
  tooLarge: (where, nodes, variations) =>
    `${cap(where)}\u00a0: la partie est trop grande\u00a0; un goban lit au plus ${n(nodes)} nœuds et ${n(variations)} variantes par position`,
  tooLong: (where, nodes) => `${cap(where)}\u00a0: une suite de coups est trop longue\u00a0; un goban en lit au plus ${n(nodes)} nœuds`,
  recordMove: (where, move, quote, refusal) => `${cap(where)}\u00a0: le coup ${n(move)} (${quote}) est illégal. ${refusal}`,
  recordRules: {
    noOption: (where, ruleSet, option) => `${cap(where)}\u00a0: ${ruleSet} n’a pas d’option ${q(option)}`,
    size: (where, ruleSet) => `${cap(where)}\u00a0: ${ruleSet} ne se joue pas sur un goban de cette taille`,
    komi: (where, ruleSet) => `${cap(where)}\u00a0: ${ruleSet} n’accepte pas ce komi`,
    other: (where, ruleSet) => `${cap(where)}\u00a0: ces règles (${ruleSet}) ne permettent pas de commencer la partie`,
  },
  textTooLong: (where, characters, max) => `${cap(where)} compte ${n(characters)} caractères\u00a0; un goban en lit au plus ${n(max)}`,
  fileTooLarge: (where, bytes, max) =>
    bytes === null
      ? `${cap(where)} dépasse ${n(max)} octets\u00a0; un goban en lit au plus ${n(max)}`
      : `${cap(where)} fait ${n(bytes)} octets\u00a0; un goban en lit au plus ${n(max)}`,
  noGame: (where, game, count) =>
    `${cap(where)}\u00a0: il n’y a pas de partie ${n(game)}, le recueil ${count === 1 ? 'n’en contient qu’une' : `en contient ${n(count)}`}\u00a0; la première est affichée`,

  fetch: {
    status: (address, status) => `Impossible de charger l’enregistrement ${q(address)}\u00a0: le serveur a répondu HTTP ${status}`,
    request: (address) => `Impossible de charger l’enregistrement ${q(address)}\u00a0: la requête a échoué`,
    code: (address) => `Impossible de charger l’enregistrement ${q(address)}\u00a0: le code qui le récupère n’a pas pu être chargé`,
  },
  parts: {
    overlay: 'l’aide aux règles',
    input: 'la saisie des coups',
    panels: 'les panneaux de l’enregistrement et les boutons de téléchargement',
    legend: 'la légende des pierres marquées',
    'full-screen': 'le plein écran',
    reading: 'la lecture de la position',
    loupe: 'la loupe, qui montre l’intersection touchée',
    download: 'le code du téléchargement',
    sources: 'le code qui lit l’enregistrement',
    companions: '<vgb-move-list> et <vgb-status>',
    reader: 'le lecteur de SGF et de diagrammes',
  },
  partWords: (language) => `ses textes en ${language}`,
  partRules: (ruleSet) => `les règles de ${ruleSet}`,
  couldNotLoad: (what) => `Impossible de charger ${what}`,
  cannotRead: (where, what) => `${cap(where)} ne peut pas être lu\u00a0: impossible de charger ${what}`,
  because: (sentence, reason) => `${sentence} (${reason})`,
};

export default words;
