/**
 * The time bound the readers must keep. The work of an input is its length in characters plus
 * the nodes the walk replays (each leaf's path, from the root: see `Meter` in targets.ts); the
 * input must take at most `a + b * work / 1024` milliseconds. `a` covers the fixed cost of an
 * input and the pauses of a shared machine (garbage collection, other processes). `b` was
 * calibrated on the adversarial families below, the costliest inputs per character there are:
 * the slowest ran at 1.7 ms per kB of work (empty nodes and many variations, 512 kB, on the
 * development machine: 2 shared cores), and `b` leaves a factor of about 2.5 above that.
 *
 * One input over the bound is timed three more times; only if the fastest of those is still over
 * it is the bound broken (a pause of the machine is not the reader's). The families also check
 * the shape of the curve: doubling an input must not more than triple its time.
 */
import type { Format } from './grammar.js';

export interface Bound {
  /** Milliseconds any input may take. */
  a: number;
  /** Milliseconds per kB of input. */
  b: number;
}

export const BOUNDS: Readonly<Record<Format, Bound>> = {
  sgf: { a: 50, b: 4 },
  diagram: { a: 50, b: 4 },
  move: { a: 50, b: 4 },
};

export function limitOf(bound: Bound, length: number): number {
  return bound.a + (bound.b * length) / 1024;
}

/** An input family that grows with `n`, its worst case for a reader. */
export interface Family {
  name: string;
  make(n: number): string;
}

const repeatTo = (unit: string, n: number): string => unit.repeat(Math.max(1, Math.floor(n / unit.length)));

/** Points of a 25x25 board in SGF, for long games without a repeated point. */
const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxy';
function longGame(n: number): string {
  const moves: string[] = [];
  for (let i = 0; moves.join('').length < n && i < 625; i++) moves.push(`;${i % 2 === 0 ? 'B' : 'W'}[${SGF_LETTERS[i % 25]}${SGF_LETTERS[Math.floor(i / 25)]}]C[move ${i}]`);
  return `(;SZ[25]${moves.join('')}${repeatTo(';C[after]', n - moves.join('').length)})`;
}

export const FAMILIES: Readonly<Record<Format, readonly Family[]>> = {
  sgf: [
    { name: 'nested variations "(;(;(;..."', make: (n) => repeatTo('(;', n) },
    { name: 'empty nodes "(;;;;..."', make: (n) => `(;${repeatTo(';', n)})` },
    { name: 'one long value', make: (n) => `(;C[${repeatTo('a', n)}])` },
    { name: 'escapes "\\]\\]..."', make: (n) => `(;C[${repeatTo('\\]', n)}])` },
    { name: 'unclosed value', make: (n) => `(;C[${repeatTo('a', n)}` },
    { name: 'many properties', make: (n) => `(;${repeatTo('C[x]N[y]', n)})` },
    { name: 'repeated property', make: (n) => `(;${repeatTo('AB[aa]', n)})` },
    { name: 'many variations', make: (n) => `(;SZ[19]${repeatTo('(;B[dd];W[pp])', n)})` },
    { name: 'many lines before the tree', make: (n) => `${repeatTo('\n', n)}(;)` },
    { name: 'a long game', make: longGame },
  ],
  diagram: [
    { name: 'one long row', make: (n) => `$$\n$$ ${repeatTo('. ', n)}` },
    { name: 'many rows', make: (n) => `$$B\n${repeatTo('$$ | . X O . |\n', n)}` },
    { name: 'long title', make: (n) => `$$B ${repeatTo('x', n)}\n$$ . . .` },
    { name: 'many notes', make: (n) => `$$B ${repeatTo('3 at 1, ', n)}\n$$ 1 2 .` },
    { name: 'many markup lines', make: (n) => `$$\n$$ . . .\n${repeatTo('$$ {AR a1 c1}\n', n)}` },
    { name: 'many link lines', make: (n) => `$$\n$$ a . .\n${repeatTo('$$ [a|Page]\n', n)}` },
    { name: 'page of many diagrams', make: (n) => repeatTo('$$B\n$$ . X\n\n', n) },
  ],
  move: [
    { name: 'long digits', make: (n) => `D${repeatTo('4', n)}` },
    { name: 'surrounding spaces', make: (n) => `${repeatTo(' ', n / 2)}D4${repeatTo(' ', n / 2)}` },
    { name: 'repeated ghost:', make: (n) => `${repeatTo('ghost:', n)}D4` },
  ],
};

/** Family sizes, in characters: 4 kB doubling to 512 kB. */
export const FAMILY_SIZES = [4, 8, 16, 32, 64, 128, 256, 512].map((k) => k * 1024);

/** Doubling the input may at most triple its time, once it takes long enough to be measured. */
export const DOUBLING_RATIO = 3;
export const MEASURABLE_MS = 5;
