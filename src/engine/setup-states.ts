/**
 * A setup's point states beyond colour (ghosts, marked stones, tiles), checked for a variant
 * whose positions hold them. The facts of those variants bring this module
 * (`VariantSpec.readSetupStates`), so the engine of standard Go, which has none, holds none of it.
 */
import { notAPoint, parsePoint } from './coords.js';
import { GameOptionError } from './errors.js';
import type { Coord, Setup } from './types.js';

/** The point states a setup gives, checked. */
export interface SetupStates {
  ghosts: Coord[];
  marked: Coord[];
  tiles: { point: Coord; count: number }[];
}

/** The board a setup's states are read against: its size, and the stones the setup puts on it. */
export interface SetupBoard {
  width: number;
  height: number;
  /** The points holding a stone, as `x,y`. */
  stones: ReadonlyMap<string, unknown>;
  /** How messages name the lists of stones: "setup.black or setup.white". */
  stoneLists: string;
}

/**
 * Reads `setup`'s ghosts, marks and tiles; the caller has checked that the variant takes those
 * given. Throws {@link GameOptionError} naming the first bad entry.
 */
export function readSetupStates(setup: Setup, board: SetupBoard, maxTiles: number): SetupStates {
  const { width, height } = board;
  const states: SetupStates = { ghosts: [], marked: [], tiles: [] };
  const point = (text: unknown, where: string): Coord => {
    const c = typeof text === 'string' ? parsePoint(text, width, height) : null;
    if (!c) throw new GameOptionError('ERR_SETUP', `${where} ${notAPoint(text, width, height)}`, where);
    return c;
  };
  // Ghosts and marks qualify stones given in black or white, so they must name one.
  for (const state of ['ghosts', 'marked'] as const) {
    const list: unknown = setup[state];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new GameOptionError('ERR_SETUP', `setup.${state} must be a list of points`, `setup.${state}`);
    list.forEach((text: unknown, i) => {
      const where = `setup.${state}[${i}]`;
      const c = point(text, where);
      if (!board.stones.has(`${c.x},${c.y}`)) {
        throw new GameOptionError('ERR_SETUP', `${where} '${String(text)}' holds no stone in ${board.stoneLists}`, where);
      }
      states[state].push(c);
    });
  }
  if (setup.tiles !== undefined) {
    if (typeof setup.tiles !== 'object' || setup.tiles === null) {
      throw new GameOptionError('ERR_SETUP', 'setup.tiles must be an object such as { D4: 1 }', 'setup.tiles');
    }
    const stacked = new Map<string, string>();
    for (const [text, count] of Object.entries(setup.tiles)) {
      const where = `setup.tiles.${text}`;
      const c = point(text, where);
      // 'D4' and 'd4' name one point; two entries would stack past the limit unnoticed.
      const earlier = stacked.get(`${c.x},${c.y}`);
      if (earlier) throw new GameOptionError('ERR_SETUP', `${where} names the same point as ${earlier}`, where);
      stacked.set(`${c.x},${c.y}`, where);
      if (!Number.isInteger(count) || count < 0 || count > maxTiles) {
        const most = maxTiles === Infinity ? 'any number' : `at most ${maxTiles}`;
        throw new GameOptionError('ERR_SETUP', `${where} must be a whole number of tiles, ${most}, not ${String(count)}`, where);
      }
      states.tiles.push({ point: c, count });
    }
  }
  return states;
}
