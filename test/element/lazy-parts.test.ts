/**
 * The script-tag build's entry (src/variant-go-board.bundle.ts) loads the optional parts on first
 * use. This file imports only that entry, in a page of its own, so nothing here is loaded before
 * a board needs it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { part, stones } from './helpers.js';

/** The scripts of our sources the page has requested whose path ends with `name`. */
function loadedModules(name: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith(`/src/element/${name}`));
}

describe('the script-tag entry: parts loaded on first use', () => {
  it('registers the companions only when a board holds one, and they then show its state', async () => {
    expect(customElements.get('vgb-move-list')).to.equal(undefined);
    const board = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3"></variant-go-board>`);
    expect(customElements.get('vgb-move-list')).to.equal(undefined);
    board.append(document.createElement('vgb-move-list'));
    await customElements.whenDefined('vgb-move-list');
    const list = board.querySelector('vgb-move-list')! as HTMLElement & { updateComplete: Promise<boolean> };
    await list.updateComplete;
    expect(list.shadowRoot!.querySelectorAll('button')).to.have.length(3);
    expect(customElements.get('vgb-status')).to.not.equal(undefined);
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

  it('loads the export writers on the first export call, not before; the synchronous exports work once updateComplete settles', async () => {
    const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5"></variant-go-board>`);
    await el.updateComplete;
    expect(loadedModules('exports.ts')).to.have.length(0);
    expect(() => el.toSgf()).to.throw(/load on first use/);
    await el.updateComplete;
    expect(loadedModules('exports.ts')).to.have.length(1);
    expect(el.toSgf()).to.contain(';B[ee]');
    expect(el.toSvg()).to.contain('<svg');
  });
});
