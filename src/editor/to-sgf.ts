/**
 * A document as an SGF record: the engine's game written by `gameToSgf` (root `SZ KM RU ZVR`,
 * the setup with `AB AW PL ZVG ZVT ZVM`, one node per move with `ZVK` where needed), with the
 * title as `GN`, the crop as `VW` in the root, and the marks and comment on the node shown (the
 * last move's, or the root without moves).
 */
import { emptyMarkup, markupProps } from '../formats/markup.js';
import { gameToSgf } from '../formats/game-to-sgf.js';
import { coordToSgfPoint } from '../formats/sgf-points.js';
import { writeSgf } from '../formats/sgf-write.js';
import type { SgfNode } from '../formats/sgf-tree.js';
import type { DiagramDocument } from './document.js';
import { replayed } from './replay.js';

/** The document's record as an SGF tree. Throws a RangeError for a document that does not replay (never one `applyEdit` made). */
export function documentToTree(doc: DiagramDocument): SgfNode {
  const root = gameToSgf(replayed(doc), doc.title === '' ? {} : { GN: doc.title });
  if (doc.crop) root.props.VW = [`${coordToSgfPoint({ x: doc.crop.x0, y: doc.crop.y0 })}:${coordToSgfPoint({ x: doc.crop.x1, y: doc.crop.y1 })}`];
  let shown = root;
  while (shown.children[0]) shown = shown.children[0];
  Object.assign(shown.props, markupProps({ ...emptyMarkup(), ...doc.marks }));
  if (doc.comment !== '') shown.props.C = [doc.comment];
  return root;
}

/** The document's record as SGF text. */
export function documentToSgf(doc: DiagramDocument): string {
  return writeSgf([documentToTree(doc)]);
}
