import type { SolutionWords } from './en.js';

const words: SolutionWords = {
  heading: 'Lösung',
  solved: 'Gelöst; hier ist der ganze Lösungsbaum.',
  seen: 'Lösung angesehen, diesmal also nicht gelöst.',
  line: { before: 'Diese Zugfolge ist ', after: '.' },
  start: 'Ausgangsstellung der Aufgabe',
  steps: 'Schritte der Lösung',
  previous: 'Zurück',
  next: 'Weiter',
  step: (step, steps) => `Schritt ${step} von ${steps}`,
  variations: 'Varianten ab hier',
  branch: (label, move) => `${label}: ${move}`,
  branchNoMove: (label) => `${label}: kein Zug`,
  back: 'Zurück zur Aufgabe',
  said: {
    shown: 'Lösung gezeigt',
    shownUnsolved: 'Lösung gezeigt; dieser Versuch zählt als nicht gelöst',
    step: (step, steps, move, verdict) => `Schritt ${step} von ${steps}: ${move}, eine ${verdict === 'right' ? 'richtige' : 'falsche'} Zugfolge`,
    noMove: 'kein Zug',
    variations: (list) => `Varianten: ${list}`,
    separator: '; ',
  },
};

export default words;
