/** What the board says of the reader's moves (play and puzzle mode), part of the play input's chunk. */
import type { Color, GameResult, MoveDone, RuleNote } from '../engine/types.js';
import { asTree } from './as-tree.js';
import type { BoardRecord } from './board-record.js';
import { moveSentence, player, resultSentence, type MoveFacts } from './describe.js';
import { commentSentence } from './node-words.js';

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

/**
 * A move the reader played: the move, the result it reached, `notes` (the rule notes for the next
 * player that the move brought: a standing note is said when it comes, not after every move), the
 * new node's comment (`brief`: that there is one).
 */
export function playedSentence(done: MoveDone, record: BoardRecord, notes: readonly RuleNote[], brief = false): string {
  const tree = asTree(record);
  let comment = tree ? commentSentence(tree.node) : '';
  if (brief && comment) comment = 'Comment';
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
