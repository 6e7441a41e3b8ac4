/**
 * A problem the board shows in its `error` part and reports as `vgb-error`: the event's detail,
 * whose `message` is the English sentence (for developers, and the words of an English board),
 * with the facts the sentence in another language is made of (problem-facts.ts). Each is made
 * where the problem is found, beside its English message; but the problems the entry finds (an
 * attribute's value the attribute does not take, a part of the board that could not be loaded)
 * are said in every language, English too, by the problem reporter's chunk (i18n/problems/en.ts),
 * so that the entry holds none of those words. DOM-free; types only.
 */
import type { VgbErrorDetail } from './events/vgb-error.js';
import type { AttributeFacts, ProblemFacts, SaidLoadFacts } from './problem-facts.js';

export type BoardProblem = Reported & ({ message: string; facts: ProblemFacts } | { message?: undefined; facts: AttributeFacts | SaidLoadFacts });

interface Reported extends Omit<VgbErrorDetail, 'message'> {
  /** For a problem of the `src` file (`source: 'src'`), its address as written. */
  address?: string;
}
