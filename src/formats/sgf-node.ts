/** What one node of a record holds: a move, setup (`AB AW AE PL`), variant state (`ZVG ZVM ZVT`). */
import { formatPoint } from '../engine/core.js';
import type { Color } from '../engine/types.js';
import type { SgfNode } from './sgf.js';
import { errorAt, type Step, type Warn } from './sgf-record-issues.js';
import { expandSgfPoints } from './sgf-points.js';

/** Columns and rows. */
export type BoardSize = { width: number; height: number };

export function hasMove(node: SgfNode): boolean {
  return 'B' in node.props || 'W' in node.props;
}

export function isSetup(node: SgfNode): boolean {
  return 'AB' in node.props || 'AW' in node.props || 'AE' in node.props || 'PL' in node.props;
}

export function hasState(node: SgfNode): boolean {
  return 'ZVG' in node.props || 'ZVT' in node.props || 'ZVM' in node.props;
}

/** Setup properties of one node, in move notation. */
export interface NodeSetup {
  black: string[];
  white: string[];
  empty: string[];
  toPlay?: Color;
}

/** Variant state of one node (`ZVG`, `ZVM`, `ZVT`), in move notation; `null` where absent. */
export interface NodeState {
  ghosts: string[] | null;
  marked: string[] | null;
  tiles: Map<string, number> | null;
}

export function readSetup(node: SgfNode, { width, height }: BoardSize, warn: Warn): Step<NodeSetup> {
  const setup: NodeSetup = { black: [], white: [], empty: [] };
  if (!isSetup(node)) return { ok: true, value: setup };
  if (hasMove(node)) warn('WARN_SGF_MIXED_NODE', node, 'This node holds both setup and a move; the setup was applied first.');
  for (const [id, list] of [['AE', setup.empty], ['AB', setup.black], ['AW', setup.white]] as const) {
    for (const value of node.props[id] ?? []) {
      if (value === '') {
        // FF[4] wants at least one point here, but editors do write an empty AB[].
        warn('WARN_SGF_IGNORED_VALUE', node, `An empty ${id}[] was ignored.`);
        continue;
      }
      const points = expandSgfPoints(value);
      if (!points || points.some((p) => p.x >= width || p.y >= height)) {
        return errorAt('ERR_SGF_POINT', node, `${id}[${value}] is not a point or a rectangle of points on a ${width}x${height} board.`, { property: id, value });
      }
      for (const p of points) list.push(formatPoint(p.x, p.y, width, height));
    }
  }
  const player = node.props.PL?.[0];
  if (player !== undefined) {
    const color = /^\s*[bB1]/.test(player) ? 'black' : /^\s*[wW2]/.test(player) ? 'white' : undefined;
    if (color) setup.toPlay = color;
    else warn('WARN_SGF_IGNORED_VALUE', node, `PL[${player}] names no player (B or W) and was ignored.`);
  }
  return { ok: true, value: setup };
}

/** Reads `ZVG`, `ZVM` and `ZVT`; entries that are not points of the board are ignored with a warning. */
export function readState(node: SgfNode, { width, height }: BoardSize, warn: Warn): NodeState {
  const points = (id: 'ZVG' | 'ZVM'): string[] | null => {
    const values = node.props[id];
    if (!values) return null;
    const out: string[] = [];
    for (const value of values) {
      if (value.trim() === '') continue;
      const read = expandSgfPoints(value.trim());
      if (!read || read.some((p) => p.x >= width || p.y >= height)) {
        warn('WARN_SGF_IGNORED_VALUE', node, `${id}[${value}] is not a point on a ${width}x${height} board and was ignored.`);
        continue;
      }
      for (const p of read) out.push(formatPoint(p.x, p.y, width, height));
    }
    return out;
  };
  let tiles: Map<string, number> | null = null;
  const values = node.props.ZVT;
  if (values) {
    tiles = new Map();
    for (const value of values) {
      if (value.trim() === '') continue;
      const match = /^\s*([a-zA-Z]{2}(?::[a-zA-Z]{2})?)\s*:\s*(\d+)\s*$/.exec(value);
      const read = match ? expandSgfPoints(match[1]!) : null;
      if (!match || !read || read.some((p) => p.x >= width || p.y >= height)) {
        warn('WARN_SGF_IGNORED_VALUE', node, `ZVT[${value}] is not a point and a tile count such as ZVT[dd:2] on a ${width}x${height} board; it was ignored.`);
        continue;
      }
      for (const p of read) tiles.set(formatPoint(p.x, p.y, width, height), Number(match[2]));
    }
  }
  return { ghosts: points('ZVG'), marked: points('ZVM'), tiles };
}
