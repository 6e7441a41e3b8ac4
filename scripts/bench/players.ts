/**
 * The two implementations the engine bench drives, behind one small interface so that the
 * random-game harness and the replay loop are literally the same code for both: ours through
 * the public `Game` API, and @sabaki/go-board, the reference for standard Go.
 */
import SabakiBoard from '@sabaki/go-board';
import { createGame, formatPoint, type Color, type Coord, type Game, type VariantId } from '../../src/engine/index.js';

/** Stones on the board before the first move, and who moves first. */
export interface StartPosition {
  black: Coord[];
  white: Coord[];
  toPlay: Color;
}

/** One game in progress, as the harness sees it. */
export interface Player {
  /** The stone on a point, `null` when empty. */
  colorAt(x: number, y: number): Color | null;
  readonly toPlay: Color;
  /** Plays a stone for the player to move (or `color`); false when the rules refuse it. */
  place(x: number, y: number, color?: Color): boolean;
  /** What a player does with no placement: return a prisoner where the variant allows it, else pass; false when neither is allowed. */
  pass(color?: Color): boolean;
  /** The game has a result, so random play stops. */
  readonly over: boolean;
  /** Moves played so far. */
  readonly length: number;
}

/** Our engine through its public API. */
export class OurPlayer implements Player {
  readonly game: Game;

  constructor(variant: VariantId, size: number, start?: StartPosition) {
    const names = (points: Coord[]): string[] => points.map(({ x, y }) => formatPoint(x, y, size));
    const setup = start && { black: names(start.black), white: names(start.white), toPlay: start.toPlay };
    this.game = createGame({ variant, size, setup });
  }

  colorAt(x: number, y: number): Color | null {
    return this.game.colorAt(x, y);
  }

  get toPlay(): Color {
    return this.game.toPlay;
  }

  place(x: number, y: number, color?: Color): boolean {
    return this.game.play({ x, y }, color ? { color } : undefined).ok;
  }

  pass(color?: Color): boolean {
    const options = color ? { color } : undefined;
    // Only Tile and Cushion Go take `return`; the others refuse it, which costs one failed move at the end of a game.
    return this.game.play('return', options).ok || this.game.play('pass', options).ok;
  }

  get over(): boolean {
    return this.game.result !== null;
  }

  get length(): number {
    return this.game.length;
  }
}

/** Our engine through its public API with moves as text (`'D4'`), as a page's `moves` attribute gives them. */
export class OurTextPlayer extends OurPlayer {
  private readonly names: readonly string[];

  constructor(variant: VariantId, size: number, start?: StartPosition) {
    super(variant, size, start);
    this.names = pointNames(size);
  }

  override place(x: number, y: number, color?: Color): boolean {
    return this.game.play(this.names[y * this.game.size + x]!, color ? { color } : undefined).ok;
  }
}

const namesBySize = new Map<number, string[]>();

/** Every point's name by index, made before any timing: the bench times reading a move, not writing one. */
function pointNames(size: number): readonly string[] {
  let names = namesBySize.get(size);
  if (!names) {
    names = Array.from({ length: size * size }, (_, p) => formatPoint(p % size, Math.floor(p / size), size));
    namesBySize.set(size, names);
  }
  return names;
}

const SIGN = { black: 1, white: -1 } as const;
const RULES = { preventSuicide: true, preventOverwrite: true, preventKo: true };

/** @sabaki/go-board under simple ko and no suicide: `makeMove` returns a new board, or throws on an illegal move. */
export class SabakiPlayer implements Player {
  private board: SabakiBoard;
  private sign: 1 | -1;
  private passes = 0;
  length = 0;

  constructor(size: number, setup?: StartPosition) {
    this.board = SabakiBoard.fromDimensions(size);
    for (const { x, y } of setup?.black ?? []) this.board.set([x, y], 1);
    for (const { x, y } of setup?.white ?? []) this.board.set([x, y], -1);
    this.sign = setup?.toPlay === 'white' ? -1 : 1;
  }

  colorAt(x: number, y: number): Color | null {
    const sign = this.board.get([x, y]);
    return sign === 1 ? 'black' : sign === -1 ? 'white' : null;
  }

  get toPlay(): Color {
    return this.sign === 1 ? 'black' : 'white';
  }

  place(x: number, y: number, color?: Color): boolean {
    const sign = color ? SIGN[color] : this.sign;
    try {
      this.board = this.board.makeMove(sign, [x, y], RULES);
    } catch {
      return false;
    }
    this.sign = sign === 1 ? -1 : 1;
    this.passes = 0;
    this.length++;
    return true;
  }

  pass(color?: Color): true {
    this.sign = color ? (SIGN[color] === 1 ? -1 : 1) : this.sign === 1 ? -1 : 1;
    this.passes++;
    this.length++;
    return true;
  }

  get over(): boolean {
    return this.passes >= 2;
  }
}
