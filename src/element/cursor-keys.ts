/**
 * The keys of play and puzzle mode, part of the play input's chunk: the arrows, Home and End move
 * a cursor over the points, Enter or Space plays at it, PageUp and PageDown step (play mode) and
 * G toggles ghosts (No Seki Go).
 */
import type { ReactiveControllerHost } from 'lit';
import type { Viewport } from '../engine/markup.js';
import type { Coord, PositionView } from '../engine/types.js';
import type { Mode } from './board-options.js';
import type { MovePlayer } from './move-player.js';
import type { ReaderActions } from './reader-actions.js';
import type { RecordLoader } from './record-loader.js';

/** Where a key moves the cursor at `from` within `area` (the points drawn), or `undefined` for other keys. */
export function cursorTarget(key: string, { x, y }: Coord, area: Viewport): Coord | undefined {
  const targets: Record<string, Coord> = {
    ArrowLeft: { x: Math.max(x - 1, area.x0), y },
    ArrowRight: { x: Math.min(x + 1, area.x1), y },
    ArrowUp: { x, y: Math.max(y - 1, area.y0) },
    ArrowDown: { x, y: Math.min(y + 1, area.y1) },
    Home: { x: area.x0, y },
    End: { x: area.x1, y },
  };
  return targets[key];
}

/** Whether `point` lies within `area`. */
function inside({ x, y }: Coord, area: Viewport): boolean {
  return x >= area.x0 && x <= area.x1 && y >= area.y0 && y <= area.y1;
}

/** The cursor and what the keys do with it. Moving the cursor asks the element to update, as a `@state()` field would. */
export class CursorKeys {
  private cursorValue: Coord = { x: 0, y: 0 };
  /** The points drawn (the record's viewport, else the whole board), which the cursor stays within. */
  private area: Viewport = { x0: 0, y0: 0, x1: 0, y1: 0 };
  /** The cursor was put on the board once (it starts at the last move, or the centre). */
  private placed = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly loader: RecordLoader,
    private readonly actions: ReaderActions,
    private readonly moves: MovePlayer,
  ) {}

  /** The cursor's point. */
  get cursor(): Coord {
    return this.cursorValue;
  }

  set cursor(value: Coord) {
    if (value === this.cursorValue) return;
    this.cursorValue = value;
    this.host.requestUpdate();
  }

  /**
   * Keeps the cursor within the points drawn: `window` (the record's viewport), else `view`'s
   * whole board. Puts it on the last move, if drawn, else the centre of the points drawn, at
   * first, and when it is outside them or the mode changed.
   */
  keepOnBoard(view: PositionView, window: Viewport | null, modeChanged: boolean): void {
    const area = window ?? { x0: 0, y0: 0, x1: view.width - 1, y1: view.height - 1 };
    this.area = area;
    if (!this.placed || !inside(this.cursor, area) || modeChanged) {
      this.placed = true;
      const last = view.lastMove?.point;
      this.cursor = last && inside(last, area) ? last : { x: (area.x0 + area.x1 + 1) >> 1, y: (area.y0 + area.y1 + 1) >> 1 };
    }
  }

  /** A key in play or puzzle `mode`; returns whether it did something. */
  key(key: string, mode: Mode): boolean {
    const record = this.loader.record;
    const to = cursorTarget(key, this.cursor, this.area);
    if (to) {
      this.cursor = to;
      return true;
    }
    const steps = mode !== 'puzzle';
    switch (key) {
      case 'Enter':
      case ' ':
        this.moves.play(this.moves.moveAt(this.cursor));
        return true;
      case 'PageUp':
      case 'PageDown':
        if (steps) this.actions.step(record.shown + (key === 'PageUp' ? -1 : 1));
        return steps;
      case 'g':
      case 'G':
        if (!record.turns.ghost) return false;
        this.moves.toggleGhost();
        return true;
      default:
        return false;
    }
  }
}
