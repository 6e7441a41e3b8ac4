/**
 * The markup tools: each point holds at most one mark or label (SGF forbids two marks on a
 * point, and a `$$` diagram shows one character), so a tool replaces what another put there, and
 * the same tool again takes it off.
 */
import type { Coord } from '../engine/types.js';
import type { DiagramMarks, EditRefusal, PointTool } from './document.js';

/** The tools that draw a shape, and the list each fills. */
export const SHAPE_FIELDS = { circle: 'circles', triangle: 'triangles', square: 'squares', cross: 'crosses' } as const satisfies Partial<
  Record<PointTool, keyof DiagramMarks>
>;

export type ShapeTool = keyof typeof SHAPE_FIELDS;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

const same = (a: Coord) => (b: Coord) => a.x === b.x && a.y === b.y;

/** `marks` with nothing on `point`; `marks` itself when nothing was there. */
export function withoutMarksAt(marks: DiagramMarks, point: Coord): DiagramMarks {
  const at = same(point);
  const has = Object.values(SHAPE_FIELDS).some((field) => marks[field].some(at)) || marks.labels.some((l) => at(l.point));
  if (!has) return marks;
  const out = { ...marks, labels: marks.labels.filter((l) => !at(l.point)) };
  for (const field of Object.values(SHAPE_FIELDS)) out[field] = marks[field].filter((p) => !at(p));
  return out;
}

/** A shape on `point`, or off it when it is there already. */
export function toggleShape(marks: DiagramMarks, tool: ShapeTool, point: Coord): DiagramMarks {
  const field = SHAPE_FIELDS[tool];
  const had = marks[field].some(same(point));
  const cleared = withoutMarksAt(marks, point);
  return had ? cleared : { ...cleared, [field]: [...cleared[field], { x: point.x, y: point.y }] };
}

/** The next free letter (`a`, `b`…) or number (`1`, `2`…) on `point`, or the label of that kind off it when it is there already. */
export function toggleLabel(marks: DiagramMarks, kind: 'letter' | 'number', point: Coord): DiagramMarks | EditRefusal {
  const existing = marks.labels.find((l) => same(point)(l.point));
  const cleared = withoutMarksAt(marks, point);
  if (existing && labelKind(existing.text) === kind) return cleared;
  const used = new Set(marks.labels.map((l) => l.text));
  let text: string | undefined;
  if (kind === 'letter') text = [...LETTERS].find((letter) => !used.has(letter));
  else for (let n = 1; text === undefined; n++) if (!used.has(String(n))) text = String(n);
  if (text === undefined) {
    return { ok: false, code: 'ERR_EDIT_LABELS', message: 'every letter from a to z already labels a point: take one off first, or use numbers' };
  }
  return { ...cleared, labels: [...cleared.labels, { point: { x: point.x, y: point.y }, text }] };
}

/** Whether a label is a number or a letter (any other text counts as a letter: the letter tool replaces it). */
function labelKind(text: string): 'letter' | 'number' {
  return /^\d+$/.test(text) ? 'number' : 'letter';
}

/** The marks that lie on a board of this size. */
export function marksOnBoard(marks: DiagramMarks, width: number, height: number): DiagramMarks {
  const on = (p: Coord): boolean => p.x < width && p.y < height;
  const out = { ...marks, labels: marks.labels.filter((l) => on(l.point)) };
  for (const field of Object.values(SHAPE_FIELDS)) out[field] = marks[field].filter(on);
  return out;
}
