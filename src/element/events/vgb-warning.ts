import type { CharsetWarningCode } from '../../formats/decode.js';
import type { DiagramWarningCode } from '../../formats/diagram.js';
import type { SgfWarningCode } from '../../formats/sgf.js';
import type { SgfGameWarningCode } from '../../formats/sgf-record.js';
import { VgbEvent } from './vgb-event.js';

/**
 * Codes of {@link VgbWarningDetail}: the decoder's (`WARN_CHARSET_...`), the SGF reader's and
 * record's (`WARN_SGF_...`) and the diagram reader's (`WARN_DIAGRAM_...`), as docs/formats.md
 * and docs/diagrams.md list them.
 */
export type VgbWarningCode = CharsetWarningCode | SgfWarningCode | SgfGameWarningCode | DiagramWarningCode;

/** Detail of {@link VgbWarningEvent}. */
export interface VgbWarningDetail {
  /** Stable code, such as `WARN_CHARSET_UNKNOWN` or `WARN_SGF_REPEATED_PROPERTY`. */
  code: VgbWarningCode;
  /** A sentence for people. */
  message: string;
  /** Which record source it is about: `src`, `sgf`, `script` or `diagram`. */
  source: 'src' | 'sgf' | 'script' | 'diagram';
  /** 1-based line in that source's text, when the warning has a place. */
  line?: number;
  /** 1-based column in that line. */
  column?: number;
}

/**
 * The record was read, but its reader put up with something: a charset it could not be sure of,
 * a property repeated in a node, a komi it scaled... The board shows the record as read; the
 * page may tell the record's author. Fires once for each warning of a record, after the update
 * that first shows it; a reader's warnings of one kind come as one warning with a count.
 */
export class VgbWarningEvent extends VgbEvent<VgbWarningDetail> {
  declare readonly detail: VgbWarningDetail;

  constructor(detail: VgbWarningDetail) {
    super('vgb-warning', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-warning': VgbWarningEvent;
  }
}
