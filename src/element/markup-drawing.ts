/** Markup and variation marks as the element draws them: their shapes and paint, and their rules. One chunk, loaded with the record reader. */
export * from '../render/scene-markup.js';
export { MARKUP_CSS as css } from './scene-css-markup.js';
