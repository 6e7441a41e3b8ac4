/** Why the page replaced a record the reader had played on (`vgb-position-replace`), from what changed. Part of the play input's chunk, the only one that tells it. */
import type { PropertyValues } from 'lit';
import type { VgbReplaceReason } from './events/vgb-position-replace.js';
import type { SourceKind } from './record-text.js';

/**
 * The properties that set a new position, by the attribute each reflects. Those marked `record`
 * also replace an SGF record or a diagram; the others are inputs of `moves` only.
 */
const POSITION_INPUTS: readonly (readonly [property: string, reason: VgbReplaceReason, record: boolean])[] = [
  ['moves', 'moves', false],
  ['sgf', 'sgf', true],
  ['src', 'src', true],
  ['variant', 'variant', true],
  ['size', 'size', false],
  ['komi', 'komi', true],
  ['black', 'black', false],
  ['white', 'white', false],
  ['toPlay', 'to-play', false],
  ['ko', 'ko', true],
  ['maxTiles', 'max-tiles', true],
  ['scoring', 'scoring', true],
  ['mode', 'mode', false],
  ['game', 'game', true],
  ['orientation', 'orientation', true],
  ['crop', 'crop', true],
];

/** Why the record of `source` (`undefined` for `moves`) was built again: the first of its inputs that changed, else what arrived on its own (a fetched file, the light DOM's text). */
export function replaceReason(changed: PropertyValues, source: SourceKind | undefined): VgbReplaceReason {
  const given = POSITION_INPUTS.find(([property, , record]) => changed.has(property) && (record || !source));
  if (given) return given[1];
  return source === 'src' || source === 'sgf' ? source : source ? 'content' : 'moves';
}
