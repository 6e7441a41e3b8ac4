/**
 * The attributes written after the word of a fenced block's info string, as in
 * `diagram variant=tile overlay=rules title="The hane" coordinates`: HTML's own syntax, so an
 * author writes them as on the element.
 */

/** One attribute as written: its name (lowercased, as HTML reads it), its value (`''` when bare) and where it starts in the text read. */
export interface WrittenAttribute {
  name: string;
  value: string;
  /** Its offset in the text read, from 0. */
  offset: number;
}

/** What {@link readFenceAttributes} found: the attributes, or what is wrong and where (an offset in the text read). */
export type FenceAttributes =
  | { ok: true; attributes: WrittenAttribute[] }
  | { ok: false; message: string; offset: number };

/** A name, then `=` and a value in double quotes, single quotes or none (up to the next space). */
const ATTRIBUTE = /([^\s"'=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=]+)))?/y;

/** Reads `text`, the info string after its first word. A name written twice, a quote left open or a stray `=` is refused, quoting it. */
export function readFenceAttributes(text: string): FenceAttributes {
  const attributes: WrittenAttribute[] = [];
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (at === text.length) return { ok: true, attributes };
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(text);
    const next = match ? text[ATTRIBUTE.lastIndex] : text[at];
    if (!match || (next !== undefined && !/\s/.test(next))) {
      const rest = text.slice(at);
      const message = /^[^\s"'=]+\s*=\s*["']/.test(rest)
        ? `a quote is not closed in '${rest}'`
        : `'${rest.split(/\s/)[0]}' is not an attribute (write name=value, a value with spaces in quotes)`;
      return { ok: false, message, offset: at };
    }
    const name = match[1]!.toLowerCase();
    if (attributes.some((attribute) => attribute.name === name)) return { ok: false, message: `the attribute ${name} is written twice`, offset: at };
    attributes.push({ name, value: match[2] ?? match[3] ?? match[4] ?? '', offset: at });
    at = ATTRIBUTE.lastIndex;
  }
}

/** A fence's opening line read: its info string's first word, the rest (the attributes) and the column where the rest starts, from 1. */
export interface FenceLine {
  word: string;
  meta: string;
  metaColumn: number;
}

/** The opening line of a fenced block (after any indentation and blockquote markers), or `null` when `line` is none. */
export function readFenceLine(line: string): FenceLine | null {
  const match = /^((?:[ \t]*>)*[ \t]*(?:`{3,}|~{3,})[ \t]*)(\S*)([ \t]*)(.*?)[ \t]*$/.exec(line);
  if (!match) return null;
  const [, before, word, space, meta] = match;
  return { word: word!, meta: meta!, metaColumn: before!.length + word!.length + space!.length + 1 };
}

/** How many columns stand before a block's text on the page: `pageLine` is the page's line holding the text's first line, `textLine`. */
export function textIndent(pageLine: string, textLine: string): number {
  return textLine !== '' && pageLine.endsWith(textLine) ? pageLine.length - textLine.length : 0;
}
