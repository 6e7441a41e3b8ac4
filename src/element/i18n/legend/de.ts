import type { LegendWords } from './en.js';

const words: LegendWords = {
  key: 'Legende',
  marked: 'Kreuz: ein markierter Stein; sein Punkt darf nicht besetzt werden',
  black: 'Durchgezogener Rahmen, Quadrat: markiertes Gebiet von Schwarz, eine Freiheit für Schwarz',
  white: 'Heller Rahmen, Raute: markiertes Gebiet von Weiß, eine Freiheit für Weiß',
  neutral: 'Gepunkteter Rahmen: neutrales markiertes Gebiet, niemandes Freiheit',
};

export default words;
