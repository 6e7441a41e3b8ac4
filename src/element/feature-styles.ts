/** A feature's styles travel with its chunk: the board adopts them when the chunk is in. */
import type { CSSResult } from 'lit';

/** Adds `styles` to the shadow root `root` once, after the element's own. */
export function addStyles(root: HTMLElement | DocumentFragment, styles: CSSResult): void {
  const sheet = styles.styleSheet;
  if (!sheet || !(root instanceof ShadowRoot) || root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
