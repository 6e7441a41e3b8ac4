/**
 * Reading a record or a diagram into a document: its rules, its start position with the
 * variant's states, the main line's moves, and the title (`GN`), crop (`VW`), marks and comment
 * of the main line's last node. What a document cannot hold is left out with a warning.
 */
import type { Game } from '../engine/core.js';
import type { Coord } from '../engine/types.js';
import { parseDiagram } from '../formats/diagram-read.js';
import { gameToSgf } from '../formats/game-to-sgf.js';
import { commentOf, markupOf } from '../formats/markup.js';
import { viewportAt } from '../formats/path-markup.js';
import { readRecord } from '../formats/read-record.js';
import { parseSgf } from '../formats/sgf.js';
import type { SgfRecordOptions } from '../formats/sgf-record.js';
import type { SgfNode } from '../formats/sgf-tree.js';
import type { DiagramDocument, DiagramMarks, DocumentRead } from './document.js';
import { SHAPE_FIELDS } from './marks.js';
import { refusal } from './refusals.js';
import { normalRules } from './rules.js';
import { setupOf } from './setup-points.js';

/**
 * The variant and rule options to read a record or diagram under, winning over what it says:
 * a `$$` text names neither, so the board's attributes give them.
 */
export type ReadRules = SgfRecordOptions;

/**
 * A document from an SGF tree (a record, or the tree `parseDiagram` gives). The record's variant
 * must be loaded (`recordVariant` names it): else `ERR_VARIANT_NOT_LOADED`. A record that no
 * game can start from is refused with the reader's code (`ERR_SGF_SIZE`, `ERR_SGF_OPTIONS`…).
 * Warnings: variations (only the main line is kept); setup after a move, or an illegal move the
 * record forces (the document then starts from the last position, without moves); a move the
 * rules refuse (the moves before it are kept); markup a document does not hold (selected points,
 * arrows, lines, dimmed points, a second mark on a point); the reader's own warnings.
 */
export function documentFromTree(root: SgfNode, given: ReadRules = {}): DocumentRead {
  const read = readRecord(root, given);
  if (!read.ok) {
    const { error } = read;
    return refusal(error.engineCode === 'ERR_VARIANT_NOT_LOADED' ? error.engineCode : error.code, error.message);
  }
  const { record } = read;
  const warnings = read.warnings.map((w) => w.message);
  const path = record.mainLine();
  const at = record.gameAt(path);
  warnings.push(...at.warnings.map((w) => w.message));
  if (at.error) warnings.push(`${at.error.message} The moves from there on were left out.`);
  const nodes: SgfNode[] = [root];
  for (let node = root; node.children[0]; node = node.children[0]) nodes.push(node.children[0]);
  if (nodes.some((node) => node.children.length > 1)) warnings.push('The record has variations: only its main line was kept.');

  const { game } = at;
  const { width, height } = record;
  const history = game.history;
  const firstMove = history.findIndex((entry) => entry.kind === 'move');
  const editAfterMove = firstMove >= 0 && history.slice(firstMove).some((entry) => entry.kind === 'edit');
  // A document's moves replay from its setup under the rules: setup between moves, or a move the
  // rules refuse, cannot be held, so the position they lead to becomes the setup.
  const folded = editAfterMove || at.illegalMoves.length > 0;
  if (editAfterMove) warnings.push('The record changes the position after a move (setup between moves): the last position was kept as the setup, without the moves.');
  else if (folded) warnings.push(`The record holds a move the rules refuse (${at.illegalMoves[0]!.message}): the last position was kept as the setup, without the moves.`);
  game.goTo(folded ? game.length : 0);
  const start = game.view();
  game.goTo(game.length);

  const shown = nodes[lastApplied(nodes, at.error?.moveNumber)]!;
  const rules = normalRules(record.variant, width, height, record.ruleOptions);
  if (!rules.ok) return rules;
  const crop = viewportAt(record, path);
  const document: DiagramDocument = {
    variant: record.variant,
    width,
    height,
    rules: rules.rules,
    setup: setupOf(start.points, width, height, start.toPlay),
    moves: folded ? [] : game.moves,
    marks: marksOf(shown, width, height, warnings),
    title: record.info.GN ?? '',
    comment: commentOf(shown) ?? '',
    crop: crop && (crop.x0 > 0 || crop.y0 > 0 || crop.x1 < width - 1 || crop.y1 < height - 1) ? crop : null,
  };
  return { ok: true, document, warnings };
}

/**
 * The index of the last node of the main line whose position the game holds: the node before
 * the move numbered `refused` (counting every `B` and `W` from 1, as the record's errors do), or
 * the last node when no move was refused.
 */
function lastApplied(nodes: readonly SgfNode[], refused: number | undefined): number {
  if (refused === undefined) return nodes.length - 1;
  let moves = 0;
  for (const [i, node] of nodes.entries()) {
    moves += Number('B' in node.props) + Number('W' in node.props);
    if (moves >= refused) return Math.max(0, i - 1);
  }
  return nodes.length - 1;
}

/**
 * A document from a game (a board's `moves`, `black` and `white` attributes replayed): its
 * record as `gameToSgf` writes it, read back, so the same rules apply as to a record.
 */
export function documentFromGame(game: Game): DocumentRead {
  return documentFromTree(gameToSgf(game));
}

/** A document from SGF text: its first game tree. */
export function documentFromSgf(text: string, rules: ReadRules = {}): DocumentRead {
  const parsed = parseSgf(text);
  if (!parsed.ok) return refusal(parsed.error.code, `line ${parsed.error.line}, column ${parsed.error.column}: ${parsed.error.message}`);
  const read = documentFromTree(parsed.trees[0]!, rules);
  if (!read.ok || parsed.trees.length === 1) return read;
  return { ...read, warnings: [...read.warnings, `The text holds ${parsed.trees.length} games: only the first was read.`] };
}

/** A document from a `$$` diagram. */
export function documentFromDiagram(text: string, rules: ReadRules = {}): DocumentRead {
  const parsed = parseDiagram(text);
  if (!parsed.ok) return refusal(parsed.error.code, `line ${parsed.error.line}, column ${parsed.error.column}: ${parsed.error.message}`);
  const read = documentFromTree(parsed.tree, rules);
  if (!read.ok) return read;
  return { ...read, warnings: [...parsed.warnings.map((w) => `line ${w.line}, column ${w.column}: ${w.message}`), ...read.warnings] };
}

/** The node's marks a document holds: one mark or label a point, the first of circle, triangle, square, cross, label. */
function marksOf(node: SgfNode, width: number, height: number, warnings: string[]): DiagramMarks {
  const markup = markupOf(node, width, height);
  const taken = new Set<string>();
  let doubled = false;
  const marks = { circles: [] as Coord[], triangles: [] as Coord[], squares: [] as Coord[], crosses: [] as Coord[], labels: [] as DiagramMarks['labels'][number][] };
  for (const field of Object.values(SHAPE_FIELDS)) {
    for (const p of markup[field]) {
      const key = `${p.x},${p.y}`;
      if (taken.has(key)) doubled = true;
      else {
        taken.add(key);
        marks[field].push(p);
      }
    }
  }
  for (const label of markup.labels) {
    const key = `${label.point.x},${label.point.y}`;
    if (taken.has(key)) doubled = true;
    else {
      taken.add(key);
      marks.labels.push(label);
    }
  }
  if (doubled) warnings.push('Some points hold two marks or a mark and a label: the first was kept (circle, triangle, square, cross, label).');
  const unheld = [
    markup.selected.length > 0 && 'selected points (SL)',
    markup.arrows.length > 0 && 'arrows (AR)',
    markup.lines.length > 0 && 'lines (LN)',
    markup.dimmed && markup.dimmed.length > 0 && 'dimmed points (DD)',
  ].filter(Boolean);
  if (unheld.length > 0) warnings.push(`The editor does not hold ${unheld.join(', ')}: they were left out.`);
  return marks;
}
