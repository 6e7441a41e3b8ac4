/**
 * A document as an SGF record: the root as `gameToSgf` writes the main line's game (`SZ KM RU
 * ZVR`, the setup with `AB AW PL ZVG ZVT ZVM`, `RE` when the main line ends the game), the
 * title as `GN` and the crop as `VW`; then every line, one node per move (`ZVK` where needed),
 * variations as SGF's, each node with its marks and its comment, a verdict's word first
 * (formats/verdict-words.ts), as our puzzle reader and other problem sites read it.
 */
import type { MoveDone } from '../engine/types.js';
import { moveProps, gameToSgf } from '../formats/game-to-sgf.js';
import { emptyMarkup, markupProps } from '../formats/markup.js';
import { coordToSgfPoint } from '../formats/sgf-points.js';
import { writeSgf } from '../formats/sgf-write.js';
import type { SgfNode } from '../formats/sgf-tree.js';
import { withVerdict } from '../formats/verdict-words.js';
import type { DiagramDocument, DiagramMove, DiagramNode } from './document.js';
import { mainLineFrom } from './lines.js';
import { replayed } from './replay.js';

/** The document's record as an SGF tree. Throws a RangeError for a document that does not replay (never one `applyEdit` made). */
export function documentToTree(doc: DiagramDocument): SgfNode {
  const game = replayed({ ...doc, at: mainLineFrom(doc.root) });
  const root = gameToSgf(game, doc.title === '' ? {} : { GN: doc.title });
  if (doc.crop) root.props.VW = [`${coordToSgfPoint({ x: doc.crop.x0, y: doc.crop.y0 })}:${coordToSgfPoint({ x: doc.crop.x1, y: doc.crop.y1 })}`];
  root.children = [];
  const { width, height } = doc;
  const write = (node: DiagramNode, into: SgfNode, depth: number): void => {
    Object.assign(into.props, markupProps({ ...emptyMarkup(), ...node.marks }));
    const comment = withVerdict((node as Partial<DiagramMove>).verdict ?? null, node.comment);
    if (comment !== '') into.props.C = [comment];
    for (const child of node.children) {
      game.goTo(depth);
      // Every line of a document replays (applyEdit refuses an edit that breaks one).
      const played = game.play(child.move) as MoveDone;
      const next: SgfNode = { props: moveProps(played.color, played.move, width, height), children: [] };
      into.children.push(next);
      write(child, next, depth + 1);
    }
  };
  write(doc.root, root, 0);
  return root;
}

/** The document's record as SGF text. */
export function documentToSgf(doc: DiagramDocument): string {
  return writeSgf([documentToTree(doc)]);
}
