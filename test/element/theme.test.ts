/**
 * Theming: `theme="light|dark|auto"` chooses the colour scheme of the board, its parts and its
 * companions whatever the system prefers (auto follows it), and five design tokens restyle the
 * board, the other colours deriving from them unless set themselves.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { TOKENS, tokenValues } from '../../src/render/palette.js';
import { board, hexOf, part, shapes } from './helpers.js';

/** The colours that tell the schemes apart: the wood, a button's background, the move counter's text, a companion's text. */
async function colours(el: VariantGoBoard): Promise<{ wood: string; button: string; counter: string; companion: string }> {
  await el.updateComplete;
  const list = el.querySelector('vgb-move-list') as (HTMLElement & { updateComplete: Promise<unknown> }) | null;
  await list?.updateComplete;
  return {
    wood: hexOf(getComputedStyle(el.shadowRoot!.querySelector('.wood')!).fill),
    button: hexOf(getComputedStyle(part(el, 'control')!).backgroundColor),
    counter: hexOf(getComputedStyle(part(el, 'counter')!).color),
    companion: list ? hexOf(getComputedStyle(list.shadowRoot!.querySelector('button')!).color) : '',
  };
}

const LIGHT = { wood: TOKENS.board.light, button: '#f6f8fa', counter: '#59636e', companion: '#1f2328' };
const DARK = { wood: TOKENS.board.dark, button: '#212830', counter: '#9198a1', companion: '#e6edf3' };

/** A board with a move list, in `theme` (unset when `null`). */
async function themed(theme: string | null): Promise<VariantGoBoard> {
  const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 360px">
    <variant-go-board size="9" moves="E5 C3" coordinates><vgb-move-list></vgb-move-list></variant-go-board>
  </div>`);
  const el = wrapper.querySelector('variant-go-board')!;
  if (theme !== null) el.setAttribute('theme', theme);
  await customElements.whenDefined('vgb-move-list');
  return el;
}

describe('theme', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('dark with the system light: the wood, the controls and the companions take the dark scheme', async () => {
    await emulateMedia({ colorScheme: 'light' });
    expect(await colours(await themed('dark'))).to.deep.equal(DARK);
  });

  it('light with the system dark: the wood, the controls and the companions keep the light scheme', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    expect(await colours(await themed('light'))).to.deep.equal(LIGHT);
  });

  it('auto, the default, follows the system, and is reflected to the attribute', async () => {
    const el = await themed(null);
    expect(el.getAttribute('theme')).to.equal('auto');
    expect(await colours(el)).to.deep.equal(LIGHT);
    await emulateMedia({ colorScheme: 'dark' });
    expect(await colours(el)).to.deep.equal(DARK);
  });

  it('set from script, in any case, with spaces around it; reflected so that a page’s CSS can key on it', async () => {
    const el = await themed(null);
    el.theme = 'dark';
    await el.updateComplete;
    expect(el.getAttribute('theme')).to.equal('dark');
    expect((await colours(el)).wood).to.equal(DARK.wood);
    el.setAttribute('theme', ' Light ');
    expect((await colours(el)).wood).to.equal(LIGHT.wood);
  });

  it('a bad value is reported, quoted, and auto used', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const errors: VgbErrorEvent[] = [];
    const el = document.createElement('variant-go-board');
    el.addEventListener('vgb-error', (event) => errors.push(event));
    el.setAttribute('theme', 'blue');
    el.setAttribute('size', '9');
    (await fixture<HTMLDivElement>(html`<div style="width: 360px"></div>`)).append(el);
    await el.updateComplete;
    expect(errors.map((event) => event.detail.message)).to.deep.equal(["theme: 'blue' is not one of light, dark, auto"]);
    expect(hexOf(getComputedStyle(el.shadowRoot!.querySelector('.wood')!).fill)).to.equal(DARK.wood);
  });

  it('the exports draw in the scheme shown', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const el = await themed('dark');
    await el.updateComplete;
    const svg = await el.toSvg();
    expect(/class="wood"[^>]*fill="([^"]*)"/.exec(svg)?.[1]).to.equal(TOKENS.board.dark);
    expect(/class="label"[^>]*fill="([^"]*)"/.exec(svg)?.[1]).to.equal(TOKENS.label.dark);
  });
});

describe('design tokens', () => {
  const PAGE = { board: '#e8e4da', line: '#2a3b4c', blackStone: '#202a44', whiteStone: '#fdfcf8', accent: '#b3261e' } as const;
  const STYLE = Object.entries(PAGE)
    .map(([name, value]) => `${TOKENS[name as keyof typeof PAGE].property}: ${value}`)
    .join('; ');
  /** What the palette derives from the page's tokens, in the light scheme. */
  const derived = tokenValues('light', PAGE);

  /** A Tile Go board in play mode with coordinates, a tile and a last move on a black stone, inside a wrapper styled `style`. */
  async function tokened(style: string): Promise<VariantGoBoard> {
    const { el } = await board({ mode: 'play', variant: 'tile', size: '9', coordinates: '', moves: 'E5 D5 E4 D4 E6 D6 F5 D3 E3 C4 E7' });
    el.parentElement!.setAttribute('style', `width: 360px; ${style}`);
    await el.updateComplete;
    return el;
  }

  const fill = (shape: Element | undefined) => hexOf(getComputedStyle(shape!).fill);
  const stroke = (shape: Element | undefined) => hexOf(getComputedStyle(shape!).stroke);

  it('four properties and the accent restyle the board: labels, tiles, stone edges, marks and the cursor derive from them', async () => {
    const el = await tokened(STYLE);
    expect(fill(shapes(el, 'wood')[0])).to.equal(PAGE.board);
    expect(stroke(shapes(el, 'lines')[0])).to.equal(PAGE.line);
    expect(fill(shapes(el, 'label')[0])).to.equal(derived.label);
    expect(fill(shapes(el, 'tile')[0])).to.equal(derived.tile);
    expect(stroke(shapes(el, 'tile')[0])).to.equal(derived.tileEdge);
    expect(stroke(shapes(el, 'stone', 'white')[0])).to.equal(derived.whiteStoneEdge);
    expect(stroke(shapes(el, 'stone', 'black')[0])).to.equal(derived.blackStoneEdge);
    expect(stroke(shapes(el, 'mark', 'last-move', 'on-dark')[0])).to.equal(PAGE.whiteStone);
    expect(hexOf(getComputedStyle(part(el, 'slider')!).accentColor)).to.equal(PAGE.accent);
    part(el, 'board')!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(stroke(shapes(el, 'cursor')[0])).to.equal(derived.cursor);
  });

  it('each derived colour’s own property still wins over its mix', async () => {
    const el = await tokened(`${STYLE}; --vgb-label-color: #123456; --vgb-tile-color: #654321`);
    expect(fill(shapes(el, 'label')[0])).to.equal('#123456');
    expect(fill(shapes(el, 'tile')[0])).to.equal('#654321');
    expect(stroke(shapes(el, 'tile')[0]), 'the tiles’ edge still derives').to.equal(derived.tileEdge);
  });

  it('a page’s value for each scheme, light-dark(), follows the board’s theme, and what derives from it', async () => {
    const el = await tokened('--vgb-board-color: light-dark(#e8e4da, #6f6552)');
    el.theme = 'dark';
    await el.updateComplete;
    expect(fill(shapes(el, 'wood')[0])).to.equal('#6f6552');
    expect(fill(shapes(el, 'label')[0])).to.equal(tokenValues('dark', { board: '#6f6552' }).label);
    el.theme = 'light';
    await el.updateComplete;
    expect(fill(shapes(el, 'wood')[0])).to.equal('#e8e4da');
  });

  it('the exports draw the page’s colours, the derived ones mixed as shown', async () => {
    const el = await tokened(STYLE);
    const svg = await el.toSvg();
    expect(/class="wood"[^>]*fill="([^"]*)"/.exec(svg)?.[1]).to.equal(PAGE.board);
    expect(/class="label"[^>]*fill="([^"]*)"/.exec(svg)?.[1]).to.equal(derived.label);
    expect(/class="tile"[^>]*fill="([^"]*)"/.exec(svg)?.[1]).to.equal(derived.tile);
  });
});
