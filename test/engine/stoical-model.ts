/**
 * A model of the Stoical family's rules, written from rulings S1-S5 over plain arrays and
 * independently of the engine, for the property tests to compare against. Slow and direct:
 * "before removals" is a board of its own, not a set of walls.
 */
import assert from 'node:assert/strict';
import { createGame, type MoveErrorCode, type VariantId } from '../../src/engine/index.js';
import { assertLegalMovesAgreeWithPlay, assertNavigationRoundTrips, assertRejectionChangesNothing } from './invariants.js';
import { cellsOf, components, neighbours, randomMove, type Cells } from './random-play.js';

/** What a placement does under the basic Go mechanics: the board after it, and each captured group. */
export interface Outcome {
  color: number[];
  captured: number[][];
  /** The board after the stone was put down, before removals. */
  placed: number[];
}

/** A group's liberties: empty neighbours of its points. */
export function liberties(size: number, color: number[], group: readonly number[]): Set<number> {
  const out = new Set<number>();
  for (const p of group) for (const q of neighbours(size, p)) if (color[q] === 0) out.add(q);
  return out;
}

/** The connected set of `member` points containing `start`. */
function setAt(size: number, start: number, member: (p: number) => boolean): number[] {
  return components(size, (p) => p === start || member(p)).find((set) => set.includes(start))!;
}

export function groupAt(size: number, color: number[], p: number): number[] {
  return setAt(size, p, (q) => color[q] === color[p]);
}

/** Puts a stone of `mover` on `p` and removes enemy groups left without liberties; says why when it cannot. */
export function place(cells: Cells, p: number, mover: number): Outcome | 'occupied' | 'suicide' {
  const { size } = cells;
  if (cells.color[p] !== 0) return 'occupied';
  const placed = [...cells.color];
  placed[p] = mover;
  const color = [...placed];
  const captured = components(size, (q) => placed[q] === 3 - mover).filter((g) => liberties(size, placed, g).size === 0);
  for (const g of captured) for (const q of g) color[q] = 0;
  if (liberties(size, color, groupAt(size, color, p)).size === 0) return 'suicide';
  return { color, captured, placed };
}

/** S5: no point has more than two neighbours in the set, and some point has fewer than two. */
export function isOpenLine(size: number, set: readonly number[]): boolean {
  const degrees = set.map((p) => neighbours(size, p).filter((q) => set.includes(q)).length);
  return degrees.every((d) => d <= 2) && degrees.some((d) => d < 2);
}

/** S5: the capture's kind, from the definitions read literally. */
export function disturbingKind(size: number, p: number, out: Outcome): 'strict' | 'loose' | null {
  if (out.captured.length !== 1) return null;
  const captured = out.captured[0]!;
  const mover = out.placed[p]!;
  const vacated = new Set(captured);
  // (a), after removal: friendly groups touching the vacated area.
  const touching = new Set<string>();
  for (const v of captured) {
    for (const q of neighbours(size, v)) {
      if (out.color[q] === mover) touching.add(groupAt(size, out.color, q).sort((a, b) => a - b).join());
    }
  }
  if (touching.size < 2) return null;
  const domain = setAt(size, p, (q) => out.placed[q] !== 3 - mover);
  const lines = isOpenLine(size, captured) && isOpenLine(size, domain) && captured.length < 5 && domain.length < 5;
  const group = groupAt(size, out.color, p);
  const after = liberties(size, out.color, group);
  if ([...after].every((q) => vacated.has(q)) && lines && captured.length === domain.length) return 'strict';
  const before = liberties(size, out.placed, groupAt(size, out.placed, p));
  if (group.length !== 1 || before.size !== 1 || !lines) return null;
  const area = setAt(size, [...before][0]!, (q) => out.placed[q] === 0);
  const others = area.some((q) => neighbours(size, q).some((r) => r !== p && out.placed[r] === mover));
  return others ? null : 'loose';
}

/** S5: the group on `p` plus the empty points reachable through empty points touching no other friendly group. */
export function estate(size: number, color: number[], p: number): number[] {
  const group = groupAt(size, color, p);
  const own = (q: number): boolean => neighbours(size, q).every((r) => color[r] !== color[p] || group.includes(r));
  return setAt(size, p, (q) => group.includes(q) || (color[q] === 0 && own(q)));
}

/** One turn of a game as the model saw it. */
export interface Played {
  color: number;
  /** -1 for a pass. */
  point: number;
  /** Null for a pass. */
  outcome: Outcome | null;
  kind: 'strict' | 'loose' | null;
}

/** Whether a played turn removed stones. */
export function captures(turn: Played | undefined): boolean {
  return (turn?.outcome?.captured.length ?? 0) > 0;
}

/** What a variant's own rules say about a placement the basic mechanics allow: a refusal code or null. */
export type HistoryRule = (history: readonly Played[], candidate: Played, size: number, earlier: readonly string[]) => MoveErrorCode | null;

/** How the moves of a random game are chosen. */
export type Policy = 'random' | 'seek-repetition';

/**
 * Plays one random game of `variant` and checks after every turn: the engine accepts and
 * refuses exactly what the model and `rule` say, with the model's captures; every group has a
 * liberty; a placement ends the game in a draw exactly when it repeats an earlier position
 * (S3), and that draw is final; `lawful` holds for the whole record (`earlier[i]` is the
 * board after `i` turns); the game ends within
 * `bound` turns. 'random' plays until the game first ends. 'seek-repetition' plays a
 * repeating placement half of the times one exists, passes now and then, and resumes games
 * ended by passes (A3) until half the bound, so that S3 is exercised.
 */
export function checkRandomGame(
  variant: VariantId,
  size: number,
  random: (n: number) => number,
  policy: Policy,
  rule: HistoryRule,
  lawful: (history: readonly Played[], earlier: readonly string[]) => void,
  bound: number,
): { history: Played[]; reason: string | null } {
  const game = createGame({ variant, size });
  const history: Played[] = [];
  const earlier: string[] = [cellsOf(game.view()).color.join('')];
  for (;;) {
    if (game.result?.reason === 'repetition') break;
    if (game.result !== null && (policy === 'random' || history.length >= bound / 2)) break;
    assert.ok(history.length < bound, `still running after ${bound} turns`);
    const before = cellsOf(game.view());
    const mover = game.toPlay === 'black' ? 1 : 2;
    const options = new Map<string, Played>();
    for (let p = 0; p < size * size; p++) {
      const move = moveAt(p, size);
      const outcome = place(before, p, mover);
      const candidate: Played = { color: mover, point: p, outcome: typeof outcome === 'string' ? null : outcome, kind: null };
      if (candidate.outcome) candidate.kind = disturbingKind(size, p, candidate.outcome);
      const expected = typeof outcome === 'string' ? (outcome === 'occupied' ? 'ERR_OCCUPIED' : 'ERR_SUICIDE') : rule(history, candidate, size, earlier);
      const answer = game.check(move);
      assert.equal(answer.ok ? null : answer.code, expected, `${move} for ${game.toPlay} after ${describe(history, size)}`);
      if (answer.ok) {
        assert.deepEqual([...answer.captured].map((m) => indexAt(m, size)).sort(), candidate.outcome!.captured.flat().sort());
        options.set(move, candidate);
      } else if (history.length % 7 === 0) {
        assertRejectionChangesNothing(game, move);
      }
    }
    if (history.length % 10 === 0) assertLegalMovesAgreeWithPlay(game);
    const repeating = [...options].filter(([, c]) => earlier.includes(c.outcome!.color.join('')));
    const seeking = policy === 'seek-repetition';
    const move =
      seeking && repeating.length > 0 && random(2) === 0
        ? repeating[random(repeating.length)]![0]
        : seeking && history.at(-1)?.point !== -1 && random(4) === 0
          ? 'pass'
          : randomMove(game, [...options.keys()], random);
    const played: Played = options.get(move) ?? { color: mover, point: -1, outcome: null, kind: null };
    const result = game.play(move);
    assert.ok(result.ok, `${move} was listed as legal`);
    history.push(played);
    const now = cellsOf(game.view());
    const repeated = played.outcome !== null && earlier.includes(now.color.join(''));
    assert.equal(result.ok && result.result?.reason === 'repetition', repeated, 'S3: the draw comes exactly with a repeating placement');
    if (repeated) assert.deepEqual(game.legalMoves(), [], 'S3: the draw is final');
    earlier.push(now.color.join(''));
    for (const c of [1, 2]) {
      for (const g of components(size, (p) => now.color[p] === c)) assert.ok(liberties(size, now.color, g).size > 0, 'every group has a liberty');
    }
    lawful(history, earlier);
  }
  assertNavigationRoundTrips(game);
  return { history, reason: game.result?.reason ?? null };
}

function moveAt(p: number, size: number): string {
  return `${'ABCDEFGHJKLMNOPQRSTUVWXYZ'[p % size]}${size - Math.floor(p / size)}`;
}

function indexAt(move: string, size: number): number {
  return (size - Number(move.slice(1))) * size + 'ABCDEFGHJKLMNOPQRSTUVWXYZ'.indexOf(move[0]!);
}

function describe(history: readonly Played[], size: number): string {
  return history.map((t) => (t.point < 0 ? 'pass' : moveAt(t.point, size))).join(' ') || 'the start';
}
