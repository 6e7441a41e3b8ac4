/**
 * The width the board is drawn at on screen, in CSS pixels, for the text sizes of its drawing
 * (coordinates, tile stack heights and labels stay readable, or go): the width of the element's
 * frame, which is the host's in the page and the screen's when it fills the screen. One resize
 * observer serves every board. A new width asks for an update only when it changes what is drawn
 * (`drawsDifferently`), so boards do not re-render as a window is dragged wider.
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

  /** The frame measured, once rendered. */
  private frame: Element | null = null;

  hostConnected(): void {
    this.observe();
  }

  hostUpdated(): void {
    this.observe();
  }

  hostDisconnected(): void {
    if (!this.frame) return;
    observed.delete(this.frame);
    observer?.unobserve(this.frame);
    this.frame = null;
  }

  private observe(): void {
    const frame = this.host.shadowRoot?.querySelector('.frame');
    if (!frame || frame === this.frame) return;
    this.frame = frame;
    observer ??= new ResizeObserver((entries) => {
      for (const entry of entries) observed.get(entry.target)?.report(entry.contentRect.width);
    });
    observed.set(frame, this);
    observer.observe(frame);
  }

  private report(width: number): void {
    if (!(width > 0) || width === this.width) return;
    const previous = this.width;
    this.width = width;
    if (this.drawsDifferently(previous, width)) this.host.requestUpdate();
  }
}
