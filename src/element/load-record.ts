/**
 * Builds the element's record from the source that wins (see the element's documentation for
 * the order): an SGF text, a `$$` diagram, or the `moves` attribute with its setup. A source that
 * cannot be read gives an empty board of the last configuration that worked, with a message
 * naming the source and the line and column of the fault. DOM-free.
 */
import type { VariantId } from '../engine/types.js';
import { parseDiagram } from '../formats/diagram.js';
import { parseSgf, type SgfNode } from '../formats/sgf.js';
import { gameToSgf, readRecord, type ReadRecordOptions } from '../formats/sgf-record.js';
import { LinearRecord, type BoardRecord } from './board-record.js';
import type { VgbErrorDetail } from './events/vgb-error.js';
import { replay, type BoardConfig, type ReplayInput } from './replay.js';
import { TreeRecord } from './tree-record.js';

/** A record, with what a diagram's header adds. */
export interface Loaded {
  record: BoardRecord;
  /** The diagram's title; `''` for other sources. */
  title: string;
  /** The diagram's header asks for coordinates (`$$c`). */
  coordinates: boolean;
  /** The games after the first of an SGF collection: not shown, but kept for `toSgf()`. */
  others: SgfNode[];
}

/** Where a record's text came from. */
export type SourceKind = 'src' | 'sgf' | 'script' | 'diagram';

/** A record's text and where it came from. */
export interface RecordText {
  kind: SourceKind;
  text: string;
  /** For `src`: the address as written. */
  url?: string;
}

/**
 * The record from `text` read with `options` (the attributes that win over the record), or from
 * `input` when there is no text. `asTree` makes the moves of `input` a tree too (one line), for
 * puzzle mode.
 */
export function loadRecord(
  text: RecordText | null,
  options: ReadRecordOptions,
  input: ReplayInput,
  fallback: BoardConfig,
  asTree = false,
): Loaded {
  if (!text) {
    const replayed = replay(input, fallback);
    if (asTree) {
      const read = readRecord(gameToSgf(replayed.game));
      if (read.ok) return { record: new TreeRecord(read.record, {}, replayed.problem), title: '', coordinates: false, others: [] };
    }
    return { record: new LinearRecord(replayed), title: '', coordinates: false, others: [] };
  }
  let title = '';
  let coordinates = false;
  let root: SgfNode;
  let others: SgfNode[] = [];
  if (text.kind === 'diagram') {
    const parsed = parseDiagram(text.text);
    if (!parsed.ok) return failed(parsed.error, text, fallback);
    root = parsed.tree;
    title = parsed.title;
    coordinates = parsed.coordinates;
  } else {
    const parsed = parseSgf(text.text);
    if (!parsed.ok) return failed(parsed.error, text, fallback);
    [root, ...others] = parsed.trees as [SgfNode, ...SgfNode[]];
  }
  const read = readRecord(root, options);
  if (!read.ok) return failed(read.error, text, fallback);
  return { record: new TreeRecord(read.record, options, null, { kind: text.kind, name: sourceName(text) }), title, coordinates, others };
}

/** Where the text came from, in the words of a message: "The SGF in the sgf attribute". */
export function sourceName(text: Pick<RecordText, 'kind' | 'url'>): string {
  switch (text.kind) {
    case 'src':
      return `The SGF file '${text.url ?? ''}'`;
    case 'sgf':
      return 'The SGF in the sgf attribute';
    case 'script':
      return 'The SGF in the <script type="application/x-go-sgf">';
    case 'diagram':
      return 'The diagram';
  }
}

/** An empty board of `fallback` and the problem, placed by line and column. */
function failed(
  error: { code: string; message: string; line?: number; column?: number },
  text: RecordText,
  fallback: BoardConfig,
): Loaded {
  const place = error.line && error.line > 0 ? `, line ${error.line}, column ${error.column ?? 1}` : '';
  const problem: VgbErrorDetail = {
    code: error.code as VgbErrorDetail['code'],
    message: `${sourceName(text)} cannot be read${place}: ${error.message}`,
    source: text.kind,
    ...(error.line && error.line > 0 ? { line: error.line, column: error.column ?? 1 } : {}),
  };
  const empty = replay({ variant: fallback.variant as VariantId, size: fallback.size, komi: undefined, moves: '' }, fallback);
  return { record: new LinearRecord({ ...empty, problem }), title: '', coordinates: false, others: [] };
}
