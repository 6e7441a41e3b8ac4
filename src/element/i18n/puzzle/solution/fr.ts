import type { SolutionWords } from './en.js';

const words: SolutionWords = {
  heading: 'Solution',
  solved: 'Vous l’avez résolu\u00a0; voici tout l’arbre.',
  seen: 'Solution vue\u00a0: pas résolu cette fois.',
  line: { before: 'Cette séquence\u00a0: ', after: '.' },
  start: 'Début du problème',
  steps: 'Étapes de la solution',
  previous: 'Précédente',
  next: 'Suivante',
  step: (step, steps) => `Étape ${step} sur ${steps}`,
  variations: 'Variantes à partir d’ici',
  branch: (label, move) => `${label}\u00a0: ${move}`,
  branchNoMove: (label) => `${label}\u00a0: aucun coup`,
  back: 'Retour au problème',
  said: {
    shown: 'Solution affichée',
    shownUnsolved: 'Solution affichée\u00a0; cette tentative compte comme non résolue',
    step: (step, steps, move, verdict) => `Étape ${step} sur ${steps}\u00a0: ${move}, une séquence ${verdict === 'right' ? 'correcte' : 'qui échoue'}`,
    noMove: 'aucun coup',
    variations: (list) => `Variantes\u00a0: ${list}`,
    separator: '\u00a0; ',
  },
};

export default words;
