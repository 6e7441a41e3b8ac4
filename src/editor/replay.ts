/**
 * A document as an engine game: its setup and rules through `tryCreateGame`, then its moves
 * played one by one, so the engine decides what each does and whether it may.
 */
import { tryCreateGame, type Game } from '../engine/core.js';
import type { GameOptions } from '../engine/types.js';
import type { DiagramDocument, EditRefusal } from './document.js';

/** A board's size as `createGame` takes it: the side of a square board, else columns and rows. */
export function sizeOption(width: number, height: number): GameOptions['size'] {
  return width === height ? width : { width, height };
}

/** The options `createGame` takes for a document's board, rules and setup. */
export function gameOptions(doc: Pick<DiagramDocument, 'variant' | 'width' | 'height' | 'rules' | 'setup'>): GameOptions {
  const options: GameOptions = { variant: doc.variant, size: sizeOption(doc.width, doc.height), setup: doc.setup };
  for (const key of ['komi', 'ko', 'maxTiles', 'scoring'] as const) {
    if (doc.rules[key] !== undefined) (options as unknown as Record<string, unknown>)[key] = doc.rules[key];
  }
  return options;
}

/** A game that replayed a document, or why it could not: the engine's code, and the number of the move refused (from 1) when a move was. */
export type Replayed = { ok: true; game: Game } | (EditRefusal & { readonly moveNumber?: number; readonly option?: string });

/**
 * The game of a document after its moves (the position it shows). Assumes the variant is
 * loaded: otherwise the answer is `ERR_VARIANT_NOT_LOADED`, as `tryCreateGame` gives it.
 */
export function replay(doc: DiagramDocument): Replayed {
  const made = tryCreateGame(gameOptions(doc));
  if (!made.ok) return { ok: false, code: made.code, message: made.message, option: made.option };
  const { game } = made;
  for (const [i, move] of doc.moves.entries()) {
    const played = game.play(move);
    if (!played.ok) return { ok: false, code: played.code, message: `move ${i + 1} (${move}): ${played.message}`, moveNumber: i + 1 };
  }
  return { ok: true, game };
}

/**
 * The game of a document that replays, for the outputs. Documents made by `applyEdit` and
 * `documentFromTree` always do; a document that does not is a caller's bug (`problemsOf` says why).
 */
export function replayed(doc: DiagramDocument): Game {
  const made = replay(doc);
  if (!made.ok) throw new RangeError(`this document cannot be replayed: ${made.message}`);
  return made.game;
}
