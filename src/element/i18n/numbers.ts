/** Numbers as a language writes them, for the words that hold one. */

/** A whole number with its digits grouped by threes: "1,989,900" (`toLocaleString` costs milliseconds on its first call in a page). */
export function groupDigits(n: number, separator: string): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, separator);
}

/** A decimal written with a comma, as French and German write it: "3,5". */
export function decimalComma(n: number): string {
  return String(n).replace('.', ',');
}
