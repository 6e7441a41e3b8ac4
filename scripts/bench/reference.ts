/**
 * The tight reference the engine's replay is measured against: standard Go with basic ko and
 * no suicide in as little as it takes, the way a fast Go program stores a board. A padded
 * typed array (a frame of OFF points, so neighbours need no bounds checks), liberties found by
 * a flood fill that stops at the first one, and a ko point instead of a position hash. No record,
 * no undo, no messages: what our engine does beyond this is what the ratio prices.
 */
import type { Color } from '../../src/engine/index.js';
import type { Player, StartPosition } from './players.js';

const EMPTY = 0;
const OFF = 3;

export class ReferencePlayer implements Player {
  private readonly stride: number;
  private readonly board: Uint8Array;
  private readonly seen: Uint32Array;
  private readonly stack: Int32Array;
  private readonly around: readonly number[];
  private stamp = 0;
  /** The point the player to move may not take at once (basic ko), or -1. */
  private ko = -1;
  private koColor = 0;
  private toMove: number;
  private passes = 0;
  length = 0;

  constructor(
    private readonly size: number,
    setup?: StartPosition,
  ) {
    const stride = (this.stride = size + 2);
    this.board = new Uint8Array(stride * stride).fill(OFF);
    for (let y = 0; y < size; y++) this.board.fill(EMPTY, (y + 1) * stride + 1, (y + 1) * stride + 1 + size);
    this.seen = new Uint32Array(stride * stride);
    this.stack = new Int32Array(stride * stride);
    this.around = [-stride, -1, 1, stride];
    for (const { x, y } of setup?.black ?? []) this.board[this.at(x, y)] = 1;
    for (const { x, y } of setup?.white ?? []) this.board[this.at(x, y)] = 2;
    this.toMove = setup?.toPlay === 'white' ? 2 : 1;
  }

  private at(x: number, y: number): number {
    return (y + 1) * this.stride + x + 1;
  }

  colorAt(x: number, y: number): Color | null {
    const c = this.board[this.at(x, y)];
    return c === 1 ? 'black' : c === 2 ? 'white' : null;
  }

  get toPlay(): Color {
    return this.toMove === 1 ? 'black' : 'white';
  }

  get over(): boolean {
    return this.passes >= 2;
  }

  place(x: number, y: number, color?: Color): boolean {
    const me = color === undefined ? this.toMove : color === 'black' ? 1 : 2;
    const p = this.at(x, y);
    const board = this.board;
    if (board[p] !== EMPTY || (p === this.ko && me === this.koColor)) return false;
    board[p] = me;
    const enemy = 3 - me;
    let captured = 0;
    let last = -1;
    for (const d of this.around) {
      const q = p + d;
      if (board[q] === enemy && !this.hasLiberty(q)) {
        captured += this.remove(q, enemy);
        last = q;
      }
    }
    if (captured === 0 && !this.hasLiberty(p)) {
      board[p] = EMPTY;
      return false;
    }
    // A single stone that took a single stone and now has that point as its only liberty is a ko.
    this.ko = captured === 1 && this.isLoneStoneInAtari(p, me) ? last : -1;
    this.koColor = enemy;
    this.toMove = enemy;
    this.passes = 0;
    this.length++;
    return true;
  }

  pass(color?: Color): true {
    this.toMove = 3 - (color === undefined ? this.toMove : color === 'black' ? 1 : 2);
    this.ko = -1;
    this.passes++;
    this.length++;
    return true;
  }

  private hasLiberty(p: number): boolean {
    const { board, seen, stack, around } = this;
    const color = board[p];
    const stamp = ++this.stamp;
    seen[p] = stamp;
    let top = 0;
    stack[top++] = p;
    while (top > 0) {
      const q = stack[--top]!;
      for (const d of around) {
        const r = q + d;
        const c = board[r];
        if (c === EMPTY) return true;
        if (c === color && seen[r] !== stamp) {
          seen[r] = stamp;
          stack[top++] = r;
        }
      }
    }
    return false;
  }

  /** Removes the group on `p` (of `color`); returns its size. */
  private remove(p: number, color: number): number {
    const { board, stack, around } = this;
    board[p] = EMPTY;
    let top = 0;
    let count = 0;
    stack[top++] = p;
    while (top > 0) {
      const q = stack[--top]!;
      count++;
      for (const d of around) {
        if (board[q + d] === color) {
          board[q + d] = EMPTY;
          stack[top++] = q + d;
        }
      }
    }
    return count;
  }

  private isLoneStoneInAtari(p: number, me: number): boolean {
    let liberties = 0;
    for (const d of this.around) {
      const c = this.board[p + d];
      if (c === me) return false;
      if (c === EMPTY) liberties++;
    }
    return liberties === 1;
  }
}
