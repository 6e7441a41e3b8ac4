import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { board, part, stones, until } from './helpers.js';

/** Problems on 19x19, Black to play, each answered by one move in its region. */
const CORNER = '(;GM[1]FF[4]SZ[19]AB[bc][cc]AW[bd][cd]PL[B](;B[be]C[Correct!]))';
const SIDE = '(;GM[1]FF[4]SZ[19]AB[bi][bj]AW[ci][cj]PL[B](;B[bk]C[Correct!]))';
const CENTRE = '(;GM[1]FF[4]SZ[19]AB[ii][ij]AW[ji][jj]PL[B](;B[ik]C[Correct!]))';

async function shown(sgf: string, attributes: Record<string, string> = {}): Promise<VariantGoBoard> {
  const { el } = await board({ sgf, mode: 'puzzle', ...attributes });
  await until(() => stones(el).length >= 4 && el.shadowRoot!.querySelector('[role="gridcell"]') !== null);
  await el.updateComplete;
  return el;
}

/** The grid's rows and columns, and its first (top left) cell as `x,y`. */
function grid(el: VariantGoBoard): { rows: number; columns: number; first: string } {
  const rows = [...el.shadowRoot!.querySelectorAll('[role="row"]')];
  const first = rows[0]!.querySelector('[role="gridcell"]')!.id.replace('point-', '').replace('-', ',');
  return { rows: rows.length, columns: rows[0]!.querySelectorAll('[role="gridcell"]').length, first };
}

describe('<variant-go-board crop>', () => {
  it('puzzle mode shows a corner problem of 19x19 as its 9x9 corner', async () => {
    expect(grid(await shown(CORNER))).to.deep.equal({ rows: 9, columns: 9, first: '0,0' });
  });

  it('a side problem: its side, nine lines deep and nine long', async () => {
    expect(grid(await shown(SIDE))).to.deep.equal({ rows: 9, columns: 9, first: '0,5' });
  });

  it('a centre problem: nine lines round it, touching no edge', async () => {
    expect(grid(await shown(CENTRE))).to.deep.equal({ rows: 9, columns: 9, first: '5,5' });
  });

  it('crop="none" shows the whole board in puzzle mode', async () => {
    expect(grid(await shown(CORNER, { crop: 'none' }))).to.deep.equal({ rows: 19, columns: 19, first: '0,0' });
  });

  it('other modes crop only when asked: crop="auto" in play mode', async () => {
    expect(grid(await shown(CORNER, { mode: 'play' }))).to.deep.equal({ rows: 19, columns: 19, first: '0,0' });
    expect(grid(await shown(CORNER, { mode: 'play', crop: 'auto' }))).to.deep.equal({ rows: 9, columns: 9, first: '0,0' });
  });

  it('an explicit window between two corners, in either order', async () => {
    expect(grid(await shown(CORNER, { crop: 'A19-E15' }))).to.deep.equal({ rows: 5, columns: 5, first: '0,0' });
    expect(grid(await shown(CORNER, { crop: 'f14-a19' }))).to.deep.equal({ rows: 6, columns: 6, first: '0,0' });
  });

  it("the record's VW wins over the crop", async () => {
    expect(grid(await shown(CORNER.replace('PL[B]', 'PL[B]VW[aa:gg]')))).to.deep.equal({ rows: 7, columns: 7, first: '0,0' });
  });

  it('the window follows the orientation: a corner turned is cropped to its new corner', async () => {
    expect(grid(await shown(CORNER, { orientation: 'rotate-180' }))).to.deep.equal({ rows: 9, columns: 9, first: '10,10' });
  });

  it('a bad crop is refused, quoting it, and the whole board is shown', async () => {
    const { el, seen } = await board({ sgf: CORNER, mode: 'puzzle', crop: 'A1-Z30' }, { events: ['vgb-error'] });
    await until(() => el.shadowRoot!.querySelector('[role="gridcell"]') !== null && seen.length > 0);
    expect(grid(el).rows).to.equal(19);
    expect((seen as VgbErrorEvent[]).map((e) => e.detail.message)).to.deep.equal([
      "crop: 'A1-Z30' is not auto, none or a window of this 19x19 board between two corners, such as A1-E5",
    ]);
    expect(part(el, 'error')).to.exist;
  });
});
