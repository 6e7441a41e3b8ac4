/** Queries into a board's shadow DOM and input on its points, shared by the element tests. */
import { fixture, html } from '@open-wc/testing';
import { parsePoint } from '../../src/engine/core.js';
import { createLayout } from '../../src/render/layout.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';

// Tests count the page's loads by its resource entries (`fetched`), and a test file loads far more than the
// browser's default buffer of 250 entries keeps: past it, a load is never seen.
performance.setResourceTimingBufferSize(10_000);

/** Creates a board with `attributes` inside a `width` px wide wrapper, listening for `events` before it first renders. */
export async function board(
  attributes: Record<string, string>,
  options: { width?: number; events?: readonly (keyof GlobalEventHandlersEventMap)[] } = {},
): Promise<{ el: VariantGoBoard; seen: Event[] }> {
  const el = document.createElement('variant-go-board');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const seen: Event[] = [];
  for (const type of options.events ?? []) el.addEventListener(type, (event) => seen.push(event));
  const parent = await fixture<HTMLDivElement>(html`<div style="width: ${options.width ?? 360}px"></div>`);
  parent.append(el);
  await el.updateComplete;
  return { el, seen };
}

/** Records every event of the given types the element fires from now on. */
export function record(el: VariantGoBoard, ...types: (keyof GlobalEventHandlersEventMap)[]): Event[] {
  const seen: Event[] = [];
  for (const type of types) el.addEventListener(type, (event) => seen.push(event));
  return seen;
}

/** The board's drawing (not the samples of a legend, drawn in the same classes). */
const DRAWING = '[part~="board"] svg.scene';

/** Stones drawn, optionally of one colour (ghosts not included). */
export function stones(el: VariantGoBoard, color?: 'black' | 'white'): SVGCircleElement[] {
  return [...el.shadowRoot!.querySelectorAll<SVGCircleElement>(`${DRAWING} circle.stone${color ? `.${color}` : ''}`)];
}

/** Shapes of the drawing with all the given classes, e.g. `shapes(el, 'ghost', 'white')`. */
export function shapes(el: VariantGoBoard, ...classes: string[]): SVGElement[] {
  return [...el.shadowRoot!.querySelectorAll<SVGElement>(`${DRAWING} .${classes.join('.')}`)];
}

/** The last-move ring, if drawn. */
export function lastMoveMark(el: VariantGoBoard): SVGCircleElement | null {
  return el.shadowRoot!.querySelector<SVGCircleElement>('.last-move');
}

/** The part with the given name. */
export function part<T extends Element = HTMLElement>(el: VariantGoBoard, name: string): T | null {
  return el.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
}

/** The button with the given accessible name: its `aria-label` ("First move") or its text ("Pass"). */
export function button(el: VariantGoBoard, label: string): HTMLButtonElement {
  const found = findButton(el, label);
  if (!found) throw new Error(`no button labelled ${label}`);
  return found;
}

/** The button with the given accessible name, or `null`. */
export function findButton(el: VariantGoBoard, label: string): HTMLButtonElement | null {
  const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')];
  return buttons.find((b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === label) ?? null;
}

/** The move counter's text, such as `Move 2 / 4`. */
export function status(el: VariantGoBoard): string {
  return text(part(el, 'counter'));
}

/** The status part's text: whose turn, prisoners, notes, result, a refused move's reason. */
export function statusText(el: VariantGoBoard): string {
  return text(part(el, 'status'));
}

/** What the live region says now. */
export function announced(el: VariantGoBoard): string {
  return text(el.shadowRoot!.querySelector('[aria-live="polite"]'));
}

/** What the alert region says now: a refused move. */
export function alerted(el: VariantGoBoard): string {
  return text(el.shadowRoot!.querySelector('[role="alert"]'));
}

/** An element's text with white space collapsed. */
export function text(node: Element | null): string {
  return node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** Centre of a stone, to compare positions without knowing the layout. */
export function centre(circle: SVGCircleElement): string {
  return `${circle.getAttribute('cx')},${circle.getAttribute('cy')}`;
}

/** Where point `name` (such as `D4`) lies on screen, from the drawing's CTM. */
export function pointOnScreen(el: VariantGoBoard, name: string): { x: number; y: number } {
  const drawing = el.shadowRoot!.querySelector<SVGSVGElement>('svg.scene')!;
  const [, , width, height] = drawing.getAttribute('viewBox')!.split(' ').map(Number);
  // Board size from the grid's extent; the layout gives the point's centre in user units.
  const columns = el.shadowRoot!.querySelectorAll('.cell').length / rowsOf(el) || el.size;
  const rows = rowsOf(el) || el.size;
  // Coordinates too small to read at the board's width are not drawn, and take no room.
  const coordinates = drawing.querySelector('text.label') !== null;
  const layout = createLayout(columns, rows, coordinates);
  if (layout.viewBox.width !== width || layout.viewBox.height !== height) throw new Error('layout does not match the drawing');
  const point = parsePoint(name, columns, rows);
  if (!point) throw new Error(`${name} is not a point of a ${columns}x${rows} board`);
  const { cx, cy } = layout.point(point.x, point.y);
  const screen = new DOMPoint(cx, cy).matrixTransform(drawing.getScreenCTM()!);
  return { x: screen.x, y: screen.y };
}

function rowsOf(el: VariantGoBoard): number {
  return el.shadowRoot!.querySelectorAll('[role="row"]').length;
}

/** Dispatches a pointer event of `type` at point `name`, as a mouse or a finger would. */
export function pointerAt(
  el: VariantGoBoard,
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel' | 'pointerleave',
  name: string,
  pointerType: 'mouse' | 'touch' = 'mouse',
): void {
  const { x, y } = pointOnScreen(el, name);
  const target = el.shadowRoot!.querySelector('svg.scene')!;
  target.dispatchEvent(
    new PointerEvent(type, {
      clientX: x,
      clientY: y,
      pointerId: pointerType === 'mouse' ? 1 : 7,
      pointerType,
      isPrimary: true,
      button: type === 'pointermove' ? -1 : 0,
      buttons: type === 'pointerdown' || (type === 'pointermove' && pointerType === 'touch') ? 1 : 0,
      bubbles: true,
      composed: true,
    }),
  );
}

/** A click (mouse) or tap (touch) on point `name`: down and up over it. */
export async function tap(el: VariantGoBoard, name: string, pointerType: 'mouse' | 'touch' = 'mouse'): Promise<void> {
  pointerAt(el, 'pointerdown', name, pointerType);
  pointerAt(el, 'pointerup', name, pointerType);
  await el.updateComplete;
}

/** The accessible name of the grid cell of point `name` (play mode). */
export function cellName(el: VariantGoBoard, name: string): string {
  const rows = [...el.shadowRoot!.querySelectorAll('[role="row"]')];
  const columns = rows[0]?.querySelectorAll('[role="gridcell"]').length ?? 0;
  const point = parsePoint(name, columns, rows.length);
  if (!point) throw new Error(`${name} is not a point of the grid`);
  return rows[point.y]!.querySelectorAll('[role="gridcell"]')[point.x]!.getAttribute('aria-label') ?? '';
}

/** The accessible name of the cell the grid's cursor is on (play mode). */
export function activeCellName(el: VariantGoBoard): string {
  const grid = part(el, 'board')!;
  const id = grid.getAttribute('aria-activedescendant');
  return el.shadowRoot!.getElementById(id ?? '')?.getAttribute('aria-label') ?? '';
}

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A colour as the browser computes it (`rgb(r, g, b)`, or `color(srgb r g b)` for a mix) as
 * `#rrggbb`, to compare with the palette's defaults.
 */
export function hexOf(computed: string): string {
  const numbers = (computed.match(/[\d.]+/g) ?? []).map(Number);
  const channels = computed.startsWith('color(srgb') ? numbers.slice(0, 3).map((n) => n * 255) : numbers.slice(0, 3);
  return `#${channels.map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`;
}

/** Waits until `condition` holds, checking every 10 ms; fails after `timeout` ms. */
export async function until(condition: () => boolean, timeout = 2000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeout) throw new Error(`condition not met within ${timeout} ms`);
    await sleep(10);
  }
}

/** Has the test server fail every load whose path starts with `path` (none for `null`): see web-test-runner.config.mjs. */
export function failLoadsOf(path: string | null): void {
  document.cookie = path ? `vgb-fail-chunk=${path}; path=/` : 'vgb-fail-chunk=; path=/; max-age=0';
}

/** How many loads the page has made of paths starting with `text`. */
export function fetched(text: string): number {
  return performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith(text)).length;
}

/** The puzzle fixture: Black to play on 9x9 (test/element/fixtures/puzzle.sgf; each test file that uses it says its tree). */
export const PUZZLE_URL = '/test/element/fixtures/puzzle.sgf';

/** A board in puzzle mode on the puzzle fixture, once the problem and its part are shown. */
export async function puzzle(attributes: Record<string, string> = {}): Promise<VariantGoBoard> {
  const { el } = await board({ src: PUZZLE_URL, mode: 'puzzle', size: '9', ...attributes });
  await until(() => stones(el).length >= 2 && part(el, 'puzzle') !== null);
  await el.updateComplete;
  return el;
}
