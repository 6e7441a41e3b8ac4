/** Telling a tree record from the `moves` attribute's record, apart from both so neither imports the other. */
import type { BoardRecord } from './board-record.js';
import type { TreeRecord } from './tree-record.js';

/** `record` as a tree, or `null` for the `moves` attribute's record. By `kind`, so that code reading records needs no tree code loaded. */
export function asTree(record: BoardRecord): TreeRecord | null {
  return record.kind === 'tree' ? (record as TreeRecord) : null;
}
