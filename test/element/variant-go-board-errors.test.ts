import { expect, oneEvent } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { announced, board, part, status, statusText, stones } from './helpers.js';

/** Creates a board with `attributes`, listening for vgb-error before it first renders. */
async function boardWith(attributes: Record<string, string>): Promise<{ el: VariantGoBoard; errors: VgbErrorEvent[] }> {
  const { el, seen } = await board(attributes, { events: ['vgb-error'] });
  return { el, errors: seen as VgbErrorEvent[] };
}

function errorText(el: VariantGoBoard): string {
  return part(el, 'error')?.textContent?.trim() ?? '';
}

function gridLineCount(el: VariantGoBoard): number {
  return (part(el, 'board')!.querySelector('.lines')!.getAttribute('d')!.match(/M/g) ?? []).length;
}

describe('<variant-go-board> invalid input', () => {
  // The synchronous exports need their writers, which load on the first export call.

  it('an unknown variant shows an empty 19x19 board and a message naming the variant, announced politely', async () => {
    const { el, errors } = await boardWith({ variant: 'chess', size: '9', moves: 'E5' });
    expect(gridLineCount(el)).to.equal(38);
    expect(stones(el)).to.have.length(0);
    expect(part(el, 'error')!.getAttribute('role')).to.be.null;
    expect(errorText(el)).to.contain("'chess'");
    expect(announced(el)).to.equal(errorText(el));
    expect(errors).to.have.length(1);
    expect(errors[0]!.detail.code).to.equal('ERR_VARIANT');
    expect(errors[0]!.detail.message).to.equal(errorText(el));
  });

  it('is accessible while it shows an error', async () => {
    const { el } = await boardWith({ size: '9', moves: 'E5 xx' });
    await expect(el).to.be.accessible();
  });

  for (const size of ['1', '26', '9.5', 'nine']) {
    it(`size "${size}" is rejected with ERR_SIZE and an empty 19x19 board`, async () => {
      const { el, errors } = await boardWith({ size });
      expect(gridLineCount(el)).to.equal(38);
      expect(errors.map((e) => e.detail.code)).to.deep.equal(['ERR_SIZE']);
      expect(errorText(el)).to.match(/size/i);
    });
  }

  it('a bad size after a good one keeps the last good board size', async () => {
    const { el } = await boardWith({ size: '9', moves: 'E5' });
    setTimeout(() => el.setAttribute('size', '40'));
    const event = (await oneEvent(el, 'vgb-error')) as VgbErrorEvent;
    expect(event.detail.code).to.equal('ERR_SIZE');
    expect(gridLineCount(el)).to.equal(18);
    expect(stones(el)).to.have.length(0);
  });

  it('a komi that is not a number is rejected with ERR_KOMI', async () => {
    const { el, errors } = await boardWith({ size: '9', komi: 'lots' });
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['ERR_KOMI']);
    expect(errorText(el)).to.match(/komi/i);
  });

  it('an unreadable token stops the replay before it and names the token and its number', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 C3 E5x G7' });
    expect(stones(el)).to.have.length(2);
    expect(status(el)).to.equal('Move 2 / 2');
    expect(errorText(el)).to.contain('Move 3').and.to.match(/'e5x'/i);
    expect(errors[0]!.detail).to.include({ code: 'ERR_MOVE_SYNTAX', token: 'E5x', index: 2 });
  });

  it('a point off the board says so with the board size', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 C3 Z99' });
    expect(stones(el)).to.have.length(2);
    expect(errorText(el)).to.contain('Move 3').and.to.contain('is not a point on a 9x9 board');
    expect(errors[0]!.detail).to.include({ code: 'ERR_OFF_BOARD', token: 'Z99', index: 2 });
  });

  it('an illegal move shows the position up to the last good move and the rule it breaks', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 C3 E5 G7' });
    expect(stones(el)).to.have.length(2);
    expect(status(el)).to.equal('Move 2 / 2');
    expect(errorText(el)).to.equal(errors[0]!.detail.message);
    expect(errorText(el)).to.contain("Move 3 'E5' is illegal");
    expect(errors[0]!.detail).to.include({ code: 'ERR_OCCUPIED', token: 'E5', index: 2 });
  });

  it('the error fires once per invalid input and clears when the input is fixed', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 E5' });
    el.move = 0;
    await el.updateComplete;
    expect(errors).to.have.length(1);
    el.moves = 'E5 C3';
    await el.updateComplete;
    expect(part(el, 'error')).to.be.null;
    expect(status(el)).to.equal('Move 0 / 2');
  });

  it('a new invalid value fires a new error', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 E5' });
    el.moves = 'E5 Z1';
    await el.updateComplete;
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['ERR_OCCUPIED', 'ERR_OFF_BOARD']);
  });

  it('vgb-error bubbles out of shadow roots', async () => {
    const { el, errors } = await boardWith({ size: '9', moves: 'E5 E5' });
    expect(errors[0]!.bubbles).to.be.true;
    expect(errors[0]!.composed).to.be.true;
    expect(el.isConnected).to.be.true;
  });

  describe('each attribute refuses a bad value with a message quoting what was written', () => {
    const cases: { attributes: Record<string, string>; code: string; says: RegExp }[] = [
      { attributes: { mode: 'draw' }, code: 'ERR_OPTION', says: /^mode: 'draw' is not one of view, replay, play, puzzle, edit$/ },
      { attributes: { speed: '0' }, code: 'ERR_OPTION', says: /^speed: '0' is not a number of milliseconds above 0, at most 3600000$/ },
      { attributes: { speed: 'fast' }, code: 'ERR_OPTION', says: /^speed: 'fast' is not a number of milliseconds/ },
      { attributes: { speed: '1e10' }, code: 'ERR_OPTION', says: /^speed: '1e10' is not a number of milliseconds/ },
      { attributes: { variant: 'tile', 'max-tiles': 'lots' }, code: 'ERR_OPTION', says: /^max-tiles: 'lots' is not a whole number from 1 to 1000, or unlimited$/ },
      { attributes: { variant: 'tile', 'max-tiles': '0' }, code: 'ERR_OPTION', says: /^max-tiles: '0' is not a whole number from 1 to 1000/ },
      { attributes: { variant: 'tile', 'max-tiles': '99999999999999999999' }, code: 'ERR_OPTION', says: /^max-tiles: '99999999999999999999' is not a whole number from 1 to 1000/ },
      { attributes: { 'max-tiles': '2' }, code: 'ERR_OPTION', says: /Go has no 'max-tiles' option/ },
      { attributes: { variant: 'loose', ko: 'positional' }, code: 'ERR_OPTION', says: /Loose has no 'ko' option/ },
      { attributes: { ko: 'super' }, code: 'ERR_OPTION', says: /^ko: 'super' is not one of basic, positional$/ },
      { attributes: { variant: 'cushion', scoring: 'japanese' }, code: 'ERR_OPTION', says: /^scoring: 'japanese' is not one of prisoner-return, standard$/ },
      { attributes: { black: 'D4 Z99' }, code: 'ERR_SETUP', says: /black attribute's point 2 'Z99' is not a point on a 9x9 board/ },
      { attributes: { black: 'D4', white: 'D4' }, code: 'ERR_SETUP', says: /white attribute's point 1 'D4' is already given as the black attribute's point 1/ },
      { attributes: { 'to-play': 'red' }, code: 'ERR_SETUP', says: /^to-play: 'red' is not one of black, white$/ },
      { attributes: { size: 'abc' }, code: 'ERR_SIZE', says: /^size: 'abc' is not a board size from 2 to 25$/ },
      { attributes: { size: '9.5' }, code: 'ERR_SIZE', says: /^size: '9.5' is not a board size from 2 to 25$/ },
      { attributes: { size: '26' }, code: 'ERR_SIZE', says: /^size: '26' is not a board size from 2 to 25$/ },
      { attributes: { komi: '1e308' }, code: 'ERR_KOMI', says: /^komi: '1e308' is not a number from -1000 to 1000$/ },
      { attributes: { komi: 'abc' }, code: 'ERR_KOMI', says: /^komi: 'abc' is not a number from -1000 to 1000$/ },
      { attributes: { variant: 'chess' }, code: 'ERR_VARIANT', says: /^variant: 'chess' is not one of go, tile, cushion, .*, ko-ole$/ },
      { attributes: { move: 'abc' }, code: 'ERR_OPTION', says: /^move: 'abc' is not a move number \(a whole number\)$/ },
      { attributes: { move: '2.5' }, code: 'ERR_OPTION', says: /^move: '2.5' is not a move number/ },
      { attributes: { mode: 'puzzle', 'puzzle-side': 'red' }, code: 'ERR_OPTION', says: /^puzzle-side: 'red' is not one of black, white$/ },
    ];
    for (const { attributes, code, says } of cases) {
      const written = Object.entries(attributes).map(([name, value]) => `${name}="${value}"`).join(' ');
      it(`${written}: ${code}, a message naming it, and the board still drawn`, async () => {
        const { el, errors } = await boardWith({ size: '9', ...attributes });
        expect(errors.map((e) => e.detail.code)).to.deep.equal([code]);
        expect(errorText(el)).to.match(says);
        expect(errors[0]!.detail.message).to.equal(errorText(el));
        expect(el.shadowRoot!.querySelector('svg.scene')).to.exist;
      });
    }

    it('enumerated and numeric attributes are trimmed alike, and words read in any case', async () => {
      const { el, errors } = await boardWith({ size: ' 9 ', variant: ' Go ', mode: ' PLAY ', komi: ' 6.5 ', ko: ' Positional ', 'to-play': ' White ', moves: 'E5' });
      expect(errors).to.have.length(0);
      expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(81);
      expect(statusText(el)).to.contain('Black to play');
      expect(await el.toSgf()).to.contain('KM[6.5]');
      const tile = await boardWith({ variant: ' tile ', 'max-tiles': ' Unlimited ', scoring: ' Standard ', size: '5' });
      expect(tile.errors).to.have.length(0);
      expect(await tile.el.toSgf()).to.match(/ZVR\[tile;maxTiles=unlimited;scoring=standard\]/);
    });

    it('a bad move number shows the end, a bad puzzle-side the side to move, as if unset', async () => {
      const { el } = await boardWith({ size: '9', moves: 'E5 C3', move: 'abc' });
      expect(status(el)).to.equal('Move 2 / 2');
      el.move = 1;
      await el.updateComplete;
      expect(part(el, 'error')).to.be.null;
      expect(status(el)).to.equal('Move 1 / 2');
    });

    it('every bad attribute is told, each with its own vgb-error, not only the first', async () => {
      const { el, errors } = await boardWith({ size: 'abc', komi: '1e308', mode: 'draw', moves: 'E5' });
      expect(errors.map((e) => e.detail.code)).to.deep.equal(['ERR_SIZE', 'ERR_KOMI', 'ERR_OPTION']);
      expect(el.shadowRoot!.querySelectorAll('.error p')).to.have.length(3);
    });

    it('an SGF record reports the bad attributes it takes (komi) and not those it ignores (size, to-play)', async () => {
      const ignored = await boardWith({ sgf: '(;SZ[9];B[ee];W[cc])', size: 'abc', 'to-play': 'red' });
      expect(ignored.errors).to.have.length(0);
      expect(stones(ignored.el)).to.have.length(2);
      const taken = await boardWith({ sgf: '(;SZ[9];B[ee];W[cc])', komi: 'abc' });
      expect(taken.errors.map((e) => e.detail.message)).to.deep.equal(["komi: 'abc' is not a number from -1000 to 1000"]);
      expect(stones(taken.el)).to.have.length(0);
    });

    it('a value set from script is checked and quoted too', async () => {
      const { el, errors } = await boardWith({ size: '9' });
      el.komi = 1e308;
      await el.updateComplete;
      expect(errors.map((e) => e.detail.message)).to.deep.equal(["komi: '1e+308' is not a number from -1000 to 1000"]);
    });

    it('a bad mode falls back to replay, a bad speed to 1000 ms', async () => {
      const { el } = await boardWith({ size: '9', moves: 'E5 C3', mode: 'draw', speed: '-5' });
      expect(part(el, 'slider')).to.exist;
      expect(part(el, 'board')!.getAttribute('role')).to.equal('img');
      expect(el.shadowRoot!.querySelectorAll('.error p')).to.have.length(2);
    });

    it('a setup that works places the stones and the player to move', async () => {
      const { el, errors } = await boardWith({ size: '9', black: 'D4, E5', white: 'C3', 'to-play': 'white' });
      expect(errors).to.have.length(0);
      expect(stones(el, 'black')).to.have.length(2);
      expect(stones(el, 'white')).to.have.length(1);
      expect(part(el, 'status')!.textContent).to.contain('White to play');
    });

    it('fixing or removing a bad attribute clears its message', async () => {
      const { el } = await boardWith({ size: '9', mode: 'draw', speed: 'fast' });
      el.mode = 'play';
      el.removeAttribute('speed');
      await el.updateComplete;
      expect(part(el, 'error')).to.be.null;
    });
  });
});
