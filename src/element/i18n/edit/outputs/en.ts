/** The `edit-outputs` part's words: each output's heading, its Copy button, and what a copy did. */
const words = {
  diagram: 'Diagram ($$)',
  sgf: 'SGF',
  snippet: 'HTML',
  svg: 'SVG',
  copy: 'Copy',
  /** The Copy button's name: "Copy SGF". */
  copyName: (output: string) => `Copy ${output}`,
  copied: 'Copied',
  /**
   * Neither the clipboard nor the copy command copied (ERR_COPY): the clipboard API is `missing`,
   * or the browser `refused` it (`reason`: its words); the text is left selected.
   */
  notCopied: (clipboard: 'missing' | 'refused', reason: string) =>
    `Not copied: ${clipboard === 'missing' ? 'the browser has no clipboard API here' : `the browser refused the clipboard (${reason})`}, and its copy command failed. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.`,
};

export type OutputsWords = typeof words;
export default words;
