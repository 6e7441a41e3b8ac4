/**
 * Reading a record or a diagram into a document: its rules, its start position with the
 * variant's states, every line of moves with each node's marks, comment and verdict, and the
 * title (`GN`) and crop (`VW`). The end of the main line is shown, as the board showed it. What a
 * document cannot hold is left out with a warning.
 */
import type { Game } from '../engine/core.js';
import type { Coord } from '../engine/types.js';
import { parseDiagram } from '../formats/diagram-read.js';
import { gameToSgf } from '../formats/game-to-sgf.js';
import { commentOf, markupOf } from '../formats/markup.js';
import { viewportAt } from '../formats/path-markup.js';
import { readRecord } from '../formats/read-record.js';
import { parseSgf } from '../formats/sgf.js';
import { isSetup } from '../formats/sgf-node.js';
import { nodeMoveText } from '../formats/record-replay.js';
import type { Warn } from '../formats/sgf-record-issues.js';
import type { SgfGameError, SgfRecord, SgfRecordOptions } from '../formats/sgf-record.js';
import type { SgfNode } from '../formats/sgf-tree.js';
import { verdictOf } from '../formats/verdict-words.js';
import type { DiagramDocument, DiagramMarks, DiagramMove, DiagramNode, DocumentRead, EditCause, EditFacts, EditWarning, Verdict } from './document.js';
import { NO_MARKS, emptyNode } from './empty.js';
import { mainLineFrom } from './lines.js';
import { SHAPE_FIELDS } from './marks.js';
import { refusal, ruleCause } from './refusals.js';
import { normalRules } from './rules.js';
import { setupOf } from './setup-points.js';

/**
 * The variant and rule options to read a record or diagram under, winning over what it says:
 * a `$$` text names neither, so the board's attributes give them.
 */
export type ReadRules = SgfRecordOptions;

/** A node while the tree is read: its children are added line by line. */
type Building = { marks: DiagramMarks; comment: string; verdict?: Verdict | null; move?: string; children: Building[] };

/**
 * A document from an SGF tree (a record, or the tree `parseDiagram` gives). The record's variant
 * must be loaded (`recordVariant` names it): else `ERR_VARIANT_NOT_LOADED`. A record that no
 * game can start from is refused with the reader's code (`ERR_SGF_SIZE`, `ERR_SGF_OPTIONS`…).
 * A node's comment whose first line is a verdict's word alone ("RIGHT", "Wrong.") gives the
 * node's verdict. Warnings, each with its code and facts (`EditFacts`): setup after a move on the
 * main line (`WARN_EDIT_SETUP_BETWEEN_MOVES`), or an illegal move it forces
 * (`WARN_EDIT_ILLEGAL_MOVE`: `line`, `cause`), the document then starting from the last position,
 * without moves (and without variations: `WARN_EDIT_VARIATIONS_LEFT_OUT`); a main line the
 * reader stops (`WARN_EDIT_MAIN_LINE_STOPPED`: `cause`); in a line, whose moves before are kept,
 * setup after a move (`WARN_EDIT_LINE_SETUP`: `line`, its number the moves before), a start
 * position of its own (`WARN_EDIT_LINE_START`), a move the rules refuse
 * (`WARN_EDIT_LINE_MOVE`: `line`, `cause`) or out of turn (`WARN_EDIT_LINE_OUT_OF_TURN`: `line`,
 * `color`); more moves than a document holds (`WARN_EDIT_TOO_MANY_MOVES`: `value`); markup a
 * document does not hold (`WARN_EDIT_MARKUP_LEFT_OUT`: `properties`; a second mark on a point:
 * `WARN_EDIT_MARKS_DOUBLED`; marks on two nodes of one position: `WARN_EDIT_MARKS_TWICE`); the
 * reader's own (`WARN_SGF_…`, with their `place` in the text).
 */
export function documentFromTree(root: SgfNode, given: ReadRules = {}): DocumentRead {
  const read = readRecord(root, given);
  if (!read.ok) {
    const { error } = read;
    return refusal(error.engineCode === 'ERR_VARIANT_NOT_LOADED' ? error.engineCode : error.code, error.message);
  }
  const { record } = read;
  const warnings = new Warnings();
  const path = record.mainLine();
  const at = record.gameAt(path);
  for (const w of [...read.warnings, ...at.warnings]) warnings.add(w.code, w.message, w.line > 0 ? { place: { line: w.line, column: w.column } } : {});
  if (at.error) warnings.add('WARN_EDIT_MAIN_LINE_STOPPED', `${at.error.message} The moves from there on were left out.`, { cause: causeOf(at.error) });

  const { game } = at;
  const { width, height } = record;
  const history = game.history;
  const firstMove = history.findIndex((entry) => entry.kind === 'move');
  const editAfterMove = firstMove >= 0 && history.slice(firstMove).some((entry) => entry.kind === 'edit');
  // A document's moves replay from its setup under the rules: setup between moves, or a move the
  // rules refuse, cannot be held, so the position they lead to becomes the setup.
  const folded = editAfterMove || at.illegalMoves.length > 0;
  if (editAfterMove) {
    warnings.add('WARN_EDIT_SETUP_BETWEEN_MOVES', 'The record changes the position after a move (setup between moves): the last position was kept as the setup, without the moves.');
  } else if (folded) {
    const illegal = at.illegalMoves[0]!;
    warnings.add('WARN_EDIT_ILLEGAL_MOVE', `The record holds a move the rules refuse (${illegal.message}): the last position was kept as the setup, without the moves.`, {
      line: { number: illegal.moveNumber ?? 0, variation: false },
      cause: causeOf(illegal),
    });
  }
  game.goTo(folded ? game.length : 0);
  const start = game.view();

  const rules = normalRules(record.variant, width, height, record.ruleOptions);
  if (!rules.ok) return rules;
  let tree: DiagramNode;
  if (folded) {
    const nodes = nodesOf(root, path);
    const shown = nodes[lastApplied(nodes, at.error?.moveNumber)]!;
    tree = { ...emptyNode(), marks: marksOf(shown, width, height, warnings), comment: commentOf(shown) ?? '' };
    if (nodes.some((node) => node.children.length > 1)) warnings.add('WARN_EDIT_VARIATIONS_LEFT_OUT', 'The record has variations: they were left out with the moves.');
  } else {
    tree = readLines(record, path, game, warnings);
  }
  const crop = viewportAt(record, path);
  const document: DiagramDocument = {
    variant: record.variant,
    width,
    height,
    rules: rules.rules,
    setup: setupOf(start.points, width, height, start.toPlay),
    root: tree,
    at: mainLineFrom(tree),
    title: record.info.GN ?? '',
    crop: crop && (crop.x0 > 0 || crop.y0 > 0 || crop.x1 < width - 1 || crop.y1 < height - 1) ? crop : null,
  };
  return { ok: true, document, warnings: warnings.all };
}

/** The warnings of a reading, each said once. */
class Warnings {
  private readonly byMessage = new Map<string, EditWarning>();

  add(code: string, message: string, facts: EditFacts = {}): void {
    if (!this.byMessage.has(message)) this.byMessage.set(message, { code, message, ...facts });
  }

  get all(): EditWarning[] {
    return [...this.byMessage.values()];
  }
}

/** A reader's error as the cause of a warning: the rules' refusal of a move, with the reader's English; else the engine's code when the engine refused, else the reader's. */
function causeOf(error: SgfGameError): EditCause {
  const { refused, message } = error;
  return refused ? { ...ruleCause(refused), message } : { code: error.engineCode ?? error.code, message };
}

/** The nodes from the root along `path`. */
function nodesOf(root: SgfNode, path: readonly number[]): SgfNode[] {
  const nodes = [root];
  for (const i of path) nodes.push(nodes.at(-1)!.children[i]!);
  return nodes;
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

/** The most moves a document holds in all its lines: past it, edits would replay for too long. */
export const MOST_MOVES = 2000;

/**
 * The tree of lines of a record whose main line (`main`) the rules accept from the start
 * `game` shows, read in one walk, main line first: each line is kept up to its first move the
 * rules refuse (a move out of turn too: a document's moves alternate as the rules say), its first
 * setup after a move, or a start of its own, with a warning, and all lines up to `MOST_MOVES`.
 * Nodes without a move give their marks and comment to the move before them (the setup's node
 * before the first move).
 */
function readLines(record: SgfRecord, main: readonly number[], game: Game, warnings: Warnings): DiagramNode {
  const { width, height } = record;
  const warn: Warn = (code, _node, message) => warnings.add(code, message);
  const onMain = new Set(nodesOf(record.root, main));
  const root: Building = { marks: NO_MARKS, comment: '', children: [] };
  giveMarks(root, record.root, width, height, warnings);
  /** Nodes to read, each with the node its moves go after and the number of moves before it; the last is read first. */
  const stack = [...record.root.children].reverse().map((node) => ({ node, into: root, played: 0 }));
  let count = 0;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node } = next;
    let { into, played } = next;
    const variation = !onMain.has(node);
    const cut = (code: string, why: string, facts: EditFacts): void => {
      warnings.add(code, `${variation ? 'A variation' : 'The main line'} ${why}: its moves from there on were left out.`, facts);
    };
    if (isSetup(node) && (played > 0 || variation)) {
      if (played > 0) cut('WARN_EDIT_LINE_SETUP', `changes the position after move ${played} (setup between moves)`, { line: { number: played, variation } });
      else cut('WARN_EDIT_LINE_START', 'sets up a start position of its own', {});
      continue;
    }
    let refused = false;
    for (const id of ['B', 'W'] as const) {
      if (!(id in node.props)) continue;
      if (count === MOST_MOVES) {
        warnings.add('WARN_EDIT_TOO_MANY_MOVES', `The record's lines hold more than ${MOST_MOVES} moves, the most the editor holds: the lines past them were left out.`, { value: MOST_MOVES });
        return freeze(root);
      }
      game.goTo(played);
      const text = nodeMoveText(game, node, id, played + 1, warn);
      const color = id === 'B' ? 'black' : 'white';
      const move = text.ok ? game.play(text.value) : null;
      if (!text.ok || !move?.ok || move.color !== color) {
        const line = { number: played + 1, ...(text.ok ? { move: text.value } : {}), variation };
        const cause = !text.ok ? causeOf(text.error) : move && !move.ok ? ruleCause(move) : null;
        const why = cause?.message ?? `${color === 'black' ? 'Black' : 'White'} plays move ${played + 1} out of turn`;
        const facts: EditFacts = cause ? { line, cause } : { line, color };
        cut(cause ? 'WARN_EDIT_LINE_MOVE' : 'WARN_EDIT_LINE_OUT_OF_TURN', `holds a move the editor cannot hold (${why})`, facts);
        refused = true;
        break;
      }
      const added: Building = { marks: NO_MARKS, comment: '', verdict: null, move: move.move, children: [] };
      into.children.push(added);
      into = added;
      played++;
      count++;
    }
    if (refused) continue;
    giveMarks(into, node, width, height, warnings);
    for (const child of [...node.children].reverse()) stack.push({ node: child, into, played });
  }
  return freeze(root);
}

/** The marks, comment and verdict of `node` given to `to`: a second node's marks for one move are left out, its comment added. */
function giveMarks(to: Building, node: SgfNode, width: number, height: number, warnings: Warnings): void {
  const marks = marksOf(node, width, height, warnings);
  if (Object.values(marks).some((list) => list.length > 0)) {
    if (to.marks === NO_MARKS) to.marks = marks;
    else warnings.add('WARN_EDIT_MARKS_TWICE', 'Two nodes for one position both hold marks (a node without a move after one with): the second\'s marks were left out.');
  }
  const text = commentOf(node);
  if (!text) return;
  const said = to.move === undefined ? { verdict: null, comment: text } : verdictOf(text);
  if (said.verdict) to.verdict = said.verdict;
  to.comment = to.comment === '' ? said.comment : `${to.comment}\n\n${said.comment}`;
}

/** A tree read, as the document's nodes. */
function freeze(node: Building): DiagramNode {
  const children = node.children.map((child) => freeze(child) as DiagramMove);
  const base: DiagramNode = { marks: node.marks, comment: node.comment, children };
  if (node.move === undefined) return base;
  const move: DiagramMove = { ...base, move: node.move, verdict: node.verdict ?? null };
  return move;
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
  const games: EditWarning = { code: 'WARN_EDIT_GAMES', message: `The text holds ${parsed.trees.length} games: only the first was read.`, value: parsed.trees.length };
  return { ...read, warnings: [...read.warnings, games] };
}

/** A document from a `$$` diagram. */
export function documentFromDiagram(text: string, rules: ReadRules = {}): DocumentRead {
  const parsed = parseDiagram(text);
  if (!parsed.ok) return refusal(parsed.error.code, `line ${parsed.error.line}, column ${parsed.error.column}: ${parsed.error.message}`);
  const read = documentFromTree(parsed.tree, rules);
  if (!read.ok) return read;
  // The reader repeats the marks, which are the diagram's, on the root and its last move: the document keeps them where it is shown.
  const { document } = read;
  const shown = document.at.length > 0 ? { ...document, root: { ...document.root, marks: NO_MARKS } } : document;
  const warnings = parsed.warnings.map((w): EditWarning => ({ code: w.code, message: `line ${w.line}, column ${w.column}: ${w.message}` }));
  return { ...read, document: shown, warnings: [...warnings, ...read.warnings] };
}

/** The node's marks a document holds: one mark or label a point, the first of circle, triangle, square, cross, label. */
function marksOf(node: SgfNode, width: number, height: number, warnings: Warnings): DiagramMarks {
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
  if (doubled) warnings.add('WARN_EDIT_MARKS_DOUBLED', 'Some points hold two marks or a mark and a label: the first was kept (circle, triangle, square, cross, label).');
  const unheld = (
    [
      [markup.selected.length > 0, 'selected points', 'SL'],
      [markup.arrows.length > 0, 'arrows', 'AR'],
      [markup.lines.length > 0, 'lines', 'LN'],
      [!!markup.dimmed && markup.dimmed.length > 0, 'dimmed points', 'DD'],
    ] as const
  ).filter(([held]) => held);
  if (unheld.length > 0) {
    const message = `The editor does not hold ${unheld.map(([, words, id]) => `${words} (${id})`).join(', ')}: they were left out.`;
    warnings.add('WARN_EDIT_MARKUP_LEFT_OUT', message, { properties: unheld.map(([, , id]) => id) });
  }
  return marks;
}
