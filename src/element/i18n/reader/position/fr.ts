import type { PositionWords } from '../../../../render/position-words.js';
import type { PointState } from '../../../../engine/types.js';
import { numbersIn } from '../../numbers.js';

const { count } = numbersIn('fr');
const player = (color: 'black' | 'white') => (color === 'black' ? 'Noir' : 'Blanc');

/** What stands on `n` points holding `state`: "pierre noire marquée sur 2 tuiles", "intersections vides". */
function contents(state: PointState, n: number): string {
  const many = n > 1;
  const tiles = state.tiles > 0 ? count(state.tiles, 'tuile', 'tuiles') : '';
  if (!state.color) return `${many ? 'intersections vides' : 'vide'}${tiles ? `, ${tiles}` : ''}`;
  const black = state.color === 'black';
  const piece = state.ghost
    ? `${many ? 'fantômes' : 'fantôme'} ${black ? 'noir' : 'blanc'}${many ? 's' : ''}`
    : `${many ? 'pierres' : 'pierre'} ${black ? 'noire' : 'blanche'}${many ? 's' : ''}${state.marked ? ` marquée${many ? 's' : ''}` : ''}`;
  return tiles ? `${piece} sur ${tiles}` : piece;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const words: PositionWords = {
  player,
  contents: (state) => contents(state, 1),
  region: (owner) => (owner ? `région de ${player(owner)}` : 'région neutre'),
  group: (state, region, n) => capital(contents(state, n) + (region ? `, ${region}` : '')),
  listed: (heading, points) => `${heading}\u00a0: ${points.join(', ')}.`,
  side: (color, stones, ghosts) => `${player(color)} ${count(stones, 'pierre', 'pierres')}${ghosts > 0 ? ` et ${count(ghosts, 'fantôme', 'fantômes')}` : ''}`,
  sides: (black, white, empty) => `${black}, ${white}, ${count(empty, 'intersection vide', 'intersections vides')}.`,
  tiles: (n) => `${capital(count(n, 'tuile', 'tuiles'))} sur le goban.`,
  marked: (n) => `${count(n, 'pierre marquée', 'pierres marquées')}.`,
  area: (n, color) => `${capital(count(n, 'intersection vide compte', 'intersections vides comptent'))} pour ${player(color)}.`,
  emptyPoints: (n) => `${count(n, 'intersection vide', 'intersections vides')}.`,
  emptyBoard: 'Le goban est vide.',
  centre: 'tengen',
};

export default words;
