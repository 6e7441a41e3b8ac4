/**
 * What the board says in words beyond its points: the polite live region, the sentences it
 * announces when the reader moves through the record or plays, and the board's accessible name.
 */
import type { ReactiveControllerHost } from 'lit';
import { formatPoint } from '../engine/index.js';
import type { Color, GameResult, MoveDone, PositionView, RuleNote } from '../engine/types.js';
import type { Viewport } from '../engine/markup.js';
import { playable, type Mode } from './board-options.js';
import { asTree } from './as-tree.js';
import { totalMoves, type BoardRecord } from './board-record.js';
import { moveSentence, player, resultSentence, type MoveFacts } from './describe.js';
import { commentSentence } from './node-words.js';

/** The live region's text. Asks the element to update when it changes. */
export class LiveRegion {
  /** What the live region says. */
  text = '';

  constructor(private readonly host: ReactiveControllerHost) {}

  /**
   * Puts `text` in the live region; the same text again is still announced, however many times:
   * a repeat alternates between the text and the text with a non-breaking space after it, so
   * the region's content changes every time.
   */
  say(text: string): void {
    const next = text === this.text ? `${text}\u00a0` : text;
    if (next === this.text) return;
    this.text = next;
    this.host.requestUpdate();
  }
}

/** A tried move in words: "D4", "Ghost at D4", "Pass", "Return a prisoner". */
export function attempt(move: string): string {
  const lower = move.trim().toLowerCase();
  if (lower === 'pass') return 'Pass';
  if (lower === 'return') return 'Return a prisoner';
  if (lower.startsWith('ghost:')) return `Ghost at ${move.trim().slice(6).toUpperCase()}`;
  return move.trim().toUpperCase();
}

/** A move the rules refuse: "D4: not allowed. Go: that point is already occupied". */
export function refusalSentence(move: string, message: string): string {
  return `${attempt(move)}: not allowed. ${message}`;
}

/** What showing the current step announces: "Move 3 of 10: Black D4, captures 2 stones", then a tree node's variations and comment. */
export function positionSentence(record: BoardRecord): string {
  const total = totalMoves(record);
  const n = record.moveNumberAt(record.shown);
  const facts = record.shownFacts();
  let text: string;
  if (record.shown === 0) text = `Start of the game, move 0 of ${total}`;
  else if (facts) text = `Move ${n} of ${total}: ${moveSentence(facts)}${record.game.result ? `. ${resultSentence(record.game.result)}` : ''}`;
  else text = `Move ${n} of ${total}`;
  const tree = asTree(record);
  if (!tree) return text;
  const branches = tree.node.children.length;
  const parts = [text];
  if (branches > 1) parts.push(`${branches} variations`);
  const comment = commentSentence(tree.node);
  if (comment) parts.push(comment);
  return parts.join('. ');
}

/**
 * A move the reader played: the move, the result it reached, `notes` (the rule notes for the next
 * player that the move brought: a standing note is said when it comes, not after every move), the
 * new node's comment.
 */
export function playedSentence(done: MoveDone, record: BoardRecord, notes: readonly RuleNote[]): string {
  const tree = asTree(record);
  const comment = tree ? commentSentence(tree.node) : '';
  return [moveSentence(done), done.result ? resultSentence(done.result) : '', ...notes.map((note) => note.text), comment]
    .filter(Boolean)
    .join('. ');
}

/** The reader played on after the game ended by two passes (ruling A3): "Play resumed after the game ended by two passes (Black wins by 3 points)." */
export function resumedSentence(ended: GameResult): string {
  return `Play resumed after the game ended by two passes (${ended.summary}).`;
}

/** The reader's move replaced `count` later moves of a move list: "The 3 moves after move 5 were replaced." */
export function replacedSentence(count: number, after: number): string {
  return `The ${count === 1 ? 'move' : `${count} moves`} after move ${after} ${count === 1 ? 'was' : 'were'} replaced.`;
}

/** The rule notes of `after` that `before` did not have (by code): those a move brought. */
export function newNotes(before: readonly RuleNote[], after: readonly RuleNote[]): RuleNote[] {
  const had = new Set(before.map((note) => note.code));
  return after.filter((note) => !had.has(note.code));
}

/** The Ghost toggle, as the reader hears it: "Ghost on: Black's next move is a ghost". */
export function ghostSentence(on: boolean, toPlay: Color): string {
  return on ? `Ghost on: ${player(toPlay)}'s next move is a ghost` : `Ghost off: ${player(toPlay)}'s next move is a stone`;
}

/** A move the reader took back, and who plays now. */
export function tookBackSentence(taken: MoveFacts | null, toPlay: Color): string {
  const back = taken ? `Took back ${moveSentence(taken)}` : 'Took back the last move';
  return `${back}. ${player(toPlay)} to play`;
}

/** The part of a `width` by `height` board drawn, from its lower left to its upper right point: "showing A14 to F19". */
export function visibleArea(viewport: Viewport, width: number, height: number): string {
  const from = formatPoint(viewport.x0, viewport.y1, width, height);
  const to = formatPoint(viewport.x1, viewport.y0, width, height);
  return `showing ${from} to ${to}`;
}

/** The board's accessible name: what it is, the part of it drawn (a record's viewport), where in the record, the last move, a tree's variations, and in play and puzzle mode whose turn. */
export function boardLabel(view: PositionView, record: BoardRecord, mode: Mode, viewport: Viewport | null = null): string {
  const { width, height, moveNumber, lastMove, result, toPlay } = view;
  const total = mode === 'puzzle' ? moveNumber : totalMoves(record);
  const last = lastMove ? `, last move ${player(lastMove.color)} ${lastMove.move}${lastMove.illegal ? ', illegal' : ''}` : '';
  let text = `${record.variantName} board, ${width} by ${height}${viewport ? `, ${visibleArea(viewport, width, height)}` : ''}, move ${moveNumber} of ${total}${last}`;
  const tree = asTree(record);
  if (tree && mode !== 'puzzle') {
    const siblings = tree.siblings();
    const current = siblings.find((branch) => branch.current);
    if (siblings.length > 1 && current) text += `, variation ${current.label} of ${siblings.length}`;
    const branches = tree.node.children.length;
    if (branches > 1) text += `, ${branches} variations follow`;
  }
  if (playable(mode)) text += result ? `, game over` : `, ${player(toPlay)} to play`;
  return text;
}
