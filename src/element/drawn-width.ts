/**
 * The width the board is drawn at on screen, in CSS pixels, for the text sizes of its drawing
 * (coordinates and tile stack heights stay readable, or go). One resize observer serves every
 * board. A new width asks for an update only when it changes what is drawn (`drawsDifferently`),
 * so boards do not re-render as a window is dragged wider.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

let observer: ResizeObserver | null = null;
const observed = new WeakMap<Element, DrawnWidth>();

export class DrawnWidth implements ReactiveController {
  /** The board's width on screen; `null` until measured. */
  width: number | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** Whether the drawing at `next` differs from the drawing at `previous`. */
    private readonly drawsDifferently: (previous: number | null, next: number) => boolean,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    observer ??= new ResizeObserver((entries) => {
      for (const entry of entries) observed.get(entry.target)?.report(entry.contentRect.width);
    });
    observed.set(this.host, this);
    observer.observe(this.host);
  }

  hostDisconnected(): void {
    observed.delete(this.host);
    observer?.unobserve(this.host);
  }

  private report(width: number): void {
    if (!(width > 0) || width === this.width) return;
    const previous = this.width;
    this.width = width;
    if (this.drawsDifferently(previous, width)) this.host.requestUpdate();
  }
}
