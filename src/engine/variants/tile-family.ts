/**
 * What Tile Go and Cushion Go share (rulings T1, T2, T4, T5): incursions, tiles under stones,
 * and the prisoner-return ending. The two differ only in when a placement needs a tile, which
 * each states in {@link TileFamily.needsTile}.
 */
import { Board, EMPTY, opponent, type StoneColor } from '../board.js';
import { refuse, ruleNote, type Refusal } from '../errors.js';
import type { Position, Turn } from '../position.js';
import { Rules, playerName, resultOf, type RuleOptions } from '../rules.js';
import type { GameResult, RuleNote } from '../types.js';

/**
 * Whether a placement of `color` on the empty point `p` is an incursion (ruling T1): the empty
 * area around `p` touches at least one stone, and all of them are the opponent's. Points that
 * hold only tiles are empty.
 */
export function isIncursion(board: Board, p: number, color: StoneColor): boolean {
  return board.color[p] === EMPTY && emptyAreaBorders(board, p, color) === opponent(color);
}

/** Tile Go and Cushion Go: Go with tiles after incursions, basic ko only (T4), and no pass unless scored as Go (T5). */
export abstract class TileFamily extends Rules {
  /**
   * Whether the placement needs a tile, given whether the latest placement of the game and
   * this one are incursions. This is the one rule in which the two games differ.
   */
  protected abstract needsTile(lastWasIncursion: boolean, isIncursion: boolean): boolean;

  /** The note shown while {@link needsTile} may ask for a tile, after an incursion: its code, and its words for `player`, who is to move. */
  protected abstract readonly tileNote: { code: 'tile-required' | 'incursion-needs-tile'; text(player: string): string };

  private get returnsPrisoners(): boolean {
    return this.options.scoring === 'prisoner-return';
  }

  /** Records the incursion and lays the tile the rule asks for, then the stone (T1-T3). */
  protected override land(pos: Position, turn: Turn): Refusal | null {
    const board = pos.board;
    const p = turn.point;
    // Ghosts and occupied points are refused by the default below; only a real candidate gets a tile.
    if (!turn.ghost && board.color[p] === EMPTY) {
      turn.incursion = isIncursion(board, p, turn.color);
      // Prisoner returns are not placements, so the latest placement may lie several turns back.
      const last = pos.lastPlacement;
      if (this.needsTile(last?.incursion ?? false, turn.incursion)) {
        if (board.tiles[p]! >= this.options.maxTiles) {
          const most = `${this.options.maxTiles} tile${this.options.maxTiles === 1 ? '' : 's'}`;
          return refuse('ERR_TILE_LIMIT', this.name, `this stone needs a new tile, but this point already holds the most tiles allowed (${most})`);
        }
        board.addTile(p);
        turn.tile = true;
      }
    }
    return super.land(pos, turn);
  }

  /**
   * The tile rule in force after an incursion (T2, T3), and under prisoner-return scoring
   * that there is no pass, with the prisoners the player may return instead (T5).
   */
  override notes(pos: Position): RuleNote[] {
    const notes = super.notes(pos);
    const last = pos.lastPlacement;
    const who = playerName(pos.toPlay);
    if (last?.incursion && this.needsTile(true, true)) notes.push(ruleNote({ code: this.tileNote.code }, this.name, this.tileNote.text(who)));
    if (this.returnsPrisoners) {
      const held = pos.prisoners[pos.toPlay]!;
      const text =
        held === 0
          ? `there is no passing, and ${who} holds no prisoner to return, so ${who} must place a stone`
          : `there is no passing; ${who} places a stone or returns one of ${held} prisoner${held === 1 ? '' : 's'}`;
      notes.push(ruleNote({ code: 'no-pass' }, this.name, text));
    }
    return notes;
  }

  /** Under prisoner-return scoring no points are counted (T5); under standard scoring, as in Go. */
  override owners(pos: Position): Uint8Array | null {
    return this.returnsPrisoners ? null : super.owners(pos);
  }

  /** White starts holding komi as prisoners under prisoner-return scoring (T5). */
  override startingPrisoners(): { black: number; white: number } {
    return { black: 0, white: this.returnsPrisoners ? this.komi : 0 };
  }

  /** Passing exists only with standard scoring (T5). */
  override canPass(_pos: Position, _color: StoneColor): Refusal | null {
    if (!this.returnsPrisoners) return null;
    return refuse('ERR_PASS_FORBIDDEN', this.name, 'there is no passing; place a stone or return a prisoner instead');
  }

  /** Returning a prisoner replaces the pass under prisoner-return scoring (T5). */
  override canReturn(pos: Position, color: StoneColor): Refusal | null {
    if (!this.returnsPrisoners) {
      return refuse('ERR_MOVE_KIND', this.name, 'prisoners are returned only under prisoner-return scoring; pass instead', 'returns-need-scoring');
    }
    if (pos.prisoners[color]! === 0) return refuse('ERR_NO_PRISONER', this.name, 'you hold no prisoner to return');
    return null;
  }

  /**
   * Under prisoner-return scoring the player to move loses when they can neither place a stone
   * nor return a prisoner (T5), for good; under standard scoring, two passes end it as in Go.
   */
  override end(pos: Position): { result: GameResult; final: boolean } | null {
    if (!this.returnsPrisoners) return super.end(pos);
    const stuck = pos.toPlay;
    if (pos.prisoners[stuck]! > 0 || this.hasLegalPlacement(pos, stuck)) return null;
    const winner = opponent(stuck);
    const summary = `${playerName(winner)} wins: ${playerName(stuck)} can neither place a stone nor return a prisoner`;
    return { result: resultOf(winner, { black: 0, white: 0 }, 'no-moves', summary), final: true };
  }

  /** Whether `color` has any legal placement in `pos`. Leaves `pos` unchanged. */
  private hasLegalPlacement(pos: Position, color: StoneColor): boolean {
    for (let p = 0; p < pos.board.area; p++) if (this.isLegal(pos, p, color, false)) return true;
    return false;
  }
}

/**
 * The colours of the pieces around the empty area containing the empty point `p`, as
 * `bordersOf` (geometry.ts) gives them, except that the search stops once the mask holds `enough`:
 * a rule asking "only the opponent's?" need not walk a whole open board to hear "no".
 */
export function emptyAreaBorders(board: Board, p: number, enough: number): number {
  const { stack } = board;
  const nb = board.geometry.neighbors;
  board.newVisit();
  board.visit(p);
  let top = 0;
  stack[top++] = p;
  let mask = 0;
  while (top > 0) {
    const q = stack[--top]!;
    for (let s = q * 4, end = s + 4; s < end; s++) {
      const r = nb[s]!;
      if (r < 0) break;
      const c = board.color[r]!;
      if (c !== EMPTY) {
        mask |= c;
        if ((mask & enough) === enough) return mask;
      } else if (board.visit(r)) {
        stack[top++] = r;
      }
    }
  }
  return mask;
}

