/**
 * A board whose words for problems cannot be loaded says its problems in English, and says why
 * (its own file: no other test may have loaded those words first).
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { board, failLoadsOf, part, text, until } from './helpers.js';

describe('<variant-go-board> problems when their words cannot be loaded', () => {
  afterEach(() => failLoadsOf(null));

  it('Japanese words for problems that fail to load: the problem in English, then why, each reported once', async () => {
    failLoadsOf('/src/element/i18n/problems/ja.');
    const { el, seen } = await board({ size: 'abc', lang: 'ja' }, { events: ['vgb-error'] });
    await until(() => seen.length >= 2);
    await el.updateComplete;
    const messages = (seen as VgbErrorEvent[]).map((event) => event.detail.message);
    expect(messages[0]).to.equal("size: 'abc' is not a board size from 2 to 25");
    expect(messages[1]).to.match(/^The board could not load its words for problems in Japanese \(.+\)\.$/);
    expect(text(part(el, 'error'))).to.contain("size: 'abc' is not a board size from 2 to 25");
    expect(seen).to.have.length(2);
  });
});
