/**
 * The one function from an author's text to a picture: an SGF record or a `$$` diagram, with the
 * attributes of `<variant-go-board>` as written, to a titled, described SVG that looks as the
 * board looks. `variant-go render` writes it to files, `variant-go show --format svg` prints it,
 * and the Markdown plugins put it inside a board. Synchronous, in Node or anywhere: every
 * variant's rules are in (engine/index.ts).
 *
 * ```js
 * const drawn = picture({ kind: 'diagram', text: '$$ Ko\n$$ +-----+\n...', attributes: { variant: 'tile' } });
 * if (drawn.ok) writeFileSync('ko.svg', drawn.svg);
 * else console.error(`${drawn.problem.line}:${drawn.problem.column}: ${drawn.problem.code}: ${drawn.problem.message}`);
 * ```
 */
import '../engine/index.js';
import { VARIANTS } from '../engine/variants/index.js';
import { renderSvg } from '../render/index.js';
import { pointContext, positionDescription, positionTitle } from '../render/position-words.js';
import { shownPosition, type PictureProblem, type PositionRequest, type ShownPosition } from './position.js';

export type { PictureProblem } from './position.js';

/** What to draw: the text, how to read it, the board's attributes, and a title. */
export interface PictureRequest extends PositionRequest {
  /** The picture's accessible name; else the record's own (its `GN`, the diagram's title), else the position's ("Go, 9x9, move 12, Black to play"). */
  title?: string;
}

/**
 * A picture, or the first problem that stops it: a text that cannot be read, an attribute's value
 * the board does not take (line and column 0), a replay refused before the position asked for.
 * `warnings` are what the readers put up with; the picture shows the position all the same.
 */
export type Picture =
  | { ok: true; svg: string; title: string; description: string; warnings: PictureProblem[] }
  | { ok: false; problem: PictureProblem };

/**
 * The width the SVG asks for, in CSS pixels: the board's own largest width (28rem), so that an
 * `<img>` and an inline SVG show at the board's size, and no wider than their column.
 */
export const PICTURE_WIDTH = 448;

/**
 * Draws `request` as an SVG image (`role="img"`, with a `<title>` and a `<desc>` listing the
 * stones) of the position the board shows for the same text and attributes.
 */
export function picture(request: PictureRequest): Picture {
  const read = shownPosition(request);
  if (!read.ok) return read;
  const { position } = read;
  if (position.stopped) return { ok: false, problem: position.stopped };
  return { ok: true, ...drawPosition(position, request.title), warnings: position.warnings };
}

/** The SVG of a read position, with its title and description: the drawing `show --format svg` prints too. */
export function drawPosition(position: ShownPosition, title?: string): { svg: string; title: string; description: string } {
  const { view } = position;
  const name = title || position.title || positionTitle(view, VARIANTS[view.variant].name);
  const description = positionDescription(pointContext(view));
  const { svg } = renderSvg(view, {
    coordinates: position.coordinates,
    markup: position.markup,
    variations: position.variations,
    overlay: position.overlay,
    viewport: position.viewport,
    scheme: position.choices.scheme,
    title: name,
    description,
    width: PICTURE_WIDTH,
  });
  return { svg, title: name, description };
}
