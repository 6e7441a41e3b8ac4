import { expect, fixture, html } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { part, record, tap, until } from './helpers.js';

/**
 * Every way a board gets its position honours `game`, `crop` and `orientation` alike: the `sgf`
 * attribute and property, the SGF script, `src`, a `$$` diagram and `moves` with `black` and
 * `white`. The problem: Black B17 C17, White B16 C16 on 19x19, Black to play B15; the second
 * game of the collection is the same corner mirrored (S17 R17, S16 R16).
 */
const FIRST = '(;GM[1]FF[4]SZ[19]AB[bc][cc]AW[bd][cd]PL[B]C[Black to play.](;B[be]C[Correct!]))';
const SECOND = '(;GM[1]FF[4]SZ[19]AB[rc][qc]AW[rd][qd]PL[B]C[Black to play.](;B[re]C[Correct!]))';
const COLLECTION = FIRST + SECOND;
const SET_URL = '/test/element/fixtures/corner-set.sgf';

type Source = 'sgf attribute' | 'sgf property' | 'script' | 'src' | 'moves';

/** A board given the collection (or, for `moves`, its first problem) by `source`, once its grid is shown. */
async function given(source: Source, attributes: Record<string, string>): Promise<{ el: VariantGoBoard; errors: VgbErrorEvent[] }> {
  const el = document.createElement('variant-go-board');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  if (source === 'sgf attribute') el.setAttribute('sgf', COLLECTION);
  if (source === 'sgf property') el.sgf = COLLECTION;
  if (source === 'src') el.setAttribute('src', SET_URL);
  if (source === 'script') {
    const script = document.createElement('script');
    script.type = 'application/x-go-sgf';
    script.textContent = COLLECTION;
    el.append(script);
  }
  if (source === 'moves') {
    el.setAttribute('size', '19');
    el.setAttribute('black', 'B17 C17');
    el.setAttribute('white', 'B16 C16');
    // Puzzle mode takes the moves as the right line; other modes show them played.
    el.setAttribute('moves', 'B15');
  }
  return mounted(el);
}

/** `el` on the page, 360 px wide, once its position is drawn, with the errors it reports. */
async function mounted(el: VariantGoBoard): Promise<{ el: VariantGoBoard; errors: VgbErrorEvent[] }> {
  const errors: VgbErrorEvent[] = [];
  el.addEventListener('vgb-error', (event) => errors.push(event));
  const parent = await fixture<HTMLDivElement>(html`<div style="width: 360px"></div>`);
  parent.append(el);
  await until(() => blackStones(el).length >= 2);
  await el.updateComplete;
  return { el, errors };
}

function cells(el: VariantGoBoard): Element[] {
  return [...el.shadowRoot!.querySelectorAll('[role="gridcell"]')];
}

/** The points of the grid holding a black stone, by their names. */
function blackStones(el: VariantGoBoard): string[] {
  return cells(el)
    .map((cell) => cell.getAttribute('aria-label') ?? '')
    .filter((label) => label.includes('black stone'))
    .map((label) => label.split(',')[0]!)
    .sort();
}

/** The grid's rows and columns, and its first (top left) cell as `x,y`. */
function grid(el: VariantGoBoard): { rows: number; columns: number; first: string } {
  const rows = [...el.shadowRoot!.querySelectorAll('[role="row"]')];
  const first = rows[0]!.querySelector('[role="gridcell"]')!.id.replace('point-', '').replace('-', ',');
  return { rows: rows.length, columns: rows[0]!.querySelectorAll('[role="gridcell"]').length, first };
}

const SOURCES: Source[] = ['sgf attribute', 'sgf property', 'script', 'src', 'moves'];

describe('<variant-go-board> game, crop and orientation, whatever the source', () => {
  for (const source of SOURCES) {
    describe(source, () => {
      it('puzzle mode crops the corner problem to its 9x9 corner', async () => {
        const { el } = await given(source, { mode: 'puzzle' });
        expect(grid(el)).to.deep.equal({ rows: 9, columns: 9, first: '0,0' });
      });

      it('play mode crops when asked, to a window or to the problem', async () => {
        expect(grid((await given(source, { mode: 'play' })).el).rows).to.equal(19);
        expect(grid((await given(source, { mode: 'play', crop: 'auto' })).el)).to.deep.equal({ rows: 9, columns: 9, first: '0,0' });
        expect(grid((await given(source, { mode: 'play', crop: 'A19-E15' })).el)).to.deep.equal({ rows: 5, columns: 5, first: '0,0' });
      });

      it('orientation turns the position, in puzzle and in play mode, and the crop follows', async () => {
        const puzzle = (await given(source, { mode: 'puzzle', orientation: 'rotate-180' })).el;
        expect(grid(puzzle)).to.deep.equal({ rows: 9, columns: 9, first: '10,10' });
        expect(blackStones(puzzle)).to.deep.equal(['R3', 'S3']);
        const play = (await given(source, { mode: 'play', orientation: 'mirror swap-colors' })).el;
        // Mirrored, Black's stones are White's: Black's are S16 R16, and White plays first.
        expect(blackStones(play)).to.include.members(['R16', 'S16']);
      });

      it('a bad orientation is refused, quoting it, and the problem is shown as written', async () => {
        const { el, errors } = await given(source, { mode: 'puzzle', orientation: 'sideways' });
        await until(() => errors.length > 0);
        expect(errors[0]!.detail.code).to.equal('ERR_ORIENTATION');
        expect(errors[0]!.detail.message).to.contain('"sideways"');
        expect(blackStones(el)).to.deep.equal(['B17', 'C17']);
      });

      if (source === 'moves') {
        it('a turned puzzle of moves is judged where the reader sees it', async () => {
          const { el } = await given(source, { mode: 'puzzle', orientation: 'rotate-180', crop: 'none' });
          const solved = record(el, 'vgb-puzzle-solved');
          await tap(el, 'S5');
          expect(solved).to.have.length(1);
        });

        it('game changes nothing: the moves are one game', async () => {
          const { el, errors } = await given(source, { mode: 'play', game: '2' });
          expect(blackStones(el)).to.deep.equal(['B15', 'B17', 'C17']);
          expect(errors).to.have.length(0);
        });
      } else {
        it('game shows the second problem, cropped to its corner', async () => {
          const { el } = await given(source, { mode: 'puzzle', game: '2' });
          expect(blackStones(el)).to.deep.equal(['R17', 'S17']);
          expect(grid(el)).to.deep.equal({ rows: 9, columns: 9, first: '10,0' });
        });
      }
    });
  }

  describe('$$ diagram', () => {
    const DIAGRAM = `$$B Black to play
$$ +-------------------+
$$ | . . . . . . . . . |
$$ | . X X . . . . . . |
$$ | . O O . . . . . . |
$$ | . . . . . . . . . |
$$ | . . . . . . . . . |
$$ | . . . . . . . . . |
$$ | . . . . . . . . . |
$$ | . . . . . . . . . |
$$ | . . . . . . . . . |
$$ +-------------------+`;

    async function diagram(attributes: Record<string, string>): Promise<{ el: VariantGoBoard; errors: VgbErrorEvent[] }> {
      const el = document.createElement('variant-go-board');
      for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
      el.append(DIAGRAM);
      return mounted(el);
    }

    it('crop and orientation apply to a diagram as to SGF', async () => {
      expect(grid((await diagram({ mode: 'play', crop: 'A9-E5' })).el)).to.deep.equal({ rows: 5, columns: 5, first: '0,0' });
      const turned = (await diagram({ mode: 'puzzle', orientation: 'rotate-180', crop: 'none' })).el;
      expect(blackStones(turned)).to.deep.equal(['G2', 'H2']);
    });

    it('a diagram is one game: game 2 shows it, saying there is no second', async () => {
      const { el, errors } = await diagram({ mode: 'play', game: '2' });
      await until(() => errors.length > 0);
      expect(errors[0]!.detail.code).to.equal('ERR_SGF_GAME');
      expect(blackStones(el)).to.deep.equal(['B8', 'C8']);
      expect(part(el, 'error')).to.exist;
    });
  });
});
