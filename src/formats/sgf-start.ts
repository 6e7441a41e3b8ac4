/**
 * Telling an SGF file from other text by its start, without reading it: the decoder (whether
 * `CA` names the charset) and the CLI (whether a file is read as SGF) ask the same question.
 */

/** Whether `text` starts as an SGF record: `(` then `;` or a property (a root without its `;`), after white space and a byte order mark. */
export function startsLikeSgf(text: string): boolean {
  return /^\uFEFF?\s*\(\s*(?:;|[A-Za-z]+\s*\[)/.test(text);
}
