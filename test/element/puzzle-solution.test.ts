import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbPuzzleFailedEvent, VgbPuzzleSolvedEvent } from '../../src/element/events/vgb-puzzle.js';
import { lineVerdict, rightLine } from '../../src/formats/problem-judging.js';
import { parseSgf, type SgfNode } from '../../src/formats/sgf.js';
import { announced, board, button, findButton, part, puzzle, record, shapes, stones, tap, text, until } from './helpers.js';

/**
 * Black to play (test/element/fixtures/puzzle.sgf). The tree:
 * - a: D6, White answers E5; then a: F4 "Correct!" (right), or b: F5, White answers F4 (wrong);
 * - b: E6 "Wrong: too slow." (marked wrong);
 * - c: D5, White answers D6 (ends on the reply: wrong).
 */

async function click(el: VariantGoBoard, label: string): Promise<void> {
  button(el, label).click();
  await el.updateComplete;
}

function puzzleText(el: VariantGoBoard): string {
  return text(part(el, 'puzzle'));
}

/** The solution's variation buttons, as read: "a: Black D6, ✓ right". */
function variations(el: VariantGoBoard): string[] {
  return [...(part(el, 'solution-variations')?.querySelectorAll('button') ?? [])].map((b) => text(b));
}

async function chooseVariation(el: VariantGoBoard, name: string): Promise<void> {
  const found = [...part(el, 'solution-variations')!.querySelectorAll('button')].find((b) => text(b).startsWith(name));
  if (!found) throw new Error(`no variation ${name}`);
  found.click();
  await el.updateComplete;
}

/** Two problems on 9x9, Black to play: right at D4, then right at E5. */
const COLLECTION = [
  '(;GM[1]FF[4]SZ[9]AB[cg]AW[gc]PL[B]C[One.](;B[df]C[Correct!])(;B[aa]C[Wrong]))',
  '(;GM[1]FF[4]SZ[9]AB[cg][cf]AW[gc]PL[B]C[Two.](;B[ee]C[Correct!]))',
].join('\n');

describe('<variant-go-board mode="puzzle">: the solution', () => {
  it('Show solution after a failure: no second failure, the right line from the start, every variation judged in words', async () => {
    const el = await puzzle();
    const failed = record(el, 'vgb-puzzle-failed') as VgbPuzzleFailedEvent[];
    await tap(el, 'E6');
    expect(failed).to.have.length(1);
    await click(el, 'Show solution');
    expect(failed).to.have.length(1);
    expect(stones(el)).to.have.length(2);
    expect(puzzleText(el)).to.contain('Solution. Seen, so not solved this time. The problem’s start.');
    expect(text(el.shadowRoot!.querySelector('.solution-step'))).to.equal('Step 0 of 3');
    expect(variations(el)).to.deep.equal(['a: Black D6, ✓ right', 'b: Black E6, ✗ wrong', 'c: Black D5, ✗ wrong']);
    // The board marks the variations too, by letter, as the list names them.
    expect(shapes(el, 'variation-text').map((t) => t.textContent)).to.deep.equal(['a', 'b', 'c']);
    expect(announced(el)).to.equal(
      'Solution shown. The problem’s start. Black to play. Black to play. Variations: a: Black D6, right; b: Black E6, wrong; c: Black D5, wrong',
    );
    await expect(el).to.be.accessible();
  });

  it('stepping the right line: each step shows its move, says its line is right and is announced, to the node that solves it', async () => {
    const el = await puzzle();
    await click(el, 'Show solution');
    expect(button(el, 'Previous step').disabled).to.be.true;
    await click(el, 'Next step');
    expect(stones(el, 'black')).to.have.length(2);
    expect(puzzleText(el)).to.contain('This line is ✓ right.');
    expect(announced(el)).to.equal('Step 1 of 3: Black D6, a right line. Variations: a: White E5, right');
    await click(el, 'Next step');
    expect(stones(el, 'white')).to.have.length(2);
    expect(announced(el)).to.equal('Step 2 of 3: White E5, a right line. Variations: a: Black F4, right; b: Black F5, wrong');
    await click(el, 'Next step');
    expect(stones(el)).to.have.length(5);
    expect(announced(el)).to.equal('Step 3 of 3: Black F4, a right line. Correct!');
    expect(text(part(el, 'comment'))).to.equal('Correct!');
    expect(button(el, 'Next step').disabled).to.be.true;
    await click(el, 'Previous step');
    expect(stones(el)).to.have.length(4);
  });

  it('Show solution on request, before any answer: the attempt fails as seen (vgb-puzzle-failed, reason solution-shown)', async () => {
    const el = await puzzle();
    const failed = record(el, 'vgb-puzzle-failed') as VgbPuzzleFailedEvent[];
    await tap(el, 'D6');
    await click(el, 'Show solution');
    expect(failed).to.have.length(1);
    expect(failed[0]!.detail).to.deep.equal({ side: 'black', moves: ['D6', 'E5'], path: [0, 0], comment: '', tries: 1, game: 1, reason: 'solution-shown', move: '' });
    expect(announced(el)).to.match(/^Solution shown; this attempt counts as not solved\. The problem’s start\./);
    expect(findButton(el, 'Hint')!.disabled).to.be.true;
  });

  it('exploring a wrong line: it is marked wrong in words, its comment is shown, and its refutation is reachable', async () => {
    const el = await puzzle();
    await click(el, 'Show solution');
    await chooseVariation(el, 'b: Black E6');
    expect(puzzleText(el)).to.contain('This line is ✗ wrong.');
    expect(text(part(el, 'comment'))).to.equal('Wrong: too slow.');
    expect(announced(el)).to.equal('Step 1 of 1: Black E6, a wrong line. Wrong: too slow');
    await click(el, 'Previous step');
    await chooseVariation(el, 'c: Black D5');
    await click(el, 'Next step');
    expect(announced(el)).to.equal('Step 2 of 2: White D6, a wrong line');
    expect(stones(el, 'white')).to.have.length(2);
    // A wrong turn inside the right line is marked as well.
    await click(el, 'Previous step');
    await click(el, 'Previous step');
    await chooseVariation(el, 'a: Black D6');
    await click(el, 'Next step');
    expect(variations(el)).to.deep.equal(['a: Black F4, ✓ right', 'b: Black F5, ✗ wrong']);
  });

  it('exploring, a tap on a variation’s mark follows it; a point no variation holds changes nothing and says why', async () => {
    const el = await puzzle();
    await click(el, 'Show solution');
    await tap(el, 'A1');
    expect(stones(el)).to.have.length(2);
    expect(announced(el)).to.equal('No variation of the solution plays there: choose one, or go back to the problem.');
    await tap(el, 'D5');
    expect(stones(el, 'black')).to.have.length(2);
    expect(announced(el)).to.equal('Step 1 of 2: Black D5, a wrong line. Variations: a: White D6, wrong');
  });

  it('Show solution and the last step hand focus to the part’s next working button', async () => {
    const el = await puzzle();
    button(el, 'Show solution').focus();
    await click(el, 'Show solution');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(button(el, 'Next step'));
    await click(el, 'Next step');
    await click(el, 'Next step');
    await click(el, 'Next step');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(button(el, 'Previous step'));
  });

  it('puzzle-side: the solution starts where the reader’s problem does, after the tree’s moves for the side posed, judged for the reader', async () => {
    const el = await puzzle({ 'puzzle-side': 'white' });
    await click(el, 'Show solution');
    expect(stones(el, 'black')).to.have.length(2);
    expect(text(el.shadowRoot!.querySelector('.solution-step'))).to.equal('Step 0 of 2');
    // E5 is answered by F4 "Correct!", right for Black whom the problem is posed for: wrong for White.
    expect(variations(el)).to.deep.equal(['a: White E5, ✗ wrong']);
    expect(button(el, 'Previous step').disabled).to.be.true;
  });

  it('Back to the problem: the start again, for a new attempt that counts as the next try', async () => {
    const el = await puzzle();
    await click(el, 'Show solution');
    await click(el, 'Next step');
    const solved = record(el, 'vgb-puzzle-solved') as VgbPuzzleSolvedEvent[];
    await click(el, 'Back to the problem');
    expect(stones(el)).to.have.length(2);
    expect(puzzleText(el)).to.equal('Black to play: find the right move. Show solution');
    expect(part(el, 'solution-variations')).to.be.null;
    expect(shapes(el, 'variation-text')).to.have.length(0);
    expect(announced(el)).to.equal('Back to the start. Black to play');
    await tap(el, 'D6');
    await tap(el, 'F4');
    expect(solved).to.have.length(1);
    expect(solved[0]!.detail.tries).to.equal(2);
  });

  it('solved in a collection: says so, announces the next problem and offers it; its events carry the game', async () => {
    const { el } = await board({ sgf: COLLECTION, mode: 'puzzle' });
    await until(() => part(el, 'puzzle') !== null && part(el, 'collection') !== null);
    await el.updateComplete;
    const solved = record(el, 'vgb-puzzle-solved') as VgbPuzzleSolvedEvent[];
    expect(findButton(el, 'Next problem')).to.be.null;
    await tap(el, 'D4');
    expect(puzzleText(el)).to.equal('✓ Right. Solved. Show solution Next problem');
    expect(announced(el)).to.equal('Black D4. Right: solved. Next problem available. Correct!');
    expect(solved[0]!.detail.game).to.equal(1);
    // The solution after a solve: still solved, and the next problem still on offer.
    await click(el, 'Show solution');
    expect(puzzleText(el)).to.contain('You solved this one');
    await click(el, 'Next problem');
    await until(() => text(part(el, 'comment')) === 'Two.');
    expect(el.game).to.equal(2);
    expect(puzzleText(el)).to.equal('Black to play: find the right move. Show solution');
    await tap(el, 'E5');
    expect(solved[1]!.detail.game).to.equal(2);
    // The last problem: nothing after it to offer.
    expect(findButton(el, 'Next problem')).to.be.null;
  });

  it('a single problem solved offers no next problem', async () => {
    const el = await puzzle();
    await tap(el, 'D6');
    await tap(el, 'F4');
    expect(puzzleText(el)).to.equal('✓ Right. Solved. Show solution');
    expect(findButton(el, 'Next problem')).to.be.null;
  });

  it('the right line follows the first right move and the tree’s first reply to the node that solves it; lines are judged as puzzles are', () => {
    const tree = (sgf: string): SgfNode => {
      const parsed = parseSgf(sgf);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.trees[0]!;
    };
    const root = tree('(;PL[B](;B[aa]C[Wrong])(;B[bb];W[cc](;B[dd];W[ee])(;B[ff]C[Correct];W[gg])))');
    expect(rightLine(root, 'black')).to.deep.equal([1, 0, 1]);
    expect(root.children.map((child) => lineVerdict(child, 'black'))).to.deep.equal(['wrong', 'right']);
    const reply = root.children[1]!.children[0]!;
    expect(lineVerdict(reply, 'black')).to.equal('right');
    expect(reply.children.map((child) => lineVerdict(child, 'black'))).to.deep.equal(['wrong', 'right']);
    // A reader playing White reads the comments the other way round.
    expect(lineVerdict(root.children[0]!, 'white', 'black')).to.equal('right');
  });
});
