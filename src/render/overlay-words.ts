/**
 * The words of the rules overlay's legend: for each kind of mark, a short name and a sentence
 * saying what it shows, in legend order. The static SVG writes them under the board; the
 * element will show the same words in its legend.
 */
import type { OverlayKind } from '../engine/types.js';

/** What a legend says of one kind of mark. */
export interface OverlayWords {
  name: string;
  sentence: string;
}

export const OVERLAY_WORDS: Readonly<Record<OverlayKind, OverlayWords>> = {
  refused: { name: 'refused', sentence: 'the player to move may not place a stone here now.' },
  ko: { name: 'ko', sentence: 'the point the ko rule forbids now.' },
  atari: { name: 'atari', sentence: 'a group with one liberty left.' },
  'false-liberty': { name: 'false liberty', sentence: 'an empty point next to both colours and to no empty point.' },
  'no-true-liberty': { name: 'no true liberty', sentence: 'a group with no true liberty left.' },
  'capture-forbidden': { name: 'capture forbidden', sentence: 'a placement here would capture, which is forbidden this turn.' },
  'disturbing-capture': { name: 'disturbing capture', sentence: 'a capture here would be disturbing; circled when of the strict kind.' },
  estate: { name: 'estate', sentence: 'what a placement here would make: solid when it passes, dashed when it does not.' },
  incursion: { name: 'incursion', sentence: 'a placement here by the player to move would be an incursion.' },
  'tile-needed': { name: 'tile needed', sentence: 'a stone placed here would need a tile.' },
  'ghost-liberty': { name: 'ghost liberty', sentence: 'a liberty a ghost keeps for a group.' },
  region: { name: 'region', sentence: 'points enclosed by marked stones, tinted for their owner, dotted when neutral.' },
};
