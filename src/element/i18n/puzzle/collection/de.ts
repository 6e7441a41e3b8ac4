import type { CollectionWords } from './en.js';

const words: CollectionWords = {
  navigator: 'Aufgaben',
  list: 'Aufgabe',
  previous: 'Vorherige',
  next: 'Nächste',
  progress: { solved: 'gelöst', failed: 'falsch', 'not-tried': 'offen' },
  option: (game, count, progress) => `${game} von ${count}: ${progress}`,
  tally: (solved, count) => `${solved} von ${count} gelöst`,
  said: (game, count, progress) => `Aufgabe ${game} von ${count}, ${progress}`,
};

export default words;
