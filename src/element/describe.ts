/**
 * The board in words, for assistive technology: the sentences the live region announces, over
 * the position's words the static SVG shares (src/render/position-words.ts); a point's name is
 * the play input's (point-name.ts). DOM-free and pure.
 */
import type { GameResult, IllegalMove, MoveDone } from '../engine/types.js';
import { count, player } from '../render/position-words.js';

export { player, pointContext, positionDescription, positionSummary, type PointContext } from '../render/position-words.js';

/** What a move did, as {@link moveSentence} needs it (a {@link MoveDone} or a `vgb-move` detail). */
export type MoveFacts = Pick<MoveDone, 'move' | 'color' | 'captured' | 'capturedGhosts' | 'flipped' | 'marked' | 'tile' | 'illegal'>;

/** Who played what, in words: "Black D4", "Black ghost D4", "White passes", "Black returns a prisoner". */
export function moveWords({ move, color }: Pick<MoveFacts, 'move' | 'color'>): string {
  const who = player(color);
  if (move === 'pass') return `${who} passes`;
  if (move === 'return') return `${who} returns a prisoner`;
  if (move.startsWith('ghost:')) return `${who} ghost ${move.slice(6)}`;
  return `${who} ${move}`;
}

/** A move as the live region says it: "Black D4, captures 2 stones", "White passes", "Black E5, captures 1 ghost". */
export function moveSentence(move: MoveFacts): string {
  const text = moveWords(move);
  const effects: string[] = [];
  if (move.tile) effects.push('tile placed');
  if (move.captured.length) effects.push(`captures ${captives(move)}`);
  if (move.flipped.length) effects.push(`flips ${count(move.flipped.length, 'stone')}`);
  if (move.marked.length) effects.push(`marks ${count(move.marked.length, 'stone')}`);
  // A record's illegal move, played as the record holds it (standard Go): say which rule it broke.
  if (move.illegal) effects.push(illegalWords(move.illegal));
  return [text, ...effects].join(', ');
}

/** What a move captured, each kind of piece named: "2 stones", "1 ghost", "2 stones and 1 ghost". */
function captives({ captured, capturedGhosts = 0 }: MoveFacts): string {
  const stones = captured.length - capturedGhosts;
  return [stones ? count(stones, 'stone') : '', capturedGhosts ? count(capturedGhosts, 'ghost') : ''].filter(Boolean).join(' and ');
}

/** A forced move's broken rule in words: "illegal move: Go: suicide is not allowed: ...". */
export function illegalWords(illegal: IllegalMove): string {
  return `illegal move: ${illegal.message}`;
}

/** The end of a game in words: "Game over: Black wins by 3.5 points (Black 40, White 36.5)". */
export function resultSentence(result: GameResult): string {
  const { black, white } = result.score;
  // Results that are not counted (repetition, no moves left) report 0 to 0: not worth reading out.
  const score = black !== 0 || white !== 0 ? ` (Black ${black}, White ${white})` : '';
  return `Game over: ${result.summary}${score}`;
}
