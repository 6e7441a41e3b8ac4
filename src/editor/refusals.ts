/** Refusals the editor model gives itself, besides the engine's (a refused move keeps the engine's code and message). */
import { formatPoint } from '../engine/core.js';
import type { Coord, IllegalMove, VariantId } from '../engine/types.js';
import type { EditCause, EditFacts, EditRefusal } from './document.js';

export function refusal(code: string, message: string, facts: EditFacts = {}): EditRefusal {
  return { ok: false, code, message, ...facts };
}

/** The rules' refusal of a move as a cause: the move as given, the code, reason, point and English, as the engine gave them. */
export function ruleCause({ code, message, reason, at, move }: IllegalMove & { move: string }): EditCause {
  return { code, message, move, ...(reason ? { reason } : {}), ...(at ? { at } : {}) };
}

/** Why a variant's facts are not at hand, in the engine's words (`loadVariant` first). */
export function notLoaded(variant: VariantId): EditRefusal {
  return refusal('ERR_VARIANT_NOT_LOADED', `the rules of '${variant}' are not loaded yet: await loadVariant('${variant}') first`);
}

/** A point's name on the board (`D4`), or its column and row when it is off the board. */
export function pointName(point: Coord, width: number, height: number): string {
  return onBoard(point, width, height) ? formatPoint(point.x, point.y, width, height) : `(${String(point.x)}, ${String(point.y)})`;
}

/** Whether `point` is a point of a board of this size. */
export function onBoard(point: Coord, width: number, height: number): boolean {
  return typeof point === 'object' && point !== null && Number.isInteger(point.x) && Number.isInteger(point.y) && point.x >= 0 && point.y >= 0 && point.x < width && point.y < height;
}
