/** What the board says of where the reader is in the record: the step shown, its name, the reader's keys. */
const words = {
  /** The step shown: "Move 3 of 10", without the total (brief, or a puzzle under way) "Move 3". */
  step: (move: number, total: number | null) => (total === null ? `Move ${move}` : `Move ${move} of ${total}`),
  /** The start of the record, its step said after: "Start of the game, move 0 of 10". */
  start: (step: string) => `Start of the game, ${step.toLowerCase()}`,
  /** The step and the move that led to it: "Move 3 of 10: Black D4". */
  stepMove: (step: string, move: string) => `${step}: ${move}`,
  /** The variations after a node. */
  variations: (count: number) => `${count} variations`,
  /** That the node has a comment (brief). */
  comment: 'Comment',
  /** The part of the board drawn, from its lower left to its upper right point. */
  showing: (from: string, to: string) => `showing ${from} to ${to}`,
  /** The board's name, its parts joined: "Go board, 19 by 19, move 3 of 10, last move Black D4". */
  board: (ruleSet: string, width: number, height: number) => `${ruleSet} board, ${width} by ${height}`,
  boardMove: (move: number, total: number) => `move ${move} of ${total}`,
  lastMove: (move: string, illegal: boolean) => `last move ${move}${illegal ? ', illegal' : ''}`,
  variation: (label: string, count: number) => `variation ${label} of ${count}`,
  follow: (count: number) => `${count} variations follow`,
  gameOver: 'game over',
  overlayOn: 'rules overlay on',
  label: (parts: readonly string[]) => parts.join(', '),
  /** Autoplay ended at the last step (said before it), or the reader's action paused it. */
  autoplayEnded: 'Autoplay ended',
  autoplayPaused: 'Autoplay paused',
  /** A step turned ghost mode off. */
  ghostOff: 'Ghost off',
  /** V switched the announcements. */
  verbosity: (brief: boolean): string => (brief ? 'Brief announcements' : 'Full announcements'),
};

export type AnnounceWords = typeof words;
export default words;
