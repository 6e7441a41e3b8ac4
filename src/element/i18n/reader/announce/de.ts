import type { AnnounceWords } from './en.js';

const words: AnnounceWords = {
  step: (move, total) => (total === null ? `Zug ${move}` : `Zug ${move} von ${total}`),
  start: (step) => `Beginn der Partie, ${step}`,
  stepMove: (step, move) => `${step}: ${move}`,
  variations: (count) => `${count} Varianten`,
  comment: 'Kommentar',
  showing: (from, to) => `Ausschnitt ${from} bis ${to}`,
  board: (ruleSet, width, height) => `${ruleSet}-Brett, ${width} mal ${height}`,
  boardMove: (move, total) => `Zug ${move} von ${total}`,
  lastMove: (move, illegal) => `letzter Zug ${move}${illegal ? ', regelwidrig' : ''}`,
  variation: (label, count) => `Variante ${label} von ${count}`,
  follow: (count) => `${count} Varianten folgen`,
  gameOver: 'Partie beendet',
  overlayOn: 'Regelhinweise an',
  label: (parts) => parts.join(', '),
  autoplayEnded: 'Automatisches Abspielen beendet',
  autoplayPaused: 'Automatisches Abspielen angehalten',
  ghostOff: 'Geisterstein aus',
  verbosity: (brief) => (brief ? 'Kurze Ansagen' : 'Ausführliche Ansagen'),
};

export default words;
