/**
 * The board in words, for assistive technology: each point's accessible name, a whole
 * position's description, and the sentences the live region announces. DOM-free and pure.
 */
import { formatPoint, markedRegionsOf } from '../engine/index.js';
import type { Color, GameResult, IllegalMove, MoveDone, PointState, PositionView } from '../engine/types.js';

/** What a move did, as {@link moveSentence} needs it (a {@link MoveDone} or a `vgb-move` detail). */
export type MoveFacts = Pick<MoveDone, 'move' | 'color' | 'captured' | 'flipped' | 'marked' | 'tile' | 'illegal'>;

/** `'Black'` or `'White'`. */
export function player(color: Color): string {
  return color === 'black' ? 'Black' : 'White';
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What stands on a point, without its name: `black stone on 2 tiles`, `white ghost`, `empty`. */
export function pointContents(state: PointState): string {
  const tiles = state.tiles > 0 ? count(state.tiles, 'tile') : '';
  if (!state.color) return tiles ? `empty, ${tiles}` : 'empty';
  const piece = `${state.marked ? 'marked ' : ''}${state.color} ${state.ghost ? 'ghost' : 'stone'}`;
  return tiles ? `${piece} on ${tiles}` : piece;
}

/** Per point, what a reader needs beyond its contents: region owners, counted areas, the last move. */
export interface PointContext {
  /** Per point index: `region owned by Black` or `neutral region` for marked stones (Paper and Pencil Go). */
  regions: Map<number, string>;
  view: PositionView;
}

/** Gathers what {@link pointName} adds to each point's contents; computed once per position. */
export function pointContext(view: PositionView): PointContext {
  const regions = new Map<number, string>();
  if (view.points.some((point) => point.marked)) {
    for (const region of markedRegionsOf(view)) {
      const words = region.owner ? `region owned by ${player(region.owner)}` : 'neutral region';
      for (const { x, y } of region.points) regions.set(y * view.width + x, words);
    }
  }
  return { regions, view };
}

/** A point's accessible name: `D4, black stone on 2 tiles`, `F6, marked white stone, region owned by Black`. */
export function pointName(context: PointContext, x: number, y: number): string {
  const { view, regions } = context;
  const index = y * view.width + x;
  const state = view.points[index]!;
  const parts = [formatPoint(x, y, view.width, view.height), pointContents(state)];
  const region = regions.get(index);
  if (region) parts.push(region);
  const owner = view.owners?.[index];
  if (owner && !state.color) parts.push(`counts for ${player(owner)}`);
  const last = view.lastMove;
  if (last?.point && last.point.x === x && last.point.y === y) parts.push('last move');
  else if (last?.flipped.some((p) => p.x === x && p.y === y)) parts.push('just flipped');
  return parts.join(', ');
}

/**
 * The whole position in words, grouped by what stands on the points:
 * "Black stones: D4, E5. White stone on 1 tile: C3. 41 empty points."
 */
export function positionDescription(context: PointContext): string {
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
    group.points.push(formatPoint(index % view.width, Math.floor(index / view.width), view.width, view.height));
    groups.set(key, group);
  });
  const sentences = [...groups]
    .sort(([, a], [, b]) => a.rank - b.rank)
    .map(([key, { points }]) => `${capital(plural(key, points.length))}: ${points.join(', ')}.`);
  if (sentences.length === 0) return 'The board is empty.';
  sentences.push(`${count(empty, 'empty point')}.`);
  if (view.owners) {
    for (const color of ['black', 'white'] as const) {
      const area = view.owners.filter((owner, i) => owner === color && !view.points[i]!.color).length;
      if (area > 0) sentences.push(`${count(area, 'empty point')} ${area === 1 ? 'counts' : 'count'} for ${player(color)}.`);
    }
  }
  return sentences.join(' ');
}

function plural(contents: string, n: number): string {
  return n === 1 ? contents : contents.replace(/\b(stone|ghost)\b/, '$1s').replace(/^empty\b/, 'empty points');
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A move as the live region says it: "Black D4, captures 2 stones", "White passes". */
export function moveSentence(move: MoveFacts): string {
  const who = player(move.color);
  let text: string;
  if (move.move === 'pass') text = `${who} passes`;
  else if (move.move === 'return') text = `${who} returns a prisoner`;
  else if (move.move.startsWith('ghost:')) text = `${who} ghost ${move.move.slice(6)}`;
  else text = `${who} ${move.move}`;
  const effects: string[] = [];
  if (move.tile) effects.push('tile placed');
  if (move.captured.length) effects.push(`captures ${count(move.captured.length, 'stone')}`);
  if (move.flipped.length) effects.push(`flips ${count(move.flipped.length, 'stone')}`);
  if (move.marked.length) effects.push(`marks ${count(move.marked.length, 'stone')}`);
  // A record's illegal move, played as the record holds it (standard Go): say which rule it broke.
  if (move.illegal) effects.push(illegalWords(move.illegal));
  return [text, ...effects].join(', ');
}

/** A forced move's broken rule in words: "illegal move: Go: suicide is not allowed: ...". */
export function illegalWords(illegal: IllegalMove): string {
  return `illegal move: ${illegal.message}`;
}

/** The end of a game in words: "Game over: Black wins by 3.5 points (Black 40, White 36.5)". */
export function resultSentence(result: GameResult): string {
  const { black, white } = result.score;
  // Results that are not counted (repetition, no moves left) report 0 to 0: not worth reading out.
  const score = black !== 0 || white !== 0 ? ` (Black ${black}, White ${white})` : '';
  return `Game over: ${result.summary}${score}`;
}
