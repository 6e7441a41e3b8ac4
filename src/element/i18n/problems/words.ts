/**
 * The words of the problems a board shows (the `error` part) and says, in a language other than
 * English: English says each problem's `vgb-error` message, made where the problem is found (an
 * attribute's, from en.ts); the other languages phrase it from its code and facts
 * (problem-facts.ts, problem-sentence.ts). The
 * sentences name where the problem is and quote what was written; a number is a `number`, which
 * each language writes its own way. No sentence ends with a full stop: the part shows one a line.
 */
import type { DiagramErrorCode } from '../../../formats/diagram.js';
import type { SgfErrorCode } from '../../../formats/sgf.js';
import type { SgfGameErrorCode } from '../../../formats/sgf-record.js';
import type { BoardPart } from '../../problem-facts.js';
import type { AttributeWords } from './en.js';

/** The codes of a record's text that cannot be read or played, each said by where it is alone (the reader's limits have their own sentences). */
export type TextCode = Exclude<SgfErrorCode | SgfGameErrorCode | DiagramErrorCode, 'ERR_SGF_TOO_LARGE' | 'ERR_SGF_TOO_LONG'>;

export interface ProblemWords extends AttributeWords {
  /** A record's source as a sentence names it: "the SGF in the sgf attribute", "the SGF file 'a.sgf'"; `moves` for a record made from the `moves` attribute. */
  sources: { sgf: string; script: string; diagram: string; src: (address: string) => string; moves: string };
  /** A source with a place in its text: "the diagram, line 3, column 5". */
  at: (source: string, line: number, column: number) => string;
  /** A sentence, then what is written at fault, quoted: `…; it reads “B[zz]”`. */
  quoting: (sentence: string, quote: string) => string;

  /** `orientation` as written, which is none of the symmetries `values` (joined), with `swap-colors` or not, nor `random`. */
  orientation: (written: string, values: string) => string;
  /** An attribute's value the rule set refuses: an option it has not ("Go has no 'max-tiles' option"), a size, a komi, another value. */
  option: {
    noOption: (attribute: string, ruleSet: string) => string;
    size: (attribute: string, written: string, ruleSet: string) => string;
    komi: (attribute: string, written: string, ruleSet: string) => string;
    other: (attribute: string, written: string, ruleSet: string) => string;
  };
  /** The `black` or `white` attribute's point `point` (from 1) that is no point of the board. */
  setupNotAPoint: (attribute: string, point: number, written: string, board: string) => string;
  /** The `black` or `white` attribute's point that an earlier one gives already. */
  setupTwice: (attribute: string, point: number, written: string, earlierAttribute: string, earlierPoint: number) => string;
  /** Move `n` (from 1) of `moves`, as written: not a move, not a point of the board, or refused by the rules (`refusal`, the rules' sentence, reader/rules/). */
  token: {
    notAMove: (n: number, token: string) => string;
    offBoard: (n: number, token: string, board: string) => string;
    refused: (n: number, token: string, refusal: string) => string;
  };
  /** `moves` holds more moves than a board plays. */
  tooManyMoves: (count: number, max: number) => string;

  /** A record's text that cannot be read or played, by code: `where` is its source and place. */
  text: Readonly<Record<TextCode, (where: string) => string>>;
  /** More nodes, or variations of a node, than a board reads. */
  tooLarge: (where: string, nodes: number, variations: number) => string;
  /** A line of play longer than a board reads. */
  tooLong: (where: string, nodes: number) => string;
  /** Move `n` of a record, as written (`B[dd]`), that the rules refuse. */
  recordMove: (where: string, n: number, quote: string, refusal: string) => string;
  /** A record's rules, with the attributes that win over them, that cannot start a game: an option the rule set has not, a size, a komi, another. */
  recordRules: {
    noOption: (where: string, ruleSet: string, option: string) => string;
    size: (where: string, ruleSet: string) => string;
    komi: (where: string, ruleSet: string) => string;
    other: (where: string, ruleSet: string) => string;
  };
  /** A text longer than a board reads. */
  textTooLong: (where: string, characters: number, max: number) => string;
  /** A file larger than a board downloads: `bytes` as it says, or `null` when the download passed `max`. */
  fileTooLarge: (where: string, bytes: number | null, max: number) => string;
  /** A collection of `count` games that has no game `game`: the first is shown. */
  noGame: (where: string, game: number, count: number) => string;

  /** The `src` file at `address` that could not be fetched: the server's answer, a failed request, the fetch's code not loaded. */
  fetch: {
    status: (address: string, status: string) => string;
    request: (address: string) => string;
    code: (address: string) => string;
  };
  /** The parts of the board that load on first use, as "could not load" names them. */
  parts: Readonly<Record<BoardPart, string>>;
  /** The board's words in `language` (named in the board's language). */
  partWords: (language: string) => string;
  /** The rules of `ruleSet`. */
  partRules: (ruleSet: string) => string;
  /** "The board could not load its rules overlay". */
  couldNotLoad: (what: string) => string;
  /** A record's text that cannot be read because `what` could not be loaded. */
  cannotRead: (where: string, what: string) => string;
  /** A sentence, then the browser's reason, as it says it ("Failed to fetch"). */
  because: (sentence: string, reason: string) => string;
}
