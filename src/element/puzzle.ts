/**
 * A puzzle on an SGF solution tree: the reader's side, the tree's replies, the verdict, hints
 * and retries, judged by the conventions problem collections use (formats/problem-judging.ts).
 * DOM-free.
 */
import type { Game } from '../engine/core.js';
import type { Color, MoveResult, PointMove } from '../engine/types.js';
import type { SgfNode } from '../formats/sgf.js';
import { firstRightMove, lineVerdict, moveColor, outcomeAt, rightLine, type TreeOutcome } from '../formats/problem-judging.js';
import type { MoveFacts } from './describe.js';
import type { VgbPuzzleFailure } from './events/vgb-puzzle.js';
import { nodeMove, type NodeMove } from '../formats/node-move.js';

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

/** A judgement that ends an attempt: the tree's, or a move off it. */
export type Outcome = TreeOutcome | { solved: false; reason: VgbPuzzleFailure };

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

  /** The game the puzzle is played in: the tree's line, as far as the answers went. */
  get game(): Game {
    return this.record.game;
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
