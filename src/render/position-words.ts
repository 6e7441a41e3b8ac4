/**
 * A position in words, for whoever cannot see the drawing: what stands on each point, the
 * position in a few words, and the whole position grouped by contents. Shared by the element
 * (its grid, description and reading keys) and the static SVG (its `<title>` and `<desc>`).
 * DOM-free and pure.
 */
import type { Color, PointState, PositionView } from '../engine/types.js';
import { formatPoint } from '../engine/core.js';

/** `'Black'` or `'White'`. */
export function player(color: Color): string {
  return color === 'black' ? 'Black' : 'White';
}

/** `n` things, singular or plural: "1 stone", "3 stones". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What stands on a point, without its name: `black stone on 2 tiles`, `white ghost`, `empty`. */
export function pointContents(state: PointState): string {
  const tiles = state.tiles > 0 ? count(state.tiles, 'tile') : '';
  if (!state.color) return tiles ? `empty, ${tiles}` : 'empty';
  const piece = `${state.marked ? 'marked ' : ''}${state.color} ${state.ghost ? 'ghost' : 'stone'}`;
  return tiles ? `${piece} on ${tiles}` : piece;
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
}

/** Gathers what a point's accessible name adds to its contents, its points named with `names`; computed once per position. */
export function pointContext(view: PositionView, names: PointNames = 'letters'): PointContext {
  const regions = new Map<number, string>();
  for (const region of view.regions) {
    const words = region.owner ? `region owned by ${player(region.owner)}` : 'neutral region';
    for (const { x, y } of region.points) regions.set(y * view.width + x, words);
  }
  return { regions, view, names };
}

/**
 * The position in a few words, never a list of points, so that it stays short at any move (it
 * is read with the board's name on every focus): the pieces counted by side, the tiles and
 * marked stones, and once scored the counted areas. "Black 52 stones and 2 ghosts, White 49
 * stones, 258 empty points."
 */
export function positionSummary({ view }: PointContext): string {
  const { points } = view;
  const counted = (test: (state: PointState) => boolean) => points.filter(test).length;
  const side = (color: Color): string => {
    const ghosts = counted((state) => state.color === color && state.ghost);
    return `${player(color)} ${count(counted((state) => state.color === color && !state.ghost), 'stone')}${ghosts > 0 ? ` and ${count(ghosts, 'ghost')}` : ''}`;
  };
  const tiles = points.reduce((sum, state) => sum + state.tiles, 0);
  const marked = counted((state) => state.marked);
  const sentences = [`${side('black')}, ${side('white')}, ${count(counted((state) => !state.color), 'empty point')}.`];
  if (tiles > 0) sentences.push(`${count(tiles, 'tile')} on the board.`);
  if (marked > 0) sentences.push(`${count(marked, 'marked stone')}.`);
  return [...sentences, ...areaSentences(view)].join(' ');
}

/** Once the game is scored, the empty points each side's count includes: "40 empty points count for Black." */
function areaSentences(view: PositionView): string[] {
  const { owners } = view;
  if (!owners) return [];
  const sentences: string[] = [];
  for (const color of ['black', 'white'] as const) {
    const area = owners.filter((owner, i) => owner === color && !view.points[i]!.color).length;
    if (area > 0) sentences.push(`${count(area, 'empty point')} ${area === 1 ? 'counts' : 'count'} for ${player(color)}.`);
  }
  return sentences;
}

/**
 * The whole position in words, grouped by what stands on the points, each named by `name`:
 * "Black stones: D4, E5. White stone on 1 tile: C3. 41 empty points."
 */
export function positionDescription(context: PointContext, name = (x: number, y: number) => formatPoint(x, y, context.view.width, context.view.height)): string {
  const { view } = context;
  const groups = new Map<string, { rank: number; points: string[] }>();
  let empty = 0;
  view.points.forEach((state, index) => {
    if (!state.color && state.tiles === 0) {
      empty++;
      return;
    }
    const region = context.regions.get(index);
    const key = pointContents(state) + (region ? `, ${region}` : '');
    // Black before White, stones before ghosts, unmarked before marked, low stacks before high, bare tiles last.
    const rank = (state.color === 'black' ? 0 : state.color === 'white' ? 1 : 2) * 1e6 + (state.ghost ? 1e5 : 0) + (state.marked ? 1e4 : 0) + state.tiles;
    const group = groups.get(key) ?? { rank, points: [] };
    group.points.push(name(index % view.width, Math.floor(index / view.width)));
    groups.set(key, group);
  });
  const sentences = [...groups]
    .sort(([, a], [, b]) => a.rank - b.rank)
    .map(([key, { points }]) => `${capital(plural(key, points.length))}: ${points.join(', ')}.`);
  if (sentences.length === 0) return 'The board is empty.';
  sentences.push(`${count(empty, 'empty point')}.`, ...areaSentences(view));
  return sentences.join(' ');
}

function plural(contents: string, n: number): string {
  return n === 1 ? contents : contents.replace(/\b(stone|ghost)\b/, '$1s').replace(/^empty\b/, 'empty points');
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A position's short name: "Go, 9x9, move 12, Black to play", or the result once the game is over; `name` is the variant's. */
export function positionTitle(view: PositionView, name: string): string {
  const size = view.width === view.height ? `${view.width}x${view.width}` : `${view.width}x${view.height}`;
  const state = view.result ? view.result.summary : `${player(view.toPlay)} to play`;
  return `${name}, ${size}, move ${view.moveNumber}, ${state}`;
}
