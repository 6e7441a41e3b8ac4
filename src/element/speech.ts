/**
 * What the reader hears when autoplay starts or pauses: a chunk of its own, loaded when the
 * reader first starts or pauses it, so a replay board nobody plays holds none of it. It imports
 * nothing: the board gives it the numbers.
 */

/**
 * Autoplay started or paused at move `n` of `total`: "Autoplay started at move 0 of 305; moves
 * are not read out: press L for the last one", "Autoplay paused at move 40 of 305". `brief`
 * leaves out the total and the key.
 */
export function autoplaySentence(event: 'started' | 'paused', n: number, total: number, brief: boolean): string {
  if (brief) return `Autoplay ${event} at move ${n}`;
  const keys = event === 'started' ? '; moves are not read out: press L for the last one' : '';
  return `Autoplay ${event} at move ${n} of ${total}${keys}`;
}
