/** `mode="edit"`: the author's editor, driven by pointer and keyboard as an author would. */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbChangeEvent } from '../../src/element/events/vgb-change.js';
import { alerted, announced, board, fetched, part, pointerAt, record, shapes, stones, tap, text, until } from './helpers.js';

/** The editor's tool button `tool` (its `data-tool`). */
function toolButton(el: VariantGoBoard, tool: string): HTMLButtonElement {
  const found = el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="edit-tool"][data-tool="${tool}"]`);
  if (!found) throw new Error(`no tool ${tool}`);
  return found;
}

/** The tools of the toolbar, by `data-tool`. */
function tools(el: VariantGoBoard): string[] {
  return [...el.shadowRoot!.querySelectorAll('[part~="edit-tool"]')].map((button) => button.getAttribute('data-tool')!);
}

/** Chooses `tool` by a click on its button. */
async function choose(el: VariantGoBoard, tool: string): Promise<void> {
  toolButton(el, tool).click();
  await el.updateComplete;
}

/** The editor's button with the text `label` (Undo, Redo, Clear, Whole board), or `null`. */
function editButton(el: VariantGoBoard, label: string): HTMLButtonElement | null {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="edit-fields"] button')].find((b) => text(b) === label) ?? null;
}

/** The field labelled `label` in the `edit-fields` part. */
function field<T extends HTMLElement = HTMLInputElement>(el: VariantGoBoard, label: string): T {
  const found = [...el.shadowRoot!.querySelectorAll('[part~="edit-fields"] label')].find((l) => text(l.querySelector('span')) === label);
  if (!found) throw new Error(`no field ${label}`);
  return found.querySelector('input, select, textarea') as unknown as T;
}

/** Writes `value` in a field and commits it, as leaving the field does. */
async function change(el: VariantGoBoard, label: string, value: string): Promise<void> {
  const control = field<HTMLInputElement>(el, label);
  control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

/** Focuses the board from the keyboard and presses `keys` one after the other; `Control+Shift+KeyZ` holds the modifiers named. */
async function press(el: VariantGoBoard, ...keys: string[]): Promise<void> {
  part(el, 'board')!.focus();
  for (const key of keys) {
    const held = key.split('+');
    const last = held.pop()!;
    for (const modifier of held) await sendKeys({ down: modifier });
    await sendKeys({ press: last });
    for (const modifier of held.reverse()) await sendKeys({ up: modifier });
  }
  await el.updateComplete;
}

const sgfOf = (el: VariantGoBoard): Promise<string> => el.toSgf();

describe('edit mode', () => {
  describe('opening', () => {
    it('opens the record it was given and draws its position, with the alternate tool chosen', async () => {
      const { el } = await board({ mode: 'edit', size: '9', moves: 'E5 C3' });
      expect(stones(el, 'black')).to.have.length(1);
      expect(stones(el, 'white')).to.have.length(1);
      expect(toolButton(el, 'alternate').getAttribute('aria-pressed')).to.equal('true');
      expect(part(el, 'board')!.getAttribute('role')).to.equal('grid');
      expect(await sgfOf(el)).to.contain(';B[ee]').and.to.contain(';W[cg]');
    });

    it('opens an SGF record with its setup, markup and view', async () => {
      const { el } = await board({ mode: 'edit', sgf: '(;GM[1]FF[4]SZ[9]GN[Corner]AB[cc]AW[dc]TR[cc]VW[aa:ee])' });
      expect(stones(el)).to.have.length(2);
      expect(shapes(el, 'triangle')).to.have.length(1);
      const sgf = await sgfOf(el);
      expect(sgf).to.contain('AB[cc]').and.to.contain('TR[cc]').and.to.contain('VW[aa:ee]').and.to.contain('GN[Corner]');
    });

    it('opens a $$ diagram in its text, under the variant the board is given', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board mode="edit" variant="no-seki"><pre>
$$ A ghost
$$ +-------
$$ | . . . .
$$ | . X O .
$$ | . . . .</pre></variant-go-board>`);
      await el.updateComplete;
      expect(stones(el)).to.have.length(2);
      expect(tools(el)).to.include('ghost');
      expect(await sgfOf(el)).to.contain('ZVR[no-seki').and.to.contain('GN[A ghost]');
    });

    it('another mode shows the record the board was given; back in edit mode, the document is as the author left it', async () => {
      const { el } = await board({ mode: 'edit', size: '9', moves: 'E5' });
      await tap(el, 'C3');
      el.mode = 'replay';
      await el.updateComplete;
      expect(stones(el)).to.have.length(1);
      expect(part(el, 'edit-tools')).to.equal(null);
      el.mode = 'edit';
      await el.updateComplete;
      expect(stones(el)).to.have.length(2);
    });

    it('opens an empty board of the variant and size given', async () => {
      const { el } = await board({ mode: 'edit', variant: 'tile', size: '7' });
      expect(await sgfOf(el)).to.contain('SZ[7]').and.to.contain('ZVR[tile');
    });
  });

  describe('tools', () => {
    it('lists the variant’s own point states from the registry: tiles for Tile Go, ghosts for No Seki Go, marked stones for Paper and Pencil Go, none for Go', async () => {
      const expected: Record<string, string[]> = { go: [], tile: ['tile'], 'no-seki': ['ghost'], 'paper-pencil': ['marked'] };
      for (const [variant, own] of Object.entries(expected)) {
        const { el } = await board({ mode: 'edit', variant, size: '9' });
        expect(tools(el), variant).to.deep.equal(['alternate', 'black', 'white', 'erase', ...own, 'triangle', 'square', 'circle', 'cross', 'letter', 'number', 'crop']);
      }
    });

    it('the toolbar is one tab stop moved along by the arrow keys, Home and End; Enter chooses, and the choice is announced', async () => {
      const { el } = await board({ mode: 'edit', size: '9' });
      const bar = part(el, 'edit-tools')!;
      expect(bar.getAttribute('role')).to.equal('toolbar');
      expect([...bar.querySelectorAll('[tabindex="0"]')]).to.have.length(1);
      toolButton(el, 'alternate').focus();
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      expect(el.shadowRoot!.activeElement).to.equal(toolButton(el, 'white'));
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(toolButton(el, 'white').getAttribute('aria-pressed')).to.equal('true');
      expect(toolButton(el, 'alternate').getAttribute('aria-pressed')).to.equal('false');
      expect(announced(el)).to.equal('Tool: white stone');
      await sendKeys({ press: 'End' });
      expect(el.shadowRoot!.activeElement).to.equal(toolButton(el, 'crop'));
      await sendKeys({ press: 'Home' });
      expect(el.shadowRoot!.activeElement).to.equal(toolButton(el, 'alternate'));
      await sendKeys({ press: 'ArrowLeft' });
      expect(el.shadowRoot!.activeElement).to.equal(toolButton(el, 'crop'));
    });

    it('the pointer places and removes stones of each colour, erases, and puts the variant’s states on points', async () => {
      const { el } = await board({ mode: 'edit', variant: 'tile', size: '9' });
      await choose(el, 'black');
      await tap(el, 'C3');
      await tap(el, 'D3');
      expect(announced(el)).to.equal('Black stone at D3');
      await choose(el, 'white');
      await tap(el, 'E3');
      expect(stones(el, 'black')).to.have.length(2);
      expect(stones(el, 'white')).to.have.length(1);
      await choose(el, 'erase');
      await tap(el, 'C3');
      expect(announced(el)).to.equal('C3 erased');
      expect(stones(el, 'black')).to.have.length(1);
      await choose(el, 'tile');
      await tap(el, 'D3');
      expect(announced(el)).to.equal('Black stone on 1 tile at D3');
      expect(await sgfOf(el)).to.contain('AB[dg]').and.to.contain('AW[eg]');
    });

    it('the pointer draws and removes each mark, and numbers and letters points in turn', async () => {
      const { el } = await board({ mode: 'edit', size: '9' });
      for (const [tool, shape] of [['triangle', 'triangle'], ['square', 'square'], ['circle', 'circle'], ['cross', 'cross']] as const) {
        await choose(el, tool);
        await tap(el, 'C3');
        expect(shapes(el, shape), tool).to.have.length(1);
        await tap(el, 'C3');
        expect(shapes(el, shape), tool).to.have.length(0);
      }
      expect(announced(el)).to.equal('Cross at C3 removed');
      await choose(el, 'letter');
      await tap(el, 'A1');
      await tap(el, 'B1');
      expect(announced(el)).to.equal('Label b at B1');
      await choose(el, 'number');
      await tap(el, 'A2');
      expect(await sgfOf(el)).to.contain('LB[ai:a][bi:b][ah:1]');
    });

    it('Enter and Space on the grid cursor apply the tool, as a click does', async () => {
      const { el } = await board({ mode: 'edit', size: '9' });
      await press(el, 'Enter', 'ArrowLeft', ' ');
      expect(stones(el, 'black')).to.have.length(1);
      expect(stones(el, 'white')).to.have.length(1);
      expect(announced(el)).to.equal('White D5');
      await choose(el, 'black');
      await press(el, 'ArrowDown', 'Enter');
      expect(stones(el, 'black')).to.have.length(2);
      await choose(el, 'erase');
      await press(el, 'Enter');
      expect(stones(el, 'black')).to.have.length(1);
      await choose(el, 'triangle');
      await press(el, 'ArrowUp', 'Enter');
      expect(shapes(el, 'triangle')).to.have.length(1);
      expect(announced(el)).to.equal('Triangle at D5');
    });

    it('a move the rules refuse is explained under the board and in an alert, as in play mode, and changes nothing', async () => {
      const { el } = await board({ mode: 'edit', size: '9', black: 'A2 B1' });
      const changes = record(el, 'vgb-change');
      await choose(el, 'white');
      await choose(el, 'alternate');
      const before = await sgfOf(el);
      await tap(el, 'B1');
      const rejection = part(el, 'rejection')!;
      expect(text(rejection)).to.match(/^B1: not allowed\. /);
      expect(alerted(el)).to.equal(text(rejection));
      expect(changes).to.have.length(0);
      expect(await sgfOf(el)).to.equal(before);
      // The next edit clears it.
      await tap(el, 'E5');
      expect(part(el, 'rejection')).to.equal(null);
    });
  });

  describe('problems', () => {
    it('a position the variant does not allow is shown with its reason and its points selected, announced, and the author keeps editing', async () => {
      const { el } = await board({ mode: 'edit', size: '9', black: 'A2 B1' });
      await choose(el, 'white');
      await tap(el, 'A1');
      const problems = part(el, 'edit-problems')!;
      expect(text(problems)).to.contain('white stone at A1 has no liberty');
      expect(problems.querySelector('li')!.getAttribute('data-code')).to.equal('PROBLEM_NO_LIBERTY');
      expect(shapes(el, 'markup-selected')).to.have.length(1);
      expect(announced(el)).to.contain('white stone at A1 has no liberty');
      // Not a blocking error: the board takes the next edit, which here mends the position.
      await choose(el, 'erase');
      await tap(el, 'B1');
      expect(part(el, 'edit-problems')).to.equal(null);
      expect(shapes(el, 'markup-selected')).to.have.length(0);
    });
  });

  describe('touch', () => {
    it('at phone width a tap places a stone, the toolbar wraps, and the board takes taps without the double-tap zoom wait', async () => {
      const { el } = await board({ mode: 'edit', size: '9' }, { width: 360 });
      await tap(el, 'E5', 'touch');
      expect(stones(el, 'black')).to.have.length(1);
      expect(getComputedStyle(part(el, 'board')!).touchAction).to.equal('manipulation');
      const bar = part(el, 'edit-tools')!;
      expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
      const tops = new Set([...bar.querySelectorAll('button')].map((b) => b.offsetTop));
      expect(tops.size).to.be.greaterThan(1);
    });
  });

  describe('undo and redo', () => {
    it('the buttons and Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y undo and redo every edit, each firing vgb-change', async () => {
      const { el } = await board({ mode: 'edit', size: '9' });
      const changes = record(el, 'vgb-change');
      expect(editButton(el, 'Undo')!.disabled).to.equal(true);
      await tap(el, 'E5');
      await choose(el, 'triangle');
      await tap(el, 'C3');
      expect(changes).to.have.length(2);
      editButton(el, 'Undo')!.click();
      await el.updateComplete;
      expect(shapes(el, 'triangle')).to.have.length(0);
      await press(el, 'Control+KeyZ');
      expect(stones(el)).to.have.length(0);
      await press(el, 'Control+Shift+KeyZ');
      expect(stones(el)).to.have.length(1);
      await press(el, 'Control+KeyY');
      expect(shapes(el, 'triangle')).to.have.length(1);
      expect(editButton(el, 'Redo')!.disabled).to.equal(true);
      expect(changes).to.have.length(6);
      editButton(el, 'Clear')!.click();
      await el.updateComplete;
      expect(announced(el)).to.equal('Board cleared');
      expect(stones(el)).to.have.length(0);
      expect(shapes(el, 'triangle')).to.have.length(0);
    });
  });

  it('shows no rules overlay in edit mode and loads none: its facts would be of the record, not the document the editor draws', async () => {
    const { el } = await board({ mode: 'edit', size: '9', black: 'B1', white: 'A1', overlay: 'rules' });
    expect(part(el, 'overlay-legend')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('[data-overlay]')).to.have.length(0);
    expect(fetched('/src/element/overlay-drawing.'), 'the overlay chunk').to.equal(0);
  });

  describe('crop', () => {
    it('a drag with the crop tool crops to the rectangle; the points outside are dimmed; Whole board undoes it', async () => {
      const { el } = await board({ mode: 'edit', size: '9' });
      await choose(el, 'crop');
      pointerAt(el, 'pointerdown', 'A1');
      pointerAt(el, 'pointermove', 'D4');
      pointerAt(el, 'pointerup', 'D4');
      await el.updateComplete;
      expect(await sgfOf(el)).to.contain('VW[af:di]');
      expect(announced(el)).to.equal('Cropped to A1 to D4');
      expect(part(el, 'board')!.getAttribute('aria-label')).to.equal('Go board, 9 by 9, cropped to A1 to D4, move 0, Black to play, editing: crop');
      expect(shapes(el, 'markup-dim').length).to.equal(81 - 16);
      editButton(el, 'Whole board')!.click();
      await el.updateComplete;
      expect(await sgfOf(el)).not.to.contain('VW[');
      expect(editButton(el, 'Whole board')).to.equal(null);
    });

    it('the crop being made is shown as it grows: a drag’s rectangle, and by keyboard the rectangle from the first corner to the cursor', async () => {
      const { el } = await board({ mode: 'edit', size: '9' });
      await choose(el, 'crop');
      pointerAt(el, 'pointerdown', 'A1');
      pointerAt(el, 'pointermove', 'C3');
      await el.updateComplete;
      expect(shapes(el, 'markup-selected')).to.have.length(9);
      pointerAt(el, 'pointermove', 'D4');
      await el.updateComplete;
      expect(shapes(el, 'markup-selected')).to.have.length(16);
      pointerAt(el, 'pointerup', 'D4');
      await el.updateComplete;
      expect(shapes(el, 'markup-selected'), 'none once cropped').to.have.length(0);

      await press(el, 'Enter', 'ArrowRight', 'ArrowUp');
      expect(shapes(el, 'markup-selected')).to.have.length(4);
      await press(el, 'Escape');
      expect(shapes(el, 'markup-selected')).to.have.length(0);
    });

    it('two taps, or Enter at one corner and Enter at the other, crop', async () => {
      const { el } = await board({ mode: 'edit', size: '9' });
      await choose(el, 'crop');
      await tap(el, 'F6');
      expect(announced(el)).to.contain('choose the opposite corner');
      await tap(el, 'J9');
      expect(await sgfOf(el)).to.contain('VW[fa:id]');
      // The cursor is on the last point used (J9): corners J9 and G7 by keyboard.
      await press(el, 'Enter', 'ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowDown', 'Enter');
      expect(await sgfOf(el)).to.contain('VW[ga:ic]');
      // Escape drops a first corner.
      await press(el, 'Enter', 'Escape', 'ArrowLeft', 'Enter');
      expect(announced(el)).to.contain('choose the opposite corner');
      expect(await sgfOf(el)).to.contain('VW[ga:ic]');
    });
  });

  describe('fields', () => {
    it('title, comment, side to move, komi and the variant’s rule options change the document', async () => {
      const { el } = await board({ mode: 'edit', variant: 'tile', size: '9' });
      await change(el, 'Title', 'Tile corner');
      expect(announced(el)).to.equal('Title: Tile corner');
      await change(el, 'Comment', 'Black to live');
      await change(el, 'To play', 'white');
      expect(announced(el)).to.equal('White to play');
      await change(el, 'Komi', '5');
      await change(el, 'Tiles per point', '3');
      expect(announced(el)).to.equal('Tiles per point 3');
      await change(el, 'Scoring', 'standard');
      expect(announced(el)).to.equal('Scoring standard');
      const sgf = await sgfOf(el);
      expect(sgf).to.contain('GN[Tile corner]').and.to.contain('C[Black to live]').and.to.contain('PL[W]').and.to.contain('KM[5]');
      expect(sgf).to.contain('ZVR[tile;maxTiles=3;scoring=standard]');
    });

    it('a komi that is not a number is refused with a message quoting it', async () => {
      const { el } = await board({ mode: 'edit', size: '9' });
      await change(el, 'Komi', 'abc');
      expect(text(part(el, 'rejection'))).to.equal("Komi: 'abc' is not a number.");
    });

    it('the variant and a rectangular size change the board once the variant’s rules are in', async () => {
      const { el } = await board({ mode: 'edit', size: '9', black: 'C3' });
      await change(el, 'Width', '13');
      await change(el, 'Height', '7');
      await until(() => el.shadowRoot!.querySelectorAll('[role="row"]').length === 7);
      await change(el, 'Variant', 'no-seki');
      await until(() => tools(el).includes('ghost'));
      const sgf = await sgfOf(el);
      expect(sgf).to.contain('SZ[13:7]').and.to.contain('ZVR[no-seki');
      expect(stones(el, 'black')).to.have.length(1);
    });
  });

  describe('forms', () => {
    it('a form posts the editor’s SGF under the board’s name, and its reset restores the document first opened', async () => {
      const form = await fixture<HTMLFormElement>(html`<form><variant-go-board name="diagram" mode="edit" size="9" moves="E5"></variant-go-board></form>`);
      const el = form.querySelector('variant-go-board')!;
      await el.updateComplete;
      expect(new FormData(form).get('diagram')).to.contain(';B[ee]');
      await tap(el, 'C3');
      const posted = new FormData(form).get('diagram') as string;
      expect(posted).to.contain(';W[cg]');
      expect(posted).to.equal(el.value);
      form.reset();
      await el.updateComplete;
      expect(new FormData(form).get('diagram')).not.to.contain(';W[cg]');
      expect(stones(el)).to.have.length(1);
    });

    it('value reads the SGF and writing it opens that record', async () => {
      const { el } = await board({ mode: 'edit', size: '9' });
      expect(el.value).to.contain('SZ[9]');
      el.value = '(;GM[1]FF[4]SZ[7]AB[aa][bb])';
      await el.updateComplete;
      expect(stones(el, 'black')).to.have.length(2);
      expect(el.value).to.contain('SZ[7]').and.to.contain('AB[aa][bb]');
      // The same text again, after edits, opens it again.
      await tap(el, 'D4');
      el.value = '(;GM[1]FF[4]SZ[7]AB[aa][bb])';
      await el.updateComplete;
      expect(stones(el)).to.have.length(2);
    });
  });

  describe('exports', () => {
    it('toSgf, toDiagram and toSvg give exactly the editor’s outputs, which vgb-change carries too', async () => {
      const { el } = await board({ mode: 'edit', size: '9' });
      const changes = record(el, 'vgb-change');
      await tap(el, 'E5');
      const { sgf, diagram } = (changes[0] as VgbChangeEvent).detail;
      expect(await el.toSgf()).to.equal(sgf);
      expect(await el.toDiagram()).to.equal(diagram);
      expect(await el.toSvg()).to.contain('<svg');
    });

    it('the outputs panel shows exactly what toDiagram, toSgf and toSvg give, after each edit', async () => {
      const { el } = await board({ mode: 'edit', variant: 'no-seki', size: '9' });
      const shown = (kind: string) => el.shadowRoot!.querySelector<HTMLTextAreaElement>(`[part~="edit-output"][data-output="${kind}"] textarea`)!.value;
      await tap(el, 'E5');
      await choose(el, 'ghost');
      await tap(el, 'E5');
      expect(shown('sgf')).to.equal(await el.toSgf());
      expect(shown('diagram')).to.equal(await el.toDiagram());
      expect(shown('svg')).to.equal(await el.toSvg());
      expect(shown('snippet')).to.contain('<variant-go-board');
    });
  });
});
