import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import type { VgbPuzzleSolvedEvent } from '../../src/element/events/vgb-puzzle.js';
import { formatPoint, parsePoint } from '../../src/engine/core.js';
import { SYMMETRIES, orientPoint, type Symmetry } from '../../src/formats/orient.js';
import { board, button, part, record, stones, tap, text, until } from './helpers.js';

/** Black to play on 9x9 (C7 black, G3 white): D6, White answers E5, then F4 "Correct!"; E6 is marked wrong. */
const PUZZLE_URL = '/test/element/fixtures/puzzle.sgf';

async function puzzle(attributes: Record<string, string>): Promise<VariantGoBoard> {
  const { el } = await board({ src: PUZZLE_URL, mode: 'puzzle', ...attributes });
  await until(() => stones(el).length >= 2 && part(el, 'puzzle') !== null);
  await el.updateComplete;
  return el;
}

/** Where the point `name` of the problem as written is seen in `symmetry`. */
function seen(name: string, symmetry: Symmetry): string {
  const { x, y } = orientPoint(symmetry, parsePoint(name, 9)!, 9, 9);
  return formatPoint(x, y, 9);
}

describe('<variant-go-board orientation>', () => {
  for (const symmetry of SYMMETRIES) {
    for (const swap of [false, true]) {
      const name = swap ? `${symmetry} swap-colors` : symmetry;
      it(`"${name}": the position, the replies and the judging follow the turned problem`, async () => {
        const el = await puzzle({ orientation: name });
        const reader = swap ? 'White' : 'Black';
        expect(text(part(el, 'puzzle')!.querySelector('p'))).to.equal(`${reader} to play: find the right move.`);
        expect(text(part(el, 'comment'))).to.equal(`${reader} to play.`);
        const verdicts = record(el, 'vgb-puzzle-solved', 'vgb-puzzle-failed');
        await tap(el, seen('D6', symmetry));
        // The tree's answer, at E5 turned, in the other colour.
        expect(stones(el, swap ? 'black' : 'white')).to.have.length(2);
        await tap(el, seen('F4', symmetry));
        expect(verdicts.map((e) => e.type)).to.deep.equal(['vgb-puzzle-solved']);
        expect((verdicts[0] as VgbPuzzleSolvedEvent).detail.moves).to.deep.equal(['D6', 'E5', 'F4'].map((point) => seen(point, symmetry)));
      });
    }
  }

  it('a wrong move turned is judged wrong, and the hint names the turned right move', async () => {
    const el = await puzzle({ orientation: 'rotate-90' });
    button(el, 'Hint').click();
    await el.updateComplete;
    expect(text(part(el, 'hint'))).to.equal(`Hint: ${seen('D6', 'rotate-90')}.`);
    const verdicts = record(el, 'vgb-puzzle-failed');
    await tap(el, seen('E6', 'rotate-90'));
    expect(verdicts).to.have.length(1);
  });

  it('random draws one orientation per problem shown and keeps it across Retry', async () => {
    const random = Math.random;
    // The last of the sixteen: anti-transpose with the colours swapped.
    Math.random = () => 0.99;
    let el: VariantGoBoard;
    try {
      el = await puzzle({ orientation: 'random' });
    } finally {
      Math.random = random;
    }
    expect(text(part(el, 'puzzle')!.querySelector('p'))).to.equal('White to play: find the right move.');
    const start = stones(el).map((stone) => stone.outerHTML);
    await tap(el, seen('D6', 'anti-transpose'));
    button(el, 'Retry').click();
    await el.updateComplete;
    expect(stones(el).map((stone) => stone.outerHTML)).to.deep.equal(start);
    await tap(el, seen('D6', 'anti-transpose'));
    expect(stones(el, 'black')).to.have.length(2);
  });

  it('a bad orientation is refused, quoting it, and the problem is shown as written', async () => {
    const { el, seen: errors } = await board({ src: PUZZLE_URL, mode: 'puzzle', orientation: 'upside-down' }, { events: ['vgb-error'] });
    await until(() => stones(el).length >= 2 && part(el, 'puzzle') !== null && errors.length > 0);
    expect(text(part(el, 'puzzle')!.querySelector('p'))).to.equal('Black to play: find the right move.');
    expect((errors as VgbErrorEvent[]).map((e) => [e.detail.code, e.detail.message])).to.deep.equal([
      ['ERR_ORIENTATION', 'The orientation "upside-down" cannot be read at "upside-down": write one of identity, rotate-90, rotate-180, rotate-270, mirror, flip, transpose, anti-transpose, optionally with swap-colors ("mirror swap-colors"), or random.'],
    ]);
  });
});
