/**
 * The record as SGF, which the play input needs at once (the reader's changes give it: `record`,
 * `vgb-change`, `vgb-position-replace`) and the exports give (`toSgf()`): a chunk both share.
 */
import { writeSgf } from '../formats/sgf.js';
import { gameToSgf } from '../formats/game-to-sgf.js';
import { asTree } from './as-tree.js';
import type { BoardRecord } from './board-record.js';
import type { OtherGames } from './load-record.js';

/** The record as SGF: a tree as it stands (in its place among `others`, the rest of its collection), `moves` as the game with its setup and rule set. */
export function recordSgf(record: BoardRecord, others: OtherGames): string {
  const tree = asTree(record);
  return writeSgf(tree ? [...others.before, tree.root, ...others.after] : [gameToSgf(record.game)]);
}
