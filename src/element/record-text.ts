/** A record's text and where it came from: what the sources (sources.ts) give the reader (load-record.ts). */
import type { CharsetWarning } from '../formats/decode.js';
import type { LimitError } from './record-limits.js';

/** Where a record's text came from. */
export type SourceKind = 'src' | 'sgf' | 'script' | 'diagram';

/** A record's text and where it came from. */
export interface RecordText {
  kind: SourceKind;
  text: string;
  /** For `src`: the address as written. */
  url?: string;
  /** For `src`: what decoding its bytes put up with. */
  warnings?: readonly CharsetWarning[];
  /** For `src`: why its file was not read (too large to download), `text` being empty. */
  refused?: LimitError;
}

/** The record of the `sgf` attribute, or `null` when it holds no text. */
export function sgfText(sgf: string | null | undefined): RecordText | null {
  return sgf?.trim() ? { kind: 'sgf', text: sgf } : null;
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
