/**
 * Places of problems in SGF text. Readers report a problem with a node at the node's `;`; an
 * editor is more helpful on the property concerned, so the CLI and the pictures move it there.
 */
import type { SgfIssue } from '../formats/sgf.js';
import { createLocator } from '../formats/text-position.js';

/** An issue of reading or replaying a record, with the property at fault when the reader says. */
type PlacedIssue = SgfIssue<string> & { property?: string };

/** The properties an issue is about, by its code, in the order to look for them. */
const PROPERTIES_OF: Record<string, readonly string[]> = {
  ERR_SGF_MOVE: ['B', 'W'],
  ERR_SGF_POINT: ['B', 'W', 'AB', 'AW', 'AE'],
  ERR_SGF_SETUP: ['AB', 'AW', 'AE', 'PL'],
  ERR_SGF_SIZE: ['SZ'],
  ERR_SGF_GAME_TYPE: ['GM'],
  ERR_SGF_VARIANT: ['ZVR'],
  ERR_SGF_OPTIONS: ['ZVR'],
  WARN_SGF_KOMI_SCALED: ['KM'],
  WARN_SGF_KOMI_IGNORED: ['KM'],
  WARN_SGF_SIZE_COMPOSED: ['SZ'],
  WARN_SGF_RULES_UNKNOWN: ['RU'],
  WARN_SGF_RULES_GUESSED: ['ZVR', 'RU'],
  WARN_SGF_VARIANT_MISMATCH: ['ZVR', 'RU'],
  WARN_SGF_PASS_AS_RETURN: ['B', 'W'],
  WARN_SGF_SNAPSHOT_MISMATCH: ['ZVG', 'ZVM', 'ZVT'],
};

/**
 * Returns a function that moves an issue placed on a node's `;` in `text` to the property the
 * issue is about, when it can be found: the one the reader names (`property`: the `W` refused in
 * a node holding `B` and `W`), else the first of those its code is about (the `KM` of a komi warning).
 */
export function createRefiner(text: string): <T extends PlacedIssue>(issue: T) => T {
  const locate = createLocator(text);
  return (issue) => {
    const ids = issue.property ? [issue.property] : PROPERTIES_OF[issue.code];
    if (!ids || issue.offset < 0 || text[issue.offset] !== ';') return issue;
    const offset = propertyOffset(text, issue.offset, ids);
    return offset === null ? issue : { ...issue, ...locate(offset) };
  };
}

/**
 * Offset of the first property of the node at `node` (its `;`) whose identifier is one of
 * `ids` (capital letters of the identifier, as the reader reads FF[3] spellings), or `null`.
 */
function propertyOffset(text: string, node: number, ids: readonly string[]): number | null {
  let at = node + 1;
  for (;;) {
    while (at < text.length && text.charCodeAt(at) <= 0x20) at++;
    const start = at;
    let id = '';
    while (at < text.length && /[A-Za-z]/.test(text[at]!)) {
      if (/[A-Z]/.test(text[at]!)) id += text[at];
      at++;
    }
    if (at === start) return null;
    if (ids.includes(id)) return start;
    while (at < text.length && text.charCodeAt(at) <= 0x20) at++;
    if (text[at] !== '[') return null;
    while (text[at] === '[') {
      at++;
      while (at < text.length && text[at] !== ']') at += text[at] === '\\' ? 2 : 1;
      at++;
      while (at < text.length && text.charCodeAt(at) <= 0x20) at++;
    }
  }
}
