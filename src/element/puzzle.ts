/**
 * Puzzle judging over an SGF solution tree, by the conventions problem collections use. DOM-free.
 *
 * The reader plays one side; after each of their moves the tree's reply is the first child of
 * the node reached. A node is judged, for the reader:
 *
 * - **wrong** when its comment says so ("Wrong", "Incorrect", 失敗, 不正解), when it holds `GB`
 *   or `GW` for the other side, or when it holds the reader's move marked `BM` (bad move);
 * - **right** when its comment says "Correct" (any case), "RIGHT" (in capitals, since "right"
 *   is common in prose: "the right side") or 正解, or when it holds `GB`/`GW` for the reader;
 * - when a comment holds both a right and a wrong word, the first one in the text decides;
 * - comments speak to the side the problem is posed for (to move at the root); for a reader who
 *   plays the other side (`puzzle-side`) their words count the other way round;
 * - otherwise the end of a line decides: a line that ends on the reader's move is right, one
 *   that ends on the tree's reply is wrong (the reply refutes), unless that reply is marked `BM`
 *   (a bad move of the other side, so the reader wins). `TE` (tesuji) never fails a line.
 *
 * A move not in the tree is wrong.
 */
import type { Game } from '../engine/core.js';
import type { Color, MoveResult, PointMove } from '../engine/types.js';
import type { SgfNode } from '../formats/sgf.js';
import { commentVerdict } from '../formats/verdict-words.js';
import type { MoveFacts } from './describe.js';
import type { VgbPuzzleFailure } from './events/vgb-puzzle.js';
import { nodeMove, type NodeMove } from './node-move.js';

/** What a puzzle reads and moves of a tree record: its TreeRecord (tree-record.ts) holds a puzzle built on itself. */
export interface PuzzleTree {
  readonly root: SgfNode;
  readonly game: Game;
  readonly node: SgfNode;
  readonly shown: number;
  show(step: number): void;
  shownFacts(): MoveFacts | null;
  choose(index: number): boolean;
  tryOffTree(move: string | PointMove): MoveResult;
  childHolding(move: string, color: Color): number;
}

/** A judgement that ends an attempt. */
export type Outcome = { solved: true } | { solved: false; reason: VgbPuzzleFailure };

/** The colour of the move `node` holds, or `null`. */
export function moveColor(node: SgfNode): Color | null {
  return node.props.B ? 'black' : node.props.W ? 'white' : null;
}

/**
 * The explicit marks of `node` for the reader: comment words, GB/GW, BM on the reader's move.
 * Comments speak to the solver of the problem as posed, `posedFor` (the side to move at the
 * root): a reader who plays the other side reads "Correct" as wrong and "Wrong" as right.
 */
export function markOf(node: SgfNode, reader: Color, posedFor: Color = reader): 'right' | 'wrong' | null {
  const words = commentVerdict(node.props.C?.join('\n') ?? '');
  if (words) return posedFor === reader ? words : words === 'right' ? 'wrong' : 'right';
  const good = node.props.GB ? 'black' : node.props.GW ? 'white' : null;
  if (good) return good === reader ? 'right' : 'wrong';
  if (node.props.BM && moveColor(node) === reader) return 'wrong';
  return null;
}

/**
 * Whether reaching `node` ends the attempt, and how. `readersMove` says whether the node holds
 * the reader's move (else it holds the tree's reply). `null`: the attempt goes on.
 */
export function outcomeAt(node: SgfNode, reader: Color, readersMove: boolean, posedFor: Color = reader): Outcome | null {
  const mark = markOf(node, reader, posedFor);
  if (mark === 'wrong') return { solved: false, reason: 'marked-wrong' };
  if (mark === 'right') return { solved: true };
  if (node.children.length > 0) return null;
  if (readersMove) return { solved: true };
  // A reply marked as a bad move at the end of a line: the other side went wrong, the reader wins.
  if (node.props.BM && moveColor(node) !== reader) return { solved: true };
  return { solved: false, reason: 'refuted' };
}

/** Whether the reader's move at `node` leads to a solution against the tree's replies (first children). */
export function leadsToSolution(node: SgfNode, reader: Color, posedFor: Color = reader, depth = 0): boolean {
  const outcome = outcomeAt(node, reader, true, posedFor);
  if (outcome) return outcome.solved;
  // A tree deeper than any puzzle: give up rather than recurse without end.
  if (depth > 500) return false;
  const reply = node.children[0]!;
  if (moveColor(reply) === reader) return leadsToSolution(reply, reader, posedFor, depth + 1);
  const after = outcomeAt(reply, reader, false, posedFor);
  if (after) return after.solved;
  return reply.children.some((next) => moveColor(next) === reader && leadsToSolution(next, reader, posedFor, depth + 1));
}

/** The index of the first child of `node` that is a right move for the reader, or -1. */
export function firstRightMove(node: SgfNode, reader: Color, posedFor: Color = reader): number {
  return node.children.findIndex((child) => moveColor(child) === reader && leadsToSolution(child, reader, posedFor));
}

/**
 * How the line through `node` goes for the reader, by the same judging: the reader's move is
 * right when it leads to a solution against the tree's replies; any other node (the tree's
 * reply) is right when it ends the line in the reader's favour or leaves them a right move.
 */
export function lineVerdict(node: SgfNode, reader: Color, posedFor: Color = reader): 'right' | 'wrong' {
  if (moveColor(node) === reader) return leadsToSolution(node, reader, posedFor) ? 'right' : 'wrong';
  const after = outcomeAt(node, reader, false, posedFor);
  if (after) return after.solved ? 'right' : 'wrong';
  return firstRightMove(node, reader, posedFor) >= 0 ? 'right' : 'wrong';
}

/**
 * The right line from `node`, as child indices: the reader's first right move, the tree's reply
 * (the first child), and so on to the end of the line or the node that solves it.
 */
export function rightLine(node: SgfNode, reader: Color, posedFor: Color = reader): number[] {
  const path: number[] = [];
  // A tree deeper than any puzzle: stop rather than walk without end.
  for (let at = node; at.children.length > 0 && path.length <= 500; ) {
    const index = moveColor(at.children[0]!) === reader ? firstRightMove(at, reader, posedFor) : 0;
    if (index < 0) break;
    path.push(index);
    at = at.children[index]!;
    if (moveColor(at) === reader && outcomeAt(at, reader, true, posedFor)?.solved) break;
  }
  return path;
}

/** What one answer of the reader did. */
export interface PuzzleAnswer {
  /** The reader's move as played (the engine's answer); a refused move ends nothing. */
  result: MoveResult;
  /** The reader's move is in the tree. */
  inTree: boolean;
  /** The tree's replies played after it, in order. */
  replies: MoveFacts[];
  /** How the attempt ended, or `null` while it goes on. */
  outcome: Outcome | null;
}

/**
 * A puzzle on a tree record ({@link PuzzleTree}): the reader's side, the tree's replies, the verdict, hints
 * and retries. The record is walked as the reader answers; a move off the tree is shown on the
 * board without joining the tree.
 */
export class PuzzleSession {
  /** The side the reader plays. */
  readonly side: Color;
  /** The side the problem is posed for: to move at the root. Comments speak to it. */
  readonly posedFor: Color;
  outcome: Outcome | null = null;
  /** Attempts since the puzzle was loaded, the one under way included. */
  tries = 1;
  /** The reader's moves in the attempt under way. */
  private readonly answered: string[] = [];
  /** The step the problem starts at: after the tree's moves for the other side at the root. */
  private startStep = 0;

  constructor(
    private readonly record: PuzzleTree,
    side?: Color | null,
  ) {
    this.posedFor = startingSide(record);
    this.side = side ?? this.posedFor;
    this.start();
  }

  /** Goes back to the start and plays the tree's moves for the other side until it is the reader's turn. Answers those moves. */
  start(): MoveFacts[] {
    this.record.show(0);
    this.outcome = null;
    this.answered.length = 0;
    const played = this.replies();
    this.startStep = this.record.shown;
    return played;
  }

  /** Starts again after an attempt: {@link start}, counting one more try. */
  retry(): MoveFacts[] {
    if (this.outcome || this.record.shown > 0) this.tries++;
    return this.start();
  }

  /** Plays the reader's `move` and the tree's replies, and judges. A move the rules refuse changes nothing. */
  answer(move: string | PointMove): PuzzleAnswer {
    const record = this.record;
    const color = record.game.toPlay;
    const checked = record.game.check(move);
    if (!checked.ok) return { result: checked, inTree: false, replies: [], outcome: null };
    const index = record.childHolding(checked.move, color);
    if (index < 0) {
      const result = record.tryOffTree(move);
      this.outcome = { solved: false, reason: 'not-in-tree' };
      return { result, inTree: false, replies: [], outcome: this.outcome };
    }
    record.choose(index);
    this.answered.push(checked.move);
    this.outcome = outcomeAt(record.node, this.side, true, this.posedFor);
    const replies = this.outcome ? [] : this.replies();
    return { result: checked, inTree: true, replies, outcome: this.outcome };
  }

  /**
   * The solution: ends an attempt still open as failed (`solution-shown`), makes the right line
   * from the problem's start the record's line and shows that start, whose step it returns.
   */
  showSolution(): number {
    this.outcome ??= { solved: false, reason: 'solution-shown' };
    const record = this.record;
    record.show(this.startStep);
    for (const index of rightLine(record.node, this.side, this.posedFor)) record.choose(index);
    record.show(this.startStep);
    return this.startStep;
  }

  /** How the line through `node` goes for the reader ({@link lineVerdict}). */
  verdictOf(node: SgfNode): 'right' | 'wrong' {
    return lineVerdict(node, this.side, this.posedFor);
  }

  /** The first right move for the reader at the node shown, or `null` when the tree has none (or the attempt is over). */
  hint(): NodeMove | null {
    if (this.outcome) return null;
    const index = firstRightMove(this.record.node, this.side, this.posedFor);
    const { width, height } = this.record.game;
    const child = this.record.node.children[index];
    return child ? nodeMove(child, width, height) : null;
  }

  /** Plays the tree's moves for the other side (first children) until the reader's turn or the end; judges each. */
  private replies(): MoveFacts[] {
    const record = this.record;
    const played: MoveFacts[] = [];
    for (;;) {
      const next = record.node.children[0];
      if (!next || moveColor(next) === this.side || moveColor(next) === null) break;
      if (!record.choose(0)) break;
      const facts = record.shownFacts();
      if (facts) played.push(facts);
      // The start's own moves for the other side are not judged: the reader has not moved yet.
      if (this.answered.length > 0) {
        this.outcome = outcomeAt(record.node, this.side, false, this.posedFor);
        if (this.outcome) break;
      }
    }
    return played;
  }
}

/** The side to move at the root: `PL` when the root says, else the colour of the first move, else the engine's player to move. */
function startingSide(record: PuzzleTree): Color {
  const root = record.root;
  const pl = root.props.PL?.[0]?.trim().toUpperCase();
  if (pl?.startsWith('B')) return 'black';
  if (pl?.startsWith('W')) return 'white';
  const first = root.children[0];
  const color = first ? moveColor(first) : null;
  if (color) return color;
  record.show(0);
  return record.game.toPlay;
}
