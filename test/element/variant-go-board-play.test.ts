import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import { Game } from '../../src/engine/core.js';
import type { VgbGameEndEvent } from '../../src/element/events/vgb-game-end.js';
import type { VgbMoveRejectedEvent } from '../../src/element/events/vgb-move-rejected.js';
import type { VgbMoveEvent } from '../../src/element/events/vgb-move.js';
import type { VgbPositionChangeEvent } from '../../src/element/events/vgb-position-change.js';
import {
  activeCellName,
  alerted,
  announced,
  board,
  button,
  cellName,
  centre,
  findButton,
  part,
  pointOnScreen,
  pointerAt,
  record,
  shapes,
  status,
  statusText,
  stones,
  tap,
  text,
  until,
} from './helpers.js';

const READER_EVENTS = ['vgb-move', 'vgb-move-rejected', 'vgb-position-change', 'vgb-game-end'] as const;

function ofType<T extends Event>(seen: Event[], type: string): T[] {
  return seen.filter((event) => event.type === type) as T[];
}

describe('<variant-go-board mode="play">', () => {
  describe('the board', () => {
    it('is accessible: a grid that is one tab stop, its cursor the active descendant', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5 C3' });
      await expect(el).to.be.accessible();
      const grid = part(el, 'board')!;
      expect(grid.getAttribute('role')).to.equal('grid');
      expect(grid.tabIndex).to.equal(0);
      expect(el.shadowRoot!.querySelectorAll('[role="row"]')).to.have.length(9);
      expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(81);
      expect(el.shadowRoot!.querySelectorAll('[role="gridcell"][tabindex]')).to.have.length(0);
      expect(activeCellName(el)).to.equal('C3, white stone, last move');
      expect(grid.getAttribute('aria-label')).to.equal('Go board, 9 by 9, move 2 of 2, last move White C3, Black to play');
    });

    it('names every point with its coordinate and what stands on it', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5 C3' });
      expect(cellName(el, 'E5')).to.equal('E5, black stone');
      expect(cellName(el, 'C3')).to.equal('C3, white stone, last move');
      expect(cellName(el, 'A1')).to.equal('A1, empty');
    });
  });

  describe('pointer', () => {
    it('a click on a point plays the player to move there: vgb-move, then vgb-position-change', async () => {
      const { el } = await board({ mode: 'play', size: '9' });
      const seen = record(el, ...READER_EVENTS);
      // Typed through GlobalEventHandlersEventMap: no cast needed to read the detail.
      const typed: string[] = [];
      el.addEventListener('vgb-move', (event) => typed.push(`${event.detail.color} ${event.detail.move}`));
      await tap(el, 'E5');
      expect(typed).to.deep.equal(['black E5']);
      expect(stones(el, 'black')).to.have.length(1);
      expect(seen.map((e) => e.type)).to.deep.equal(['vgb-move', 'vgb-position-change']);
      const move = seen[0] as VgbMoveEvent;
      expect(move.detail).to.deep.equal({ move: 'E5', color: 'black', moveNumber: 1, captured: [], flipped: [], marked: [], tile: false, game: 1 });
      expect(move.bubbles && move.composed).to.be.true;
      expect((seen[1] as VgbPositionChangeEvent).detail).to.deep.equal({ moveNumber: 1, total: 1, move: 'E5', game: 1 });
      expect(announced(el)).to.equal('Black E5');
      expect(statusText(el)).to.contain('White to play');
    });

    it('a real mouse click plays at the point under it', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
      const { x, y } = pointOnScreen(el, 'C7');
      await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
      await resetMouse();
      await el.updateComplete;
      expect(stones(el, 'white')).to.have.length(1);
      expect(cellName(el, 'C7')).to.equal('C7, white stone, last move');
    });

    it('a capture removes the stones and is announced with their number', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'A2 A1' });
      const seen = record(el, 'vgb-move');
      await tap(el, 'B1');
      expect(stones(el, 'white')).to.have.length(0);
      expect((seen[0] as VgbMoveEvent).detail.captured).to.deep.equal(['A1']);
      expect(announced(el)).to.equal('Black B1, captures 1 stone');
      expect(statusText(el)).to.contain('Prisoners: Black 1, White 0');
    });

    it("an illegal click shows the rule's reason in the status, announces it in an alert and fires vgb-move-rejected", async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
      const seen = record(el, ...READER_EVENTS);
      await tap(el, 'E5');
      expect(seen.map((e) => e.type)).to.deep.equal(['vgb-move-rejected']);
      expect((seen[0] as VgbMoveRejectedEvent).detail).to.deep.equal({
        move: 'E5',
        code: 'ERR_OCCUPIED',
        message: 'Go: that point is already occupied',
        game: 1,
      });
      expect(part(el, 'rejection')!.textContent).to.contain('Go: that point is already occupied');
      // A refusal answers what the reader just tried: assertive, in the alert region, not the polite one.
      expect(alerted(el)).to.equal('E5: not allowed. Go: that point is already occupied');
      expect(announced(el)).not.to.contain('not allowed');
      expect(stones(el)).to.have.length(1);
      expect(status(el)).to.equal('Move 1 / 1');
    });

    it('the reason goes away with the next move', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
      await tap(el, 'E5');
      await tap(el, 'D5');
      expect(part(el, 'rejection')).to.be.null;
    });

    it('hovering shows a preview of the player to move, marked forbidden where the move is illegal', async () => {
      const { el } = await board({ mode: 'play', size: '9', white: 'A2 B1' });
      pointerAt(el, 'pointermove', 'D4');
      await el.updateComplete;
      expect(shapes(el, 'preview', 'black')).to.have.length(1);
      expect(shapes(el, 'forbidden')).to.have.length(0);
      pointerAt(el, 'pointermove', 'A1');
      await el.updateComplete;
      expect(shapes(el, 'forbidden')).to.have.length(1);
      pointerAt(el, 'pointerleave', 'A1');
      await el.updateComplete;
      expect(shapes(el, 'preview', 'black')).to.have.length(0);
      expect(shapes(el, 'forbidden')).to.have.length(0);
    });

    it('hover, click and keyboard reach the engine as points ({x, y}), never as move text to parse back', async () => {
      // Only the board's game (9x9) is watched: any other game made on the way is not the reader's.
      const given: unknown[] = [];
      const { play, check } = Game.prototype;
      Game.prototype.play = function (this: Game, ...args: Parameters<Game['play']>) {
        if (this.width === 9) given.push(args[0]);
        return play.apply(this, args);
      };
      Game.prototype.check = function (this: Game, ...args: Parameters<Game['check']>) {
        if (this.width === 9) given.push(args[0]);
        return check.apply(this, args);
      };
      try {
        const { el } = await board({ mode: 'play', size: '9' });
        pointerAt(el, 'pointermove', 'D4');
        await el.updateComplete;
        await tap(el, 'E5');
        part(el, 'board')!.focus();
        await sendKeys({ press: 'ArrowLeft' });
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        expect(stones(el)).to.have.length(2);
        expect(given.length).to.be.greaterThan(2);
        expect(given.filter((move) => typeof move === 'string')).to.deep.equal([]);
      } finally {
        Game.prototype.play = play;
        Game.prototype.check = check;
      }
    });

    it('without confirmation (confirm="never"), a touch shows the preview while pressed and plays when lifted over the same point', async () => {
      const { el } = await board({ mode: 'play', size: '9', confirm: 'never' });
      pointerAt(el, 'pointerdown', 'D4', 'touch');
      await el.updateComplete;
      expect(shapes(el, 'preview', 'black')).to.have.length(1);
      expect(stones(el)).to.have.length(0);
      pointerAt(el, 'pointerup', 'D4', 'touch');
      await el.updateComplete;
      expect(stones(el, 'black')).to.have.length(1);
      expect(shapes(el, 'preview', 'black')).to.have.length(0);
    });

    it('without confirmation (confirm="never"), a touch lifted over another point, or cancelled by a scroll, plays nothing', async () => {
      const { el } = await board({ mode: 'play', size: '9', confirm: 'never' });
      const seen = record(el, ...READER_EVENTS);
      pointerAt(el, 'pointerdown', 'D4', 'touch');
      pointerAt(el, 'pointermove', 'E4', 'touch');
      await el.updateComplete;
      expect(shapes(el, 'preview', 'black')).to.have.length(1);
      pointerAt(el, 'pointerup', 'E4', 'touch');
      pointerAt(el, 'pointerdown', 'D4', 'touch');
      pointerAt(el, 'pointercancel', 'D4', 'touch');
      pointerAt(el, 'pointerup', 'D4', 'touch');
      await el.updateComplete;
      expect(stones(el)).to.have.length(0);
      expect(shapes(el, 'preview', 'black')).to.have.length(0);
      expect(seen).to.have.length(0);
    });

    it('clicks play nothing in replay and view mode', async () => {
      for (const mode of ['replay', 'view']) {
        const { el } = await board({ mode, size: '9' });
        const seen = record(el, ...READER_EVENTS);
        await tap(el, 'D4');
        expect(stones(el), mode).to.have.length(0);
        expect(seen, mode).to.have.length(0);
      }
    });
  });

  describe('keyboard', () => {
    it('the arrow keys move the cursor from the last move, Enter plays there', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
      const seen = record(el, 'vgb-move');
      part(el, 'board')!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(activeCellName(el)).to.equal('D4, empty');
      expect(shapes(el, 'cursor')).to.have.length(1);
      expect(shapes(el, 'preview', 'white')).to.have.length(1);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect((seen[0] as VgbMoveEvent).detail).to.include({ move: 'D4', color: 'white', moveNumber: 2 });
      expect(activeCellName(el)).to.equal('D4, white stone, last move');
      expect(announced(el)).to.equal('White D4');
    });

    it('Space plays too, and the cursor stops at the edges; Home and End go to the ends of the row', async () => {
      const { el } = await board({ mode: 'play', size: '5', moves: 'A5' });
      part(el, 'board')!.focus();
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(activeCellName(el)).to.match(/^A5,/);
      await sendKeys({ press: 'End' });
      await el.updateComplete;
      expect(activeCellName(el)).to.equal('E5, empty');
      await sendKeys({ press: 'Home' });
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(activeCellName(el)).to.equal('A4, white stone, last move');
    });

    it('the cursor is drawn only while the board has keyboard focus', async () => {
      const { el } = await board({ mode: 'play', size: '9' });
      expect(shapes(el, 'cursor')).to.have.length(0);
      part(el, 'board')!.focus();
      await sendKeys({ press: 'ArrowUp' });
      await el.updateComplete;
      expect(shapes(el, 'cursor')).to.have.length(1);
      part(el, 'board')!.blur();
      await el.updateComplete;
      expect(shapes(el, 'cursor')).to.have.length(0);
    });

    it('PageUp and PageDown step through the moves; a move played at move N replaces the later ones', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5 C3 G7 D4' });
      part(el, 'board')!.focus();
      await sendKeys({ press: 'PageUp' });
      await sendKeys({ press: 'PageUp' });
      await sendKeys({ press: 'PageDown' });
      await sendKeys({ press: 'PageUp' });
      await el.updateComplete;
      expect(status(el)).to.equal('Move 2 / 4');
      const seen = record(el, 'vgb-move', 'vgb-position-change');
      // The cursor is still on D4, empty at move 2.
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(status(el)).to.equal('Move 3 / 3');
      expect((seen[0] as VgbMoveEvent).detail).to.include({ move: 'D4', color: 'black', moveNumber: 3 });
      expect((seen[1] as VgbPositionChangeEvent).detail).to.deep.equal({ moveNumber: 3, total: 3, move: 'D4', game: 1 });
      expect(stones(el)).to.have.length(3);
    });
  });

  describe('the record', () => {
    it("every event that speaks of a position of the record carries the collection's game shown", async () => {
      const { el } = await board({ mode: 'play', sgf: '(;SZ[9];B[ee])(;SZ[9];B[cc])', game: '2' });
      await until(() => stones(el).length === 1 && centre(stones(el)[0]!) !== '' && cellName(el, 'C7').includes('black'));
      const seen = record(el, ...READER_EVENTS, 'vgb-node-change');
      await tap(el, 'C7');
      await tap(el, 'D4');
      button(el, 'Pass').click();
      await el.updateComplete;
      button(el, 'Pass').click();
      await el.updateComplete;
      const types = ['vgb-move-rejected', 'vgb-move', 'vgb-position-change', 'vgb-node-change', 'vgb-game-end'];
      expect(types.filter((type) => ofType(seen, type).length === 0)).to.deep.equal([]);
      expect(seen.filter((event) => (event as CustomEvent<{ game: number }>).detail.game !== 2).map((event) => event.type)).to.deep.equal([]);
    });

    it("the reader's moves survive re-renders and mode changes, and setting moves replaces them", async () => {
      const { el } = await board({ mode: 'play', size: '9' });
      await tap(el, 'E5');
      await tap(el, 'C3');
      el.coordinates = true;
      await el.updateComplete;
      expect(stones(el)).to.have.length(2);
      el.mode = 'replay';
      await el.updateComplete;
      expect(status(el)).to.equal('Move 2 / 2');
      el.mode = 'play';
      el.moves = 'G7';
      await el.updateComplete;
      expect(stones(el)).to.have.length(1);
      expect(status(el)).to.equal('Move 1 / 1');
    });

    it('Undo takes back the last move, and is disabled away from the end or with no moves', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
      await tap(el, 'C3');
      const seen = record(el, 'vgb-position-change');
      button(el, 'Undo').click();
      await el.updateComplete;
      expect(stones(el)).to.have.length(1);
      expect(status(el)).to.equal('Move 1 / 1');
      expect((seen[0] as VgbPositionChangeEvent).detail).to.deep.equal({ moveNumber: 1, total: 1, move: 'E5', game: 1 });
      expect(announced(el)).to.equal('Took back White C3. White to play');
      button(el, 'Previous move').click();
      await el.updateComplete;
      expect(button(el, 'Undo').disabled).to.be.true;
      button(el, 'Last move').click();
      await el.updateComplete;
      button(el, 'Undo').click();
      await el.updateComplete;
      expect(button(el, 'Undo').disabled).to.be.true;
      expect(status(el)).to.equal('Move 0 / 0');
    });

    it('two passes end the game: the result and score, the counted areas, vgb-game-end', async () => {
      const { el } = await board({ mode: 'play', size: '5', moves: 'C1 D1 C2 D2 C3 D3 C4 D4 C5 D5' });
      const seen = record(el, ...READER_EVENTS);
      button(el, 'Pass').click();
      await el.updateComplete;
      expect(announced(el)).to.equal('Black passes');
      button(el, 'Pass').click();
      await el.updateComplete;
      expect(seen.map((e) => e.type)).to.deep.equal([
        'vgb-move',
        'vgb-position-change',
        'vgb-move',
        'vgb-position-change',
        'vgb-game-end',
      ]);
      const end = ofType<VgbGameEndEvent>(seen, 'vgb-game-end')[0]!;
      expect(end.detail.result).to.include({ winner: 'white', reason: 'two-passes' });
      expect(end.detail.result.score).to.deep.equal({ black: 15, white: 17.5 });
      const said = 'Game over: White wins by 2.5 points (Black 15, White 17.5)';
      expect(statusText(el)).to.contain(said);
      expect(announced(el)).to.equal(`White passes. ${said}`);
      expect(shapes(el, 'owner', 'black')).to.have.length(10);
      expect(shapes(el, 'owner', 'white')).to.have.length(5);
      expect(cellName(el, 'A1')).to.equal('A1, empty, counts for Black');
      expect(part(el, 'board')!.getAttribute('aria-label')).to.match(/game over$/);
    });

    it('moves set from script fire none of the reader events, even when they end the game', async () => {
      const { el } = await board({ mode: 'play', size: '5' });
      const seen = record(el, ...READER_EVENTS);
      el.moves = 'C3 pass pass';
      el.move = 1;
      el.setAttribute('variant', 'stoical');
      await el.updateComplete;
      el.removeAttribute('move');
      el.move = undefined;
      await el.updateComplete;
      expect(statusText(el)).to.contain('Game over');
      expect(seen).to.have.length(0);
    });
  });

  describe('buttons per variant', () => {
    it('Go has Pass and Undo, no prisoner return, no ghosts', async () => {
      const { el } = await board({ mode: 'play', size: '9' });
      expect(findButton(el, 'Pass')).to.exist;
      expect(findButton(el, 'Undo')).to.exist;
      expect(findButton(el, 'Return a prisoner')).to.be.null;
      expect(findButton(el, 'Ghost')).to.be.null;
    });

    it('Tile Go has no Pass but a prisoner return; a refused return shows why', async () => {
      const { el } = await board({ mode: 'play', variant: 'tile', size: '9' });
      expect(findButton(el, 'Pass')).to.be.null;
      const seen = record(el, 'vgb-move-rejected', 'vgb-move');
      button(el, 'Return a prisoner').click();
      await el.updateComplete;
      expect((seen[0] as VgbMoveRejectedEvent).detail.code).to.equal('ERR_NO_PRISONER');
      expect(part(el, 'rejection')!.textContent).to.contain('Return a prisoner: not allowed');
      await tap(el, 'E5');
      button(el, 'Return a prisoner').click();
      await el.updateComplete;
      expect((seen[2] as VgbMoveEvent).detail).to.include({ move: 'return', color: 'white', moveNumber: 2 });
      // The no-pass note stood before the move too, so it is shown, not read out again.
      expect(announced(el)).to.equal('White returns a prisoner');
      expect(statusText(el)).to.contain('Tile Go: there is no passing, and Black holds no prisoner to return, so Black must place a stone');
      expect(statusText(el)).to.contain('Prisoners: Black 0, White 6');
    });

    it('a rule note is announced politely when it comes, and not again with every move while it stands; it is shown quietly, apart from refusals', async () => {
      const { el } = await board({ mode: 'play', variant: 'tile', size: '5', black: 'D5 D4 D3 D2 D1', 'to-play': 'white' });
      await tap(el, 'E3');
      expect(announced(el)).to.equal(
        "White E3. Tile Go: the latest placement was an incursion, so Black's next stone goes on a new tile",
      );
      expect(el.shadowRoot!.querySelector('.notes')!.textContent).to.contain("Black's next stone goes on a new tile");
      expect(el.shadowRoot!.querySelector('.notes')!.closest('[role="alert"], .rejection')).to.be.null;
      // The no-pass note (prisoner-return scoring) stands all game: it is never read out with a move.
      await tap(el, 'A1');
      expect(announced(el)).to.equal('Black A1, tile placed');
      expect(statusText(el)).to.contain('Tile Go: there is no passing');
    });

    it('Tile and Cushion Go with standard scoring have Pass and no prisoner return', async () => {
      const { el } = await board({ mode: 'play', variant: 'cushion', scoring: 'standard', size: '9' });
      expect(findButton(el, 'Pass')).to.exist;
      expect(findButton(el, 'Return a prisoner')).to.be.null;
    });

    it('No Seki Go: the Ghost toggle (or G) makes the next click place a ghost, for that one move, and says so', async () => {
      const { el } = await board({ mode: 'play', variant: 'no-seki', size: '9' });
      const ghost = button(el, 'Ghost');
      expect(ghost.getAttribute('aria-pressed')).to.equal('false');
      ghost.click();
      await el.updateComplete;
      expect(ghost.getAttribute('aria-pressed')).to.equal('true');
      expect(statusText(el)).to.contain('Black to play a ghost (this move only)');
      expect(announced(el)).to.equal("Ghost on: Black's next move is a ghost");
      const seen = record(el, 'vgb-move');
      await tap(el, 'E5');
      expect((seen[0] as VgbMoveEvent).detail.move).to.equal('ghost:E5');
      expect(shapes(el, 'ghost', 'black')).to.have.length(1);
      expect(announced(el)).to.equal('Black ghost E5');
      expect(cellName(el, 'E5')).to.equal('E5, black ghost, last move');
      // The ghost was for one move: White's click places a stone.
      expect(ghost.getAttribute('aria-pressed')).to.equal('false');
      expect(statusText(el)).not.to.contain('ghost');
      await tap(el, 'D5');
      expect((seen[1] as VgbMoveEvent).detail.move).to.equal('D5');
      part(el, 'board')!.focus();
      await sendKeys({ press: 'g' });
      await el.updateComplete;
      expect(ghost.getAttribute('aria-pressed')).to.equal('true');
      expect(announced(el)).to.equal("Ghost on: Black's next move is a ghost");
      await sendKeys({ press: 'g' });
      await el.updateComplete;
      expect(ghost.getAttribute('aria-pressed')).to.equal('false');
      expect(announced(el)).to.equal("Ghost off: Black's next move is a stone");
    });

    it('No Seki Go: a refused ghost keeps the toggle on, so the reader can place it elsewhere', async () => {
      const { el } = await board({ mode: 'play', variant: 'no-seki', size: '9', moves: 'E5' });
      button(el, 'Ghost').click();
      await el.updateComplete;
      await tap(el, 'E5');
      expect(alerted(el)).to.contain('Ghost at E5: not allowed');
      expect(button(el, 'Ghost').getAttribute('aria-pressed')).to.equal('true');
    });
  });
});

describe('<variant-go-board> play mode says what a move changes besides the position', () => {
  it('A3: a move after two passes resumes the game, and the board says so in the status and aloud', async () => {
    const { el } = await board({ mode: 'play', size: '9', moves: 'E5 pass pass' });
    expect(statusText(el)).to.contain('Game over');
    await tap(el, 'C3');
    const said = 'Play resumed after the game ended by two passes (Black wins by 73.5 points).';
    expect(text(el.shadowRoot!.querySelector('.status .notice'))).to.equal(said);
    expect(announced(el)).to.contain(said).and.contain('C3');
    expect(statusText(el)).not.to.contain('Game over');
    await tap(el, 'D3');
    expect(el.shadowRoot!.querySelector('.status .notice'), 'said once, for the move that resumed play').to.equal(null);
  });

  it('a move played at an earlier move of a move list says which later moves it replaced', async () => {
    const { el } = await board({ mode: 'play', size: '9', moves: 'E5 C3 G7 D4' });
    for (let i = 0; i < 2; i++) {
      button(el, 'Previous move').click();
      await el.updateComplete;
    }
    await tap(el, 'G3');
    const said = 'The 2 moves after move 2 were replaced.';
    expect(text(el.shadowRoot!.querySelector('.status .notice'))).to.equal(said);
    expect(announced(el)).to.contain(said);
    expect(status(el)).to.equal('Move 3 / 3');
  });

  it('a move at the end of the list replaces nothing and says nothing more', async () => {
    const { el } = await board({ mode: 'play', size: '9', moves: 'E5 C3' });
    await tap(el, 'G3');
    expect(el.shadowRoot!.querySelector('.status .notice')).to.equal(null);
  });
});
