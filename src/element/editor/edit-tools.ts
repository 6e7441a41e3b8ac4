/**
 * The editor's tools (the `edit-tools` toolbar): the stones, the variant's own point states as the
 * registry names them (`pointState`), the marks and the crop, each a button with its glyph and
 * name (in the board's language: i18n/edit/tools/). One tab stop: the arrow keys, Home and End move along the bar, Enter or Space chooses.
 */
import { html, svg, type TemplateResult } from 'lit';
import type { PointTool } from '../../editor/document.js';
import type { VariantSpec } from '../../engine/core.js';
import type { ToolsWords } from '../i18n/edit/tools/en.js';

/** What a click on a point does: a point tool, or the first or second corner of a crop. */
export type Tool = PointTool | 'crop';

/** The tool of each point state a variant's positions may hold. */
const STATE_TOOLS: { readonly [S in VariantSpec['pointState'][number]]: PointTool } = { tiles: 'tile', ghosts: 'ghost', marked: 'marked' };

const STONE = 'stroke="currentColor" stroke-width="1.2"';
/** Each tool's glyph, in a 16 by 16 box. */
const GLYPHS: { readonly [T in Tool]: TemplateResult } = {
  alternate: svg`<circle cx="8" cy="8" r="6" fill="none" ${STONE}></circle><path d="M8 2a6 6 0 0 0 0 12z" fill="currentColor"></path>`,
  black: svg`<circle cx="8" cy="8" r="6" fill="currentColor"></circle>`,
  white: svg`<circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" stroke-width="1.5"></circle>`,
  erase: svg`<path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="2"></path>`,
  tile: svg`<rect x="2" y="9" width="12" height="4" fill="currentColor"></rect><rect x="3" y="4" width="10" height="4" fill="none" stroke="currentColor"></rect>`,
  ghost: svg`<circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" stroke-width="1.5" stroke-dasharray="2 2"></circle>`,
  marked: svg`<circle cx="8" cy="8" r="6" fill="currentColor"></circle><path d="M5 5l6 6M11 5l-6 6" stroke="Canvas" stroke-width="1.5"></path>`,
  triangle: svg`<path d="M8 2l6 11H2z" fill="none" stroke="currentColor" stroke-width="1.5"></path>`,
  square: svg`<rect x="3" y="3" width="10" height="10" fill="none" stroke="currentColor" stroke-width="1.5"></rect>`,
  circle: svg`<circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" stroke-width="1.5"></circle>`,
  cross: svg`<path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="1.5"></path>`,
  letter: svg`<text x="8" y="12.5" text-anchor="middle" font-size="12" fill="currentColor">a</text>`,
  number: svg`<text x="8" y="12.5" text-anchor="middle" font-size="12" fill="currentColor">1</text>`,
  crop: svg`<path d="M4 1v11h11M1 4h11v11" fill="none" stroke="currentColor" stroke-width="1.5"></path>`,
};

/** The tools of a board of a variant with `facts`, in the toolbar's order. */
export function toolsOf(facts: Pick<VariantSpec, 'pointState'>): Tool[] {
  return ['alternate', 'black', 'white', 'erase', ...facts.pointState.map((state) => STATE_TOOLS[state]), 'triangle', 'square', 'circle', 'cross', 'letter', 'number', 'crop'];
}

/** The key that moves focus along the toolbar from index `at` of `count`, or `undefined` for other keys. */
function toolTarget(key: string, at: number, count: number): number | undefined {
  const targets: Record<string, number> = {
    ArrowLeft: (at + count - 1) % count,
    ArrowUp: (at + count - 1) % count,
    ArrowRight: (at + 1) % count,
    ArrowDown: (at + 1) % count,
    Home: 0,
    End: count - 1,
  };
  return targets[key];
}

/** Moves focus along the toolbar (its buttons are the `edit-tool` parts). */
function onToolbarKey(event: KeyboardEvent): void {
  const bar = event.currentTarget as HTMLElement;
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>('[part~="edit-tool"]')];
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  const to = at < 0 ? undefined : toolTarget(event.key, at, buttons.length);
  if (to === undefined) return;
  event.preventDefault();
  for (const [index, button] of buttons.entries()) button.tabIndex = index === to ? 0 : -1;
  buttons[to]!.focus();
}

/** The `edit-tools` toolbar: `tools`, `chosen` pressed and the one tab stop. */
export function toolsTemplate(tools: readonly Tool[], chosen: Tool, choose: (tool: Tool) => void, words: ToolsWords): TemplateResult {
  return html`<div part="edit-tools" class="edit-tools" role="toolbar" aria-label=${words.toolbar} @keydown=${onToolbarKey}>
    ${tools.map(
      (tool) => html`<button
        part="edit-tool"
        type="button"
        data-tool=${tool}
        aria-pressed=${tool === chosen ? 'true' : 'false'}
        tabindex=${tool === chosen ? '0' : '-1'}
        @click=${() => choose(tool)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true">${GLYPHS[tool]}</svg><span>${words.names[tool]}</span>
      </button>`,
    )}
  </div>`;
}
