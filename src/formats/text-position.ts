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
 * Maps offsets of one text to positions. The text is scanned once for the offsets where its
 * lines start; each offset is then found by a binary search among them, so offsets may be asked
 * for in any order. `\n`, `\r\n` and a lone `\r` each end one line. An offset past the end of
 * the text lies on its last line.
 */
export function createLocator(text: string): (offset: number) => TextPosition {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A \r that a \n follows is counted by the \n, so \r\n is one line break.
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return (offset) => {
    // The last line start at or before the offset.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1, offset };
  };
}
