/**
 * The keyboard on the focused board. In replay mode ArrowLeft and ArrowRight step, Home and End
 * jump to the ends and ArrowUp and ArrowDown switch variations. In play and puzzle mode the
 * arrows, Home and End move a cursor over the points, Enter or Space plays at it, PageUp and
 * PageDown step (play mode) and G toggles ghosts (No Seki Go). Keys with Alt, Ctrl or Meta are
 * left to the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Coord, PositionView } from '../engine/types.js';
import type { Viewport } from '../engine/markup.js';
import { playable, type Mode } from './board-options.js';
import type { BoardListeners } from './board-template.js';
import type { ReaderActions } from './reader-actions.js';
import type { RecordLoader } from './record-loader.js';

/** Where a key moves the cursor at `from` within `area` (the points drawn), or `undefined` for other keys. */
function cursorTarget(key: string, { x, y }: Coord, area: Viewport): Coord | undefined {
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

/** The step a key shows in replay mode from step `shown` of a line ending at `last`, or `undefined` for other keys. */
function stepTarget(key: string, shown: number, last: number): number | undefined {
  const targets: Record<string, number> = { ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 0, End: last };
  return targets[key];
}

/** The cursor and the board's key and focus listeners. Moving the cursor or the focus asks the element to update, as a `@state()` field would. */
export class KeyboardInput implements ReactiveController {
  private cursorValue: Coord = { x: 0, y: 0 };
  private focusValue = false;
  /** The points drawn (the record's viewport, else the whole board), which the cursor stays within. */
  private area: Viewport = { x0: 0, y0: 0, x1: 0, y1: 0 };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly loader: RecordLoader,
    private readonly actions: ReaderActions,
    private readonly board: { mode(): Mode },
  ) {
    host.addController(this);
  }

  /** Taken out of the page, the board has lost focus, whether or not the browser said so with a `blur`. */
  hostDisconnected(): void {
    this.focused = false;
  }

  /** The cursor's point (play and puzzle mode). */
  get cursor(): Coord {
    return this.cursorValue;
  }

  set cursor(value: Coord) {
    if (value === this.cursorValue) return;
    this.cursorValue = value;
    this.host.requestUpdate();
  }

  /** The board has focus from the keyboard, so the cursor is drawn. */
  get focused(): boolean {
    return this.focusValue;
  }

  set focused(value: boolean) {
    if (value === this.focusValue) return;
    this.focusValue = value;
    this.host.requestUpdate();
  }

  /** Whether the cursor is drawn: play or puzzle mode, with focus from the keyboard. */
  get cursorShown(): boolean {
    return playable(this.board.mode()) && this.focused;
  }

  /**
   * Keeps the cursor within the points drawn: `window` (the record's viewport), else `view`'s
   * whole board. Puts it back on the last move, if drawn, else the centre of the points drawn,
   * when it is outside them or the mode changed.
   */
  keepOnBoard(view: PositionView, window: Viewport | null, modeChanged: boolean): void {
    const area = window ?? { x0: 0, y0: 0, x1: view.width - 1, y1: view.height - 1 };
    this.area = area;
    if (!inside(this.cursor, area) || modeChanged) {
      const last = view.lastMove?.point;
      this.cursor = last && inside(last, area) ? last : { x: (area.x0 + area.x1 + 1) >> 1, y: (area.y0 + area.y1 + 1) >> 1 };
    }
  }

  /** The board's key and focus listeners. */
  readonly listeners: Pick<BoardListeners, 'keydown' | 'focus' | 'blur'> = {
    keydown: (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const handled = playable(this.board.mode()) ? this.playKey(event.key) : this.replayKey(event.key);
      if (handled) event.preventDefault();
    },
    // Only focus from the keyboard shows the cursor; a click that focuses the board does not.
    focus: (event) => {
      this.focused = (event.currentTarget as HTMLElement).matches(':focus-visible');
    },
    blur: () => {
      this.focused = false;
    },
  };

  /** Replay mode; returns whether the key did something. */
  private replayKey(key: string): boolean {
    if (key === 'ArrowUp' || key === 'ArrowDown') return this.actions.switchVariation(key === 'ArrowUp' ? -1 : 1);
    const record = this.loader.record;
    const target = stepTarget(key, record.shown, record.length);
    if (target === undefined) return false;
    this.actions.step(target);
    return true;
  }

  /** Play and puzzle mode; returns whether the key did something. */
  private playKey(key: string): boolean {
    const record = this.loader.record;
    const to = cursorTarget(key, this.cursor, this.area);
    this.focused = true;
    if (to) {
      this.cursor = to;
      return true;
    }
    const steps = this.board.mode() !== 'puzzle';
    switch (key) {
      case 'Enter':
      case ' ':
        this.actions.play(this.actions.moveAt(this.cursor));
        return true;
      case 'PageUp':
      case 'PageDown':
        if (steps) this.actions.step(record.shown + (key === 'PageUp' ? -1 : 1));
        return steps;
      case 'g':
      case 'G':
        if (!record.turns.ghost) return false;
        this.actions.toggleGhost();
        return true;
      default:
        return false;
    }
  }
}
