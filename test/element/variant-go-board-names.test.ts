import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { activeCellName, announced, board, cellName, part, until } from './helpers.js';

/** The board's description, read with its name on every focus. */
function description(el: VariantGoBoard): string {
  const id = part(el, 'board')!.getAttribute('aria-describedby')!;
  return el.shadowRoot!.getElementById(id)!.textContent!.trim();
}

/** A board in play mode whose grid is in. */
async function playing(attributes: Record<string, string>): Promise<VariantGoBoard> {
  const { el } = await board({ mode: 'play', ...attributes });
  await until(() => el.shadowRoot!.querySelector('[role="gridcell"]') !== null);
  await el.updateComplete;
  return el;
}

/** Presses `key` on the focused board and waits for what the live region says. */
async function press(el: VariantGoBoard, key: string): Promise<string> {
  const before = announced(el);
  await sendKeys({ press: key });
  await until(() => announced(el) !== before);
  return announced(el);
}

// 61 moves of a 19x19 game: enough stones that listing them would be long.
const MOVES = Array.from({ length: 61 }, (_, i) => `${'ABCDEFGHJKLMNOPQRST'[i % 19]}${1 + 2 * Math.floor(i / 19) + (i % 2)}`).join(' ');

describe('<variant-go-board>: names and descriptions', () => {
  it('each row of the grid is named by its number, not by its cells run together; its cells stay short', async () => {
    const el = await playing({ size: '5', moves: 'C3' });
    const rows = [...el.shadowRoot!.querySelectorAll('[role="row"]')];
    expect(rows.map((row) => row.getAttribute('aria-label'))).to.deep.equal(['row 5', 'row 4', 'row 3', 'row 2', 'row 1']);
    expect(cellName(el, 'C3')).to.equal('C3, black stone, last move');
  });

  it('a board that takes focus is described in a few words at any move, whatever the number of stones', async () => {
    for (const mode of ['replay', 'play']) {
      const { el } = await board({ mode, size: '19', moves: MOVES });
      expect(description(el), mode).to.equal('Black 31 stones, White 30 stones, 300 empty points.');
    }
  });

  it('a still diagram, which takes no focus and has no keys, is described point by point', async () => {
    const { el } = await board({ mode: 'view', size: '9', moves: 'E5 C3 G7' });
    expect(description(el)).to.equal('Black stones: G7, E5. White stone: C3. 78 empty points.');
  });

  it('S reads the stones and R the rows, in replay and play mode, and the board says it has these keys', async () => {
    for (const mode of ['replay', 'play']) {
      const el = mode === 'play' ? await playing({ size: '5', moves: 'B4 D4 C2' }) : (await board({ mode, size: '5', moves: 'B4 D4 C2' })).el;
      expect(part(el, 'board')!.getAttribute('aria-keyshortcuts')).to.match(/ R S\b/);
      part(el, 'board')!.focus();
      expect(await press(el, 's'), mode).to.equal('Black stones: B4, C2. White stone: D4. 22 empty points.');
      expect(await press(el, 'R'), mode).to.equal('Row 5: empty. Row 4: B black stone, D white stone. Row 3: empty. Row 2: C black stone. Row 1: empty.');
    }
  });

  it('point-names="audouard" names the cells and the stones read from their corner, for speech; the drawn coordinates stay', async () => {
    const el = await playing({ size: '19', moves: 'D4 Q16 K10', 'point-names': 'audouard' });
    expect(cellName(el, 'D4')).to.equal('D 4 4, black stone');
    expect(cellName(el, 'Q16')).to.equal('B 4 4, white stone');
    expect(cellName(el, 'K10')).to.equal('centre, black stone, last move');
    part(el, 'board')!.focus();
    expect(await press(el, 'S')).to.equal('Black stones: centre, D 4 4. White stone: B 4 4. 358 empty points.');
  });

  it('a point-names value that is not one is reported and letters are used', async () => {
    const { el, seen } = await board({ mode: 'play', size: '9', 'point-names': 'spoken' }, { events: ['vgb-error'] });
    await until(() => el.shadowRoot!.querySelector('[role="gridcell"]') !== null);
    await el.updateComplete;
    expect((seen[0] as CustomEvent<{ code: string; message: string }>).detail.message).to.contain("'spoken'");
    expect(cellName(el, 'E5')).to.equal('E5, empty');
  });

  it("the page's board.focus() focuses the board, which takes the keys: the arrows move the cursor", async () => {
    const el = await playing({ size: '9', moves: 'E5' });
    el.focus();
    expect(el.shadowRoot!.activeElement === part(el, 'board'), 'the board has focus').to.be.true;
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(activeCellName(el)).to.equal('D5, empty');
  });

  it('in replay mode board.focus() is ready for the keys too', async () => {
    const { el } = await board({ size: '9', moves: 'E5 C3' });
    el.focus();
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement === part(el, 'board'), 'the board has focus').to.be.true;
    expect(announced(el)).to.equal('Start of the game, move 0 of 2');
  });

  it('in forced colours, which drop box shadows, the focused board keeps a focus ring: an outline in the system Highlight', async () => {
    // emulateMedia cannot emulate forced colours in this runner: the rule is read from the board's styles (scripts/a11y-check.mjs and the screenshots look at it drawn).
    const el = await playing({ size: '9' });
    const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    const forced = rules.filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText.includes('forced-colors: active'));
    const ring = forced.flatMap((rule) => [...rule.cssRules]).find((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('.board.keyboard')) as CSSStyleRule | undefined;
    expect(ring?.selectorText).to.contain('.board:focus-visible');
    expect(ring?.style.getPropertyValue('outline')).to.equal('var(--_focus-width) solid Highlight');
  });

  it('in forced colours a disabled button is drawn in the system GrayText at full strength, not faded', async () => {
    const { el } = await board({ size: '9', moves: 'E5' });
    const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    const forced = rules.filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText.includes('forced-colors: active'));
    const disabled = forced.flatMap((rule) => [...rule.cssRules]).find((rule) => rule instanceof CSSStyleRule && rule.selectorText === 'button:disabled') as CSSStyleRule | undefined;
    expect([disabled?.style.opacity, disabled?.style.color]).to.deep.equal(['1', 'graytext']);
  });
});
