/**
 * Checks shared by every variant's property tests: what must hold after any move of any game.
 */
import assert from 'node:assert/strict';
import type { Game } from '../../src/engine/index.js';

/** Every point of the board in move notation. */
export function allPoints(size: number): string[] {
  const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
  const out: string[] = [];
  for (let row = size; row >= 1; row--) for (let x = 0; x < size; x++) out.push(`${letters[x]}${row}`);
  return out;
}

/** Every move text a variant could possibly take on this board. */
export function candidateMoves(game: Game): string[] {
  const points = allPoints(game.size);
  return [...points, ...points.map((p) => `ghost:${p}`), 'pass', 'return'];
}

/**
 * `legalMoves()` equals the set of candidates `play()` accepts, and every rejected candidate
 * leaves the game exactly as it was.
 */
export function assertLegalMovesAgreeWithPlay(game: Game): void {
  const before = JSON.stringify(game.view());
  const listed = new Set(game.legalMoves());
  for (const move of candidateMoves(game)) {
    const answer = game.check(move);
    assert.equal(answer.ok, listed.has(move), `legalMoves and check disagree on ${move}`);
  }
  assert.equal(JSON.stringify(game.view()), before, 'check() changed the game');
}

/** A rejected `play()` leaves the shown position, the record and the result untouched. */
export function assertRejectionChangesNothing(game: Game, move: string): void {
  const before = JSON.stringify([game.view(), game.moves, game.result, game.length]);
  const answer = game.play(move);
  assert.equal(answer.ok, false);
  assert.equal(JSON.stringify([game.view(), game.moves, game.result, game.length]), before, `rejected ${move} changed the game`);
}

/** Going back through the record and forward again reproduces every position. */
export function assertNavigationRoundTrips(game: Game): void {
  const end = game.length;
  const views: string[] = [];
  for (let n = 0; n <= end; n++) {
    game.goTo(n);
    views.push(JSON.stringify(game.view()));
  }
  for (let n = end; n >= 0; n--) {
    game.goTo(n);
    assert.equal(JSON.stringify(game.view()), views[n], `goTo(${n}) backwards differs`);
  }
  game.goTo(end);
}
