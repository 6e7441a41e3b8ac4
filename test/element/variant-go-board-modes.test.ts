import { expect, fixture, html } from '@open-wc/testing';
import { ContextConsumer } from '@lit/context';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import '../../src/variant-go-board.js';
import { boardContext, type BoardState } from '../../src/element/context.js';
import { TOKENS } from '../../src/render/palette.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbMoveEvent } from '../../src/element/events/vgb-move.js';
import type { VgbPositionChangeEvent } from '../../src/element/events/vgb-position-change.js';
import { announced, board, button, findButton, part, record, sleep, status, statusText, stones, until } from './helpers.js';

/** A bare context consumer, standing in for a companion element. */
class BoardProbe extends LitElement {
  states: BoardState[] = [];
  consumer = new ContextConsumer(this, {
    context: boardContext,
    subscribe: true,
    callback: (value) => {
      if (value) this.states.push(value);
    },
  });

  get latest(): BoardState {
    return this.states[this.states.length - 1]!;
  }
}
customElements.define('vgb-test-probe', BoardProbe);

/** Counts timers set with `setTimeout` that have neither fired nor been cleared, while `body` runs. */
async function withTimerCount(body: (pending: () => number) => Promise<void>): Promise<void> {
  const pending = new Set<unknown>();
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  window.setTimeout = ((handler: () => void, ms?: number) => {
    const id: unknown = realSet(() => {
      pending.delete(id);
      handler();
    }, ms);
    pending.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    realClear(id);
  }) as typeof window.clearTimeout;
  try {
    await body(() => pending.size);
  } finally {
    window.setTimeout = realSet;
    window.clearTimeout = realClear;
  }
}

describe('<variant-go-board mode="view">', () => {
  it('is a still diagram: no controls, not focusable, an image named and described in words', async () => {
    const { el } = await board({ mode: 'view', size: '9', moves: 'E5 C3 G7' });
    await expect(el).to.be.accessible();
    const drawing = part(el, 'board')!;
    expect(part(el, 'controls')).to.be.null;
    expect(drawing.hasAttribute('tabindex')).to.be.false;
    expect(drawing.getAttribute('role')).to.equal('img');
    expect(drawing.getAttribute('aria-label')).to.equal('Go board, 9 by 9, move 3 of 3, last move Black G7');
    const description = el.shadowRoot!.getElementById(drawing.getAttribute('aria-describedby')!)!;
    expect(description.textContent).to.equal('Black stones: G7, E5. White stone: C3. 78 empty points.');
    expect(statusText(el)).to.equal('White to play');
  });

  it('an empty board says so', async () => {
    const { el } = await board({ mode: 'view', size: '9' });
    expect(el.shadowRoot!.getElementById('description')!.textContent).to.equal('The board is empty.');
  });
});

describe('<variant-go-board mode="replay">', () => {
  it('the slider is labelled, follows the shown move, and steps on input', async () => {
    const { el } = await board({ size: '9', moves: 'E5 C3 G7 D4' });
    const slider = part<HTMLInputElement>(el, 'slider')!;
    expect(slider.type).to.equal('range');
    expect(slider.getAttribute('aria-label')).to.equal('Move');
    expect(slider.value).to.equal('4');
    expect(slider.max).to.equal('4');
    const seen = record(el, 'vgb-position-change');
    slider.value = '1';
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    await el.updateComplete;
    expect(status(el)).to.equal('Move 1 / 4');
    expect(stones(el)).to.have.length(1);
    expect((seen[0] as VgbPositionChangeEvent).detail).to.deep.equal({ moveNumber: 1, total: 4, move: 'E5', game: 1 });
    button(el, 'Next move').click();
    await el.updateComplete;
    expect(slider.value).to.equal('2');
    expect(slider.getAttribute('aria-valuetext')).to.equal('Move 2 of 4');
  });

  it('announces each step in the live region', async () => {
    const { el } = await board({ size: '9', moves: 'A2 A1 B1' });
    part(el, 'board')!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(announced(el)).to.equal('Move 2 of 3: White A1');
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(announced(el)).to.equal('Move 3 of 3: Black B1, captures 1 stone');
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(announced(el)).to.equal('Start of the game, move 0 of 3');
  });

  it('autoplay steps from the start at speed ms per move and stops at the end', async () => {
    const { el } = await board({ size: '9', moves: 'E5 C3 G7', autoplay: '', speed: '20' });
    const seen = record(el, 'vgb-position-change');
    expect(status(el)).to.equal('Move 0 / 3');
    expect(findButton(el, 'Pause')).to.exist;
    await until(() => status(el) === 'Move 3 / 3');
    await el.updateComplete;
    expect(seen.map((e) => (e as VgbPositionChangeEvent).detail.moveNumber)).to.deep.equal([1, 2, 3]);
    expect(findButton(el, 'Play moves')).to.exist;
  });

  it('the play button starts autoplay (from the start at the end), pause stops it', async () => {
    const { el } = await board({ size: '9', moves: 'E5 C3 G7 D4', speed: '25' });
    button(el, 'Play moves').click();
    await el.updateComplete;
    expect(status(el)).to.equal('Move 0 / 4');
    await until(() => status(el) !== 'Move 0 / 4');
    button(el, 'Pause').click();
    await el.updateComplete;
    const shown = status(el);
    expect(shown).not.to.equal('Move 0 / 4');
    await sleep(80);
    expect(status(el)).to.equal(shown);
  });

  it('autoplay stops when the reader steps, drags the slider or touches the board', async () => {
    for (const interrupt of [
      (el: VariantGoBoard) => button(el, 'First move').click(),
      (el: VariantGoBoard) => part<HTMLInputElement>(el, 'slider')!.dispatchEvent(new Event('input')),
      (el: VariantGoBoard) => part(el, 'board')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    ]) {
      const { el } = await board({ size: '9', moves: 'E5 C3 G7 D4 F3', autoplay: '', speed: '30' });
      await sleep(40);
      interrupt(el);
      await el.updateComplete;
      const shown = status(el);
      await sleep(90);
      expect(status(el)).to.equal(shown);
      expect(findButton(el, 'Play moves')).to.exist;
    }
  });

  it('autoplay set after the first render starts; leaving replay mode stops it', async () => {
    const { el } = await board({ size: '9', moves: 'E5 C3 G7 D4', speed: '20' });
    el.autoplay = true;
    await el.updateComplete;
    expect(status(el)).to.equal('Move 0 / 4');
    await sleep(30);
    el.mode = 'play';
    await el.updateComplete;
    const shown = status(el);
    await sleep(60);
    expect(status(el)).to.equal(shown);
  });

  it('leaves no timer running once disconnected, and resumes when connected again', async () => {
    await withTimerCount(async (pending) => {
      const { el } = await board({ size: '9', moves: 'E5 C3 G7 D4 F3 C7', autoplay: '', speed: '30' });
      expect(pending()).to.equal(1);
      const parent = el.parentElement!;
      el.remove();
      expect(pending()).to.equal(0);
      const shown = status(el);
      await sleep(80);
      expect(status(el)).to.equal(shown);
      parent.append(el);
      expect(pending()).to.equal(1);
      await until(() => status(el) === 'Move 6 / 6');
      await el.updateComplete;
      expect(pending()).to.equal(0);
    });
  });
});

describe('<variant-go-board> context and slot', () => {
  it('provides a fresh BoardState on every change to elements inside it, shown below the controls', async () => {
    const el = await fixture<VariantGoBoard>(
      html`<variant-go-board size="9" moves="E5 C3 G7"><vgb-test-probe></vgb-test-probe></variant-go-board>`,
    );
    const probe = el.querySelector<BoardProbe>('vgb-test-probe')!;
    const slot = el.shadowRoot!.querySelector('slot')!;
    expect(slot.assignedElements()).to.deep.equal([probe]);
    expect(part(el, 'controls')!.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).to.be.ok;
    const first = probe.latest;
    expect(first).to.include({ variant: 'go', variantName: 'Go', moveNumber: 3, total: 3, mode: 'replay', result: null });
    expect(first.moves).to.deep.equal(['E5', 'C3', 'G7']);
    el.move = 1;
    await el.updateComplete;
    expect(probe.latest).not.to.equal(first);
    expect(probe.latest.moveNumber).to.equal(1);
    expect(probe.latest.view.moveNumber).to.equal(1);
  });

  it("goTo and play go through the board's own path, with its events", async () => {
    const el = await fixture<VariantGoBoard>(
      html`<variant-go-board size="9" moves="E5 C3 G7"><vgb-test-probe></vgb-test-probe></variant-go-board>`,
    );
    const probe = el.querySelector<BoardProbe>('vgb-test-probe')!;
    const seen = record(el, 'vgb-position-change', 'vgb-move');
    probe.latest.goTo(1);
    await el.updateComplete;
    expect(status(el)).to.equal('Move 1 / 3');
    expect((seen[0] as VgbPositionChangeEvent).detail.moveNumber).to.equal(1);
    const refused = probe.latest.play('D4');
    expect(refused.ok).to.be.false;
    el.mode = 'play';
    await el.updateComplete;
    const played = probe.latest.play('D4');
    await el.updateComplete;
    expect(played.ok).to.be.true;
    expect((seen[1] as VgbMoveEvent).detail).to.include({ move: 'D4', color: 'white', moveNumber: 2 });
    expect(probe.latest.moves).to.deep.equal(['E5', 'D4']);
    expect(probe.latest.mode).to.equal('play');
  });
});

describe('<variant-go-board> styling', () => {
  it('the manifest lists every colour and line weight of the drawing with its default', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const element = manifest.modules
      .flatMap((module: { declarations?: { tagName?: string }[] }) => module.declarations ?? [])
      .find((declaration: { tagName?: string }) => declaration.tagName === 'variant-go-board');
    const listed = new Map<string, string>(
      element.cssProperties.map((p: { name: string; default?: string }) => [p.name, p.default ?? '']),
    );
    for (const token of Object.values(TOKENS)) {
      expect(listed.has(token.property), token.property).to.be.true;
      if (!token.property.endsWith('-width') && token.property !== '--vgb-line-width') {
        expect(listed.get(token.property), token.property).to.equal(token.light);
      }
    }
  });

  it('hides the slider and the counter on a thumbnail, keeping the step buttons', async () => {
    const { el } = await board({ size: '9', moves: 'E5 C3' }, { width: 150 });
    expect(getComputedStyle(part(el, 'slider')!).display).to.equal('none');
    expect(getComputedStyle(part(el, 'counter')!).display).to.equal('none');
    const controls = part(el, 'controls')!.getBoundingClientRect();
    expect(controls.width).to.be.at.most(150.5);
    for (const control of el.shadowRoot!.querySelectorAll('[part~="control"]')) {
      expect(control.getBoundingClientRect().right).to.be.at.most(controls.right + 0.5);
    }
    const { el: wide } = await board({ size: '9', moves: 'E5 C3' }, { width: 400 });
    expect(getComputedStyle(part(wide, 'slider')!).display).not.to.equal('none');
  });

  it('prints the board without controls, in black and white', async () => {
    const { el } = await board({ mode: 'play', size: '9', moves: 'E5 C3' });
    await emulateMedia({ media: 'print' });
    try {
      expect(getComputedStyle(part(el, 'controls')!).display).to.equal('none');
      expect(getComputedStyle(el.shadowRoot!.querySelector('.wood')!).fill).to.equal('rgb(255, 255, 255)');
      expect(getComputedStyle(el.shadowRoot!.querySelector('.stone.black')!).fill).to.equal('rgb(0, 0, 0)');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it('is accessible in the dark scheme, on a dark page, with a refused move shown', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    try {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="background: #0d1117; padding: 8px">
          <variant-go-board mode="play" variant="tile" size="9" moves="E5"></variant-go-board>
        </div>`,
      );
      const el = wrapper.querySelector('variant-go-board')!;
      // Tile Go's rules load on first use.
      await el.updateComplete;
      button(el, 'Return a prisoner').click();
      button(el, 'Return a prisoner').click();
      await el.updateComplete;
      expect(part(el, 'rejection')).to.exist;
      await expect(wrapper).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('is accessible in the light scheme with a refused move and an error shown', async () => {
    const { el } = await board({ mode: 'play', variant: 'tile', size: '9', moves: 'E5 E5' });
    button(el, 'Return a prisoner').click();
    button(el, 'Return a prisoner').click();
    await el.updateComplete;
    expect(part(el, 'rejection')).to.exist;
    expect(part(el, 'error')).to.exist;
    await expect(el).to.be.accessible();
  });
});
