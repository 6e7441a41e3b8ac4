import { numbersIn } from '../../numbers.js';
import position from '../position/fr.js';
import { wordedRules } from './worded.js';

const { count, number } = numbersIn('fr');
const kind = { strict: 'stricte', loose: 'lâche' } as const;
const piece = (ghost: boolean) => (ghost ? 'ce fantôme' : 'cette pierre');
const estate = 'propriété (son groupe et les intersections vides que lui seul atteint)';

export default wordedRules(
  {
    go: 'go',
    ruled: (ruleSet, sentence) => `${ruleSet.charAt(0).toUpperCase()}${ruleSet.slice(1)}\u00a0: ${sentence}`,
    notes: {
      ko: (player, point) => `${player} ne peut pas reprendre le ko en ${point} tout de suite\u00a0; il faut d’abord jouer ailleurs`,
      superko: (player, point) => `${player} ne peut pas reprendre en ${point}\u00a0: cela répéterait une position antérieure (superko positionnel)`,
      ghostKo: (player, opponent, ghosts, passed) =>
        `${opponent} ${passed ? 'a passé' : 'a posé une pierre sur son propre fantôme'}, donc une pierre sur ${ghosts.length > 1 ? `les fantômes de ${player} en ${ghosts.join(', ')}` : `le fantôme de ${player} en ${ghosts[0]}`} répéterait la position (ko)\u00a0; ${player} ne peut pas y jouer maintenant`,
      captureForbidden: (player, opponent) => `${player} ne peut pas capturer à ce tour, car ${opponent} vient de capturer\u00a0; ${player} joue un coup qui ne capture rien, ou passe`,
      disturbingForbidden: (player, opponent, previous, forbidden) =>
        `${opponent} vient de faire une capture perturbatrice ${kind[previous]}, donc à ce tour ${player} ne peut pas répondre par ${forbidden.length > 1 ? 'une capture perturbatrice' : `une capture perturbatrice ${kind.strict} (une ${kind.loose} est permise)`}`,
      restriction: (player, requirement) => `après deux captures de suite, une par chaque joueur, la pierre de ${player} doit faire partie ${requirement}`,
      tieBreak: (player, lastPlacer) => `si ${player} passe aussi, la partie se termine\u00a0; en cas d’égalité, ${lastPlacer} perd, ayant posé la dernière pierre`,
      tileRequired: (player) => `la dernière pose était une incursion, donc la prochaine pierre de ${player} va sur une nouvelle tuile`,
      incursionNeedsTile: (player) => `la dernière pose était une incursion\u00a0; si la prochaine de ${player} en est une aussi, elle va sur une nouvelle tuile`,
      noPass: (player, held) =>
        held === 0
          ? `on ne passe pas, et ${player} n’a aucun prisonnier à rendre, donc ${player} doit poser une pierre`
          : `on ne passe pas\u00a0; ${player} pose une pierre ou rend un de ses ${count(held, 'prisonnier', 'prisonniers')}`,
    },
    results: {
      win: (winner, margin) => `${winner} gagne de ${count(margin, 'point', 'points')}`,
      draw: (black, white) => `Partie nulle (${number(black)} à ${number(white)})`,
      repetition: 'Partie nulle par répétition\u00a0: une pose a recréé une position antérieure',
      noMoves: (winner, loser) => `${winner} gagne\u00a0: ${loser} ne peut ni poser de pierre ni rendre de prisonnier`,
      tie: (winner, loser, black, white) => `${winner} gagne l’égalité (${number(black)} à ${number(white)})\u00a0: ${loser} a posé la dernière pierre`,
    },
    refusals: {
      syntax: 'ce n’est pas un coup',
      offBoard: (width, height) => `ce n’est pas une intersection d’un goban de ${width} sur ${height}`,
      gameOver: (result) => `la partie est terminée${result ? ` (${result})` : ''}`,
      noGhosts: 'il n’y a pas de fantômes dans cette partie',
      noReturns: 'on ne rend pas de prisonniers dans cette partie',
      returnsNeedScoring: 'on ne rend des prisonniers qu’avec le décompte par restitution des prisonniers\u00a0; passez plutôt',
      moveKind: 'ce genre de coup n’existe pas dans cette partie',
      occupied: 'cette intersection est déjà occupée',
      ghostOnPiece: 'un fantôme ne va que sur une intersection vide',
      stoneOnStone: 'une pierre ne va que sur une intersection vide ou sur un fantôme',
      suicide: (ghost) => `le suicide est interdit\u00a0: ${piece(ghost)} et son groupe n’auraient plus de liberté`,
      ko: 'vous ne pouvez pas reprendre le ko tout de suite\u00a0; jouez d’abord ailleurs',
      superko: 'ce coup répéterait une position antérieure (superko positionnel)',
      passForbidden: 'on ne passe pas\u00a0; posez une pierre ou rendez un prisonnier',
      noPrisoner: 'vous n’avez aucun prisonnier à rendre',
      stoicalCapture: 'vous ne pouvez pas capturer juste après une capture de l’adversaire\u00a0; jouez d’abord un coup qui ne capture rien (une menace de ko) ou passez',
      disturbing: (current, previous, oneBit) =>
        `cette capture est une capture perturbatrice ${kind[current]} et ne peut pas répondre à la capture perturbatrice ${kind[previous]} de l’adversaire${oneBit ? '' : ' (seules deux lâches peuvent se suivre)'}\u00a0; jouez d’abord autre chose`,
      koRestriction: (requirement) => `après deux captures de suite, une par chaque joueur, votre pierre doit faire partie ${requirement}`,
      tileLimit: (most) => `cette pierre demande une nouvelle tuile, mais cette intersection porte déjà le maximum permis (${count(most, 'tuile', 'tuiles')})`,
      noTrueLiberty: (whose, at) =>
        `chaque groupe doit garder une vraie liberté, mais ${whose === 'flipped' ? `les pierres retournées en ${at} n’en auraient plus` : whose === 'own-group' ? `votre groupe en ${at} n’en aurait plus` : `le groupe adverse en ${at} n’en aurait plus`}`,
      markedPoint: 'cette intersection porte une pierre marquée, et on ne joue pas sur les intersections marquées',
      noLiberty: (ghost) => `${piece(ghost)} laisserait un autre de vos groupes sans liberté`,
    },
    requirements: {
      'ko-2-2-2': 'd’un groupe de plus de deux pierres ou de plus de deux libertés',
      'ko-2-2': 'd’un groupe de plus de deux libertés',
      'ko-4-point': `d’une ${estate} de plus de quatre intersections`,
      'ko-ole': `d’une ${estate} qui n’est pas une ligne ouverte (une seule chaîne d’intersections)`,
    },
  },
  position.player,
);
