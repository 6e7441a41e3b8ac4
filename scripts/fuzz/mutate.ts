/**
 * Mutations of a seed text: byte flips, insertions of grammar tokens, deletions, duplicated
 * slices, truncation and splicing with another seed. One to four at a time.
 */
import type { Random } from './random.js';

/** A slice of `text`: start and end, short ones far more often than long. */
function span(random: Random, text: string): [number, number] {
  const start = random.below(text.length + 1);
  const longest = random.chance(0.9) ? 16 : text.length;
  return [start, Math.min(text.length, start + random.below(longest + 1))];
}

export function mutate(random: Random, text: string, tokens: readonly string[], other: () => string): string {
  let out = text;
  const steps = 1 + random.below(4);
  for (let i = 0; i < steps; i++) {
    const [start, end] = span(random, out);
    switch (random.below(7)) {
      case 0: {
        // A flip of one bit of a UTF-16 unit: stray control, bracket and surrogate characters.
        if (out.length === 0) break;
        const at = Math.min(start, out.length - 1);
        out = out.slice(0, at) + String.fromCharCode(out.charCodeAt(at) ^ (1 << random.below(16))) + out.slice(at + 1);
        break;
      }
      case 1:
      case 2:
        out = out.slice(0, start) + random.pick(tokens) + out.slice(start);
        break;
      case 3:
        out = out.slice(0, start) + out.slice(end);
        break;
      case 4:
        out = out.slice(0, end) + out.slice(start, end).repeat(1 + random.below(random.chance(0.1) ? 64 : 4)) + out.slice(end);
        break;
      case 5:
        out = out.slice(0, start);
        break;
      default: {
        const second = other();
        const [from, to] = span(random, second);
        out = out.slice(0, start) + second.slice(from, random.chance(0.5) ? to : second.length) + out.slice(end);
      }
    }
  }
  return out;
}
