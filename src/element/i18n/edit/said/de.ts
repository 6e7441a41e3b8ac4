import type { SaidWords } from './en.js';

const words: SaidWords = {
  placed: (contents, point) => `${point}: ${contents}`,
  erased: (point) => `${point} gelöscht`,
  mark: (mark, point, removed) => `${mark} auf ${point}${removed ? ' entfernt' : ''}`,
  label: (label, point) => `Beschriftung ${label} auf ${point}`,
  unlabelled: (point) => `Beschriftung auf ${point} entfernt`,
  cropFrom: (point) => `Zuschnitt ab ${point}: Wählen Sie die gegenüberliegende Ecke`,
  cropHint: 'Zuschnitt: Wählen Sie die gegenüberliegende Ecke (Esc bricht ab).',
  cropCancelled: 'Zuschnitt abgebrochen',
  cropped: (from, to) => `Zugeschnitten auf ${from} bis ${to}`,
  board: ({ board, crop, moveNumber, toPlay, tool }) => `${board}${crop ? `, zugeschnitten auf ${crop[0]} bis ${crop[1]}` : ''}, Zug ${moveNumber}, ${toPlay}, Werkzeug: ${tool}`,
  sentences: (said) => said.map((text, i) => (i < said.length - 1 && !/[.!?]$/.test(text) ? `${text}.` : text)).join(' '),
};

export default words;
