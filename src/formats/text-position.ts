/**
 * Turning character offsets into the line and column a page author sees in an editor.
 */

/** A place in a source text. Lines and columns are 1-based; columns count UTF-16 code units. */
export interface TextPosition {
  line: number;
  column: number;
  /** 0-based offset in the text. */
  offset: number;
}

/**
 * Maps offsets of one text to positions. A parser asks for offsets in increasing order, so
 * the locator walks forward from the last answer and the whole parse stays linear; an offset
 * behind the last one restarts the walk from the top (correct, just slower).
 * `\n`, `\r\n` and a lone `\r` each end one line.
 */
export function createLocator(text: string): (offset: number) => TextPosition {
  let scanned = 0;
  let line = 1;
  let lineStart = 0;
  return (offset) => {
    if (offset < scanned) {
      scanned = 0;
      line = 1;
      lineStart = 0;
    }
    for (let i = scanned; i < offset && i < text.length; i++) {
      const code = text.charCodeAt(i);
      // A \r that a \n follows is counted by the \n, so \r\n is one line break.
      if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
        line++;
        lineStart = i + 1;
      }
    }
    scanned = Math.max(scanned, offset);
    return { line, column: offset - lineStart + 1, offset };
  };
}
