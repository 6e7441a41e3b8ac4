/** What the editor says: the tool chosen and each edit on a point, briefly. DOM-free and pure. */
import type { DiagramDocument, DiagramMarks, PointTool } from '../../editor/document.js';
import { formatPoint } from '../../engine/core.js';
import type { Coord, PositionView } from '../../engine/types.js';
import { pointContents } from '../../render/position-words.js';
import { factsOfView } from '../board-record.js';
import { moveSentence } from '../describe.js';
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
  if (list) return `${TOOL_NAMES[tool]} at ${name}${before.marks[list].some((p) => samePoint(p, point)) ? ' removed' : ''}`;
  if (tool === 'letter' || tool === 'number') {
    const label = after.marks.labels.find((l) => samePoint(l.point, point));
    return label ? `Label ${label.text} at ${name}` : `Label at ${name} removed`;
  }
  const played = tool === 'alternate' ? factsOfView(view) : null;
  if (played) return moveSentence(played);
  if (tool === 'erase') return `${name} erased`;
  return `${sentenceCase(pointContents(view.points[point.y * view.width + point.x]!))} at ${name}`;
}
