/**
 * One sentence for a refused move wherever the board says it: play mode's alert, the rules
 * overlay's reason, a problem of `moves` or of a record, and the editor's refusal all word it with
 * the rules' words (reader/rules/), from the engine's facts.
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import { alerted, board, part, pointerAt, tap, text, until } from './helpers.js';

/** Black to play on 5x5; A1 would be suicide (White on A2 and B1). */
const SUICIDE = { size: '5', white: 'A2 B1', lang: 'ja' };
/** The rules' sentence for that suicide, in Japanese. */
const RULES = '囲碁：自殺手は禁止です：その石とその一団の呼吸点がなくなります';

describe('a refused move, said in one sentence', () => {
  it('play mode’s alert and status: the move, then the rules’ sentence', async () => {
    const { el } = await board({ ...SUICIDE, mode: 'play' });
    await tap(el, 'A1');
    expect(alerted(el)).to.equal(`A1：打てません。${RULES}`);
    expect(text(part(el, 'rejection'))).to.equal(`A1：打てません。${RULES}`);
  });

  it('the rules overlay’s reason: the point, then the rules’ sentence', async () => {
    const { el } = await board({ ...SUICIDE, mode: 'play', overlay: 'rules' });
    pointerAt(el, 'pointermove', 'A1');
    await el.updateComplete;
    expect(text(part(el, 'overlay-reason'))).to.equal(`A1：${RULES}`);
  });

  it('a problem of moves, and of a record, quotes the move, then the rules’ sentence', async () => {
    const { el } = await board({ ...SUICIDE, moves: 'A1' });
    await until(() => part(el, 'error') !== null);
    await el.updateComplete;
    expect(text(part(el, 'error'))).to.equal(`moves属性の1手目「A1」は打てません。${RULES}`);
    // A record's move on a stone: refused (a record's suicide is played as the record holds it).
    const { el: record } = await board({ sgf: '(;GM[1]FF[4]SZ[5]AW[ad][be];B[ad])', lang: 'ja' });
    await until(() => part(record, 'error') !== null);
    await record.updateComplete;
    expect(text(part(record, 'error'))).to.equal('sgf属性のSGF（1行目、28文字目）：1手目（B[ad]）は打てません。囲碁：その点にはすでに石があります');
  });

  it('the editor’s refusal of a move played with Alternate: as play mode says it', async () => {
    const { el } = await board({ ...SUICIDE, mode: 'edit' });
    await tap(el, 'A1');
    expect(text(part(el, 'rejection'))).to.equal(`A1：打てません。${RULES}`);
    expect(alerted(el)).to.equal(`A1：打てません。${RULES}`);
  });
});
