import type { LegendWords } from './en.js';

const words: LegendWords = {
  key: 'Legende',
  marked: 'Kreuz: ein markierter Stein; sein Punkt darf nicht besetzt werden',
  black: 'Durchgezogener Rahmen, Quadrat: markierte Region von Schwarz, eine Freiheit für Schwarz',
  white: 'Heller Rahmen, Raute: markierte Region von Weiß, eine Freiheit für Weiß',
  neutral: 'Gepunkteter Rahmen: neutrale markierte Region, niemandes Freiheit',
};

export default words;
