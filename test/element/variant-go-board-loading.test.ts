/**
 * What a board shows while the SGF reader loads on first use. The first test runs before any
 * board of this page has loaded it.
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VgbPositionReplaceEvent } from '../../src/element/events/vgb-position-replace.js';
import { board, record, status, stones, tap } from './helpers.js';

describe('<variant-go-board> while the SGF reader loads', () => {
  it("a new SGF record on a board the reader played on keeps the reader's game drawn until the record can be read", async () => {
    const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
    await tap(el, 'C3');
    const replaced = record(el, 'vgb-position-replace');
    // Every drawing between the two positions, as the board renders it.
    const drawn: number[] = [];
    const observer = new MutationObserver(() => drawn.push(stones(el).length));
    observer.observe(el.shadowRoot!, { childList: true, subtree: true, attributes: true });
    el.setAttribute('sgf', '(;SZ[9];B[ee];W[cc];B[gg])');
    await el.updateComplete;
    observer.disconnect();
    expect(replaced).to.have.length(1);
    expect((replaced[0] as VgbPositionReplaceEvent).detail.moves).to.deep.equal(['E5', 'C3']);
    expect(status(el)).to.match(/ \/ 3$/);
    expect(drawn.filter((count) => count !== 2 && count !== 3), 'no other drawing, an empty board least of all').to.deep.equal([]);
  });
});
