import type { LinesWords } from './en.js';

const words: LinesWords = {
  lines: 'Zugfolgen',
  caption: 'Zugfolgen:',
  start: 'Anfang',
  back: 'Zurück',
  forward: 'Vor',
  nextVariation: 'Nächste Variante',
  takeOut: 'Zug entfernen',
  mainLine: 'Zur Hauptvariante',
  verdicts: 'Urteil über die Zugfolge bis zu diesem Zug, für eine Aufgabe',
  verdictCaption: 'Für eine Aufgabe ist diese Zugfolge',
  right: 'Richtig',
  wrong: 'Falsch',
  setup: 'Ausgangsstellung',
  variation: (n, of) => `Variante ${n} von ${of}`,
  marked: (verdict) => `als ${verdict === 'right' ? 'richtig' : 'falsch'} markiert`,
  end: 'Ende der Zugfolge',
  next: (moves) => (moves === 1 ? '1 Folgezug' : `${moves} Folgezüge`),
  place: (pieces) => pieces.join(', '),
  takenOut: (place) => `Zug entfernt. ${place}`,
  madeMain: (place) => `Hauptvariante. ${place}`,
  judged: (verdict) => `Zugfolge als ${verdict === 'right' ? 'richtig' : 'falsch'} markiert`,
  unjudged: 'Urteil entfernt',
};

export default words;
