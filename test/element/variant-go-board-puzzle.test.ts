import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbPuzzleFailedEvent, VgbPuzzleSolvedEvent } from '../../src/element/events/vgb-puzzle.js';
import { firstRightMove, markOf, outcomeAt } from '../../src/formats/problem-judging.js';
import { commentVerdict } from '../../src/formats/verdict-words.js';
import { parseSgf, type SgfNode } from '../../src/formats/sgf.js';
import { announced, button, findButton, part, puzzle, record, shapes, stones, tap, text } from './helpers.js';

/**
 * Black to play. The tree:
 * - D6, White answers E5; then F4 "Correct!" (right), or F5, White answers F4 (a line ending on the reply: wrong);
 * - E6 "Wrong: too slow." (marked wrong);
 * - D5, White answers D6 (ends on the reply: wrong).
 */

/** The `puzzle` part's sentence: the task or the verdict (its buttons follow it). */
function verdict(el: VariantGoBoard): string {
  return text(part(el, 'puzzle')?.querySelector('p') ?? null);
}

describe('<variant-go-board mode="puzzle">', () => {
  it('starts at the root, states the task, has Retry and Hint but no steps, and is accessible', async () => {
    const el = await puzzle();
    expect(verdict(el)).to.equal('Black to play: find the right move.');
    expect(findButton(el, 'Retry')).to.exist;
    expect(findButton(el, 'Hint')).to.exist;
    expect(findButton(el, 'Next move')).to.be.null;
    expect(part(el, 'slider')).to.be.null;
    expect(part(el, 'board')!.getAttribute('role')).to.equal('grid');
    expect(text(part(el, 'comment'))).to.equal('Black to play.');
    expect(shapes(el, 'variation-text')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('a right line: the tree answers each move, and reaching "Correct" solves it', async () => {
    const el = await puzzle();
    const seen = record(el, 'vgb-puzzle-solved', 'vgb-puzzle-failed', 'vgb-move');
    await tap(el, 'D6');
    expect(stones(el, 'white')).to.have.length(2);
    expect(announced(el)).to.equal('Black D6. White E5 in answer. Black to play');
    expect(verdict(el)).to.equal('Black to play.');
    await tap(el, 'F4');
    expect(verdict(el)).to.equal('✓ Right. Solved.');
    expect(part(el, 'puzzle')!.classList.contains('right')).to.be.true;
    expect(announced(el)).to.equal('Black F4. Right: solved. Correct!');
    const solved = seen.filter((e) => e.type === 'vgb-puzzle-solved') as VgbPuzzleSolvedEvent[];
    expect(solved).to.have.length(1);
    expect(solved[0]!.detail).to.deep.equal({ side: 'black', moves: ['D6', 'E5', 'F4'], path: [0, 0, 0], comment: 'Correct!', tries: 1, game: 1 });
    expect(seen.filter((e) => e.type === 'vgb-move')).to.have.length(2);
    expect(seen.filter((e) => e.type === 'vgb-puzzle-failed')).to.have.length(0);
    // Solved: the board takes no more moves until Retry.
    await tap(el, 'A1');
    expect(stones(el)).to.have.length(5);
    await expect(el).to.be.accessible();
  });

  it('wrong paths: a move marked wrong, a line ending on the reply, a move not in the tree', async () => {
    const el = await puzzle();
    const failed = record(el, 'vgb-puzzle-failed') as VgbPuzzleFailedEvent[];
    await tap(el, 'E6');
    expect(verdict(el)).to.equal('✗ Wrong. The solution marks E6 wrong. The solution says: “Wrong: too slow.”');
    expect(text(part(el, 'comment'))).to.equal('Wrong: too slow.');
    button(el, 'Retry').click();
    await el.updateComplete;
    expect(stones(el)).to.have.length(2);
    expect(verdict(el)).to.equal('Black to play: find the right move.');
    await tap(el, 'D5');
    expect(stones(el, 'white')).to.have.length(2);
    expect(verdict(el)).to.equal('✗ Wrong. White answers D6, which refutes D5.');
    button(el, 'Retry').click();
    await el.updateComplete;
    await tap(el, 'A1');
    expect(stones(el, 'black')).to.have.length(2);
    expect(verdict(el)).to.equal('✗ Wrong. A1 is not in the solution.');
    expect(failed.map((e) => [e.detail.reason, e.detail.move, e.detail.tries])).to.deep.equal([
      ['marked-wrong', 'E6', 1],
      ['refuted', 'D5', 2],
      ['not-in-tree', 'A1', 3],
    ]);
    expect(failed[1]!.detail).to.include({ side: 'black', comment: '' });
    expect(failed[1]!.detail.moves).to.deep.equal(['D5', 'D6']);
    expect(failed[2]!.detail.path).to.deep.equal([]);
    expect(failed[2]!.detail.comment).to.equal('');
  });

  it('a failure is told in the live region, what happened first, the comment once, then the two ways on', async () => {
    const el = await puzzle();
    await tap(el, 'E6');
    expect(announced(el)).to.equal('Black E6. Wrong: the solution marks E6 wrong. The solution says: “Wrong: too slow.” Retry, or show the solution');
    button(el, 'Retry').click();
    await el.updateComplete;
    await tap(el, 'D5');
    expect(announced(el)).to.equal('Black D5. White D6 in answer. Wrong: that refutes D5. Retry, or show the solution');
    button(el, 'Retry').click();
    await el.updateComplete;
    await tap(el, 'A1');
    expect(announced(el)).to.equal('Black A1. Wrong: A1 is not in the solution. Retry, or show the solution');
  });

  it('after a failure the puzzle part offers Retry and Show solution beside the verdict; a solve offers no Retry there', async () => {
    const el = await puzzle();
    const inPart = (): string[] => [...part(el, 'puzzle')!.querySelectorAll('button')].map((b) => text(b));
    expect(inPart()).to.deep.equal(['Show solution']);
    await tap(el, 'E6');
    expect(inPart()).to.deep.equal(['Retry', 'Show solution']);
    await expect(el).to.be.accessible();
    part(el, 'puzzle')!.querySelector('button')!.click();
    await el.updateComplete;
    expect(verdict(el)).to.equal('Black to play: find the right move.');
    expect(inPart()).to.deep.equal(['Show solution']);
    await tap(el, 'A1');
    [...part(el, 'puzzle')!.querySelectorAll('button')].find((b) => text(b) === 'Show solution')!.click();
    await el.updateComplete;
    expect(findButton(el, 'Back to the problem')).to.exist;
    button(el, 'Back to the problem').click();
    await el.updateComplete;
    await tap(el, 'D6');
    await tap(el, 'F4');
    expect(verdict(el)).to.equal('✓ Right. Solved.');
    expect(inPart()).to.deep.equal(['Show solution']);
  });

  it('one button goes back to the start at a time: the controls leave out Retry while the puzzle part offers Retry or Back to the problem', async () => {
    const el = await puzzle();
    const backs = (): string[] =>
      [...el.shadowRoot!.querySelectorAll('button')].map((b) => text(b)).filter((name) => name === 'Retry' || name === 'Back to the problem');
    expect(backs()).to.deep.equal(['Retry']);
    await tap(el, 'E6');
    expect(backs()).to.deep.equal(['Retry']);
    expect(part(el, 'puzzle')!.contains(button(el, 'Retry'))).to.be.true;
    button(el, 'Show solution').click();
    await el.updateComplete;
    expect(backs()).to.deep.equal(['Back to the problem']);
    button(el, 'Back to the problem').click();
    await el.updateComplete;
    expect(backs()).to.deep.equal(['Retry']);
    expect(part(el, 'controls')!.contains(button(el, 'Retry'))).to.be.true;
  });

  it('a line that ends on the reply after a right first move is wrong too', async () => {
    const el = await puzzle();
    const failed = record(el, 'vgb-puzzle-failed') as VgbPuzzleFailedEvent[];
    await tap(el, 'D6');
    await tap(el, 'F5');
    expect(failed[0]!.detail).to.include({ reason: 'refuted', move: 'F5' });
    expect(failed[0]!.detail.path).to.deep.equal([0, 0, 1, 0]);
  });

  it('Hint marks the first right move and names it; a refused move is not a failure', async () => {
    const el = await puzzle();
    button(el, 'Hint').click();
    await el.updateComplete;
    expect(text(part(el, 'hint'))).to.equal('Hint: D6.');
    expect(announced(el)).to.equal('Hint: D6.');
    expect(shapes(el, 'markup-selected')).to.have.length(1);
    const failed = record(el, 'vgb-puzzle-failed', 'vgb-move-rejected');
    await tap(el, 'C7');
    expect(failed.map((e) => e.type)).to.deep.equal(['vgb-move-rejected']);
    await tap(el, 'D6');
    expect(shapes(el, 'markup-selected')).to.have.length(0);
    button(el, 'Hint').click();
    await el.updateComplete;
    expect(text(part(el, 'hint'))).to.equal('Hint: F4.');
  });

  it('puzzle-side: the board plays the other side’s moves from the tree first, and comments count the other way round', async () => {
    const el = await puzzle({ 'puzzle-side': 'white' });
    expect(stones(el, 'black')).to.have.length(2);
    expect(verdict(el)).to.equal('White to play: find the right move.');
    const seen = record(el, 'vgb-puzzle-solved', 'vgb-puzzle-failed');
    await tap(el, 'E5');
    // The tree's reply for Black is F4 "Correct!": right for Black, whom the problem is posed for, so wrong for White.
    expect(seen.map((e) => e.type)).to.deep.equal(['vgb-puzzle-failed']);
    expect((seen[0] as VgbPuzzleFailedEvent).detail).to.include({ side: 'white', reason: 'marked-wrong', move: 'E5' });
  });

  it('leaving puzzle mode shows the whole record again', async () => {
    const el = await puzzle();
    await tap(el, 'D6');
    el.mode = 'replay';
    await el.updateComplete;
    expect(part(el, 'puzzle')).to.be.null;
    expect(findButton(el, 'Next move')).to.exist;
  });
});

/** The first tree of an SGF text. */
function tree(sgf: string): SgfNode {
  const read = parseSgf(sgf);
  if (!read.ok) throw new Error(read.error.message);
  return read.trees[0]!;
}

describe('puzzle judging conventions', () => {
  it('comments: "Correct" in any case and "RIGHT" in capitals are right; "Wrong", "Incorrect" are wrong; the first word decides', () => {
    const verdicts = ['Correct!', 'correct', 'RIGHT', 'right side', 'Wrong', 'incorrect', 'Wrong, the correct move is A', 'Correct. Wrong would be B', '正解', '不正解', '失敗', 'nice'].map(commentVerdict);
    expect(verdicts).to.deep.equal(['right', 'right', 'right', null, 'wrong', 'wrong', 'wrong', 'right', 'right', 'wrong', 'wrong', null]);
  });

  it('GB and GW are right for their side and wrong for the other; BM on the reader’s move is wrong', () => {
    const node = (props: Record<string, string[]>): SgfNode => ({ props, children: [] });
    expect(markOf(node({ B: ['aa'], GB: ['1'] }), 'black')).to.equal('right');
    expect(markOf(node({ B: ['aa'], GB: ['1'] }), 'white')).to.equal('wrong');
    expect(markOf(node({ W: ['aa'], GW: ['2'] }), 'white')).to.equal('right');
    expect(markOf(node({ B: ['aa'], BM: ['1'] }), 'black')).to.equal('wrong');
    expect(markOf(node({ W: ['aa'], BM: ['1'] }), 'black')).to.equal(null);
    expect(markOf(node({ B: ['aa'], TE: ['1'] }), 'black')).to.equal(null);
  });

  it('a leaf on the reader’s move is right, a leaf on the reply is wrong unless the reply is a bad move', () => {
    expect(outcomeAt(tree('(;B[aa])'), 'black', true)).to.deep.equal({ solved: true });
    expect(outcomeAt(tree('(;W[aa])'), 'black', false)).to.deep.equal({ solved: false, reason: 'refuted' });
    expect(outcomeAt(tree('(;W[aa]BM[1])'), 'black', false)).to.deep.equal({ solved: true });
    expect(outcomeAt(tree('(;B[aa];W[bb])'), 'black', true)).to.equal(null);
  });

  it('the hint finds the first move that wins against the tree’s replies', () => {
    const root = tree('(;PL[B](;B[aa];W[bb])(;B[cc]C[Wrong])(;B[dd];W[ee];B[ff]))');
    expect(firstRightMove(root, 'black')).to.equal(2);
    expect(firstRightMove(tree('(;(;B[aa];W[bb])(;B[cc]BM[1]))'), 'black')).to.equal(-1);
  });
});
