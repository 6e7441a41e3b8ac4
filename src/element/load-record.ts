/**
 * Reads a record's text, SGF or a `$$` diagram, into the element's tree record, and makes the
 * `moves` attribute's game a one-line tree for puzzle mode. With the SGF and diagram readers
 * behind it, this is the element's largest optional part: the record loader (record-loader.ts)
 * imports it on first use, as its own chunk. DOM-free.
 */
import type { Game } from '../engine/index.js';
import { parseDiagram } from '../formats/diagram.js';
import { parseSgf, type SgfNode } from '../formats/sgf.js';
import { gameToSgf, readRecord, type ReadRecordOptions } from '../formats/sgf-record.js';
import { oneWarningPerKind } from '../formats/warnings.js';
import type { VgbErrorDetail } from './events/vgb-error.js';
import type { VgbWarningCode } from './events/vgb-warning.js';
import { SGF_LIMITS, lineTooLong, textTooLarge } from './record-limits.js';
import { sourceName, type RecordText } from './sources.js';
import { TreeRecord } from './tree-record.js';

/** Decoding a fetched file's bytes is the first step of reading it (sources.ts). */
export { decodeText } from '../formats/decode.js';

/** A tree record, with what a diagram's header adds. */
export interface LoadedTree {
  ok: true;
  record: TreeRecord;
  /** The diagram's title; `''` for SGF. */
  title: string;
  /** The diagram's header asks for coordinates (`$$c`). */
  coordinates: boolean;
  /** The games after the first of an SGF collection: not shown, but kept for `toSgf()`. */
  others: SgfNode[];
  /** What decoding and the readers put up with, by place, one per kind (formats/warnings.ts). */
  warnings: ReaderWarning[];
}

/** A warning of the decoder or a reader, placed in the source's text (line 0 when it has no place). */
export interface ReaderWarning {
  code: VgbWarningCode;
  message: string;
  line: number;
  column: number;
}

/** Why a text could not be read, with its place when the reader knows it. */
export interface UnreadTree {
  ok: false;
  error: { code: string; message: string; line?: number; column?: number };
}

/**
 * The tree record of `text` read with `options` (the attributes that win over the record), or
 * why not: unreadable, or larger than a board reads (record-limits.ts).
 */
export function readTree(text: RecordText, options: ReadRecordOptions): LoadedTree | UnreadTree {
  const kind = text.kind === 'diagram' ? 'diagram' : 'sgf';
  const tooLarge = text.refused ?? textTooLarge(text.text, kind);
  if (tooLarge) return { ok: false, error: tooLarge };
  let title = '';
  let coordinates = false;
  let root: SgfNode;
  let others: SgfNode[] = [];
  const warnings: ReaderWarning[] = [...(text.warnings ?? [])];
  if (text.kind === 'diagram') {
    const parsed = parseDiagram(text.text);
    if (!parsed.ok) return parsed;
    root = parsed.tree;
    title = parsed.title;
    coordinates = parsed.coordinates;
    warnings.push(...parsed.warnings);
  } else {
    const parsed = parseSgf(text.text, SGF_LIMITS);
    if (!parsed.ok) return parsed;
    [root, ...others] = parsed.trees as [SgfNode, ...SgfNode[]];
    warnings.push(...parsed.warnings);
  }
  const tooLong = lineTooLong(root);
  if (tooLong) return { ok: false, error: tooLong };
  const read = readRecord(root, options);
  if (!read.ok) return read;
  warnings.push(...read.warnings);
  const record = new TreeRecord(read.record, options, null, { kind: text.kind, name: sourceName(text) });
  // In the order of their places; those with none (line 0) after.
  const placed = warnings.map(({ code, message, line, column }) => ({ code, message, line, column }));
  placed.sort((a, b) => (a.line || Infinity) - (b.line || Infinity) || a.column - b.column);
  return { ok: true, record, title, coordinates, others, warnings: oneWarningPerKind(placed) };
}

/** The `moves` attribute's game as a one-line tree (puzzle mode), keeping `problem`, the replay's first fault; `null` if it cannot be read back. */
export function movesTree(game: Game, problem: VgbErrorDetail | null): TreeRecord | null {
  const read = readRecord(gameToSgf(game));
  return read.ok ? new TreeRecord(read.record, {}, problem) : null;
}
