/**
 * Numbers as a language writes them (a decimal comma in French and German), and counts with its
 * plural: for the language modules of the catalogue whose language has plurals or another decimal sign.
 */
export function numbersIn(language: string): {
  /** `n` as the language writes it: "3,5" in French. */
  number(n: number): string;
  /** `n` as a field shows it, to be typed over: the language's decimal sign, its digits not grouped ("1234,5" in French). */
  plain(n: number): string;
  /** `n` things, the singular or plural chosen by the language's rules: "1,5 point", "2 points" in French. */
  count(n: number, one: string, other: string): string;
} {
  const format = new Intl.NumberFormat(language);
  const plain = new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 });
  const plural = new Intl.PluralRules(language);
  return {
    number: (n) => format.format(n),
    plain: (n) => plain.format(n),
    count: (n, one, other) => `${format.format(n)} ${plural.select(n) === 'one' ? one : other}`,
  };
}
