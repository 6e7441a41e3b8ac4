/**
 * Full screen: the board's frame fills the screen, so that a phone shows the board as large as it
 * can, with the coordinates, labels and stack heights a narrower board leaves out. A chunk of its
 * own, loaded when the reader first asks for it.
 *
 * Through the Fullscreen API where the browser offers it for an element; where it does not (Safari
 * on iPhone) or refuses, the frame is laid over the page instead. Either way the button, Escape and
 * the browser's own way out leave it, and the page can still be pinch-zoomed.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { addStyles } from './feature-styles.js';
import { fullScreenStyles } from './full-screen.styles.js';

/** Whether the board fills the screen, and the ways in and out. */
export class FullScreen implements ReactiveController {
  /** The frame fills the screen. */
  on = false;
  /** Whether the Fullscreen API shows the host: the browser may leave it on its own. */
  private entered = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment }) {
    host.addController(this);
    addStyles(host.renderRoot, fullScreenStyles);
  }

  async toggle(): Promise<void> {
    if (this.on) return this.leave();
    this.set(true);
    // A browser that refuses (no element full screen, no user gesture left) keeps the frame laid over the page.
    if (document.fullscreenEnabled) await this.host.requestFullscreen().catch(() => undefined);
  }

  async leave(): Promise<void> {
    this.set(false);
    if (document.fullscreenElement === this.host) await document.exitFullscreen().catch(() => undefined);
  }

  hostDisconnected(): void {
    void this.leave();
  }

  private set(on: boolean): void {
    if (on === this.on) return;
    this.on = on;
    this.entered = false;
    if (on) {
      this.host.addEventListener('keydown', this.onKey);
      document.addEventListener('fullscreenchange', this.onChange);
    } else {
      this.host.removeEventListener('keydown', this.onKey);
      document.removeEventListener('fullscreenchange', this.onChange);
    }
    this.host.requestUpdate();
  }

  /** Escape leaves the frame laid over the page, as it leaves the Fullscreen API's. */
  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    void this.leave();
  };

  /** The browser left full screen on its own (Escape, a gesture, another element's): the frame goes back too. */
  private readonly onChange = (): void => {
    const entered = document.fullscreenElement === this.host;
    if (this.entered && !entered) void this.leave();
    this.entered = entered;
  };
}
