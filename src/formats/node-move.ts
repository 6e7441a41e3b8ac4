/**
 * The move an SGF node holds, as the engine writes moves, and the node holding a move the reader
 * played. Shared by the tree record, its markup and puzzles. DOM-free.
 */
import { formatPoint, parsePoint } from '../engine/core.js';
import type { Color, Coord, MoveDone } from '../engine/types.js';
import type { SgfNode } from './sgf.js';
import { coordToSgfPoint, isSgfPass, sgfPointToCoord } from './sgf-points.js';

/** The move a node holds, normalised as the engine writes moves (`'D4'`, `'pass'`, `'ghost:D4'`, `'return'`). */
export interface NodeMove {
  color: Color;
  move: string;
  /** The point played; `null` for a pass or a prisoner return. */
  point: Coord | null;
}

/** The move of `node` (its `B` or `W`, with `ZVK`), or `null` for a node without one or with an unreadable point. */
export function nodeMove(node: SgfNode, width: number, height: number): NodeMove | null {
  const id = node.props.B ? 'B' : node.props.W ? 'W' : null;
  if (!id) return null;
  const color: Color = id === 'B' ? 'black' : 'white';
  const value = node.props[id]![0] ?? '';
  const kind = node.props.ZVK?.[0]?.trim().toLowerCase();
  if (isSgfPass(value, width, height)) return { color, move: kind === 'return' ? 'return' : 'pass', point: null };
  const point = sgfPointToCoord(value);
  if (!point || point.x >= width || point.y >= height) return null;
  const name = formatPoint(point.x, point.y, width, height);
  return { color, move: kind === 'ghost' ? `ghost:${name}` : name, point };
}

/** A node holding `done`, the reader's move, with the private `ZVK` for a ghost or a prisoner return. */
export function moveNodeOf(done: Pick<MoveDone, 'move' | 'color'>, width: number, height: number): SgfNode {
  const id = done.color === 'black' ? 'B' : 'W';
  const props: SgfNode['props'] = {};
  if (done.move === 'pass' || done.move === 'return') {
    props[id] = [''];
    if (done.move === 'return') props.ZVK = ['return'];
    return { props, children: [] };
  }
  const ghost = done.move.startsWith('ghost:');
  const point = parsePoint(ghost ? done.move.slice('ghost:'.length) : done.move, width, height);
  props[id] = [point ? coordToSgfPoint(point) : ''];
  if (ghost) props.ZVK = ['ghost'];
  return { props, children: [] };
}
