/**
 * A record's reading waits for the drawing of its variant's pieces with its rules (load-record.ts,
 * `TreeReading`), as a board from `moves` does (drawing-parts.test.ts). Its own file: the pieces
 * load once per page.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import { loadVariant } from '../../src/engine/core.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { shapes, stones } from './helpers.js';

describe('a record of a variant with pieces', () => {
  it('a Tile Go record whose rules are in is shown once the drawing of its pieces is in too: with its tiles', async () => {
    await loadVariant('tile');
    const el = document.createElement('variant-go-board');
    el.setAttribute('sgf', '(;GM[1]SZ[9]RU[Tile Go];B[ee];W[de];B[ef];W[df];B[ed];W[dd];B[fe];W[dg];B[eg];W[cf])');
    (await fixture<HTMLDivElement>(html`<div style="width: 360px"></div>`)).append(el);
    await el.updateComplete;
    expect(stones(el).length).to.be.greaterThan(0);
    expect(shapes(el, 'tile')).to.have.length(1);
  });
});
