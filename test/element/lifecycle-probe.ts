/**
 * Counts what a page leaves running: timers, animation frames, observed targets of the three
 * observers, and event listeners on `window` and `document` (listeners on an element go with
 * it; listeners on the page's globals outlive it). Installed before the element creates any, by
 * wrapping the globals. Shared by the lifecycle test and scripts/lifecycle-check.mjs, which
 * bundles it as an init script.
 */

/** What is active now. */
export interface ProbeCounts {
  timeouts: number;
  intervals: number;
  frames: number;
  mutationObserved: number;
  resizeObserved: number;
  intersectionObserved: number;
  globalListeners: number;
}

export interface LifecycleProbe {
  counts(): ProbeCounts;
}

type ObserverName = 'MutationObserver' | 'ResizeObserver' | 'IntersectionObserver';

export function installProbe(scope: Window & typeof globalThis = window): LifecycleProbe {
  const timeouts = new Set<number>();
  const intervals = new Set<number>();
  const frames = new Set<number>();
  const observed: Record<ObserverName, Map<object, Set<Node>>> = {
    MutationObserver: new Map(),
    ResizeObserver: new Map(),
    IntersectionObserver: new Map(),
  };
  const listeners = new Set<string>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (thing: object): number => {
    if (!ids.has(thing)) ids.set(thing, nextId++);
    return ids.get(thing)!;
  };

  const { setTimeout: timeout, clearTimeout: clearTimer, setInterval: interval, clearInterval: clearRepeat } = scope;
  scope.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = timeout(
      (...inner: unknown[]) => {
        timeouts.delete(id);
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...inner);
      },
      ms,
      ...args,
    );
    timeouts.add(id);
    return id;
  }) as typeof scope.setTimeout;
  scope.clearTimeout = ((id?: number) => {
    if (id !== undefined) timeouts.delete(id);
    clearTimer(id);
  }) as typeof scope.clearTimeout;
  scope.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = interval(handler, ms, ...args);
    intervals.add(id);
    return id;
  }) as typeof scope.setInterval;
  scope.clearInterval = ((id?: number) => {
    if (id !== undefined) intervals.delete(id);
    clearRepeat(id);
  }) as typeof scope.clearInterval;
  const { requestAnimationFrame: frame, cancelAnimationFrame: cancelFrame } = scope;
  scope.requestAnimationFrame = (callback: FrameRequestCallback) => {
    const id = frame((time) => {
      frames.delete(id);
      callback(time);
    });
    frames.add(id);
    return id;
  };
  scope.cancelAnimationFrame = (id: number) => {
    frames.delete(id);
    cancelFrame(id);
  };

  for (const name of Object.keys(observed) as ObserverName[]) {
    const active = observed[name];
    const Original = scope[name] as unknown as new (...args: never[]) => { observe(target: Node, ...rest: unknown[]): void; disconnect(): void };
    const targetsOf = (observer: object): Set<Node> => {
      let targets = active.get(observer);
      if (!targets) active.set(observer, (targets = new Set()));
      return targets;
    };
    class Counted extends Original {
      override observe(target: Node, ...rest: unknown[]): void {
        targetsOf(this).add(target);
        super.observe(target, ...rest);
      }
      unobserve(target: Node): void {
        targetsOf(this).delete(target);
        (Original.prototype as unknown as { unobserve(target: Node): void }).unobserve.call(this, target);
      }
      override disconnect(): void {
        active.delete(this);
        super.disconnect();
      }
    }
    Object.defineProperty(scope, name, { value: Counted, configurable: true, writable: true });
  }

  // Only on the page's globals: the key names the target, type, listener and capture.
  const globals = new Map<EventTarget, string>([
    [scope, 'window'],
    [scope.document, 'document'],
  ]);
  const { addEventListener: add, removeEventListener: remove } = EventTarget.prototype;
  const keyOf = (target: EventTarget, type: string, listener: unknown, options?: boolean | EventListenerOptions): string | null => {
    const where = globals.get(target);
    if (!where || !listener) return null;
    const capture = typeof options === 'boolean' ? options : !!options?.capture;
    return `${where} ${type} ${idOf(listener as object)} ${capture}`;
  };
  EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
    const key = keyOf(this, type, listener, options);
    if (key && !(typeof options === 'object' && options?.once)) listeners.add(key);
    add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
    const key = keyOf(this, type, listener, options);
    if (key) listeners.delete(key);
    remove.call(this, type, listener, options);
  };

  const observedCount = (name: ObserverName): number => [...observed[name].values()].reduce((sum, targets) => sum + targets.size, 0);
  return {
    counts: () => ({
      timeouts: timeouts.size,
      intervals: intervals.size,
      frames: frames.size,
      mutationObserved: observedCount('MutationObserver'),
      resizeObserved: observedCount('ResizeObserver'),
      intersectionObserved: observedCount('IntersectionObserver'),
      globalListeners: listeners.size,
    }),
  };
}
