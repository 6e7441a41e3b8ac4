/** The variant pieces as the element draws them: their shapes and paint, and their rules. One chunk, loaded with a variant that has them. */
export * from '../render/scene-pieces.js';
export { PIECES_CSS as css } from './scene-css-pieces.js';
