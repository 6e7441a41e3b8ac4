/**
 * Autoplay's timer (replay mode): while `playing`, one step of the record per interval. The
 * timer stops while the element is disconnected and starts again when it is connected.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The reader asked for reduced motion, so autoplay waits for the reader to start it. */
export function motionReduced(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What autoplay needs of the board. */
export interface AutoplayBoard {
  /** Autoplay runs only in replay mode. */
  replaying(): boolean;
  /** Milliseconds per step. */
  interval(): number;
  /** Shows the next step; returns whether another step follows it. */
  advance(): boolean;
}

/** Autoplay's timer; `playing` asks the element to update when it changes, as a `@state()` field would. */
export class AutoplayController implements ReactiveController {
  private running = false;
  /** `playing` changed since the last update, which sets the timer again. */
  private toggled = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement & { readonly hasUpdated: boolean },
    private readonly board: AutoplayBoard,
  ) {
    host.addController(this);
  }

  /** Autoplay runs (the play/pause button shows Pause). */
  get playing(): boolean {
    return this.running;
  }

  set playing(value: boolean) {
    if (value === this.running) return;
    this.running = value;
    this.toggled = true;
    this.host.requestUpdate();
  }

  hostConnected(): void {
    if (this.host.hasUpdated) this.schedule();
  }

  hostDisconnected(): void {
    this.clear();
  }

  hostUpdated(): void {
    if (!this.toggled) return;
    this.toggled = false;
    this.schedule();
  }

  /**
   * Sets the timer for the next step, if autoplay runs; clears any other. Runs after an update
   * in which `playing` changed, and the element calls it after one that changed `speed` or
   * `mode`. Each step sets the timer for the step after it, also a step to a node without a move
   * (which leaves `move` as it was).
   */
  schedule(): void {
    this.clear();
    if (!this.running || !this.host.isConnected || !this.board.replaying()) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.board.advance()) this.playing = false;
      else this.schedule();
    }, this.board.interval());
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
