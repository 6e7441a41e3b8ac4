/** Queries into a board's shadow DOM shared by the element tests. */
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';

/** Stones drawn, optionally of one colour. */
export function stones(el: VariantGoBoard, color?: 'black' | 'white'): SVGCircleElement[] {
  return [...el.shadowRoot!.querySelectorAll<SVGCircleElement>(`circle.stone${color ? `.${color}` : ''}`)];
}

/** The last-move ring, if drawn. */
export function lastMoveMark(el: VariantGoBoard): SVGCircleElement | null {
  return el.shadowRoot!.querySelector<SVGCircleElement>('.last-move');
}

/** The part with the given name. */
export function part<T extends Element = HTMLElement>(el: VariantGoBoard, name: string): T | null {
  return el.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
}

/** The step button with the given accessible label ("First move", "Next move"...). */
export function button(el: VariantGoBoard, label: string): HTMLButtonElement {
  const found = el.shadowRoot!.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!found) throw new Error(`no button labelled ${label}`);
  return found;
}

/** The move counter's text, such as `Move 2 / 4`. */
export function status(el: VariantGoBoard): string {
  return part(el, 'status')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** Centre of a stone, to compare positions without knowing the layout. */
export function centre(circle: SVGCircleElement): string {
  return `${circle.getAttribute('cx')},${circle.getAttribute('cy')}`;
}
