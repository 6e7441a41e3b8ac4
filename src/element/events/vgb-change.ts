import { VgbEvent } from './vgb-event.js';

/** Detail of {@link VgbChangeEvent}: the record after the change, as the board's `record` gives it. */
export interface VgbChangeDetail {
  /** The record as SGF, as `record` and `toSgf()` give it (in edit mode, the editor's document, also the form value). */
  sgf: string;
  /** Edit mode: the document as a Sensei's Library `$$` diagram, as `toDiagram()` gives it; absent for a reader's change. */
  diagram?: string;
}

/**
 * The record changed on the reader's or the author's behalf, never the page's (attributes,
 * properties, `value`). Play mode: the reader played a move (a pass, a prisoner returned, a ghost
 * too) that changed the record, into `moves` (at the end, or in its past, which replaces the later
 * moves) or into a tree (a new variation; a move the tree holds already only follows it, and
 * changes nothing), or took one back. Puzzle mode: never (the reader's answers are not the
 * record). Edit mode: the author changed the document (an edit, undo or redo, a field, the crop,
 * clear), or showed another move of its lines (the `$$` diagram, made at the move shown, changes;
 * the SGF does not): compare `sgf` with the one last saved to know whether the record changed.
 */
export class VgbChangeEvent extends VgbEvent<VgbChangeDetail> {
  declare readonly detail: VgbChangeDetail;

  constructor(detail: VgbChangeDetail) {
    super('vgb-change', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-change': VgbChangeEvent;
  }
}
