/**
 * Whether the board is near the viewport, so that a page of many boards draws only those the
 * reader is about to see. A board far from it draws a placeholder of the same size until it is
 * scrolled within half a viewport of the screen, and then stays drawn. Printing draws them all.
 *
 * A board first renders with its placeholder, which gives it its size. In the next animation
 * frame, before that frame is painted, all the boards that came in are measured at once (one
 * layout) and those near the viewport draw, so a board in view never shows its placeholder.
 * The others are left to one intersection observer shared by all boards. A hidden document (a
 * background tab) has no frames: its boards go to the observer at once.
 */
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';

/** How far beyond the viewport, above and below, a board starts to draw, in viewport heights. */
const NEAR = 0.5;

let observer: IntersectionObserver | null = null;
const observed = new WeakMap<Element, NearViewport>();

/** Boards waiting for the next frame's measurement. */
const arriving = new Set<NearViewport>();
let frame = 0;

function measureArrivals(): void {
  frame = 0;
  const height = window.innerHeight;
  const boards = [...arriving];
  arriving.clear();
  // All reads before any update, so the page is laid out once.
  const near = boards.map((board) => {
    const box = board.host.getBoundingClientRect();
    const shown = box.width > 0 || box.height > 0;
    return shown && box.bottom >= -NEAR * height && box.top <= (1 + NEAR) * height;
  });
  boards.forEach((board, i) => board.report(near[i]!));
}

function watch(board: NearViewport): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) observed.get(entry.target)?.report(true);
    },
    { rootMargin: `${NEAR * 100}% 0px` },
  );
  observed.set(board.host, board);
  observer.observe(board.host);
}

function unwatch(board: NearViewport): void {
  arriving.delete(board);
  observed.delete(board.host);
  observer?.unobserve(board.host);
}

export class NearViewport implements ReactiveController {
  /** The board is near the viewport, or has been: it draws. A server draws every board, as printing does. */
  near = isServer;
  private known: Promise<void> = Promise.resolve();
  private settle: (() => void) | null = null;

  constructor(
    readonly host: ReactiveControllerHost & HTMLElement,
    /** Draws the board now, before the page is printed. */
    private readonly drawNow: () => void,
  ) {
    host.addController(this);
  }

  /** Resolves once the first measurement after connecting has said whether the board is near (and asked it to draw if so). */
  get reported(): Promise<void> {
    return this.known;
  }

  hostConnected(): void {
    if (this.near) return;
    window.addEventListener('beforeprint', this.onPrint);
    if (document.visibilityState === 'hidden') {
      watch(this);
      return;
    }
    this.known = new Promise((resolve) => (this.settle = resolve));
    arriving.add(this);
    frame ||= requestAnimationFrame(measureArrivals);
  }

  hostDisconnected(): void {
    this.stop();
    this.settled();
  }

  /** Near or not, from the first measurement or the observer. */
  report(near: boolean): void {
    if (near) this.show();
    else if (this.settle) watch(this);
    this.settled();
  }

  /** Draws from now on. */
  show(): void {
    if (this.near) return;
    this.near = true;
    this.stop();
    // Drawn before the first measurement (printing at once): nothing is left to wait for.
    this.settled();
    this.host.requestUpdate();
  }

  private readonly onPrint = (): void => {
    this.show();
    this.drawNow();
  };

  private stop(): void {
    unwatch(this);
    window.removeEventListener('beforeprint', this.onPrint);
  }

  private settled(): void {
    this.settle?.();
    this.settle = null;
  }
}
