/**
 * The script-tag build's entry (src/variant-go-board.bundle.ts) loads the optional parts on first
 * use. This file imports only that entry, in a page of its own, so nothing here is loaded before
 * a board needs it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { part, pointerAt, stones } from './helpers.js';

/** The scripts of our sources the page has requested whose path ends with `name`. */
function loadedModules(name: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith(`/src/element/${name}`) || path.includes(`/node_modules/${name}`));
}

describe('the script-tag entry: parts loaded on first use', () => {
  it('a replay of moves requests none of the parts a board loads on first use', async () => {
    const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3 G7" coordinates></variant-go-board>`);
    await el.updateComplete;
    expect(stones(el)).to.have.length(3);
    for (const chunk of ['play-input.ts', 'puzzle-mode.ts', 'load-record.ts', 'panels.ts', 'legend.ts', 'exports.ts', 'record-sgf.ts', 'editor/edit-mode.ts', 'companions/vgb-companions.ts', '@lit/context/']) {
      expect(loadedModules(chunk), chunk).to.have.length(0);
    }
    // Only the board's own styles: each feature's come with its chunk.
    expect(el.shadowRoot!.adoptedStyleSheets).to.have.length([VariantGoBoard.styles].flat().length);
  });

  it('loads the export writers on the first export call or read of record, not before: record gives "" until updateComplete settles', async () => {
    const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3"></variant-go-board>`);
    await el.updateComplete;
    expect(loadedModules('exports.ts')).to.have.length(0);
    expect(el.record).to.equal('');
    await el.updateComplete;
    expect(loadedModules('exports.ts')).to.have.length(1);
    expect(el.record).to.match(/;B\[ee\]\s*;W\[cg\]\)\s*$/);
  });

  it('loads the export writers once for the page (the read of record above did); each export then answers', async () => {
    const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5"></variant-go-board>`);
    await el.updateComplete;
    expect(await el.toSgf()).to.contain(';B[ee]');
    expect(await el.toSvg()).to.contain('<svg');
    expect(loadedModules('exports.ts')).to.have.length(1);
  });

  it('shows a busy board of the attributes’ size while the SGF reader loads, then the record once updateComplete settles', async () => {
    const el = document.createElement('variant-go-board');
    el.setAttribute('size', '13');
    el.setAttribute('sgf', '(;GM[1]FF[4]SZ[9];B[ee];W[cc])');
    document.body.append(el);
    try {
      // The first render comes within microtasks; the reader's import needs the network, a task at least.
      for (let i = 0; i < 10 && !part(el, 'board'); i++) await Promise.resolve();
      expect(part(el, 'board')!.getAttribute('aria-busy')).to.equal('true');
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('13 by 13');
      await el.updateComplete;
      expect(part(el, 'board')!.getAttribute('aria-busy')).to.equal('false');
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('9 by 9');
      expect(stones(el)).to.have.length(2);
    } finally {
      el.remove();
    }
  });

  it('plays a tap made while the play input loads once it is in, and loads no puzzle for play mode', async () => {
    const el = document.createElement('variant-go-board');
    el.setAttribute('size', '9');
    el.setAttribute('mode', 'play');
    const moves: Event[] = [];
    el.addEventListener('vgb-move', (event) => moves.push(event));
    document.body.append(el);
    try {
      for (let i = 0; i < 10 && !part(el, 'board'); i++) await Promise.resolve();
      // No cursor yet: the play input is not in.
      expect(part(el, 'board')!.hasAttribute('aria-activedescendant')).to.equal(false);
      pointerAt(el, 'pointerdown', 'C3');
      pointerAt(el, 'pointerup', 'C3');
      await el.updateComplete;
      expect(moves).to.have.length(1);
      expect(stones(el, 'black')).to.have.length(1);
      expect(loadedModules('play-input.ts')).to.have.length(1);
      // The record's SGF writer comes with it.
      expect(el.record).to.match(/;B\[cg\]\)\s*$/);
      // Play mode needs no puzzle.
      expect(loadedModules('puzzle-mode.ts')).to.have.length(0);
      // The play input's styles came with it: a refused move shows in its box.
      pointerAt(el, 'pointerdown', 'C3');
      pointerAt(el, 'pointerup', 'C3');
      await el.updateComplete;
      expect(getComputedStyle(part(el, 'rejection')!).borderLeftStyle).to.equal('solid');
    } finally {
      el.remove();
    }
  });

  it('registers the companions only when a board holds one, and they then show its state', async () => {
    expect(customElements.get('vgb-move-list')).to.equal(undefined);
    expect(loadedModules('@lit/context/')).to.have.length(0);
    const board = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3"></variant-go-board>`);
    expect(customElements.get('vgb-move-list')).to.equal(undefined);
    board.append(document.createElement('vgb-move-list'));
    await customElements.whenDefined('vgb-move-list');
    const list = board.querySelector('vgb-move-list')! as HTMLElement & { updateComplete: Promise<boolean> };
    await board.updateComplete;
    await list.updateComplete;
    expect(list.shadowRoot!.querySelectorAll('button')).to.have.length(3);
    expect(customElements.get('vgb-status')).to.not.equal(undefined);
    expect(loadedModules('@lit/context/')).to.not.have.length(0);
  });

  it('gives a companion that asks before its board provides the board’s state once the board does', async () => {
    await customElements.whenDefined('vgb-move-list');
    // Upgraded in tree order once connected: the list asks for the state before the board's first update provides it.
    const holder = document.createElement('div');
    holder.innerHTML = '<variant-go-board size="9" moves="E5 C3 G7"><vgb-move-list></vgb-move-list></variant-go-board>';
    document.body.append(holder);
    try {
      const board = holder.firstElementChild as VariantGoBoard;
      const list = board.querySelector('vgb-move-list')! as HTMLElement & { updateComplete: Promise<boolean> };
      await board.updateComplete;
      await list.updateComplete;
      expect(list.shadowRoot!.querySelectorAll('button')).to.have.length(4);
    } finally {
      holder.remove();
    }
  });

  it('a puzzle shows the problem’s start, never its answer, while its parts load, then its task', async () => {
    const el = document.createElement('variant-go-board');
    el.setAttribute('size', '9');
    el.setAttribute('mode', 'puzzle');
    el.setAttribute('moves', 'E5 C3');
    document.body.append(el);
    try {
      for (let i = 0; i < 10 && !part(el, 'board'); i++) await Promise.resolve();
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('9 by 9');
      expect(stones(el)).to.have.length(0);
      await el.updateComplete;
      expect(loadedModules('puzzle-mode.ts')).to.have.length(1);
      expect(stones(el)).to.have.length(0);
      expect(part(el, 'puzzle')!.textContent).to.contain('Black to play: find the right move.');
      expect(getComputedStyle(part(el, 'puzzle')!).borderLeftStyle).to.equal('solid');
    } finally {
      el.remove();
    }
  });
});
