import type { CollectionWords } from './en.js';

const words: CollectionWords = {
  navigator: 'Problèmes',
  list: 'Problème',
  previous: 'Précédent',
  next: 'Suivant',
  progress: { solved: 'résolu', failed: 'échoué', 'not-tried': 'pas essayé' },
  option: (game, count, progress) => `${game} sur ${count}\u00a0: ${progress}`,
  tally: (solved, count) => `${solved} sur ${count} ${solved > 1 ? 'résolus' : 'résolu'}`,
  said: (game, count, progress) => `Problème ${game} sur ${count}, ${progress}`,
};

export default words;
