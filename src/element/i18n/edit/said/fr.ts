import type { SaidWords } from './en.js';

const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const words: SaidWords = {
  placed: (contents, point) => `${capital(contents)} en ${point}`,
  erased: (point) => `Intersection ${point} effacée`,
  mark: (mark, point, removed) => (removed ? `Retrait\u00a0: ${mark.toLowerCase()} en ${point}` : `${mark} en ${point}`),
  label: (label, point) => `Étiquette ${label} en ${point}`,
  unlabelled: (point) => `Étiquette retirée en ${point}`,
  cropFrom: (point) => `Recadrage depuis ${point}\u00a0: choisissez le coin opposé`,
  cropHint: 'Recadrage\u00a0: choisissez le coin opposé (Échap annule).',
  cropCancelled: 'Recadrage annulé',
  cropped: (from, to) => `Recadré de ${from} à ${to}`,
  board: ({ board, crop, moveNumber, toPlay, tool }) =>
    `${board}${crop ? `, recadré de ${crop[0]} à ${crop[1]}` : ''}, coup ${moveNumber}, ${toPlay}, outil\u00a0: ${tool.toLowerCase()}`,
  sentences: (said) => said.map((text, i) => (i < said.length - 1 && !/[.!?]$/.test(text) ? `${text}.` : text)).join(' '),
};

export default words;
