/**
 * The words of the rules overlay: for each kind of mark, a short name and a sentence saying what
 * it shows, in legend order (the static SVG writes them under the board, the element in its
 * `overlay-legend` part), and a point's facts as its accessible name adds them. The functions
 * take the words of a language ({@link OverlayLanguage}); the static SVG speaks English, the
 * element's catalogue gives the others.
 */
import type { MoveErrorCode, OverlayKind } from '../engine/types.js';
import type { OverlayShape } from './scene.js';

/** What a legend says of one kind of mark. */
export interface OverlayWords {
  name: string;
  sentence: string;
}

/** The rules overlay's words in one language. */
export interface OverlayLanguage {
  /** Each kind of mark's name and sentence, in legend order. */
  kinds: Readonly<Record<OverlayKind, OverlayWords>>;
  /** Each refusal's reason in a few words, as a refused point's name says it ("refused: suicide"). */
  refusals: Readonly<Record<MoveErrorCode, string>>;
  /** Between a name and what it says: a kind and its refusal ("refused: suicide"), a legend's name and its sentence. */
  colon: string;
  /** Between the facts of one point ("false liberty, atari"). */
  comma: string;
}

export const OVERLAY_WORDS: Readonly<Record<OverlayKind, OverlayWords>> = {
  refused: { name: 'refused', sentence: 'the player to move may not place a stone here now.' },
  ko: { name: 'ko', sentence: 'the point the ko rule forbids now.' },
  atari: { name: 'atari', sentence: 'a group with one liberty left.' },
  'false-liberty': { name: 'false liberty', sentence: 'an empty point next to both colours and to no empty point.' },
  'no-true-liberty': { name: 'no true liberty', sentence: 'a group with no true liberty left.' },
  'capture-forbidden': { name: 'capture forbidden', sentence: 'a placement here would capture, which is forbidden this turn.' },
  'disturbing-capture': { name: 'disturbing capture', sentence: 'a capture here would be disturbing; circled when of the strict kind.' },
  'refusal-area': {
    name: 'refused for',
    sentence: 'what the rule looks at: the group, the stones or the area a stone on the point asked about is refused for.',
  },
  estate: { name: 'estate', sentence: 'what a placement here would make: solid when it passes, dashed when it does not.' },
  incursion: { name: 'incursion', sentence: 'a placement here by the player to move would be an incursion.' },
  'tile-needed': { name: 'tile needed', sentence: 'a stone placed here would need a tile.' },
  'ghost-liberty': { name: 'ghost liberty', sentence: 'a liberty a ghost keeps for a group.' },
  region: { name: 'region', sentence: 'points enclosed by marked stones, tinted for their owner, dotted when neutral.' },
};

/** Each refusal's reason in a few words, as a refused point's name says it ("refused: suicide"). */
export const REFUSAL_WORDS: Readonly<Record<MoveErrorCode, string>> = {
  ERR_MOVE_SYNTAX: 'not a move',
  ERR_OFF_BOARD: 'off the board',
  ERR_MOVE_KIND: 'not a move of this variant',
  ERR_GAME_OVER: 'the game is over',
  ERR_OCCUPIED: 'occupied',
  ERR_SUICIDE: 'suicide',
  ERR_KO: 'ko',
  ERR_SUPERKO: 'superko',
  ERR_PASS_FORBIDDEN: 'passing is not allowed',
  ERR_NO_PRISONER: 'no prisoner to return',
  ERR_STOICAL_CAPTURE: 'no capture right after a capture',
  ERR_DISTURBING_CAPTURE: 'disturbing capture',
  ERR_KO_RESTRICTION: 'ko restriction',
  ERR_TILE_LIMIT: 'most tiles a point may hold',
  ERR_NO_TRUE_LIBERTY: 'no true liberty',
  ERR_MARKED_POINT: 'marked point',
  ERR_NO_LIBERTY: 'no liberty',
};

/** The overlay's words in English: the static SVG's, and the element's in English. */
export const OVERLAY_ENGLISH: OverlayLanguage = { kinds: OVERLAY_WORDS, refusals: REFUSAL_WORDS, colon: ': ', comma: ', ' };

/**
 * Per point index of a board `width` points wide, the facts the overlay's `shapes` mark there, in
 * `words`: "false liberty", "refused: suicide", "refused for: suicide". Regions are left out: a
 * point's name says its region already.
 */
export function overlayPointWords(shapes: readonly OverlayShape[], width: number, words: OverlayLanguage = OVERLAY_ENGLISH): Map<number, string> {
  const { kinds, refusals, colon, comma } = words;
  const facts = new Map<number, string[]>();
  for (const { kind, code, points } of shapes) {
    if (kind === 'region') continue;
    const fact = (kind === 'refused' || kind === 'refusal-area') && code ? `${kinds[kind].name}${colon}${refusals[code]}` : kinds[kind].name;
    // The refused point in its own refusal's area: "refused: suicide" says it already.
    const told = kind === 'refusal-area' && code ? `${kinds.refused.name}${colon}${refusals[code]}` : null;
    for (const { x, y } of points) {
      const index = y * width + x;
      const said = facts.get(index) ?? [];
      if (told === null || !said.includes(told)) facts.set(index, [...said, fact]);
    }
  }
  return new Map([...facts].map(([index, said]) => [index, said.join(comma)]));
}
