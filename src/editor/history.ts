/** Undo and redo: the documents before and after the one shown, each a value no edit changes. */
import type { DiagramDocument, DiagramEdit, EditResult } from './document.js';
import { applyEdit } from './edit.js';

/**
 * A document with the edits made to it, each undoable and redoable. An edit refused, or one that
 * changes nothing, leaves no step; nor does one that only shows another node (going along the
 * lines is not a change to undo: undo brings back the last change with the node then shown).
 */
export class EditHistory {
  private readonly past: DiagramDocument[] = [];
  private readonly future: DiagramDocument[] = [];

  constructor(private current: DiagramDocument) {}

  /** The document as it stands. */
  get document(): DiagramDocument {
    return this.current;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Applies an edit; a new edit drops what could be redone. */
  apply(edit: DiagramEdit): EditResult {
    const result = applyEdit(this.current, edit);
    if (!result.ok || result.document === this.current) return result;
    if (onlyShownChanged(this.current, result.document)) this.current = result.document;
    else this.push(result.document);
    return result;
  }

  /** Makes `doc` the current document as one undoable step (a document opened from a record or pasted text). */
  replace(doc: DiagramDocument): void {
    if (doc !== this.current) this.push(doc);
  }

  /** Goes back one edit; false when there is none. */
  undo(): boolean {
    const previous = this.past.pop();
    if (!previous) return false;
    this.future.push(this.current);
    this.current = previous;
    return true;
  }

  /** Makes again the edit last undone; false when there is none. */
  redo(): boolean {
    const next = this.future.pop();
    if (!next) return false;
    this.past.push(this.current);
    this.current = next;
    return true;
  }

  private push(doc: DiagramDocument): void {
    this.past.push(this.current);
    this.future.length = 0;
    this.current = doc;
  }
}

/** Whether `b` is `a` showing another node: every other field the same value. */
function onlyShownChanged(a: DiagramDocument, b: DiagramDocument): boolean {
  return (Object.keys(a) as (keyof DiagramDocument)[]).every((key) => key === 'at' || a[key] === b[key]);
}
