/**
 * A position in words, for whoever cannot see the drawing: what stands on each point, the
 * position in a few words, and the whole position grouped by contents. Shared by the element
 * (its grid, description and reading keys) and the static SVG (its `<title>` and `<desc>`).
 * DOM-free and pure.
 */
import type { Color, PointState, PositionView } from '../engine/types.js';
import { formatPoint } from '../engine/core.js';

/**
 * The words a position is told in, so that each language orders its own (and makes its own
 * plurals). {@link ENGLISH_POSITION_WORDS} is the default, which the static SVG and the CLI use;
 * the element's catalogue (element/i18n/) holds the other languages.
 */
export interface PositionWords {
  /** A player: "Black". */
  player(color: Color): string;
  /** What stands on a point, without its name: "black stone on 2 tiles", "white ghost", "empty". */
  contents(state: PointState): string;
  /** The marked region a point lies in (Paper and Pencil Go): "region owned by Black", "neutral region". */
  region(owner: Color | null): string;
  /** The heading of the `n` points holding `state`, in `region` if any, that the whole position lists together: "Black stones", "Marked white stone, region owned by Black". */
  group(state: PointState, region: string | undefined, n: number): string;
  /** A heading and its points: "Black stones: D4, E5." */
  listed(heading: string, points: readonly string[]): string;
  /** One side's pieces, counted: "Black 52 stones and 2 ghosts". */
  side(color: Color, stones: number, ghosts: number): string;
  /** The summary's first sentence, both sides' pieces and the empty points: "Black 2 stones, White 1 stone, 78 empty points." */
  sides(black: string, white: string, empty: number): string;
  /** "3 tiles on the board." */
  tiles(n: number): string;
  /** "2 marked stones." */
  marked(n: number): string;
  /** Once scored, the empty points a side's count includes: "40 empty points count for Black." */
  area(n: number, color: Color): string;
  /** The empty points, after the list of the others: "41 empty points." */
  emptyPoints(n: number): string;
  /** A board without a stone or a tile. */
  emptyBoard: string;
  /** The centre point of an odd board, in Audouard's names (audouard.ts). */
  centre: string;
}

/** `n` things, singular or plural: "1 stone", "3 stones". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The position's words in English. */
export const ENGLISH_POSITION_WORDS: PositionWords = {
  player: (color) => (color === 'black' ? 'Black' : 'White'),
  contents(state) {
    const tiles = state.tiles > 0 ? count(state.tiles, 'tile') : '';
    if (!state.color) return tiles ? `empty, ${tiles}` : 'empty';
    const piece = `${state.marked ? 'marked ' : ''}${state.color} ${state.ghost ? 'ghost' : 'stone'}`;
    return tiles ? `${piece} on ${tiles}` : piece;
  },
  region: (owner) => (owner ? `region owned by ${ENGLISH_POSITION_WORDS.player(owner)}` : 'neutral region'),
  group(state, region, n) {
    const contents = ENGLISH_POSITION_WORDS.contents(state) + (region ? `, ${region}` : '');
    return capital(n === 1 ? contents : contents.replace(/\b(stone|ghost)\b/, '$1s').replace(/^empty\b/, 'empty points'));
  },
  listed: (heading, points) => `${heading}: ${points.join(', ')}.`,
  side: (color, stones, ghosts) => `${ENGLISH_POSITION_WORDS.player(color)} ${count(stones, 'stone')}${ghosts > 0 ? ` and ${count(ghosts, 'ghost')}` : ''}`,
  sides: (black, white, empty) => `${black}, ${white}, ${count(empty, 'empty point')}.`,
  tiles: (n) => `${count(n, 'tile')} on the board.`,
  marked: (n) => `${count(n, 'marked stone')}.`,
  area: (n, color) => `${count(n, 'empty point')} ${n === 1 ? 'counts' : 'count'} for ${ENGLISH_POSITION_WORDS.player(color)}.`,
  emptyPoints: (n) => `${count(n, 'empty point')}.`,
  emptyBoard: 'The board is empty.',
  centre: 'centre',
};

/** `'Black'` or `'White'`. */
export function player(color: Color): string {
  return ENGLISH_POSITION_WORDS.player(color);
}

/** What stands on a point, without its name, in English: `black stone on 2 tiles`, `white ghost`, `empty`. */
export function pointContents(state: PointState): string {
  return ENGLISH_POSITION_WORDS.contents(state);
}

/** How points are named in words: `letters` as drawn (`D4`), or `audouard`, from their corner for speech (`D 4 4`, audouard.ts). */
export type PointNames = 'letters' | 'audouard';
export const POINT_NAMES: readonly PointNames[] = ['letters', 'audouard'];

/** Per point, what a reader needs beyond its contents: region owners, counted areas, the last move. */
export interface PointContext {
  /** Per point index: `region owned by Black` or `neutral region` for marked stones (Paper and Pencil Go). */
  regions: Map<number, string>;
  /** Per point index: the rules overlay's facts there, in words (`false liberty`, `refused: suicide`), while the overlay is shown. */
  overlay?: Map<number, string>;
  view: PositionView;
  /** How the points are named in words (the play input's cells and the reading keys name them so; see pointNamer). */
  names: PointNames;
  /** The words the position is told in. */
  words: PositionWords;
}

/** Gathers what a point's accessible name adds to its contents, its points named with `names`, in `words`; computed once per position. */
export function pointContext(view: PositionView, names: PointNames = 'letters', words: PositionWords = ENGLISH_POSITION_WORDS): PointContext {
  const regions = new Map<number, string>();
  for (const region of view.regions) {
    const named = words.region(region.owner);
    for (const { x, y } of region.points) regions.set(y * view.width + x, named);
  }
  return { regions, view, names, words };
}

/**
 * The position in a few words, never a list of points, so that it stays short at any move (it
 * is read with the board's name on every focus): the pieces counted by side, the tiles and
 * marked stones, and once scored the counted areas. "Black 52 stones and 2 ghosts, White 49
 * stones, 258 empty points."
 */
export function positionSummary({ view, words }: PointContext): string {
  const { points } = view;
  const counted = (test: (state: PointState) => boolean) => points.filter(test).length;
  const side = (color: Color): string =>
    words.side(color, counted((state) => state.color === color && !state.ghost), counted((state) => state.color === color && state.ghost));
  const tiles = points.reduce((sum, state) => sum + state.tiles, 0);
  const marked = counted((state) => state.marked);
  const sentences = [words.sides(side('black'), side('white'), counted((state) => !state.color))];
  if (tiles > 0) sentences.push(words.tiles(tiles));
  if (marked > 0) sentences.push(words.marked(marked));
  return [...sentences, ...areaSentences(view, words)].join(' ');
}

/** Once the game is scored, the empty points each side's count includes: "40 empty points count for Black." */
function areaSentences(view: PositionView, words: PositionWords): string[] {
  const { owners } = view;
  if (!owners) return [];
  const sentences: string[] = [];
  for (const color of ['black', 'white'] as const) {
    const area = owners.filter((owner, i) => owner === color && !view.points[i]!.color).length;
    if (area > 0) sentences.push(words.area(area, color));
  }
  return sentences;
}

/**
 * The whole position in words, grouped by what stands on the points, each named by `name`:
 * "Black stones: D4, E5. White stone on 1 tile: C3. 41 empty points."
 */
export function positionDescription(context: PointContext, name = (x: number, y: number) => formatPoint(x, y, context.view.width, context.view.height)): string {
  const { view, words } = context;
  const groups = new Map<string, { rank: number; state: PointState; region: string | undefined; points: string[] }>();
  let empty = 0;
  view.points.forEach((state, index) => {
    if (!state.color && state.tiles === 0) {
      empty++;
      return;
    }
    const region = context.regions.get(index);
    const key = `${words.contents(state)}\n${region ?? ''}`;
    // Black before White, stones before ghosts, unmarked before marked, low stacks before high, bare tiles last.
    const rank = (state.color === 'black' ? 0 : state.color === 'white' ? 1 : 2) * 1e6 + (state.ghost ? 1e5 : 0) + (state.marked ? 1e4 : 0) + state.tiles;
    const group = groups.get(key) ?? { rank, state, region, points: [] };
    group.points.push(name(index % view.width, Math.floor(index / view.width)));
    groups.set(key, group);
  });
  const sentences = [...groups.values()]
    .sort((a, b) => a.rank - b.rank)
    .map(({ state, region, points }) => words.listed(words.group(state, region, points.length), points));
  if (sentences.length === 0) return words.emptyBoard;
  sentences.push(words.emptyPoints(empty), ...areaSentences(view, words));
  return sentences.join(' ');
}

/** A position's short name, in English: "Go, 9x9, move 12, Black to play", or the result once the game is over; `name` is the variant's. */
export function positionTitle(view: PositionView, name: string): string {
  const size = view.width === view.height ? `${view.width}x${view.width}` : `${view.width}x${view.height}`;
  const state = view.result ? view.result.summary : `${player(view.toPlay)} to play`;
  return `${name}, ${size}, move ${view.moveNumber}, ${state}`;
}
