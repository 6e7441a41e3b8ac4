/**
 * The board: per-point state in typed arrays, a position hash kept up to date on every write,
 * and a journal so a tentative placement can be taken back without copying the board.
 */
import type { PositionView } from './types.js';

/** Point colours as stored. `WHITE === 3 - BLACK`, so `3 - c` is the other colour. */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;

/** A stored player colour. */
export type StoneColor = typeof BLACK | typeof WHITE;

/** The other player. */
export function opponent(color: StoneColor): StoneColor {
  return (3 - color) as StoneColor;
}

/**
 * Shape of a board, shared by every board of the same size: neighbour lists and hash keys.
 * Built once per size because both are pure functions of it.
 */
export class Geometry {
  readonly area: number;
  /** Four slots per point; the real neighbours come first, the rest are -1. */
  readonly neighbors: Int16Array;
  /** Zobrist keys, two 26-bit halves per (point, colour): `keys[(p * 2 + c - 1) * 2 + half]`. */
  readonly keys: Float64Array;
  /**
   * Flood-fill scratch for every board of this size. A flood fill runs to its end before
   * another starts, whatever the board, so boards can share it rather than each carry their own.
   */
  readonly visits: Visits;

  private static cache = new Map<string, Geometry>();

  /** The shared geometry of a `width` x `height` board. */
  static of(width: number, height: number): Geometry {
    const id = `${width}x${height}`;
    let geometry = Geometry.cache.get(id);
    if (!geometry) {
      geometry = new Geometry(width, height);
      Geometry.cache.set(id, geometry);
    }
    return geometry;
  }

  private constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.area = width * height;
    this.neighbors = new Int16Array(this.area * 4).fill(-1);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = y * width + x;
        let slot = p * 4;
        if (y > 0) this.neighbors[slot++] = p - width;
        if (x > 0) this.neighbors[slot++] = p - 1;
        if (x < width - 1) this.neighbors[slot++] = p + 1;
        if (y < height - 1) this.neighbors[slot++] = p + width;
      }
    }
    // A fixed seed keeps hashes reproducible across runs, which makes failures replayable.
    let seed = 0x9e3779b9 ^ (width * 31 + height);
    const random26 = (): number => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) & 0x3ffffff;
    };
    this.visits = { seen: new Uint32Array(this.area), stamp: 0, stack: new Int32Array(this.area) };
    this.keys = new Float64Array(this.area * 4);
    for (let i = 0; i < this.keys.length; i++) this.keys[i] = random26();
  }
}

/** Flood-fill scratch: a point is visited when `seen[p] === stamp`; `stack` holds the points to visit. */
interface Visits {
  readonly seen: Uint32Array;
  stamp: number;
  readonly stack: Int32Array;
}

/** A board's point states at one moment; `null` stands for an array of zeros. */
export interface BoardSnapshot {
  readonly color: Uint8Array;
  readonly ghost: Uint8Array | null;
  readonly tiles: Uint16Array | null;
  readonly marked: Uint8Array | null;
  readonly hashLo: number;
  readonly hashHi: number;
}

/** Per-point state. Only the fields a variant uses ever leave their defaults. */
export class Board {
  readonly width: number;
  readonly height: number;
  readonly area: number;
  readonly geometry: Geometry;
  /** EMPTY, BLACK or WHITE: the colour of the piece on each point. */
  readonly color: Uint8Array;
  /** 1 where the piece is a ghost (No Seki Go). */
  readonly ghost: Uint8Array;
  /** Tiles stacked on each point (Tile and Cushion Go). */
  readonly tiles: Uint16Array;
  /** 1 where the stone is marked (Paper and Pencil Go). */
  readonly marked: Uint8Array;
  /**
   * Whether nothing but colours was ever written: then the ghost, tile and mark arrays hold
   * zeros, and a snapshot of a Go board need not scan them to know it.
   */
  private coloursOnly = true;

  /**
   * Position hash over colours only: piece kind, tiles and marks are not part of a
   * position's identity for any ko or repetition rule (rulings N4 and the terms in
   * rulings.md: a point holding only tiles is empty). Two 26-bit halves make a safe integer.
   */
  private hashLo = 0;
  private hashHi = 0;
  /**
   * Whether the hash is kept up to date. Rules that never compare positions (standard Go with
   * basic ko, which finds a ko by its point) turn it off, and then {@link hash} means nothing.
   */
  hashed = true;

  /**
   * Saved point states while a tentative change is open: the first `journalLength` numbers
   * count; the array is reused, not emptied. Each entry is a point and its colour, then its
   * ghost, tiles and mark unless the board held colours only at {@link begin}: then they were
   * all zero, which is what {@link rollback} puts back.
   */
  private readonly journal: number[] = [];
  private journalLength = 0;
  private journaling = false;
  /** Whether the open journal's entries hold all five numbers (the board was not colours only at {@link begin}). */
  private journalWide = false;
  private savedLo = 0;
  private savedHi = 0;

  /** Flood-fill scratch, shared with every board of this size (see {@link Geometry.visits}). */
  private readonly visits: Visits;
  /** Reused stack for flood fills. */
  readonly stack: Int32Array;
  /** Visit marks: `seen[p]` equals the stamp {@link newVisit} returned once `p` is visited. */
  readonly seen: Uint32Array;

  constructor(width: number, height = width) {
    this.width = width;
    this.height = height;
    this.geometry = Geometry.of(width, height);
    this.area = this.geometry.area;
    // One allocation for the four arrays: boards are made often (one per game) and mostly small.
    const area = this.area;
    const bytes = new ArrayBuffer(area * 5);
    this.tiles = new Uint16Array(bytes, 0, area);
    this.color = new Uint8Array(bytes, area * 2, area);
    this.ghost = new Uint8Array(bytes, area * 3, area);
    this.marked = new Uint8Array(bytes, area * 4, area);
    this.visits = this.geometry.visits;
    this.stack = this.visits.stack;
    this.seen = this.visits.seen;
  }

  /**
   * A copy of the point states and hash, for {@link restore}. The arrays a position leaves at
   * their defaults are not copied, so a snapshot of a Go board costs its colours only.
   */
  snapshot(): BoardSnapshot {
    const only = this.coloursOnly;
    return {
      color: this.color.slice(),
      ghost: only ? null : copyUnlessBlank(this.ghost),
      tiles: only ? null : copyUnlessBlank(this.tiles),
      marked: only ? null : copyUnlessBlank(this.marked),
      hashLo: this.hashLo,
      hashHi: this.hashHi,
    };
  }

  /** Puts the board back as it was at {@link snapshot}. */
  restore(s: BoardSnapshot): void {
    this.color.set(s.color);
    for (const [array, saved] of [[this.ghost, s.ghost], [this.tiles, s.tiles], [this.marked, s.marked]] as const) {
      if (saved) array.set(saved);
      else array.fill(0);
    }
    this.coloursOnly = !s.ghost && !s.tiles && !s.marked;
    this.hashLo = s.hashLo;
    this.hashHi = s.hashHi;
  }

  /** The position's identity as one safe integer. */
  get hash(): number {
    return this.hashHi * 0x4000000 + this.hashLo;
  }

  /** Puts an unmarked piece of `color` on `p` (or clears it with EMPTY). */
  setColor(p: number, color: number, ghost = 0): void {
    this.save(p);
    if (this.hashed) {
      const old = this.color[p]!;
      if (old !== EMPTY) this.toggleKey(p, old);
      if (color !== EMPTY) this.toggleKey(p, color);
    }
    this.color[p] = color;
    // A board of colours only keeps its ghost and mark arrays at zero with no writes.
    if (ghost) this.coloursOnly = false;
    else if (this.coloursOnly) return;
    this.ghost[p] = color === EMPTY ? 0 : ghost;
    // A mark belongs to the stone it was put on: an edit that clears or replaces the stone drops it.
    this.marked[p] = 0;
  }

  /** Adds one tile under `p`. */
  addTile(p: number): void {
    this.save(p);
    this.coloursOnly = false;
    this.tiles[p]!++;
  }

  /** Marks the stone on `p`. */
  mark(p: number): void {
    this.save(p);
    this.coloursOnly = false;
    this.marked[p] = 1;
  }

  /** Starts recording changes so that {@link rollback} can undo them. */
  begin(): void {
    this.journalLength = 0;
    this.journaling = true;
    this.journalWide = !this.coloursOnly;
    this.savedLo = this.hashLo;
    this.savedHi = this.hashHi;
  }

  /** Keeps every change since {@link begin}. */
  commit(): void {
    this.journaling = false;
  }

  /** Restores the board exactly as it was at {@link begin}. */
  rollback(): void {
    const j = this.journal;
    const wide = this.journalWide;
    for (let i = this.journalLength - (wide ? 5 : 2); i >= 0; i -= wide ? 5 : 2) {
      const p = j[i]!;
      this.color[p] = j[i + 1]!;
      // A short entry was saved on a board of colours only, where the rest was all zero.
      this.ghost[p] = wide ? j[i + 2]! : 0;
      this.tiles[p] = wide ? j[i + 3]! : 0;
      this.marked[p] = wide ? j[i + 4]! : 0;
    }
    this.coloursOnly = !wide;
    this.hashLo = this.savedLo;
    this.hashHi = this.savedHi;
    this.journaling = false;
  }

  /**
   * Starts a new flood fill: every point counts as unvisited again. Returns the fill's stamp,
   * for hot loops that read {@link seen} themselves rather than call {@link visit}.
   */
  newVisit(): number {
    const v = this.visits;
    if (++v.stamp === 0xffffffff) {
      v.seen.fill(0);
      v.stamp = 1;
    }
    return v.stamp;
  }

  /** Marks `p` visited in the current flood fill; false if it already was. */
  visit(p: number): boolean {
    const v = this.visits;
    if (v.seen[p] === v.stamp) return false;
    v.seen[p] = v.stamp;
    return true;
  }

  /** Whether `p` was visited in the current flood fill. */
  visited(p: number): boolean {
    return this.visits.seen[p] === this.visits.stamp;
  }

  private save(p: number): void {
    if (!this.journaling) return;
    const j = this.journal;
    const i = this.journalLength;
    j[i] = p;
    j[i + 1] = this.color[p]!;
    if (!this.journalWide) {
      this.journalLength = i + 2;
      return;
    }
    j[i + 2] = this.ghost[p]!;
    j[i + 3] = this.tiles[p]!;
    j[i + 4] = this.marked[p]!;
    this.journalLength = i + 5;
  }

  private toggleKey(p: number, color: number): void {
    const k = (p * 2 + color - 1) * 2;
    this.hashLo ^= this.geometry.keys[k]!;
    this.hashHi ^= this.geometry.keys[k + 1]!;
  }
}

/** A copy of `a`, or `null` when it holds only zeros. */
function copyUnlessBlank<T extends Uint8Array | Uint16Array>(a: T): T | null {
  for (let i = 0; i < a.length; i++) if (a[i] !== 0) return a.slice() as T;
  return null;
}
