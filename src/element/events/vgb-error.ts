import type { MoveErrorCode, OptionErrorCode } from '../../engine/types.js';
import type { DiagramErrorCode } from '../../formats/diagram.js';
import type { SgfErrorCode } from '../../formats/sgf.js';
import type { SgfGameErrorCode } from '../../formats/sgf-record.js';
import type { GameTreeResult } from '../../formats/sgf-collection.js';
import type { OrientationResult } from '../../formats/orient.js';
import type { RecordLimitCode } from '../record-limits.js';
import { VgbEvent } from './vgb-event.js';

/**
 * Codes of {@link VgbErrorDetail}: the engine's option and move codes, the SGF reader's
 * (`ERR_SGF_SYNTAX`...), the SGF record's (`ERR_SGF_MOVE`...), the diagram reader's
 * (`ERR_DIAGRAM_...`), a record too large for a board (`ERR_SGF_TOO_LONG`...), `ERR_SGF_GAME` for a `game` that is not one of the record's, `ERR_ORIENTATION` for an `orientation` that cannot be read, and `ERR_FETCH` for a `src` or a part of the element (a chunk loaded on
 * first use) that could not be loaded.
 */
export type VgbErrorCode = OptionErrorCode | MoveErrorCode | SgfErrorCode | SgfGameErrorCode | DiagramErrorCode | RecordLimitCode | FailureCode<GameTreeResult> | FailureCode<OrientationResult> | 'ERR_FETCH';

/** The code of a result's failure. */
type FailureCode<Result> = Extract<Result, { ok: false }> extends { code: infer Code } ? Code : never;

/** Detail of {@link VgbErrorEvent}. */
export interface VgbErrorDetail {
  /** Stable code: an engine option code (`ERR_VARIANT`, `ERR_SIZE`, ...), a move code (`ERR_OFF_BOARD`, `ERR_KO`, ...), a reader's code (`ERR_SGF_SYNTAX`, ...) or `ERR_FETCH`. */
  code: VgbErrorCode;
  /** What is wrong and where, quoting what was written: an English sentence for developers, stable whatever the board's language (an English board shows it; another shows its own words). */
  message: string;
  /** The move token at fault, as written in `moves`. */
  token?: string;
  /** 0-based position of `token` in `moves`. */
  index?: number;
  /** Which record source is at fault: `src`, `sgf`, `script` or `diagram`; absent for the attributes. */
  source?: 'src' | 'sgf' | 'script' | 'diagram';
  /** 1-based line of the fault in that source's text. */
  line?: number;
  /** 1-based column of the fault in that line. */
  column?: number;
}

/**
 * The element's input is invalid: an unknown variant, a bad size or komi, a move that cannot
 * be read or is illegal, an SGF record or diagram that cannot be read (with its line and
 * column), or a `src` that cannot be loaded. Fires whenever such input is given, from markup or
 * script.
 */
export class VgbErrorEvent extends VgbEvent<VgbErrorDetail> {
  declare readonly detail: VgbErrorDetail;

  constructor(detail: VgbErrorDetail) {
    super('vgb-error', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vgb-error': VgbErrorEvent;
  }
}
