/**
 * A document as the HTML a page author pastes: a `<variant-go-board>` holding the SGF record in
 * a `<script type="application/x-go-sgf">` child, the carrier that holds everything the document
 * does (variant and rules, lines, marks, title, comments, verdicts, crop). A document with a
 * verdict is a problem: its board is in puzzle mode (`mode="puzzle"`), the reader playing the
 * side to move. Else the board shows the end of the record's main line.
 */
import type { DiagramDocument } from './document.js';
import { isProblem } from './lines.js';
import { documentToSgf } from './to-sgf.js';

/**
 * The snippet. The `variant` attribute names the rules at once (the board loads them while the
 * record is read) and `size` gives a square board's size for the empty board shown meanwhile.
 * In the script, `</` and `<!` of the SGF are written `<\/` and `<\!` (an SGF escape of the same
 * character), so no text of the record (`</script>` in a comment) can end the script or open an
 * HTML comment in it.
 */
export function documentToSnippet(doc: DiagramDocument): string {
  return snippetOf(doc, documentToSgf(doc));
}

/** The snippet of `doc` whose SGF, `documentToSgf(doc)`, the caller has already written. */
export function snippetOf(doc: DiagramDocument, written: string): string {
  const attributes = [`variant="${attribute(doc.variant)}"`];
  if (doc.width === doc.height) attributes.push(`size="${doc.width}"`);
  if (isProblem(doc)) attributes.push('mode="puzzle"');
  const sgf = written.replace(/<([/!])/g, '<\\$1');
  return `<variant-go-board ${attributes.join(' ')}>\n<script type="application/x-go-sgf">\n${sgf}</script>\n</variant-go-board>\n`;
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
