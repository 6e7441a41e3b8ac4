import type { VerdictWords } from './en.js';

// French sets a narrow no-break space before "?", "!", ":" and ";", and inside « ».
const words: VerdictWords = {
  task: (player) => `${player} joue\u00a0: quel est le bon coup\u00a0?`,
  right: 'Correct',
  wrong: 'Échec',
  solved: 'Résolu',
  said: {
    solved: 'Correct\u00a0: résolu',
    wrong: (why) => `Échec\u00a0: ${why}`,
    waysOn: 'Recommencez, ou voyez la solution',
    nextAvailable: 'Problème suivant disponible',
    inAnswer: (move) => `${move} en réponse`,
    backToStart: 'Retour au début',
    over: 'Le problème est terminé\u00a0: Recommencer pour réessayer',
    noVariation: 'Aucune variante de la solution ne joue là\u00a0: choisissez-en une, ou revenez au problème',
  },
  move: {
    pass: 'passer',
    return: 'rendre un prisonnier',
    ghost: (point) => `le fantôme en ${point}`,
  },
  reply: {
    answers: (player, point) => `${player} répond en ${point}`,
    ghost: (player, point) => `${player} répond par un fantôme en ${point}`,
    passes: (player) => `${player} passe`,
    returns: (player) => `${player} rend un prisonnier`,
  },
  why: {
    notInSolution: (move) => `${move} n’est pas dans la solution`,
    markedWrong: (move) => `${move} est un échec selon la solution`,
    refuted: (reply, move) => `${reply}, ce qui réfute ${move}`,
    saidRefuted: (move) => `cela réfute ${move}`,
    lineWrong: (reply) => `${reply}\u00a0: cette séquence est un échec selon la solution`,
    saidLineWrong: 'cette séquence est un échec selon la solution',
    quote: (comment) => `La solution dit\u00a0: «\u00a0${comment}\u00a0»`,
  },
  hint: {
    move: (move) => `Indice\u00a0: ${move}.`,
    pass: 'passer',
    return: 'rendre un prisonnier',
    ghost: (point) => `un fantôme en ${point}`,
    over: 'Recommencez d’abord\u00a0: l’indice montre le chemin depuis la position à résoudre.',
    none: 'Pas d’indice ici\u00a0: la solution n’a pas de bon coup depuis cette position.',
  },
  showSolution: 'Voir la solution',
};

export default words;
