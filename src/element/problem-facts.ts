/**
 * What a problem's sentence is made of, beside its code and the detail's place (source, line,
 * column, token, index), for the languages other than English, which phrase it themselves
 * (problem-sentence.ts): the values as written and the facts the English message says in words.
 * DOM-free; types only.
 */
import type { MoveErrorCode, OptionErrorCode, VariantId } from '../engine/types.js';
import type { RefusedMove } from './i18n/reader/rules/en.js';
import type { PARTS } from './i18n/problems/en.js';
import type { Language } from './i18n/languages.js';

export type ProblemFacts =
  | AttributeFacts
  | OrientationFacts
  | OptionFacts
  | TokenFacts
  | TooManyMovesFacts
  | TextFacts
  | RecordMoveFacts
  | RecordRulesFacts
  | TextTooLongFacts
  | FileTooLargeFacts
  | NoGameFacts
  | FetchFacts
  | LoadFacts;

/** What an attribute takes. */
export type Expected =
  | { kind: 'one-of'; values: readonly string[] }
  | { kind: 'size' | 'komi' | 'max-tiles' | 'speed'; max: number }
  | { kind: 'move' | 'game' }
  /** `crop`: auto, none, or a window of the board between two corners. */
  | { kind: 'crop'; width: number; height: number };

/** An attribute's value that is not one it takes ("size: 'abc' is not a board size from 2 to 25"). */
export interface AttributeFacts {
  kind: 'attribute';
  attribute: string;
  /** The value as written. */
  written: string;
  expected: Expected;
}

/** `orientation` as written, which is not one of the symmetries `values` (with `swap-colors` or not) nor `random`. */
export interface OrientationFacts {
  kind: 'orientation';
  written: string;
  values: readonly string[];
}

/**
 * The engine refused the game the attributes give (`given`, by the engine's option each gives):
 * `option` is the option at fault as the engine names it (`size`, `maxTiles`, `setup.black[2]`),
 * in the attribute that gives it (`max-tiles`), `conflict` the one it repeats. Values are checked before (attributes.ts): what is left is an
 * option the rule set has not, a size or komi it does not allow, a setup point that is no point
 * of the board or one given already.
 */
export interface OptionFacts {
  kind: 'option';
  option: string;
  attribute: string;
  conflict: string | undefined;
  given: { variant: VariantId; size: number; black?: readonly string[] | undefined; white?: readonly string[] | undefined } & Partial<Record<'komi' | 'ko' | 'maxTiles' | 'scoring', unknown>>;
}

/** A move of `moves` that cannot be read or played (the detail's `token`, at its `index`) on a board `width` by `height`: `refused` when the rules refused it. */
export interface TokenFacts {
  kind: 'token';
  width: number;
  height: number;
  refused: RefusedMove | null;
}

/** `moves` holds more moves than a board plays. */
export interface TooManyMovesFacts {
  kind: 'too-many-moves';
  count: number;
}

/**
 * A record's text that cannot be read or played, in the source and at the place the detail
 * names: `quote` is what is written there (the text at the place, or the property at fault with
 * its value, `B[zz]`), `null` when nothing there is worth quoting.
 */
export interface TextFacts {
  kind: 'text';
  quote: string | null;
}

/** A move of a record the rules refuse (`ERR_SGF_MOVE`): its number on the line, as written, and why. */
export interface RecordMoveFacts {
  kind: 'record-move';
  moveNumber: number;
  quote: string;
  refused: RefusedMove;
}

/** A record's rules, with the attributes that win over them, that cannot start a game of `variant` (`ERR_SGF_OPTIONS`): the engine's code and option. */
export interface RecordRulesFacts {
  kind: 'record-rules';
  variant: VariantId;
  code: MoveErrorCode | OptionErrorCode | undefined;
  option: string | undefined;
}

/** A text longer than a board reads. */
export interface TextTooLongFacts {
  kind: 'text-too-long';
  characters: number;
}

/** A file larger than a board downloads: `bytes` as its `Content-Length` says, or `null` when the download passed the limit. */
export interface FileTooLargeFacts {
  kind: 'file-too-large';
  bytes: number | null;
}

/** The `game` of a collection that holds `count` games, which has no game `game`. */
export interface NoGameFacts {
  kind: 'no-game';
  game: number;
  count: number;
}

/** The `src` file at `url` could not be fetched: the server answered `status`, or the request or the code of the fetch failed (`reason`, the browser's words). */
export interface FetchFacts {
  kind: 'fetch';
  url: string;
  failure: { status: string } | { request: string } | { code: string };
}

/** A part of the board loaded on first use that could not be loaded, with the browser's `reason` (its words, maybe empty). */
export interface LoadFacts {
  kind: 'load';
  what: LoadedThing;
  reason: string;
}

export type LoadedThing =
  | { part: BoardPart }
  /** Its words of the section named `section` (in English) in `language`. */
  | { part: 'words'; language: Language; section: string }
  /** The rules of `variant`, for the record or the board (the record's source, when it is one, is the detail's). */
  | { part: 'rules'; variant: VariantId };

/** The parts of the board that load on first use, as a problem names them. */
export type BoardPart =
  | LoadedPart
  | 'download'
  | 'sources'
  | 'companions'
  /** The reader of the detail's source, or of `moves` as a puzzle or turned or cropped. */
  | 'reader';

/** The parts whose failed load the entry finds, which the problem reporter says from their facts in English too. */
export type LoadedPart = keyof typeof PARTS;

/** A load failure the problem reporter says from its facts in English too: a part the entry finds, or a section of words. */
export type SaidLoadFacts = LoadFacts & { what: { part: LoadedPart } | { part: 'words' } };
