/**
 * The refusals of a text or a file too large to read (record-limits.ts holds the limits): apart
 * from the limits, so that they travel with the readers and the fetch, which alone refuse them.
 */
import { MAX_DIAGRAM_CHARS, MAX_RECORD_BYTES, MAX_RECORD_CHARS, count, type LimitError } from './record-limits.js';

/** Why a text of `kind` is too long to read, or `null`. Checked before reading, so refusing costs nothing. */
export function textTooLarge(text: string, kind: 'sgf' | 'diagram'): LimitError | null {
  const max = kind === 'diagram' ? MAX_DIAGRAM_CHARS : MAX_RECORD_CHARS;
  if (text.length <= max) return null;
  return {
    code: kind === 'diagram' ? 'ERR_DIAGRAM_TOO_LARGE' : 'ERR_SGF_TOO_LARGE',
    message: `The text is ${count(text.length)} characters long; a board reads at most ${count(max)}${kind === 'diagram' ? ' of a diagram' : ''}.`,
    facts: { kind: 'text-too-long', characters: text.length },
  };
}

/** Why a file of `size` bytes is too large to read: `declared` when its `Content-Length` says so, else `size` is what was read when reading stopped. */
export function bytesTooLarge(size: number, declared: boolean): LimitError {
  const met = declared ? `is ${count(size)} bytes long (its Content-Length)` : `is more than ${count(MAX_RECORD_BYTES)} bytes long`;
  return {
    code: 'ERR_SGF_TOO_LARGE',
    message: `The file ${met}; a board reads at most ${count(MAX_RECORD_BYTES)} bytes (${count(MAX_RECORD_CHARS)} characters), and downloaded no more.`,
    facts: { kind: 'file-too-large', bytes: declared ? size : null },
  };
}
