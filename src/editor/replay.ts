/**
 * A document as an engine game: its setup and rules through `tryCreateGame`, then its moves
 * played one by one, so the engine decides what each does and whether it may.
 */
import { tryCreateGame, type Game } from '../engine/core.js';
import type { GameOptions, MoveError } from '../engine/types.js';
import type { DiagramDocument, DiagramNode, EditRefusal, LineMove } from './document.js';
import { movesTo } from './lines.js';
import { refusal, ruleCause } from './refusals.js';

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

/**
 * A game that replayed a document, or why it could not: the engine's code (with its `option` when
 * it refused the setup or rules), and when a move was refused, the move (`line`), the engine's
 * own sentence (`cause`) and its node's path.
 */
export type Replayed = { ok: true; game: Game } | (EditRefusal & { readonly at?: readonly number[] });

/**
 * The game of a document after the moves to the node shown (the position it shows). Assumes
 * the variant is loaded: otherwise the answer is `ERR_VARIANT_NOT_LOADED`, as `tryCreateGame`
 * gives it.
 */
export function replay(doc: DiagramDocument): Replayed {
  const made = tryCreateGame(gameOptions(doc));
  if (!made.ok) return { ok: false, code: made.code, message: made.message, option: made.option };
  const { game } = made;
  for (const [i, move] of movesTo(doc).entries()) {
    const played = game.play(move);
    if (!played.ok) {
      const variation = doc.at.slice(0, i + 1).some((child) => child > 0);
      return { ...refusedMove({ number: i + 1, move, variation }, played), at: doc.at.slice(0, i + 1) };
    }
  }
  return { ok: true, game };
}

/**
 * Whether every line of a document replays: the game at its start, or the first move refused in
 * the order the tree is read (main line first), named by its number and, off the main line, as
 * a variation's.
 */
export function replayLines(doc: DiagramDocument): Replayed {
  const made = tryCreateGame(gameOptions(doc));
  if (!made.ok) return { ok: false, code: made.code, message: made.message, option: made.option };
  const { game } = made;
  const walk = (node: DiagramNode, at: number[], variation: boolean): Replayed | null => {
    for (const [i, child] of node.children.entries()) {
      game.goTo(at.length);
      const played = game.play(child.move);
      const path = [...at, i];
      const offMain = variation || i > 0;
      if (!played.ok) return { ...refusedMove({ number: path.length, move: child.move, variation: offMain }, played), at: path };
      const refused = walk(child, path, offMain);
      if (refused) return refused;
    }
    return null;
  };
  const refused = walk(doc.root, [], false);
  game.goTo(0);
  return refused ?? { ok: true, game };
}

/** The refusal of a line's move, in the engine's code: "move 3 (D4) of a variation: Go: suicide is not allowed…". */
function refusedMove(line: LineMove & { move: string }, refused: MoveError): EditRefusal {
  const where = `move ${line.number} (${line.move})${line.variation ? ' of a variation' : ''}`;
  return refusal(refused.code, `${where}: ${refused.message}`, { line, cause: ruleCause(refused) });
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
