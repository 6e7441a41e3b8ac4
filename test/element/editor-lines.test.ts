/** `mode="edit"` for a puzzle maker: lines and variations, going along them, verdicts, and the problem that comes out. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { announced, board, shapes, part, record, stones, tap, text, until } from './helpers.js';

/** The lines' button `label`. */
function lineButton(el: VariantGoBoard, label: string): HTMLButtonElement {
  const found = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="edit-lines"] button')].find((b) => text(b) === label);
  if (!found) throw new Error(`no button ${label}`);
  return found;
}

async function click(el: VariantGoBoard, label: string): Promise<void> {
  lineButton(el, label).click();
  await el.updateComplete;
}

/** Where the lines say the node shown stands. */
const place = (el: VariantGoBoard): string => text(el.shadowRoot!.querySelector('.edit-place')).replace(/^Lines: /, '');

/** The snippet output's text. */
const snippet = (el: VariantGoBoard): string =>
  [...el.shadowRoot!.querySelectorAll<HTMLTextAreaElement>('[part~="edit-output"] textarea')].map((t) => t.value).find((v) => v.startsWith('<variant-go-board'))!;

/** A corner problem written in the editor: Black's E5 right (White D6 answers, Black F4), Black C7 wrong. */
async function writeProblem(): Promise<VariantGoBoard> {
  const { el } = await board({ mode: 'edit', size: '9', sgf: '(;GM[1]FF[4]SZ[9]AB[aa]AW[ia])' });
  await tap(el, 'E5');
  await tap(el, 'D6');
  await tap(el, 'F4');
  await click(el, 'Right');
  await click(el, 'Start');
  await tap(el, 'C7');
  await click(el, 'Wrong');
  return el;
}

describe('edit mode: lines for a puzzle maker', () => {
  it('a move played where another follows starts a variation; the lines say where the move shown stands', async () => {
    const el = await writeProblem();
    expect(place(el)).to.equal('Move 1, Black C7, variation 2 of 2, marked wrong, end of the line');
    expect(lineButton(el, 'Wrong').getAttribute('aria-pressed')).to.equal('true');
    expect(lineButton(el, 'Right').getAttribute('aria-pressed')).to.equal('false');
    await click(el, 'Start');
    expect(place(el)).to.equal('Setup, 2 moves next');
    expect(lineButton(el, 'Back').disabled).to.be.true;
    expect(lineButton(el, 'Right').disabled, 'the setup takes no verdict').to.be.true;
    // The moves played next are lettered on the board, a for the main line.
    expect(shapes(el, 'variation-text').map((t) => t.textContent)).to.deep.equal(['a', 'b']);
  });

  it('Back, Forward and Next variation go along the lines, and say so; PageUp and PageDown step as in play mode', async () => {
    const el = await writeProblem();
    await click(el, 'Next variation');
    expect(place(el)).to.equal('Move 1, Black E5, variation 1 of 2, 1 move next');
    await click(el, 'Forward');
    expect(stones(el, 'white')).to.have.length(2);
    expect(announced(el)).to.contain('Move 2, White D6');
    part(el, 'board')!.focus();
    await sendKeys({ press: 'PageDown' });
    await el.updateComplete;
    expect(place(el)).to.equal('Move 3, Black F4, marked right, end of the line');
    await sendKeys({ press: 'PageUp' });
    await sendKeys({ press: 'PageUp' });
    await el.updateComplete;
    expect(place(el)).to.equal('Move 1, Black E5, variation 1 of 2, 1 move next');
  });

  it('Take out move and Make main line change the tree; Undo brings them back', async () => {
    const el = await writeProblem();
    await click(el, 'Make main line');
    expect(place(el)).to.equal('Move 1, Black C7, variation 1 of 2, marked wrong, end of the line');
    expect(await el.toSgf()).to.match(/\(;B\[cc\]C\[Wrong\]\)\s*\(;B\[ee\]/);
    await click(el, 'Take out move');
    expect(place(el)).to.equal('Setup, 1 move next');
    expect(await el.toSgf()).not.to.contain('B[cc]');
    const undo = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="edit-fields"] button')].find((b) => text(b) === 'Undo')!;
    undo.click();
    await el.updateComplete;
    expect(await el.toSgf()).to.contain('B[cc]');
  });

  it('the comment field writes the comment of the move shown', async () => {
    const el = await writeProblem();
    const label = [...el.shadowRoot!.querySelectorAll('[part~="edit-fields"] label')].find((l) => text(l.querySelector('span')) === 'Comment on this move')!;
    const area = label.querySelector('textarea')!;
    area.value = 'Too far from the corner.';
    area.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    expect(await el.toSgf()).to.contain('C[Wrong\nToo far from the corner.]');
  });

  it('the problem written is a puzzle: its snippet is in puzzle mode, the right line solves it and the wrong one fails', async () => {
    const el = await writeProblem();
    expect(snippet(el)).to.match(/^<variant-go-board variant="go" size="9" mode="puzzle">/);
    const sgf = await el.toSgf();
    // Off the page, so the puzzles below are in view (a board far below it waits to be drawn).
    el.remove();
    const opened = async (): Promise<VariantGoBoard> => {
      const { el: puzzle } = await board({ mode: 'puzzle', sgf });
      await until(() => stones(puzzle).length === 2 && part(puzzle, 'puzzle') !== null);
      return puzzle;
    };
    const solved = await opened();
    const seen = record(solved, 'vgb-puzzle-solved', 'vgb-puzzle-failed');
    await tap(solved, 'E5');
    expect(stones(solved, 'white'), 'the tree answers D6').to.have.length(2);
    await tap(solved, 'F4');
    expect(seen.map((e) => e.type)).to.deep.equal(['vgb-puzzle-solved']);
    solved.remove();
    const failed = await opened();
    const wrong = record(failed, 'vgb-puzzle-solved', 'vgb-puzzle-failed');
    await tap(failed, 'C7');
    expect(wrong.map((e) => e.type)).to.deep.equal(['vgb-puzzle-failed']);
  });

  it('a record with variations opens with all its lines', async () => {
    const { el } = await board({ mode: 'edit', sgf: '(;GM[1]FF[4]SZ[9](;B[ee]C[RIGHT])(;B[cc]C[Wrong]))' });
    expect(place(el)).to.equal('Move 1, Black E5, variation 1 of 2, marked right, end of the line');
    await click(el, 'Next variation');
    expect(place(el)).to.equal('Move 1, Black C7, variation 2 of 2, marked wrong, end of the line');
  });
});
