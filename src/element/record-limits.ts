/**
 * The largest records a board reads. A board reads a text a slice per task, but replays a line of
 * play at once (on loading, on choosing another variation, on a step on a line with setup after
 * its start) and lays out a line's moves in its move list; past these sizes it would block its
 * page for more than 50 ms at a time, or hold more than a page should (scripts/limits-check.mjs
 * measures it). It refuses them instead, before the work,
 * with a code and a message giving the limit and the size it met (for a text or a file, in
 * text-limits.ts, which travels with the readers). The CLI has no page to keep
 * responsive and reads any size. DOM-free.
 */
import type { SgfLimits } from '../formats/sgf.js';
import type { FileTooLargeFacts, TextTooLongFacts, TooManyMovesFacts } from './problem-facts.js';

/**
 * A count as people read it: `100000` as "100,000". The SGF reader has its own copy: this module
 * is in the element's first chunk, which must not pull the reader in.
 */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** Characters of an SGF text. */
export const MAX_RECORD_CHARS = 2_000_000;
/**
 * Characters of a `$$` diagram text. A diagram is one position of at most 25x25 points with its
 * markup, links and title: a few thousand characters. The diagram reader reads a text in one
 * task, which for 2,000,000 characters of rows took 359 ms before refusing the board's size.
 */
export const MAX_DIAGRAM_CHARS = 100_000;
/**
 * Bytes of a file fetched for `src`: four per character of {@link MAX_RECORD_CHARS}, the most any
 * charset the decoder reads spends on one (UTF-16) code unit (GB18030's four-byte sequences). So
 * no file within the character limit is refused for its bytes, and every file past this many bytes
 * is past the character limit: reading stops here, and nothing more is downloaded or decoded.
 */
export const MAX_RECORD_BYTES = 4 * MAX_RECORD_CHARS;
/** Nodes on one line of play, from the root to a leaf: what loading or choosing a line replays. */
export const MAX_LINE_NODES = 1_000;
/**
 * Nodes of an SGF, all trees together, variations of one node, and nodes of a line. Real
 * collections are large and wide but shallow: Kogo's Joseki Dictionary holds about 70,000 nodes
 * in 1.3 MB, with about 100 first moves at its root and lines of about 40 moves; these limits
 * leave it room to grow threefold, and a node may have a variation for every point of a 19x19
 * board and more.
 */
export const SGF_LIMITS = { maxNodes: 200_000, maxVariations: 400, maxLineNodes: MAX_LINE_NODES } as const satisfies Required<SgfLimits>;
/** Moves in the `moves` attribute. */
export const MAX_MOVES = 1_000;

/**
 * Stable codes of records a board refuses for their size.
 * - `ERR_SGF_TOO_LARGE`: the SGF text is longer than {@link MAX_RECORD_CHARS}. (The SGF reader
 *   refuses more nodes, variations or nodes on a line than {@link SGF_LIMITS}, with
 *   `ERR_SGF_TOO_LARGE` and `ERR_SGF_TOO_LONG`, as it reads them.)
 * - `ERR_DIAGRAM_TOO_LARGE`: the diagram text is longer than {@link MAX_DIAGRAM_CHARS}.
 * - `ERR_MOVES_TOO_MANY`: `moves` holds more than {@link MAX_MOVES} moves.
 */
export type RecordLimitCode = 'ERR_SGF_TOO_LARGE' | 'ERR_DIAGRAM_TOO_LARGE' | 'ERR_MOVES_TOO_MANY';

/** A refusal, shaped as the readers' errors, with the facts of its problem. */
export interface LimitError {
  code: RecordLimitCode;
  message: string;
  line?: number;
  column?: number;
  facts: TooManyMovesFacts | TextTooLongFacts | FileTooLargeFacts;
}

/** Why `count` moves are too many to play, or `null`. */
export function tooManyMoves(moves: number): LimitError | null {
  if (moves <= MAX_MOVES) return null;
  return {
    code: 'ERR_MOVES_TOO_MANY',
    message: `moves holds ${count(moves)} moves; a board plays at most ${count(MAX_MOVES)}.`,
    facts: { kind: 'too-many-moves', count: moves },
  };
}
