/** What the board says of the reader's moves (play and puzzle mode), part of the play input's chunk, in the board's words. */
import type { Color, GameResult, MoveDone, MoveError, RuleNote } from '../engine/types.js';
import { asTree } from './as-tree.js';
import type { BoardRecord } from './board-record.js';
import { moveSentence, resultSentence, type MoveFacts } from './describe.js';
import type { ReaderWords } from './i18n/reader/en.js';
import type { RuleGame } from './i18n/reader/rules/en.js';
import type { PlayWords } from './i18n/play/en.js';
import { commentSentence } from './node-words.js';

/** The words the play input speaks: the entry's (moves, the rules) and its own. */
export interface PlaySpeech {
  reader: ReaderWords;
  play: PlayWords;
}

/** A tried move in words: "D4", "Ghost at D4", and a pass and a return as their buttons name them, "Pass", "Return a prisoner". */
export function attempt(move: string, words: PlaySpeech): string {
  const { controls, sentences } = words.play;
  const lower = move.trim().toLowerCase();
  if (lower === 'pass') return controls.pass;
  if (lower === 'return') return controls.return;
  if (lower.startsWith('ghost:')) return sentences.ghostAt(move.trim().slice(6).toUpperCase());
  return move.trim().toUpperCase();
}

/** A move refused for `reason` (in words): "D4: not allowed. Go: that point is already occupied". */
export function refusalSentence(move: string, reason: string, words: PlaySpeech): string {
  return words.play.sentences.refused(attempt(move, words), reason);
}

/** A move the rules refused in `game`, with the rules' reason worded from the refusal's facts. */
export function refusedSentence(refused: MoveError, game: RuleGame, words: PlaySpeech): string {
  return refusalSentence(refused.move, words.reader.rules.refusal(refused, refused.move, game), words);
}

/**
 * A move the reader played: the move, the result it reached, `notes` (the rule notes for the next
 * player that the move brought: a standing note is said when it comes, not after every move), the
 * new node's comment (`brief`: that there is one).
 */
export function playedSentence(done: MoveDone, record: BoardRecord, notes: readonly RuleNote[], brief: boolean, words: PlaySpeech): string {
  const { reader } = words;
  const tree = asTree(record);
  let comment = tree ? commentSentence(tree.node, reader.moves.sentences) : '';
  if (brief && comment) comment = reader.announce.comment;
  const said = [moveSentence(done, reader, record.game), done.result ? resultSentence(done.result, reader) : '', ...notes.map((note) => reader.rules.note(note, record.game)), comment];
  return reader.moves.sentences(said.filter(Boolean));
}

/** The reader played on after the game ended by two passes (ruling A3): "Play resumed after the game ended by two passes (Black wins by 3 points)." */
export function resumedSentence(ended: GameResult, words: PlaySpeech): string {
  return words.play.sentences.resumed(words.reader.rules.result(ended));
}

/** The reader's move replaced `count` later moves of a move list: "The 3 moves after move 5 were replaced." */
export function replacedSentence(count: number, after: number, words: PlaySpeech): string {
  return words.play.sentences.replaced(count, after);
}

/** The rule notes of `after` that `before` did not have (by code): those a move brought. */
export function newNotes(before: readonly RuleNote[], after: readonly RuleNote[]): RuleNote[] {
  const had = new Set(before.map((note) => note.code));
  return after.filter((note) => !had.has(note.code));
}

/** The Ghost toggle, as the reader hears it: "Ghost on: Black's next move is a ghost". */
export function ghostSentence(on: boolean, toPlay: Color, words: PlaySpeech): string {
  const player = words.reader.position.player(toPlay);
  return on ? words.play.sentences.ghostOn(player) : words.play.sentences.ghostOff(player);
}

/** A move the reader took back in `game`, and who plays now. */
export function tookBackSentence(taken: MoveFacts | null, game: RuleGame, words: PlaySpeech): string {
  const { reader } = words;
  const back = words.play.sentences.tookBack(taken ? moveSentence(taken, reader, game) : null);
  return reader.moves.sentences([back, reader.moves.toPlay(reader.position.player(game.toPlay))]);
}
