/**
 * Replay of real games (../shared/data/games): the records are read with our SGF reader and
 * turned into plain move lists before any timing, so the bench times the rules alone.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parsePoint, type Color, type Coord } from '../../src/engine/index.js';
import { gameFromSgf } from '../../src/formats/sgf-game.js';
import { parseSgf } from '../../src/formats/sgf.js';
import type { Player, StartPosition } from './players.js';
import { cpuMs } from './stats.js';

/** A game as the replay loop plays it: start stones, then moves (`null` for a pass) with their colours. */
export interface ReplayGame {
  size: number;
  setup: StartPosition;
  moves: { point: Coord | null; color: Color }[];
}

/** The games folder, or `null` when the shared data is not there. */
export function gamesFolder(root: string): string | null {
  const folder = join(root, '../shared/data/games');
  return existsSync(folder) ? folder : null;
}

/**
 * Reads every square record of the folder whose main line has moves only after its setup (a
 * handful of records change the position mid-game; they are left out and counted).
 */
export function readReplayGames(folder: string, limit = Infinity): { games: ReplayGame[]; skipped: number } {
  const games: ReplayGame[] = [];
  let skipped = 0;
  for (const file of sgfFiles(folder)) {
    if (games.length >= limit) break;
    const game = replayGame(readFileSync(file, 'utf8'));
    if (game) games.push(game);
    else skipped++;
  }
  return { games, skipped };
}

function replayGame(text: string): ReplayGame | null {
  const parsed = parseSgf(text);
  if (!parsed.ok) return null;
  const read = gameFromSgf(parsed.trees[0]!, { variant: 'go', ko: 'basic' });
  if (!read.ok) return null;
  const { game } = read;
  if (game.width !== game.height) return null;
  const size = game.width;
  const moves: ReplayGame['moves'] = [];
  for (const entry of game.history) {
    if (entry.kind !== 'move') return null;
    const point = entry.move === 'pass' ? null : parsePoint(entry.move, size);
    if (entry.move !== 'pass' && !point) return null;
    moves.push({ point, color: entry.color });
  }
  game.goTo(0);
  const setup: StartPosition = { black: [], white: [], toPlay: game.toPlay };
  game.view().points.forEach((state, p) => {
    if (state.color) setup[state.color].push({ x: p % size, y: Math.floor(p / size) });
  });
  return { size, setup, moves };
}

function sgfFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sgf'))
    .sort()
    .map((file) => join(folder, file));
}

/** Replays every game once; returns moves per second of CPU time ({@link cpuMs}). Throws if a move the record holds is refused. */
export function replayRate(games: readonly ReplayGame[], newPlayer: (game: ReplayGame) => Player): number {
  let moves = 0;
  const start = cpuMs();
  for (const game of games) {
    const player = newPlayer(game);
    for (const { point, color } of game.moves) {
      if (!point) player.pass(color);
      else if (!player.place(point.x, point.y, color)) throw new Error(`replay refused a recorded move at (${point.x}, ${point.y})`);
    }
    moves += game.moves.length;
  }
  return moves / ((cpuMs() - start) / 1000);
}
