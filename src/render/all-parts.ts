/**
 * Every part of the drawing, for what draws any board: the public render entry (index.ts), the
 * static SVG writer, the CLI and the element's exports. The element's first render draws with the
 * parts it has loaded (element/drawing-parts.ts).
 */
import type { PaintParts } from './paint.js';
import type { SceneParts } from './scene.js';
import * as input from './scene-input.js';
import * as markup from './scene-markup.js';
import * as overlay from './scene-overlay.js';
import * as pieces from './scene-pieces.js';

export const ALL_PARTS: SceneParts & PaintParts = { pieces, markup, input, overlay };
