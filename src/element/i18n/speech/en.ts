/** Autoplay's start and pause in words (speech.ts); `total` is `null` when the announcements are brief. */
const words = {
  /** "Autoplay started at move 0 of 305; moves are not read out: press L for the last one", brief "Autoplay started at move 0". */
  started: (move: number, total: number | null) =>
    total === null ? `Autoplay started at move ${move}` : `Autoplay started at move ${move} of ${total}; moves are not read out: press L for the last one`,
  /** "Autoplay paused at move 40 of 305", brief "Autoplay paused at move 40". */
  paused: (move: number, total: number | null) => (total === null ? `Autoplay paused at move ${move}` : `Autoplay paused at move ${move} of ${total}`),
};

export type SpeechWords = typeof words;
export default words;
