import { VgbEvent } from './vgb-event.js';

/** Detail of {@link VgbChangeEvent}: the editor's document after the change, as its outputs give it. */
export interface VgbChangeDetail {
  /** The document as SGF, as `toSgf()` and the form value give it. */
  sgf: string;
  /** The document as a Sensei's Library `$$` diagram, as `toDiagram()` gives it. */
  diagram: string;
}

/**
 * Edit mode: the author changed the document (an edit, undo or redo, a field, the crop, clear),
 * or showed another move of its lines (the `$$` diagram, made at the move shown, changes; the SGF
 * does not): compare `sgf` with the one last saved to know whether the record changed.
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
