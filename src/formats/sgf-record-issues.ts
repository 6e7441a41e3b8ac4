/** Errors and warnings of a record at the node that caused them, as the reader and the replay make them. */
import type { SgfGameError, SgfGameErrorCode, SgfGameWarningCode } from './sgf-record.js';
import type { SgfIssue, SgfNode } from './sgf.js';
import type { TextPosition } from './text-position.js';

/** Position reported for a node built in code rather than read from text. */
const NO_POSITION: TextPosition = { line: 0, column: 0, offset: -1 };

export type Warn = (code: SgfGameWarningCode, node: SgfNode, message: string) => void;
export type Step<T> = { ok: true; value: T } | { ok: false; error: SgfGameError };

export function errorAt(code: SgfGameErrorCode, node: SgfNode, message: string, extra: Partial<SgfGameError> = {}): { ok: false; error: SgfGameError } {
  return { ok: false, error: { code, message, ...(node.position ?? NO_POSITION), ...extra } };
}

export function collector(): { warnings: SgfIssue<SgfGameWarningCode>[]; warn: Warn } {
  const warnings: SgfIssue<SgfGameWarningCode>[] = [];
  return { warnings, warn: (code, node, message) => warnings.push({ code, message, ...(node.position ?? NO_POSITION) }) };
}
