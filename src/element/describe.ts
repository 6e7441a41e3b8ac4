/**
 * The board in words, for assistive technology: the sentences the live region announces, over
 * the position's words the static SVG shares (src/render/position-words.ts); a point's name is
 * the play input's (point-name.ts). Each takes the board's words.
 * DOM-free and pure.
 */
import type { GameResult, IllegalMove, MoveDone, PositionView } from '../engine/types.js';
import { pointContext as contextOf, type PointContext, type PointNames, type PositionWords } from '../render/position-words.js';
import type { ReaderWords } from './i18n/reader/en.js';
import type { RefusalGame } from './i18n/reader/rules/en.js';

export { positionDescription, positionSummary, type PointContext } from '../render/position-words.js';

/** What a point's name adds to its contents, its points named with `names`, in the board's `words` (render's English is the static SVG's alone). */
export function pointContext(view: PositionView, names: PointNames, words: PositionWords): PointContext {
  return contextOf(view, names, words);
}

/** What a move did, as {@link moveSentence} needs it (a {@link MoveDone} or a `vgb-move` detail). */
export type MoveFacts = Pick<MoveDone, 'move' | 'color' | 'captured' | 'capturedGhosts' | 'flipped' | 'marked' | 'tile' | 'illegal'>;

/** Who played what, in words: "Black D4", "Black ghost D4", "White passes", "Black returns a prisoner". */
export function moveWords({ move, color }: Pick<MoveFacts, 'move' | 'color'>, words: ReaderWords): string {
  const { moves } = words;
  const who = words.position.player(color);
  if (move === 'pass') return moves.pass(who);
  if (move === 'return') return moves.return(who);
  if (move.startsWith('ghost:')) return moves.ghost(who, move.slice(6));
  return moves.stone(who, move);
}

/** A move named without its player, as a list or a button names it: "D4", "Pass", "Return", "Ghost D4". */
export function moveName(move: string, words: ReaderWords): string {
  const { named } = words.moves;
  if (move === 'pass' || move === 'return') return named[move];
  return move.startsWith('ghost:') ? named.ghost(move.slice(6)) : move;
}

/**
 * A move as the live region says it: "Black D4, captures 2 stones", "White passes", "Black E5,
 * captures 1 ghost"; a record's illegal move with the rule it broke, worded for `game`.
 */
export function moveSentence(move: MoveFacts, words: ReaderWords, game: RefusalGame): string {
  const { moves } = words;
  const effects: string[] = [];
  if (move.tile) effects.push(moves.tile);
  const ghosts = move.capturedGhosts ?? 0;
  if (move.captured.length) effects.push(moves.captures(move.captured.length - ghosts, ghosts));
  if (move.flipped.length) effects.push(moves.flips(move.flipped.length));
  if (move.marked.length) effects.push(moves.marks(move.marked.length));
  // A record's illegal move, played as the record holds it (standard Go): say which rule it broke.
  if (move.illegal) effects.push(illegalWords(move.illegal, words, game, move.move));
  return moves.move(moveWords(move, words), effects);
}

/** A forced `move`'s broken rule in words, worded for `game`: "illegal move: Go: suicide is not allowed: ...". */
export function illegalWords(illegal: IllegalMove, words: ReaderWords, game: RefusalGame, move: string): string {
  return words.moves.illegal(words.rules.refusal(illegal, move, game));
}

/** The end of a game in words: "Game over: Black wins by 3.5 points (Black 40, White 36.5)". */
export function resultSentence(result: GameResult, words: ReaderWords): string {
  const { black, white } = result.score;
  // Results that are not counted (repetition, no moves left) report 0 to 0: not worth reading out.
  return words.moves.gameOver(words.rules.result(result), black !== 0 || white !== 0 ? result.score : null);
}
