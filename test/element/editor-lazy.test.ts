/**
 * The editor's chunk (`mode="edit"`) in the script-tag build: loaded when a board is first in
 * edit mode, never before, and with it no play input. This file imports only the entry, in a
 * page of its own, so nothing here is loaded before a board needs it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { part, sleep, stones } from './helpers.js';

/** The scripts of our sources the page has requested whose path ends with `name`. */
function loadedModules(name: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith(`/src/element/${name}`));
}

describe('the editor’s chunk', () => {
  it('is not fetched by a board outside edit mode; a board first in edit mode loads it, and shows the position meanwhile, never a blank board', async () => {
    const el = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3"></variant-go-board>`);
    await el.updateComplete;
    expect(loadedModules('editor/edit-mode.ts')).to.have.length(0);
    el.mode = 'edit';
    // The update comes within microtasks; the chunk's import needs the network, a task at least.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(part(el, 'edit-tools')).to.equal(null);
    expect(stones(el)).to.have.length(2);
    await el.updateComplete;
    expect(loadedModules('editor/edit-mode.ts')).to.have.length(1);
    expect(part(el, 'edit-tools')).to.not.equal(null);
    expect(stones(el)).to.have.length(2);
  });

  it('an editor opened on a record loads no play input: the editor takes the board’s input itself', async () => {
    const el = await fixture<VariantGoBoard>(html`<variant-go-board mode="edit" sgf="(;GM[1]FF[4]SZ[9];B[ee];W[cc])"></variant-go-board>`);
    await el.updateComplete;
    expect(stones(el)).to.have.length(2);
    // Edit mode does not wait for a play input: give one asked for the time to arrive before saying none was.
    await sleep(500);
    expect(loadedModules('play-input.ts')).to.have.length(0);
  });
});
