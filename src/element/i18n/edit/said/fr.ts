import type { PointState } from '../../../../engine/types.js';
import type { SaidWords } from './en.js';

const who = (color: 'black' | 'white'): string => (color === 'black' ? 'Noir' : 'Blanc');
const count = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;
const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Ce qui occupe une intersection : « pierre noire sur 2 tuiles », « fantôme blanc », « intersection vide ». */
function contents({ color, ghost, marked, tiles }: PointState): string {
  if (!color) return `intersection vide${tiles > 0 ? ` avec ${count(tiles, 'tuile')}` : ''}`;
  const piece = ghost ? `fantôme ${color === 'black' ? 'noir' : 'blanc'}` : `pierre ${color === 'black' ? 'noire' : 'blanche'}${marked ? ' marquée' : ''}`;
  return tiles > 0 ? `${piece} sur ${count(tiles, 'tuile')}` : piece;
}

const words: SaidWords = {
  players: { black: 'Noir', white: 'Blanc' },
  go: 'go',
  move: ({ move, color, captured, capturedGhosts = 0, flipped, marked, tile }) => {
    const what =
      move === 'pass' ? `${who(color)} passe` : move === 'return' ? `${who(color)} rend un prisonnier` : move.startsWith('ghost:') ? `${who(color)} fantôme ${move.slice(6)}` : `${who(color)} ${move}`;
    const stones = captured.length - capturedGhosts;
    const captives = [stones ? count(stones, 'pierre') : '', capturedGhosts ? count(capturedGhosts, 'fantôme') : ''].filter(Boolean).join(' et ');
    const effects = [tile ? 'tuile posée' : '', captives ? `capture ${captives}` : '', flipped.length ? `retourne ${count(flipped.length, 'pierre')}` : '', marked.length ? `marque ${count(marked.length, 'pierre')}` : ''];
    return [what, ...effects].filter(Boolean).join(', ');
  },
  placed: (state, point) => `${capital(contents(state))} en ${point}`,
  erased: (point) => `Intersection ${point} effacée`,
  mark: (mark, point, removed) => (removed ? `Retrait\u00a0: ${mark.toLowerCase()} en ${point}` : `${mark} en ${point}`),
  label: (label, point) => `Étiquette ${label} en ${point}`,
  unlabelled: (point) => `Étiquette retirée en ${point}`,
  cropFrom: (point) => `Recadrage depuis ${point}\u00a0: choisissez le coin opposé`,
  cropHint: 'Recadrage\u00a0: choisissez le coin opposé (Échap annule).',
  cropCancelled: 'Recadrage annulé',
  cropped: (from, to) => `Recadré de ${from} à ${to}`,
  board: ({ variant, width, height, crop, moveNumber, toPlay, tool }) =>
    `Goban de ${variant} ${width} × ${height}${crop ? `, recadré de ${crop[0]} à ${crop[1]}` : ''}, coup ${moveNumber}, ${who(toPlay)} joue, outil\u00a0: ${tool.toLowerCase()}`,
  sentences: (said) => said.map((text, i) => (i < said.length - 1 && !/[.!?]$/.test(text) ? `${text}.` : text)).join(' '),
};

export default words;
