/**
 * Autoplay is a property of the replay, whatever the record's source. The first test runs
 * before any board of this page has loaded the SGF reader, which is when a record arrives
 * after the first update.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { board, button, findButton, status, until } from './helpers.js';

const GAME_SGF = '/test/element/fixtures/game.sgf';

/** Waits for autoplay to reach the end of `total` moves and stop there. */
async function playsToTheEnd(el: VariantGoBoard, total: number): Promise<void> {
  await until(() => status(el) === `Move ${total} / ${total}`);
  await until(() => findButton(el, 'Play moves') !== null);
}

describe('<variant-go-board> autoplay of every source', () => {
  it('sgf: autoplay starts once the record has been read, from the start, and stops at the end', async () => {
    const { el } = await board({ sgf: '(;SZ[9];B[ee];W[cc];B[gg])', autoplay: '', speed: '20' });
    expect(status(el)).to.equal('Move 0 / 3');
    expect(findButton(el, 'Pause')).to.exist;
    await playsToTheEnd(el, 3);
  });

  it('src: autoplay starts once the file has loaded', async () => {
    const { el } = await board({ src: GAME_SGF, autoplay: '', speed: '20' });
    await until(() => status(el) !== 'Move 0 / 0');
    await playsToTheEnd(el, 4);
  });

  it('the SGF <script> child: autoplay runs the main line', async () => {
    const el = await fixture<VariantGoBoard>(
      html`<variant-go-board autoplay speed="20"><script type="application/x-go-sgf">(;SZ[9];B[ee](;W[cc];B[gg])(;W[dd]))</script></variant-go-board>`,
    );
    await el.updateComplete;
    expect(status(el)).to.equal('Move 0 / 3');
    await playsToTheEnd(el, 3);
  });

  it('a $$ diagram with numbered moves: autoplay plays them in order', async () => {
    const el = await fixture<VariantGoBoard>(html`<variant-go-board autoplay speed="20">
$$B
$$ +-----------+
$$ | . . . . . |
$$ | . 1 . 2 . |
$$ | . . 3 . . |
$$ | . . . . . |
$$ | . . . . . |
$$ +-----------+
</variant-go-board>`);
    await el.updateComplete;
    expect(status(el)).to.equal('Move 0 / 3');
    await playsToTheEnd(el, 3);
  });

  it('a new record while autoplay is set replays the new record from its start', async () => {
    const { el } = await board({ sgf: '(;SZ[9];B[ee])', autoplay: '', speed: '20' });
    await playsToTheEnd(el, 1);
    el.sgf = '(;SZ[9];B[ee];W[cc];B[gg];W[dd])';
    await el.updateComplete;
    expect(status(el)).to.equal('Move 0 / 4');
    await playsToTheEnd(el, 4);
  });

  it('the play button at the end of an SGF record starts again from the start', async () => {
    const { el } = await board({ sgf: '(;SZ[9];B[ee];W[cc])', speed: '20' });
    expect(status(el)).to.equal('Move 2 / 2');
    button(el, 'Play moves').click();
    await el.updateComplete;
    expect(status(el)).to.equal('Move 0 / 2');
    await playsToTheEnd(el, 2);
  });
});
