/** A new document: an empty board. */
import type { VariantId } from '../engine/types.js';
import type { DiagramDocument, DiagramMarks, DiagramNode } from './document.js';

/** Markup with nothing drawn. */
export const NO_MARKS: DiagramMarks = Object.freeze({ circles: [], triangles: [], squares: [], crosses: [], labels: [] });

/** A node with nothing drawn or said, and no move after it. */
export function emptyNode(): DiagramNode {
  return { marks: NO_MARKS, comment: '', children: [] };
}

/**
 * An empty board of `variant` (default standard Go), `width` columns and `height` rows (default
 * 19, square), Black to play, the variant's default rules, no title, no crop. The size is not
 * checked here: `problemsOf` and the first edit say what the engine thinks of it.
 */
export function emptyDocument(variant: VariantId = 'go', width = 19, height = width): DiagramDocument {
  return {
    variant,
    width,
    height,
    rules: {},
    setup: { black: [], white: [], toPlay: 'black' },
    root: emptyNode(),
    at: [],
    title: '',
    crop: null,
  };
}
