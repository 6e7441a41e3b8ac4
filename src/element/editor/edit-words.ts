/** What the editor says: the tool chosen and each edit on a point, briefly. DOM-free and pure. */
import type { DiagramDocument, DiagramMarks, DiagramRules, PointTool } from '../../editor/document.js';
import { shownNode } from '../../editor/index.js';
import { formatPoint } from '../../engine/core.js';
import type { Coord, PositionView } from '../../engine/types.js';
import { pointContents } from '../../render/position-words.js';
import { factsOfView } from '../board-record.js';
import { moveSentence, player } from '../describe.js';
import type { FieldEdit } from './edit-fields.js';
import { samePoint } from './edit-points.js';
import { TOOL_NAMES, type Tool } from './edit-tools.js';

/** "Tool: white stone". */
export function toolSentence(tool: Tool): string {
  return `Tool: ${TOOL_NAMES[tool].toLowerCase()}`;
}

/** The list of marks each mark tool adds to or removes from. */
const MARK_LISTS: Partial<Record<PointTool, keyof Omit<DiagramMarks, 'labels'>>> = { triangle: 'triangles', square: 'squares', circle: 'circles', cross: 'crosses' };

/** Capitalised: "black stone" to "Black stone". */
const sentenceCase = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An edit of `tool` at `point` that made `after` of `before`, `view` being `after`'s position:
 * "Black stone at D4", "D4 erased", "Triangle at C3 removed", "Label a at C3", "Black D4, captures 2 stones".
 */
export function pointEditSentence(tool: PointTool, point: Coord, before: DiagramDocument, after: DiagramDocument, view: PositionView): string {
  const name = formatPoint(point.x, point.y, view.width, view.height);
  const list = MARK_LISTS[tool];
  if (list) return `${TOOL_NAMES[tool]} at ${name}${shownNode(before).marks[list].some((p) => samePoint(p, point)) ? ' removed' : ''}`;
  if (tool === 'letter' || tool === 'number') {
    const label = shownNode(after).marks.labels.find((l) => samePoint(l.point, point));
    return label ? `Label ${label.text} at ${name}` : `Label at ${name} removed`;
  }
  const played = tool === 'alternate' ? factsOfView(view) : null;
  if (played) return moveSentence(played);
  if (tool === 'erase') return `${name} erased`;
  return `${sentenceCase(pointContents(view.points[point.y * view.width + point.x]!))} at ${name}`;
}

/** Each rule option's name, as its field says it. */
const RULE_NAMES: { readonly [K in keyof DiagramRules]-?: string } = { komi: 'Komi', ko: 'Ko', maxTiles: 'Tiles per point', scoring: 'Scoring' };

/** An edit of a field or a button (not of a point, the crop or the board): "White to play", "Komi 5", "Title: Corner", "Board cleared". */
export function fieldSentence(edit: Exclude<FieldEdit, { kind: 'crop' | 'board' }>, before: DiagramDocument, after: DiagramDocument): string {
  switch (edit.kind) {
    case 'to-play':
      return `${player(edit.color)} to play`;
    case 'rules':
      return (Object.keys(RULE_NAMES) as (keyof DiagramRules)[])
        .filter((key) => before.rules[key] !== after.rules[key])
        .map((key) => `${RULE_NAMES[key]} ${after.rules[key] ?? 'default'}`)
        .join(', ');
    case 'title':
      return after.title ? `Title: ${after.title}` : 'Title removed';
    case 'comment':
      return shownNode(after).comment ? 'Comment changed' : 'Comment removed';
    case 'clear':
      return 'Board cleared';
  }
}
