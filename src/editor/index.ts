/**
 * The editor model (`mode="edit"`): an author's diagram as a plain value (`DiagramDocument`), the
 * edits that change it, undo and redo, the problems of the position it holds, and every output
 * made from it. No DOM; the element's editor chunk imports this room, and nothing else does.
 */
export type * from './document.js';
export { emptyDocument } from './empty.js';
export { applyEdit } from './edit.js';
export { EditHistory } from './history.js';
export { movesTo, nodesTo, shownNode } from './lines.js';
export { documentToTree, documentToSgf } from './to-sgf.js';
export { documentFromTree, documentFromGame, documentFromSgf, documentFromDiagram, type ReadRules } from './from-tree.js';
export { documentToDiagram, diagramWindow } from './to-diagram.js';
export { documentToSnippet, snippetOf } from './snippet.js';
export { documentToSvg } from './to-svg.js';
export { problemsOf } from './problems.js';
