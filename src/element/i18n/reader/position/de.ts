import type { PositionWords } from '../../../../render/position-words.js';
import type { PointState } from '../../../../engine/types.js';
import { numbersIn } from '../../numbers.js';

const { count } = numbersIn('de');
const player = (color: 'black' | 'white') => (color === 'black' ? 'Schwarz' : 'Weiß');

/** What stands on `n` points holding `state`: "markierter schwarzer Stein auf 2 Kacheln", "leere Punkte". */
function contents(state: PointState, n: number): string {
  const many = n > 1;
  const tiles = state.tiles > 0 ? count(state.tiles, 'Kachel', 'Kacheln') : '';
  if (!state.color) return `${many ? 'leere Punkte' : 'leer'}${tiles ? `, ${tiles}` : ''}`;
  // Adjectives before a noun without an article: "schwarzer Stein", plural "schwarze Steine".
  const ending = many ? 'e' : 'er';
  const adjectives = `${state.marked ? `markiert${ending} ` : ''}${state.color === 'black' ? 'schwarz' : 'weiß'}${ending}`;
  const piece = `${adjectives} ${state.ghost ? (many ? 'Geistersteine' : 'Geisterstein') : many ? 'Steine' : 'Stein'}`;
  return tiles ? `${piece} auf ${tiles}` : piece;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const words: PositionWords = {
  player,
  contents: (state) => contents(state, 1),
  region: (owner) => (owner ? `Region von ${player(owner)}` : 'neutrale Region'),
  group: (state, region, n) => capital(contents(state, n) + (region ? `, ${region}` : '')),
  listed: (heading, points) => `${heading}: ${points.join(', ')}.`,
  side: (color, stones, ghosts) => `${player(color)} ${count(stones, 'Stein', 'Steine')}${ghosts > 0 ? ` und ${count(ghosts, 'Geisterstein', 'Geistersteine')}` : ''}`,
  sides: (black, white, empty) => `${black}, ${white}, ${count(empty, 'leerer Punkt', 'leere Punkte')}.`,
  tiles: (n) => `${count(n, 'Kachel', 'Kacheln')} auf dem Brett.`,
  marked: (n) => `${count(n, 'markierter Stein', 'markierte Steine')}.`,
  area: (n, color) => `${count(n, 'leerer Punkt zählt', 'leere Punkte zählen')} für ${player(color)}.`,
  emptyPoints: (n) => `${count(n, 'leerer Punkt', 'leere Punkte')}.`,
  emptyBoard: 'Das Brett ist leer.',
  centre: 'Tengen',
};

export default words;
