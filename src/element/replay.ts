/**
 * Turns the element's attributes into a game: builds it, plays the listed moves, and stops at
 * the first move that cannot be played. DOM-free, so the element only has to draw the outcome.
 */
import { GameOptionError, createGame, type Game } from '../engine/index.js';
import type { VariantId } from '../engine/types.js';
import type { VgbErrorDetail } from './events/vgb-error.js';

/** The game options the element's attributes describe. */
export interface ReplayInput {
  variant: string;
  size: number;
  /** `undefined` uses the variant's default. */
  komi: number | undefined;
  /** Move tokens separated by spaces or commas. */
  moves: string;
}

/** A variant and size known to build a game, used when the requested ones do not. */
export interface BoardConfig {
  variant: VariantId;
  size: number;
}

/** What a replay produced: always a game to show, and the first problem met, if any. */
export interface Replay {
  game: Game;
  problem: VgbErrorDetail | null;
  /** The options that built `game`: the requested ones, or the fallback after an option error. */
  config: BoardConfig;
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
  const config = { variant: input.variant as VariantId, size: input.size };
  let game: Game;
  try {
    game = createGame(input.komi === undefined ? config : { ...config, komi: input.komi });
  } catch (error) {
    if (!(error instanceof GameOptionError)) throw error;
    return {
      game: createGame(fallback),
      problem: { code: error.code, message: sentence(error.message) },
      config: fallback,
    };
  }

  const tokens = splitMoves(input.moves);
  for (const [index, token] of tokens.entries()) {
    const result = game.play(token);
    if (!result.ok) {
      const message = NOTATION_CODES.has(result.code)
        ? `Move ${index + 1}: ${result.message}`
        : `Move ${index + 1} '${token}' is illegal. ${sentence(result.message)}`;
      return { game, problem: { code: result.code, message, token, index }, config };
    }
  }
  return { game, problem: null, config };
}

/** Engine messages start in lower case so they can be embedded; shown alone they need a capital. */
function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}
