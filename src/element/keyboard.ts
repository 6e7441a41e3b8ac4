/**
 * The keyboard on the focused board. In replay mode ArrowLeft and ArrowRight step, Home and End
 * jump to the ends and ArrowUp and ArrowDown switch variations. In play and puzzle mode the keys
 * go to the play input (cursor-keys.ts), and wait for it while its chunk loads. In every mode
 * that takes keys, R reads the position row by row and S its stones, L says the step shown and V
 * switches the announcements' verbosity. Keys with Alt, Ctrl or Meta are left to the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { playable, type Mode } from './board-options.js';
import type { BoardListeners } from './board-template.js';
import type { ReaderActions } from './reader-actions.js';
import type { RecordLoader } from './record-loader.js';

/** The keys that read the position aloud (position-reading.ts): R row by row, S the stones. */
const READING_KEY = /^[rs]$/i;

/** The step a key shows in replay mode from step `shown` of a line ending at `last`, or `undefined` for other keys. */
function stepTarget(key: string, shown: number, last: number): number | undefined {
  const targets: Record<string, number> = { ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 0, End: last };
  return targets[key];
}

/** The board's key and focus listeners. A change of focus asks the element to update, as a `@state()` field would. */
export class KeyboardInput implements ReactiveController {
  private focusValue = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly loader: RecordLoader,
    private readonly actions: ReaderActions,
    private readonly board: {
      mode(): Mode;
      /** Gives a key of play and puzzle mode to the play input, now or once it is in; returns whether it did something. */
      playKey(key: string): boolean;
      /** Says what reading key `key` reads of the position shown, once its chunk is in. */
      read(key: string): void;
    },
  ) {
    host.addController(this);
  }

  /** Taken out of the page, the board has lost focus, whether or not the browser said so with a `blur`. */
  hostDisconnected(): void {
    this.focused = false;
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

  /** The board's key and focus listeners. */
  readonly listeners: Pick<BoardListeners, 'keydown' | 'focus' | 'blur'> = {
    keydown: (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const { key } = event;
      let handled = true;
      if (READING_KEY.test(key)) this.board.read(key);
      else if (!this.actions.speechKey(key)) {
        if (playable(this.board.mode())) {
          this.focused = true;
          handled = this.board.playKey(key);
        } else handled = this.replayKey(key);
      }
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
}
