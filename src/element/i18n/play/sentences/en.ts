/** What the board says of the reader's moves (play-sentences.ts), over the entry's words for moves and the rules. */
const words = {
  /** A tried ghost, as its refusal names it: "Ghost at D4" (a pass and a return are named as their buttons). */
  ghostAt: (point: string) => `Ghost at ${point}`,
  /** A refused move and the rules' reason: "D4: not allowed. Go: that point is already occupied". */
  refused: (move: string, reason: string) => `${move}: not allowed. ${reason}`,
  /** The reader played on after two passes ended the game (ruling A3): "Play resumed after the game ended by two passes (Black wins by 3 points)." */
  resumed: (result: string) => `Play resumed after the game ended by two passes (${result}).`,
  /** The reader's move replaced `count` later moves of a move list: "The 3 moves after move 5 were replaced." */
  replaced: (count: number, after: number) => `The ${count === 1 ? 'move' : `${count} moves`} after move ${after} ${count === 1 ? 'was' : 'were'} replaced.`,
  /** The Ghost toggle: "Ghost on: Black's next move is a ghost". */
  ghostOn: (player: string) => `Ghost on: ${player}'s next move is a ghost`,
  ghostOff: (player: string) => `Ghost off: ${player}'s next move is a stone`,
  /** A move taken back (`null` when the record does not say which): "Took back Black D4". */
  tookBack: (move: string | null) => (move === null ? 'Took back the last move' : `Took back ${move}`),
};

export type PlaySentencesWords = typeof words;
export default words;
