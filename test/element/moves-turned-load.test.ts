/**
 * A board of `moves` turned or cropped waits for the reader's chunk, which holds the orientations
 * and the crop: a chunk that fails to load is reported in words that fit a board that is no
 * puzzle. A file of its own: it fails a load the page has not made yet (the test server answers
 * 503 for the path in the `vgb-fail-chunk` cookie).
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { board, failLoadsOf, until } from './helpers.js';

describe('<variant-go-board moves orientation> when the reader cannot be loaded', () => {
  it('says the position cannot be turned or cropped, as ERR_FETCH', async () => {
    failLoadsOf('/src/element/load-record.');
    const { seen } = await board({ size: '9', moves: 'E5 C3', orientation: 'mirror' }, { events: ['vgb-error'] });
    await until(() => seen.length > 0);
    failLoadsOf(null);
    const { code, message } = (seen[0] as VgbErrorEvent).detail;
    expect(code).to.equal('ERR_FETCH');
    expect(message).to.match(/^The position cannot be turned or cropped: its reader could not be loaded/);
  });
});
