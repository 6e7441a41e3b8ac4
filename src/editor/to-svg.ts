/** A document as a static SVG document: the position of the node shown with its marks, and the crop, drawn by render/ as the board draws it. */
import { emptyMarkup } from '../formats/markup.js';
import { renderSvg, type RenderSvgOptions } from '../render/index.js';
import type { DiagramDocument } from './document.js';
import { shownNode } from './lines.js';
import { replayed } from './replay.js';

/**
 * The SVG text, named by the document's title (else the position's own words). `options` are the
 * drawing's (`coordinates`, `lastMove`…), as the board passes its own. Throws a RangeError for a
 * document that does not replay (never one `applyEdit` made).
 */
export function documentToSvg(doc: DiagramDocument, options: Pick<RenderSvgOptions, 'coordinates' | 'lastMove'> = {}): string {
  const view = replayed(doc).view();
  return renderSvg(view, { ...options, markup: { ...emptyMarkup(), ...shownNode(doc).marks }, viewport: doc.crop, ...(doc.title === '' ? {} : { title: doc.title }) }).svg;
}
