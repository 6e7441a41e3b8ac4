/**
 * Numbers as a language writes them (a decimal comma in French and German), and counts with its
 * plural: for the language modules of the catalogue whose language has plurals or another decimal sign.
 */
export function numbersIn(language: string): {
  /** `n` as the language writes it: "3,5" in French. */
  number(n: number): string;
  /** `n` things, the singular or plural chosen by the language's rules: "1,5 point", "2 points" in French. */
  count(n: number, one: string, other: string): string;
} {
  const format = new Intl.NumberFormat(language);
  const plural = new Intl.PluralRules(language);
  return {
    number: (n) => format.format(n),
    count: (n, one, other) => `${format.format(n)} ${plural.select(n) === 'one' ? one : other}`,
  };
}
