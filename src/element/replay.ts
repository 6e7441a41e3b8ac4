/**
 * Turns the element's attributes into a game: builds it, plays the listed moves, and stops at
 * the first move that cannot be played. DOM-free, so the element only has to draw the outcome.
 */
import { createGame, tryCreateGame, type Game } from '../engine/core.js';
import type { GameOptions, TurnKinds, VariantId } from '../engine/types.js';
import type { BoardProblem } from './problem.js';
import type { OptionFacts, TokenFacts } from './problem-facts.js';
import { refusedMove } from './i18n/reader/rules/en.js';

/** The game options the element's attributes describe, as read (attributes.ts); `undefined` uses the variant's default. */
export interface ReplayInput {
  variant: VariantId;
  size: number;
  komi: number | undefined;
  /** The move tokens, split once from the attribute ({@link splitMoves}). */
  moves: readonly string[];
  /** Setup stones' points, split once from the attributes as the moves are. */
  black?: readonly string[] | undefined;
  white?: readonly string[] | undefined;
  toPlay?: 'black' | 'white' | undefined;
  ko?: GameOptions['ko'];
  maxTiles?: GameOptions['maxTiles'];
  scoring?: GameOptions['scoring'];
}

/** A variant and size known to build a game, used when the requested ones do not. */
export interface BoardConfig {
  variant: VariantId;
  size: number;
}

/** What a replay produced: always a game to show, and the first problem met, if any. */
export interface Replay {
  game: Game;
  problem: BoardProblem | null;
  /** The options that built `game`: the requested ones, or the fallback after an option error. */
  config: BoardConfig;
  turns: TurnKinds;
}

/** Codes of moves whose text could not be read, as opposed to moves the rules refuse. */
const NOTATION_CODES = new Set(['ERR_MOVE_SYNTAX', 'ERR_OFF_BOARD']);

/** Splits a move list on spaces and commas. */
export function splitMoves(moves: string): string[] {
  return moves.split(/[\s,]+/).filter((token) => token !== '');
}

/**
 * Builds the game `input` describes and plays its moves up to the first bad one. When the
 * options themselves are bad, returns an empty board of `fallback` so the element never goes
 * blank.
 */
export function replay(input: ReplayInput, fallback: BoardConfig): Replay {
  const options = gameOptions(input);
  const config = { variant: options.variant, size: input.size };
  const made = tryCreateGame(options, attributeName);
  if (!made.ok) {
    const game = createGame(fallback);
    const facts: OptionFacts = { kind: 'option', option: made.option, attribute: ATTRIBUTE_OF[made.option] ?? made.option, conflict: made.conflict, given: input };
    return { game, problem: { code: made.code, message: sentence(made.message), facts }, config: fallback, turns: game.turns };
  }
  const game = made.game;

  const turns = game.turns;
  for (const [index, token] of input.moves.entries()) {
    const result = game.play(token);
    if (!result.ok) {
      const message = NOTATION_CODES.has(result.code)
        ? `Move ${index + 1}: ${result.message}`
        : `Move ${index + 1} '${token}' is illegal. ${sentence(result.message)}`;
      const facts: TokenFacts = { kind: 'token', width: game.width, height: game.height, refused: NOTATION_CODES.has(result.code) ? null : refusedMove(result, token, game) };
      return { game, problem: { code: result.code, message, token, index, facts }, config, turns };
    }
  }
  return { game, problem: null, config, turns };
}

/** The `createGame` options of `input`, leaving out what is not given so each variant's defaults apply. */
function gameOptions(input: ReplayInput): GameOptions {
  const options: GameOptions = { variant: input.variant, size: input.size };
  if (input.komi !== undefined) options.komi = input.komi;
  if (input.ko !== undefined) options.ko = input.ko;
  if (input.scoring !== undefined) options.scoring = input.scoring;
  if (input.maxTiles !== undefined) options.maxTiles = input.maxTiles;
  const black = [...(input.black ?? [])];
  const white = [...(input.white ?? [])];
  if (black.length > 0 || white.length > 0 || input.toPlay !== undefined) {
    options.setup = { black, white, ...(input.toPlay !== undefined ? { toPlay: input.toPlay } : {}) };
  }
  return options;
}

/** The attribute each engine option is written in, where their names differ. Values are checked before (attributes.ts); what is left depends on the variant. */
const ATTRIBUTE_OF: Readonly<Record<string, string>> = {
  maxTiles: 'max-tiles',
  'setup.black': 'black',
  'setup.white': 'white',
  'setup.toPlay': 'to-play',
};

/** The engine's options as the page wrote them, attributes: `max-tiles`, "the black attribute's point 3". */
function attributeName(option: string, index?: number): string {
  const attribute = ATTRIBUTE_OF[option] ?? option;
  return index === undefined ? attribute : `the ${attribute} attribute's point ${index + 1}`;
}

/** Engine messages start in lower case so they can be embedded; shown alone they need a capital. */
function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}
