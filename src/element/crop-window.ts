/**
 * The `crop` attribute read for a record: the window of the board it asks for, `auto` being the
 * region the problem uses (formats/problem-window.ts). In the tree reader's chunk, so that the
 * element's entry holds only the attribute's name. DOM-free.
 */
import { parsePoint } from '../engine/core.js';
import { viewportSpanning, type Viewport } from '../engine/markup.js';
import { problemWindow } from '../formats/problem-window.js';
import type { SgfNode } from '../formats/sgf.js';
import { keptProblems } from './kept-problems.js';
import type { BoardProblem } from './problem.js';

/** The problem of each crop that cannot be read, one per text written and board size (kept-problems.ts). */
const refusedCrop = keptProblems();

/** The window `written` asks for on `root`'s board of `width` x `height` (`null`: the whole board), or why it cannot be read. */
export function cropWindowOf(written: string, root: SgfNode, width: number, height: number): { window: Viewport | null; problem: BoardProblem | null } {
  const trimmed = written.trim().toLowerCase();
  if (trimmed === 'none') return { window: null, problem: null };
  // Unset: puzzle mode crops, and the element asks for the window only then.
  if (trimmed === '' || trimmed === 'auto') return { window: problemWindow(root, width, height), problem: null };
  const corners = trimmed.split('-').map((point) => parsePoint(point, width, height));
  const [a, b] = corners;
  if (corners.length !== 2 || !a || !b) return {
      window: null,
      problem: refusedCrop(`${width}x${height}\u0000${written}`, () => ({ code: 'ERR_OPTION', facts: { kind: 'attribute', attribute: 'crop', written, expected: { kind: 'crop', width, height } } })),
    };
  return { window: viewportSpanning(a, b), problem: null };
}
