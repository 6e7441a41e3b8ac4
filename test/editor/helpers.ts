/** Building documents by edits in tests: each edit must be accepted. */
import assert from 'node:assert/strict';
import '../../src/engine/index.js';
import { applyEdit, emptyDocument, type DiagramDocument, type DiagramEdit, type DiagramMove, type DiagramNode, type PointTool } from '../../src/editor/index.js';
import { emptyNode } from '../../src/editor/empty.js';
import { parsePoint } from '../../src/engine/core.js';
import type { VariantId } from '../../src/engine/types.js';

/** The document after these edits, from an empty board; fails the test on a refused edit. */
export function edited(edits: readonly DiagramEdit[], start: DiagramDocument = emptyDocument()): DiagramDocument {
  let doc = start;
  for (const edit of edits) {
    const result = applyEdit(doc, edit);
    assert.ok(result.ok, `${JSON.stringify(edit)} was refused: ${result.ok ? '' : `${result.code} ${result.message}`}`);
    doc = result.document;
  }
  return doc;
}

/** A point edit by the point's name on a board of `size` (`tool('black', 'D4')`). */
export function at(tool: PointTool, name: string, width = 19, height = width): DiagramEdit {
  const point = parsePoint(name, width, height);
  assert.ok(point, `${name} is a point`);
  return { kind: 'point', tool, point };
}

/** An empty board of `variant`. */
export function board(variant: VariantId, width = 9, height = width): DiagramDocument {
  return emptyDocument(variant, width, height);
}

/** `doc` with one line of `moves` (no marks, comments or verdicts), showing its end; `last` is given to the end's node (the root's, without moves). */
export function withLine(doc: DiagramDocument, moves: readonly string[], last: Partial<Pick<DiagramNode, 'marks' | 'comment'>> = {}): DiagramDocument {
  let tail: DiagramMove | null = null;
  for (let i = moves.length - 1; i >= 0; i--) tail = { ...emptyNode(), move: moves[i]!, verdict: null, ...(tail ? { children: [tail] } : last) };
  const root: DiagramNode = tail ? { ...emptyNode(), children: [tail] } : { ...emptyNode(), ...last };
  return { ...doc, root, at: moves.map(() => 0) };
}
