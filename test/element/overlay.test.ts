/**
 * The `overlay` attribute: `rules` draws the variant's rules overlay (engine/overlay/) for the
 * position shown, through the drawing part that loads when an overlay is first shown.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.bundle.js';
import { Game } from '../../src/engine/game.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { activeCellName, board, button, part, pointerAt, record, stones, tap } from './helpers.js';

/** The overlay's shapes on the board, as `kind@point[:code]`, in document order. */
function overlayShapes(el: VariantGoBoard): string[] {
  return [...el.shadowRoot!.querySelectorAll<SVGElement>('[part~="board"] svg.scene [data-overlay]')].map((shape) => {
    const { overlay, point, points, code } = shape.dataset;
    return `${overlay}@${point ?? points}${code ? `:${code}` : ''}`;
  });
}

/** The modules the page has fetched whose address holds `text`. */
function fetched(text: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes(text));
}

/** White to move on a 5x5 Go board: A1 would be suicide, the white stone on C3 is in atari. */
const GO_POSITION = { size: '5', black: 'B3 C4 D3 A2 B1', white: 'C3', 'to-play': 'white' };

describe('<variant-go-board overlay>', () => {
  // First in the file: the page has loaded no overlay code yet.
  it('loads none of the overlay’s code until an overlay is first shown, then only the board’s own variant’s facts', async () => {
    const { el } = await board(GO_POSITION);
    expect(overlayShapes(el)).to.deep.equal([]);
    expect(['/src/engine/overlay/', '/src/render/scene-overlay.', '/src/render/overlay-words.', '/src/element/scene-css-overlay.'].flatMap(fetched)).to.deep.equal([]);
    el.overlay = 'rules';
    await el.updateComplete;
    expect(overlayShapes(el)).to.not.deep.equal([]);
    expect(fetched('/render/scene-overlay.')).to.have.length(1);
    expect(fetched('/engine/overlay/lazy.')).to.have.length(1);
    expect(fetched('/engine/variants/loose.'), 'no Loose rules for a Go board').to.deep.equal([]);
    expect(fetched('/engine/variants/tile-family.'), 'no Tile rules for a Go board').to.deep.equal([]);
    expect(fetched('/engine/variants/stoical'), 'no Stoical rules for a Go board').to.deep.equal([]);
  });

  it('rules (Go): a refused point carries check()’s code, a group in atari its ring, each drawn with the overlay’s rules', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: 'rules' });
    expect(overlayShapes(el)).to.deep.equal(['refused@A1:ERR_SUICIDE', 'atari@C3']);
    const refused = el.shadowRoot!.querySelector<SVGElement>('[data-overlay="refused"]')!;
    expect(getComputedStyle(refused).fill, 'a cross, not a filled shape: its rules came with it').to.equal('none');
  });

  it('rules (Loose): an empty point next to both colours and to no empty point is a false liberty', async () => {
    const { el } = await board({ variant: 'loose', size: '5', black: 'A2', white: 'B1', overlay: 'rules' });
    expect(overlayShapes(el)).to.deep.equal(['false-liberty@A1']);
  });

  it('rules (Tile Go): a placement in the opponent’s area is an incursion', async () => {
    const { el } = await board({ variant: 'tile', size: '5', black: 'A2 B1', white: 'E4', 'to-play': 'white', overlay: 'rules' });
    expect(overlayShapes(el)).to.include('incursion@A1');
  });

  it('follows the position shown: each step draws that position’s overlay', async () => {
    const { el } = await board({ size: '5', moves: 'B3 C3 C4 A1 D3', overlay: 'rules' });
    expect(overlayShapes(el)).to.include('atari@C3');
    el.move = 2;
    await el.updateComplete;
    expect(overlayShapes(el)).to.not.include('atari@C3');
    el.move = 5;
    await el.updateComplete;
    expect(overlayShapes(el)).to.include('atari@C3');
  });

  it('none (the default) draws no overlay, and turning it off removes it', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: 'none' });
    expect(overlayShapes(el)).to.deep.equal([]);
    el.overlay = 'rules';
    await el.updateComplete;
    expect(overlayShapes(el)).to.have.length(2);
    el.removeAttribute('overlay');
    el.overlay = 'none';
    await el.updateComplete;
    expect(overlayShapes(el)).to.deep.equal([]);
  });

  it('a value it does not take is reported, quoting it, and the board still draws its position without an overlay', async () => {
    const { el, seen } = await board({ ...GO_POSITION, overlay: 'rulez' }, { events: ['vgb-error'] });
    const [error] = seen as VgbErrorEvent[];
    expect(error?.detail).to.deep.include({ code: 'ERR_OPTION', message: "overlay: 'rulez' is not one of none, rules" });
    expect(part(el, 'error')!.textContent).to.contain("overlay: 'rulez'");
    expect(stones(el)).to.have.length(6);
    expect(overlayShapes(el)).to.deep.equal([]);
  });

  it('reads its word in any case, with spaces around it', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: ' Rules ' });
    expect(overlayShapes(el)).to.deep.equal(['refused@A1:ERR_SUICIDE', 'atari@C3']);
  });
});

describe('<variant-go-board overlay> legend and toggle', () => {
  it('the overlay-legend part names each kind drawn, in words', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: 'rules' });
    const legend = part(el, 'overlay-legend')!;
    expect(legend.getAttribute('aria-label')).to.equal('Key to the rules overlay');
    expect([...legend.querySelectorAll('li')].map((item) => item.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'refused: the player to move may not place a stone here now.',
      'atari: a group with one liberty left.',
    ]);
  });

  it('Paper and Pencil Go: a region is named once, by the marked stones\' legend (its owner\'s frame), not again in the overlay\'s', async () => {
    const { el } = await board({ variant: 'paper-pencil', size: '5', black: 'D5 D4 A3 B3 C3 D3', white: 'C5 A4 B4 C4', moves: 'A5 B5', overlay: 'rules' });
    expect(overlayShapes(el).some((shape) => shape.startsWith('region@'))).to.equal(true, 'the overlay draws the region');
    expect(part(el, 'legend')!.textContent).to.contain('marked region owned by Black');
    const overlayLegend = part(el, 'overlay-legend')?.textContent ?? '';
    expect(overlayLegend).not.to.contain('region');
  });

  it('the toggle hides the overlay and its legend and shows them again, saying so with aria-pressed, without changing the attribute or firing position events', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: 'rules' });
    const seen = record(el, 'vgb-position-change', 'vgb-node-change');
    const toggle = part<HTMLButtonElement>(el, 'overlay-toggle')!;
    expect(toggle.textContent!.trim()).to.equal('Rules overlay');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    toggle.click();
    await el.updateComplete;
    expect(overlayShapes(el)).to.deep.equal([]);
    expect(part(el, 'overlay-legend')).to.be.null;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(el.getAttribute('overlay')).to.equal('rules');
    toggle.click();
    await el.updateComplete;
    expect(overlayShapes(el)).to.deep.equal(['refused@A1:ERR_SUICIDE', 'atari@C3']);
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(seen).to.deep.equal([]);
  });

  it('a new value of the attribute shows the overlay again after the reader hid it', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: 'rules' });
    part<HTMLButtonElement>(el, 'overlay-toggle')!.click();
    await el.updateComplete;
    el.overlay = 'none';
    await el.updateComplete;
    expect(part(el, 'overlay-toggle')).to.be.null;
    el.overlay = 'rules';
    await el.updateComplete;
    expect(overlayShapes(el)).to.have.length(2);
    expect(part(el, 'overlay-toggle')!.getAttribute('aria-pressed')).to.equal('true');
  });

  it('is accessible with its legend and toggle', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: 'rules', mode: 'play' });
    await expect(el).to.be.accessible();
  });

  it('shows no toggle without an overlay', async () => {
    const { el } = await board(GO_POSITION);
    expect(part(el, 'overlay-toggle')).to.be.null;
  });
});

describe('<variant-go-board overlay> accessible names', () => {
  /** The accessible name of the grid cell of point `name`. */
  const cellName = (el: VariantGoBoard, id: string) => el.shadowRoot!.getElementById(id)!.getAttribute('aria-label');

  it('in play mode, a cell’s name includes the overlay’s facts at its point, a refused point its reason', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: 'rules', mode: 'play' });
    expect(cellName(el, 'point-0-4')).to.equal('A1, empty, refused: suicide');
    expect(cellName(el, 'point-2-2')).to.equal('C3, white stone, atari');
    expect(cellName(el, 'point-1-1')).to.equal('B4, empty');
  });

  it('a Loose false liberty is named as such', async () => {
    const { el } = await board({ variant: 'loose', size: '5', black: 'A2', white: 'B1', overlay: 'rules', mode: 'play' });
    expect(cellName(el, 'point-0-4')).to.equal('A1, empty, false liberty');
  });

  it('the board’s name says the rules overlay is on while it is shown, and not once the reader hides it', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: 'rules', mode: 'play' });
    const label = () => part(el, 'board')!.getAttribute('aria-label')!;
    expect(label()).to.match(/, rules overlay on$/);
    part<HTMLButtonElement>(el, 'overlay-toggle')!.click();
    await el.updateComplete;
    expect(label()).to.not.contain('rules overlay');
    expect(cellName(el, 'point-0-4')).to.equal('A1, empty');
  });
});

describe('<variant-go-board overlay> in play mode, the point hovered or under the cursor', () => {
  it('hovering a refused point shows why, in the rules’ words; a point that is not refused shows none', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: 'rules', mode: 'play' });
    pointerAt(el, 'pointermove', 'A1');
    await el.updateComplete;
    expect(part(el, 'overlay-reason')!.textContent).to.equal('A1: Go: suicide is not allowed: that stone would have no liberties');
    pointerAt(el, 'pointermove', 'B4');
    await el.updateComplete;
    expect(part(el, 'overlay-reason')).to.be.null;
  });

  it('hovering a suicide point in Go outlines the group the stone would leave without a liberty (refusal-area, with the code), and only while hovered', async () => {
    // White to move: a stone on B2 would join B1 in a group whose every neighbour is black.
    const { el } = await board({ size: '5', black: 'A1 A2 B3 C2 C1', white: 'B1', 'to-play': 'white', overlay: 'rules', mode: 'play' });
    pointerAt(el, 'pointermove', 'B2');
    await el.updateComplete;
    const area = el.shadowRoot!.querySelector<SVGElement>('[part~="board"] [data-overlay="refusal-area"]');
    expect(area?.dataset).to.deep.include({ points: 'B2 B1', code: 'ERR_SUICIDE' });
    expect(part(el, 'overlay-reason')!.textContent).to.match(/^B2: Go: suicide is not allowed/);
    pointerAt(el, 'pointermove', 'D4');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[data-overlay="refusal-area"]')).to.be.null;
  });

  it('under the ko refinements, the cursor on a point draws the estate a stone there would make, dashed where it fails, with the refusal’s reason', async () => {
    const { el } = await board({ variant: 'ko-2-2', size: '5', black: 'B5 E1', white: 'A5 D1', moves: 'A4 E2', overlay: 'rules', mode: 'play' });
    pointerAt(el, 'pointermove', 'D2');
    await el.updateComplete;
    const [estate] = el.shadowRoot!.querySelectorAll<SVGElement>('[part~="board"] [data-overlay="estate"]');
    expect(estate?.dataset).to.deep.include({ points: 'D2', passes: 'false' });
    expect(estate!.classList.contains('fails')).to.equal(true);
    expect(part(el, 'overlay-reason')!.textContent).to.match(/^D2: Stoical Go, 2-2 rule: after two captures/);
    pointerAt(el, 'pointermove', 'C3');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector<SVGElement>('[part~="board"] [data-overlay="estate"]')?.dataset).to.deep.include({ points: 'C3', passes: 'true' });
    expect(part(el, 'overlay-reason')).to.be.null;
  });

  it('moving the keyboard cursor onto a refused point shows why, and its cell names the refusal', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: 'rules', mode: 'play' });
    part(el, 'board')!.focus();
    // The cursor starts in the centre, C3.
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowDown']) await sendKeys({ press: key });
    await el.updateComplete;
    expect(activeCellName(el)).to.equal('A1, empty, refused: suicide');
    expect(part(el, 'overlay-reason')!.textContent).to.equal('A1: Go: suicide is not allowed: that stone would have no liberties');
  });

  it('in replay mode nothing is probed', async () => {
    const { el } = await board({ variant: 'ko-2-2', size: '5', black: 'B5 E1', white: 'A5 D1', moves: 'A4 E2', overlay: 'rules' });
    pointerAt(el, 'pointermove', 'D2');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[data-overlay="estate"]')).to.be.null;
  });
});

describe('<variant-go-board overlay> cost', () => {
  it('hovering a point probes only that point: the position’s overlay is not computed again', async () => {
    const { el } = await board({ ...GO_POSITION, mode: 'play', overlay: 'rules' });
    const check = Game.prototype.check;
    let checks = 0;
    Game.prototype.check = function (this: Game, ...args: Parameters<Game['check']>) {
      checks++;
      return check.apply(this, args);
    };
    try {
      pointerAt(el, 'pointermove', 'E5');
      await el.updateComplete;
      pointerAt(el, 'pointermove', 'E4');
      await el.updateComplete;
      // The play input's preview of a stone may check the point hovered, and the overlay's probe checks it for a refusal; no other point is checked.
      expect(checks).to.be.at.most(4);
      expect(overlayShapes(el)).to.include('refused@A1:ERR_SUICIDE');
    } finally {
      Game.prototype.check = check;
    }
  });

  it('a move taken back and another played in its place shows the new position’s overlay, not the one computed before', async () => {
    const { el } = await board({ ...GO_POSITION, mode: 'play', overlay: 'rules' });
    await tap(el, 'C2');
    expect(overlayShapes(el), 'C3 and C2 have three liberties').to.not.include('atari@C3');
    button(el, 'Undo').click();
    await el.updateComplete;
    await tap(el, 'E5');
    expect(overlayShapes(el)).to.include('atari@C3');
  });
});

describe('<variant-go-board overlay> in forced colours (Windows high contrast)', () => {
  // The runner's Chrome launcher cannot emulate forced-colors (its emulateMedia passes colour
  // scheme and motion only), so this reads what the board's stylesheets say under it; the
  // screenshots of the demo pages in forced colours show the result.
  it('under forced-colors: active the board\'s stylesheet gives its colours system colours (wood Canvas, black stones CanvasText, white stones Canvas edged CanvasText, refused points and cursor Highlight) and drops the stones\' shading', async () => {
    const { el } = await board({ ...GO_POSITION, overlay: 'rules' });
    const forced = el.shadowRoot!.adoptedStyleSheets
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === '(forced-colors: active)')
      .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[]);
    const host = (name: string) => forced.find((rule) => rule.selectorText === ':host' && rule.style.getPropertyValue(name))?.style.getPropertyValue(name).trim();
    expect(['--_board', '--_black', '--_white', '--_white-edge', '--_mark-on-light', '--_forbidden', '--_cursor'].map(host)).to.deep.equal(
      ['Canvas', 'CanvasText', 'Canvas', 'CanvasText', 'CanvasText', 'Highlight', 'Highlight'],
    );
    expect(forced.find((rule) => rule.selectorText === 'svg.scene .shade.black')?.style.fill).to.equal('none');
  });
});
