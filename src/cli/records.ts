/**
 * The one place the CLI turns SGF trees into games, through src/formats/read-record.ts: the
 * rule set comes from the command line, else the record's `ZVR`, else its `RU`, else Go.
 */
import type { SgfIssue, SgfNode } from '../formats/sgf.js';
import { readRecord } from '../formats/read-record.js';
import type { SgfRecord, SgfRecordResult } from '../formats/sgf-record.js';
import type { RuleChoice } from './rule-options.js';

/** A problem with a place in the text, in the shape of the formats' issues. */
export interface Issue extends SgfIssue<string> {
  /** The property at fault in the node, when the reader says (`W` of a refused move). */
  property?: string;
  /** The engine's code when the engine refused a move or an option (`ERR_KO`). */
  engineCode?: string;
  /** The refused move, counted along its path from 1. */
  moveNumber?: number;
}

/** A record ready to replay. */
export type CliRecord = SgfRecord;

/** Reads a record's rules; the command line's variant and options win over the file's. */
export function loadRecord(root: SgfNode, choice: RuleChoice): SgfRecordResult {
  return readRecord(root, { ...(choice.variant ? { variant: choice.variant } : {}), ...choice.options });
}
