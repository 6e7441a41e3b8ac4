import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { board, cellName, stones, tap } from './helpers.js';

const MOVES = 'D4 Q16 C3 D3 C4 C5 B5 E5 D5 Q4';

/** The drawing's elements as `tag.class` with their geometry, in document order. */
function drawn(el: VariantGoBoard): string[] {
  return [...el.shadowRoot!.querySelectorAll('svg.scene g > *')].map((shape) => shape.outerHTML);
}

async function show(el: VariantGoBoard, move: number): Promise<void> {
  el.move = move;
  await el.updateComplete;
}

describe('<variant-go-board> drawing updates', () => {
  it('a step keeps the elements of the shapes that did not change', async () => {
    const { el } = await board({ moves: MOVES, move: '4' });
    const before = stones(el);
    await show(el, 5);
    const after = stones(el);
    expect(after).to.have.length(before.length + 1);
    for (const stone of before) expect(after).to.include(stone);
  });

  it('after steps back and forth the drawing is the one a fresh board draws, in the same order', async () => {
    const { el } = await board({ moves: MOVES, move: '9' });
    for (const move of [2, 7, 0, 10, 3, 6]) await show(el, move);
    const { el: fresh } = await board({ moves: MOVES, move: '6' });
    expect(drawn(el)).to.deep.equal(drawn(fresh));
  });

  it('a move in play mode renames only the grid rows whose points changed', async () => {
    const { el } = await board({ moves: 'D4', mode: 'play', size: '9' });
    const rows = [...el.shadowRoot!.querySelectorAll('[role="row"]')];
    await tap(el, 'F6');
    expect(cellName(el, 'F6')).to.equal('F6, white stone, last move');
    const now = [...el.shadowRoot!.querySelectorAll('[role="row"]')];
    expect(now).to.have.length(rows.length);
    // F6's row has the new stone, D4's row lost its last-move note; the other rows stay as they were.
    expect(now.filter((row) => !rows.includes(row))).to.have.length(2);
  });
});
