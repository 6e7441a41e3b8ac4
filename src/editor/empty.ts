/** A new document: an empty board. */
import type { VariantId } from '../engine/types.js';
import type { DiagramDocument, DiagramMarks } from './document.js';

/** Markup with nothing drawn. */
export const NO_MARKS: DiagramMarks = Object.freeze({ circles: [], triangles: [], squares: [], crosses: [], labels: [] });

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
    moves: [],
    marks: NO_MARKS,
    title: '',
    comment: '',
    crop: null,
  };
}
