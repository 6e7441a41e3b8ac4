import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createGame, type Game } from '../../src/engine/index.js';
import { allPoints, assertLegalMovesAgreeWithPlay, assertNavigationRoundTrips, assertRejectionChangesNothing, candidateMoves } from './invariants.js';
import { randomFrom } from './random-play.js';

/** Every group on the board has at least one liberty (no suicide, captures applied). */
function assertEveryGroupBreathes(game: Game): void {
  const { width, points } = game.view();
  const color = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= width ? 'edge' : points[y * width + x]!.color);
  const seen = new Set<number>();
  for (let p = 0; p < points.length; p++) {
    if (seen.has(p) || points[p]!.color === null) continue;
    const stack = [p];
    seen.add(p);
    let liberty = false;
    while (stack.length) {
      const q = stack.pop()!;
      const [x, y] = [q % width, Math.floor(q / width)];
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
        const c = color(nx, ny);
        if (c === null) liberty = true;
        else if (c === points[p]!.color && !seen.has(ny * width + nx)) {
          seen.add(ny * width + nx);
          stack.push(ny * width + nx);
        }
      }
    }
    assert.ok(liberty, `group at ${p} has no liberty`);
  }
}

describe('go: properties of random games', () => {
  it('after every move: every group has a liberty, legalMoves agrees with play, rejections change nothing, navigation round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 7 }), fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (size, choices) => {
        const game = createGame({ variant: 'go', size, komi: 0.5 });
        const candidates = candidateMoves(game);
        for (const choice of choices) {
          const legal = game.legalMoves();
          if (legal.length === 0) break;
          const illegal = candidates.find((m) => !legal.includes(m));
          if (illegal) assertRejectionChangesNothing(game, illegal);
          assert.ok(game.play(legal[choice % legal.length]!).ok);
          assertEveryGroupBreathes(game);
        }
        assertLegalMovesAgreeWithPlay(game);
        assertNavigationRoundTrips(game);
      }),
      { numRuns: 150, seed: 20261121 },
    );
  });
});

/** The colours of the shown position, one character per point. */
function coloursOf(game: Game): string {
  return game.view().points.map((p) => (p.color === 'black' ? 'x' : p.color === 'white' ? 'o' : '.')).join('');
}

describe('go: basic ko', () => {
  it('refuses a stone as a ko exactly when the position it leaves is the one before the latest turn (G3), whoever moved and however', () => {
    let kos = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const random = randomFrom(seed);
      const size = 3 + (seed % 3);
      const game = createGame({ variant: 'go', size, komi: 0.5 });
      for (let turn = 0; turn < 150; turn++) {
        const before = game.moveNumber > 0 ? (game.goTo(game.moveNumber - 1), coloursOf(game)) : null;
        game.goTo(game.length);
        const retakes: string[] = [];
        for (const point of allPoints(size).filter((m) => game.pointAt(m)?.color === null)) {
          const answer = game.check(point);
          if (!answer.ok && answer.code !== 'ERR_KO') continue;
          // The position the stone leaves, on a copy of the game that plays it even where ko forbids it.
          const copy = createGame({ variant: 'go', size, komi: 0.5 });
          for (const entry of game.history) if (entry.kind === 'move') copy.play(entry.move, { color: entry.color, force: true });
          assert.ok(copy.play(point, { force: true }).ok);
          assert.equal(!answer.ok, coloursOf(copy) === before, `${point} after ${game.moves.join(' ')}`);
          if (!answer.ok) retakes.push(point);
        }
        kos += retakes.length;
        // Moves of every kind: a ko retake forced through, a stone for the player who just moved, a pass, a legal stone.
        const stones = game.legalMoves().filter((m) => m !== 'pass');
        const kind = random(12);
        if (kind === 0 && retakes.length > 0) assert.ok(game.play(retakes[0]!, { force: true }).ok);
        else if (kind === 1 && stones.length > 0) game.play(stones[random(stones.length)]!, { color: game.toPlay === 'black' ? 'white' : 'black' });
        else if (kind === 2 || stones.length === 0) game.play('pass');
        else assert.ok(game.play(stones[random(stones.length)]!).ok);
      }
    }
    assert.ok(kos >= 20, `only ${kos} ko retakes met: the games test too little`);
  });
});
