/** Moves and their effects in words, and how sentences join: the live region's, the status's and the board's name's. */
import { count } from '../../../../render/position-words.js';

const words = {
  /** Whose turn: "Black to play". */
  toPlay: (player: string) => `${player} to play`,
  /** Who played what: "Black D4", "Black ghost D4", "White passes", "Black returns a prisoner". */
  stone: (player: string, point: string) => `${player} ${point}`,
  ghost: (player: string, point: string) => `${player} ghost ${point}`,
  pass: (player: string) => `${player} passes`,
  return: (player: string) => `${player} returns a prisoner`,
  /** A move named without its player, as a move list, a variation's button or a refusal names it (a point stays as drawn): "Pass", "Return", "Ghost D4". */
  named: { pass: 'Pass', return: 'Return', ghost: (point: string) => `Ghost ${point}` },
  /** What a move did besides: a tile laid under it (Tile and Cushion Go), pieces captured, stones flipped (Loose) or marked (Paper and Pencil Go). */
  tile: 'tile placed',
  captures: (stones: number, ghosts: number) => `captures ${[stones ? count(stones, 'stone') : '', ghosts ? count(ghosts, 'ghost') : ''].filter(Boolean).join(' and ')}`,
  flips: (stones: number) => `flips ${count(stones, 'stone')}`,
  marks: (stones: number) => `marks ${count(stones, 'stone')}`,
  /** A record's move that broke a rule, forced as the record holds it: "illegal move: Go: suicide is not allowed: …". */
  illegal: (rule: string) => `illegal move: ${rule}`,
  /** A move and what it did: "Black C5, captures 1 stone". */
  move: (move: string, effects: readonly string[]) => [move, ...effects].join(', '),
  /** The end of a game, with the score where it is counted: "Game over: Black wins by 3.5 points (Black 40, White 36.5)". */
  gameOver: (result: string, score: { black: number; white: number } | null) =>
    `Game over: ${result}${score ? ` (Black ${score.black}, White ${score.white})` : ''}`,
  /** Sentences said one after the other: "Move 3 of 10: Black D4. 2 variations". */
  sentences: (sentences: readonly string[]) => sentences.join('. '),
};

export type MovesWords = typeof words;
export default words;
