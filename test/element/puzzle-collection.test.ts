import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbCollectionChangeEvent } from '../../src/element/events/vgb-collection-change.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import type { VgbPuzzleSolvedEvent } from '../../src/element/events/vgb-puzzle.js';
import { board, button, part, record, stones, tap, text, until } from './helpers.js';

/**
 * Three problems on 9x9, each Black to play with one right move and its comment:
 * 1. a stone at C3, right at D4; 2. two stones, right at E5; 3. three stones, right at F6.
 */
const COLLECTION = [
  '(;GM[1]FF[4]SZ[9]AB[cg]AW[gc]PL[B]C[One.](;B[df]C[Correct!])(;B[aa]C[Wrong]))',
  '(;GM[1]FF[4]SZ[9]AB[cg][cf]AW[gc]PL[B]C[Two.](;B[ee]C[Correct!]))',
  '(;GM[1]FF[4]SZ[9]AB[cg][cf][ce]AW[gc]PL[B]C[Three.](;B[fd]C[Correct!]))',
].join('\n');

async function collection(attributes: Record<string, string> = {}, events: (keyof GlobalEventHandlersEventMap)[] = []): Promise<{ el: VariantGoBoard; seen: Event[] }> {
  const made = await board({ sgf: COLLECTION, mode: 'puzzle', ...attributes }, { events });
  await until(() => part(made.el, 'puzzle') !== null && part(made.el, 'collection') !== null);
  await made.el.updateComplete;
  return made;
}

const comment = (el: VariantGoBoard): string => text(part(el, 'comment'));

function picker(el: VariantGoBoard): HTMLSelectElement {
  return part(el, 'collection')!.querySelector('select')!;
}

function listed(el: VariantGoBoard): string[] {
  return [...picker(el).options].map((option) => option.textContent!.trim());
}

describe('<variant-go-board> on an SGF collection', () => {
  it('game chooses the tree shown, in any mode; unset, the first', async () => {
    const { el } = await board({ sgf: COLLECTION, move: '0' });
    await until(() => stones(el).length > 0);
    expect(comment(el)).to.equal('One.');
    el.game = 3;
    await el.updateComplete;
    expect(comment(el)).to.equal('Three.');
    expect(stones(el, 'black')).to.have.length(3);
    el.setAttribute('game', '2');
    await el.updateComplete;
    expect(comment(el)).to.equal('Two.');
  });

  it('a game past the last shows the first and says so, quoting the value', async () => {
    const { el, seen } = await board({ sgf: COLLECTION, move: '0', game: '7' }, { events: ['vgb-error'] });
    await until(() => stones(el).length > 0 && seen.length > 0);
    expect(comment(el)).to.equal('One.');
    const errors = seen as VgbErrorEvent[];
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['ERR_SGF_GAME']);
    expect(errors[0]!.detail.message).to.equal("game: '7' is past the last game of the SGF in the sgf attribute, which holds 3 games: the first is shown");
  });

  it('a game that is not a number is refused, quoting it, and the first is shown', async () => {
    const { el, seen } = await board({ sgf: COLLECTION, move: '0', game: 'second' }, { events: ['vgb-error'] });
    await until(() => stones(el).length > 0 && seen.length > 0);
    expect(comment(el)).to.equal('One.');
    expect((seen as VgbErrorEvent[]).map((e) => e.detail.message)).to.deep.equal(["game: 'second' is not a game number (a whole number from 1)"]);
  });

  it('toSgf() writes the whole collection in its order, whichever game is shown', async () => {
    const { el } = await board({ sgf: COLLECTION, game: '2' });
    await until(() => stones(el).length > 0);
    const sgf = await el.toSgf();
    expect(sgf.indexOf('C[One.]')).to.be.lessThan(sgf.indexOf('C[Two.]'));
    expect(sgf.indexOf('C[Two.]')).to.be.lessThan(sgf.indexOf('C[Three.]'));
  });
});

describe('<variant-go-board mode="puzzle"> collection navigator', () => {
  it('Previous and Next go through the problems, "2 of 3" shown, each telling vgb-collection-change', async () => {
    const { el } = await collection();
    const seen = record(el, 'vgb-collection-change') as VgbCollectionChangeEvent[];
    expect(picker(el).selectedOptions[0]!.textContent!.trim()).to.equal('1 of 3: not tried');
    expect(button(el, 'Previous').disabled).to.be.true;
    button(el, 'Next').click();
    await el.updateComplete;
    expect(el.game).to.equal(2);
    expect(comment(el)).to.equal('Two.');
    expect(picker(el).selectedOptions[0]!.textContent!.trim()).to.equal('2 of 3: not tried');
    button(el, 'Next').click();
    await el.updateComplete;
    expect(comment(el)).to.equal('Three.');
    expect(button(el, 'Next').disabled).to.be.true;
    button(el, 'Previous').click();
    await el.updateComplete;
    expect(comment(el)).to.equal('Two.');
    expect(seen.map((e) => e.detail.game)).to.deep.equal([2, 3, 2]);
    expect(seen[0]!.detail).to.deep.equal({ game: 2, count: 3, progress: ['not-tried', 'not-tried', 'not-tried'] });
    await expect(el).to.be.accessible();
  });

  it('the list goes to the problem chosen', async () => {
    const { el } = await collection();
    const select = picker(el);
    select.value = '3';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(comment(el)).to.equal('Three.');
    expect(el.game).to.equal(3);
  });

  it('keeps each problem solved, failed or not tried, lists it by name, and tells the page', async () => {
    const { el } = await collection();
    const seen = record(el, 'vgb-collection-change', 'vgb-puzzle-solved') as (VgbCollectionChangeEvent | VgbPuzzleSolvedEvent)[];
    await tap(el, 'A9');
    expect(el.progress).to.deep.equal(['failed', 'not-tried', 'not-tried']);
    button(el, 'Next').click();
    await el.updateComplete;
    await tap(el, 'E5');
    const solved = seen.filter((e): e is VgbPuzzleSolvedEvent => e.type === 'vgb-puzzle-solved');
    expect(solved.map((e) => e.detail.game)).to.deep.equal([2]);
    expect(el.progress).to.deep.equal(['failed', 'solved', 'not-tried']);
    expect(listed(el)).to.deep.equal(['1 of 3: ✗ failed', '2 of 3: ✓ solved', '3 of 3: not tried']);
    expect(text(part(el, 'collection')!.querySelector('.tally'))).to.equal('1 of 3 solved');
    const changes = seen.filter((e): e is VgbCollectionChangeEvent => e.type === 'vgb-collection-change');
    expect(changes.at(-1)!.detail).to.deep.equal({ game: 2, count: 3, progress: ['failed', 'solved', 'not-tried'] });
  });

  it('a page gives progress back, and a new collection starts it again', async () => {
    const { el } = await collection();
    el.progress = ['solved', 'failed', 'not-tried'];
    await el.updateComplete;
    expect(listed(el)).to.deep.equal(['1 of 3: ✓ solved', '2 of 3: ✗ failed', '3 of 3: not tried']);
    el.sgf = COLLECTION.replace('One.', 'First.');
    await el.updateComplete;
    expect(el.progress).to.deep.equal([]);
    expect(listed(el)).to.deep.equal(['1 of 3: not tried', '2 of 3: not tried', '3 of 3: not tried']);
  });

  it('a record of one game has no navigator', async () => {
    const { el } = await board({ sgf: '(;GM[1]FF[4]SZ[9]AB[cg]PL[B](;B[df]C[Correct!]))', mode: 'puzzle' });
    await until(() => part(el, 'puzzle') !== null);
    expect(part(el, 'collection')).to.be.null;
  });
});
