import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import { createGame } from '../../src/engine/core.js';
import type { VgbMoveList } from '../../src/element/companions/vgb-move-list.component.js';
import type { VgbStatus } from '../../src/element/companions/vgb-status.component.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';

/** A board holding both companions; resolves once all three have rendered. */
async function boardWith(template: ReturnType<typeof html>): Promise<{ board: VariantGoBoard; list: VgbMoveList; status: VgbStatus }> {
  const board = await fixture<VariantGoBoard>(template);
  const list = board.querySelector('vgb-move-list')!;
  const status = board.querySelector('vgb-status')!;
  await settle(board);
  return { board, list, status };
}

/** Waits for the board and its companions to finish rendering. */
async function settle(board: VariantGoBoard): Promise<void> {
  await board.updateComplete;
  for (const child of board.querySelectorAll<VgbMoveList | VgbStatus>('vgb-move-list, vgb-status')) await child.updateComplete;
}

function text(element: Element | null | undefined): string {
  return element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function moveButtons(list: VgbMoveList): HTMLButtonElement[] {
  return [...list.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')];
}

function currentButton(list: VgbMoveList): HTMLButtonElement | null {
  return list.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-current="step"]');
}

/** The status panel's table as rows of cell texts. */
function rows(status: VgbStatus): string[][] {
  return [...status.shadowRoot!.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => text(cell)));
}

function shownMove(board: VariantGoBoard): number {
  return Number(text(board.shadowRoot!.querySelector('[part~="counter"]')).match(/Move (\d+)/)?.[1]);
}

describe('<vgb-move-list>', () => {
  it('is accessible inside a board', async () => {
    const { list } = await boardWith(html`<variant-go-board size="9" moves="E5 C3 G7"><vgb-move-list></vgb-move-list></variant-go-board>`);
    await expect(list).to.be.accessible();
  });

  it('lists the moves numbered, each named with its player, after a Start entry', async () => {
    const { list } = await boardWith(html`<variant-go-board size="9" moves="E5 C3 pass"><vgb-move-list></vgb-move-list></variant-go-board>`);
    expect(moveButtons(list).map((button) => text(button))).to.deep.equal(['Start', '1. E5, Black', '2. C3, White', '3. Pass, Black']);
  });

  it('names the variants’ own turns: ghosts and prisoner returns', async () => {
    const noSeki = await boardWith(html`<variant-go-board variant="no-seki" size="5" moves="ghost:C3 B2"><vgb-move-list></vgb-move-list></variant-go-board>`);
    expect(text(moveButtons(noSeki.list)[1])).to.equal('1. Ghost C3, Black');
    const tile = await boardWith(html`<variant-go-board variant="tile" size="5" moves="C3 return"><vgb-move-list></vgb-move-list></variant-go-board>`);
    expect(text(moveButtons(tile.list)[2])).to.equal('2. Return, White');
  });

  it('gives moves the right colours when White moves first from a setup', async () => {
    const { list } = await boardWith(
      html`<variant-go-board size="5" black="C3" to-play="white" moves="B2 D4" move="1"><vgb-move-list></vgb-move-list></variant-go-board>`,
    );
    expect(moveButtons(list).slice(1).map((button) => text(button))).to.deep.equal(['1. B2, White', '2. D4, Black']);
  });

  it('marks the shown move with aria-current, and follows the board when it moves', async () => {
    const { board, list } = await boardWith(html`<variant-go-board size="9" moves="E5 C3 G7"><vgb-move-list></vgb-move-list></variant-go-board>`);
    expect(text(currentButton(list))).to.equal('3. G7, Black');
    board.move = 1;
    await settle(board);
    expect(text(currentButton(list))).to.equal('1. E5, Black');
    expect(list.shadowRoot!.querySelectorAll('[aria-current="step"]')).to.have.length(1);
    expect(currentButton(list)!.getAttribute('part')).to.equal('move current');
  });

  it('clicking a move shows the position after it on the board', async () => {
    const { board, list } = await boardWith(html`<variant-go-board size="9" moves="E5 C3 G7"><vgb-move-list></vgb-move-list></variant-go-board>`);
    const changes: number[] = [];
    board.addEventListener('vgb-position-change', (event) => changes.push(event.detail.moveNumber));
    moveButtons(list)[2]!.click();
    await settle(board);
    expect(shownMove(board)).to.equal(2);
    expect(changes).to.deep.equal([2]);
    expect(text(currentButton(list))).to.equal('2. C3, White');
    moveButtons(list)[0]!.click();
    await settle(board);
    expect(shownMove(board)).to.equal(0);
  });

  it('is one tab stop; the arrow keys, Home and End move focus along it, Enter shows the focused move', async () => {
    const { board, list } = await boardWith(html`<variant-go-board size="9" moves="E5 C3 G7 D4"><vgb-move-list></vgb-move-list></variant-go-board>`);
    const tabStops = () => moveButtons(list).filter((button) => button.tabIndex === 0);
    expect(tabStops().map((button) => button.dataset['n'])).to.deep.equal(['4']);
    tabStops()[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowUp' });
    expect(list.shadowRoot!.activeElement?.getAttribute('data-n')).to.equal('2');
    expect(shownMove(board)).to.equal(4, 'moving focus alone does not change the board');
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(shownMove(board)).to.equal(2);
    expect(list.shadowRoot!.activeElement?.getAttribute('data-n')).to.equal('2', 'focus stays on the move');
    await sendKeys({ press: 'Home' });
    expect(list.shadowRoot!.activeElement?.getAttribute('data-n')).to.equal('0');
    await sendKeys({ press: 'End' });
    await sendKeys({ press: ' ' });
    await settle(board);
    expect(shownMove(board)).to.equal(4);
    expect(tabStops()).to.have.length(1);
  });

  it('scrolls the shown move into view inside the list, without taking focus', async () => {
    const moves = 'D4 Q16 D16 Q4 C10 R10 K3 K17 F17 O3 C14 R6 F3 O17 K10 Q10 D10 C6 R14 H3 M17 M3 H17 C3 C17 R17 R3 E5 P15 E15 P5'.repeat(1);
    const { board, list } = await boardWith(
      html`<variant-go-board size="19" moves=${moves} move="0" style="--vgb-move-list-max-height: 4rem"><vgb-move-list></vgb-move-list></variant-go-board>`,
    );
    const scroller = list.shadowRoot!.querySelector<HTMLElement>('[part="list"]')!;
    expect(scroller.scrollHeight).to.be.greaterThan(scroller.clientHeight);
    expect(scroller.scrollTop).to.equal(0);
    const before = document.activeElement;
    board.move = 31;
    await settle(board);
    const box = scroller.getBoundingClientRect();
    const shown = currentButton(list)!.getBoundingClientRect();
    expect(shown.top).to.be.at.least(box.top - 1);
    expect(shown.bottom).to.be.at.most(box.bottom + 1);
    expect(document.activeElement).to.equal(before);
  });

  it('adds the moves the reader plays (play mode)', async () => {
    const { board, list } = await boardWith(html`<variant-go-board size="9" mode="play" moves="E5"><vgb-move-list></vgb-move-list></variant-go-board>`);
    // The cursor starts on the last move, E5; one step left and Enter plays D5.
    board.shadowRoot!.querySelector<HTMLElement>('[part~="board"]')!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(moveButtons(list).map((button) => text(button))).to.deep.equal(['Start', '1. E5, Black', '2. D5, White']);
    expect(text(currentButton(list))).to.equal('2. D5, White');
  });

  it('marks a move its record plays though the rules refuse it with "!", and names the rule it broke', async () => {
    const sgf = '(;GM[1]FF[4]SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb];W[bb]KO[];B[ad];W[ac])';
    const { list } = await boardWith(html`<variant-go-board sgf=${sgf}><vgb-move-list></vgb-move-list></variant-go-board>`);
    const buttons = moveButtons(list);
    expect(buttons.map((b) => b.querySelector('[part~="illegal"]') !== null)).to.deep.equal([false, false, true, false, true]);
    expect(text(buttons[2])).to.equal('2. B4!, White, illegal move: Go: you may not retake the ko at once; play elsewhere first');
    expect(text(buttons[4])).to.equal('4. A3!, White, illegal move: Go: suicide is not allowed: that stone would have no liberties');
    await expect(list).to.be.accessible();
  });

  it('says "No moves yet." on a board without moves', async () => {
    const { list } = await boardWith(html`<variant-go-board size="9"><vgb-move-list></vgb-move-list></variant-go-board>`);
    expect(text(list.shadowRoot!.querySelector('[part="placeholder"]'))).to.equal('No moves yet.');
  });

  it('shows a neutral placeholder outside a board', async () => {
    const list = await fixture<VgbMoveList>(html`<vgb-move-list></vgb-move-list>`);
    expect(text(list.shadowRoot!.querySelector('[part="placeholder"]'))).to.equal('No game to list.');
    expect(list.shadowRoot!.querySelector('button')).to.be.null;
    await expect(list).to.be.accessible();
  });
});

describe('<vgb-status>', () => {
  it('is accessible inside a board, running and finished', async () => {
    const running = await boardWith(html`<variant-go-board variant="tile" size="5" moves="C3"><vgb-status></vgb-status></variant-go-board>`);
    await expect(running.status).to.be.accessible();
    const over = await boardWith(html`<variant-go-board size="5" moves="C3 pass pass"><vgb-status></vgb-status></variant-go-board>`);
    await expect(over.status).to.be.accessible();
  });

  it('shows whose turn it is, and follows the moves', async () => {
    const { board, status } = await boardWith(html`<variant-go-board size="9" moves="E5"><vgb-status></vgb-status></variant-go-board>`);
    expect(rows(status).map((row) => row[0])).to.deep.equal(['Black', 'White to play']);
    board.move = 0;
    await settle(board);
    expect(rows(status).map((row) => row[0])).to.deep.equal(['Black to play', 'White']);
  });

  it('shows the prisoners each player holds', async () => {
    const go = await boardWith(html`<variant-go-board size="9" moves="B1 A1 A2"><vgb-status></vgb-status></variant-go-board>`);
    expect(rows(go.status)).to.deep.equal([
      ['Black', '1'],
      ['White to play', '0'],
    ]);
    const tile = await boardWith(html`<variant-go-board variant="tile" size="9"><vgb-status></vgb-status></variant-go-board>`);
    expect(rows(tile.status)[1]).to.deep.equal(['White', '7'], 'White starts Tile Go holding the komi in prisoners');
  });

  it('shows no prisoners where nothing is ever captured (Loose, Paper and Pencil Go)', async () => {
    for (const variant of ['loose', 'paper-pencil']) {
      const { status } = await boardWith(html`<variant-go-board variant=${variant} size="5" moves="C3"><vgb-status></vgb-status></variant-go-board>`);
      expect(status.shadowRoot!.textContent).not.to.contain('Prisoners');
      expect(rows(status)).to.deep.equal([['Black'], ['White to play']]);
    }
  });

  it('shows the rule notes of the player to move (Stoical Go: no capture right after a capture)', async () => {
    const setup = { black: 'B7 D7 A6 B6 C6 E3 F2 B1', white: 'E7 D6 E6 A5 B5 C5 D5 F3 A1' };
    const { board, status } = await boardWith(
      html`<variant-go-board variant="stoical" size="7" black=${setup.black} white=${setup.white} to-play="white" moves="C7"
        ><vgb-status></vgb-status
      ></variant-go-board>`,
    );
    const game = createGame({ variant: 'stoical', size: 7, setup: { black: setup.black.split(' '), white: setup.white.split(' '), toPlay: 'white' } });
    game.play('C7');
    const expected = game.view().notes;
    expect(expected.length).to.be.greaterThan(0);
    const shown = [...status.shadowRoot!.querySelectorAll('[part="note"]')];
    expect(shown.map((note) => text(note))).to.deep.equal(expected.map((note) => note.text));
    expect(shown.map((note) => note.getAttribute('data-code'))).to.deep.equal(expected.map((note) => note.code));
    board.move = 0;
    await settle(board);
    expect(status.shadowRoot!.querySelector('[part="notes"]')).to.be.null;
  });

  it('shows the result and both scores once the game is over, and the turn again when stepping back', async () => {
    const { board, status } = await boardWith(
      html`<variant-go-board size="5" black="B5 B4 B3 B2 B1" white="C5 C4 C3 C2 C1" moves="pass pass"><vgb-status></vgb-status></variant-go-board>`,
    );
    expect(text(status.shadowRoot!.querySelector('[part="result"]'))).to.equal('White wins by 12.5 points. Game over after two passes in a row.');
    expect(rows(status)).to.deep.equal([
      ['Black', '0', '10'],
      ['White', '0', '22.5'],
    ]);
    expect(status.shadowRoot!.querySelector('[part="to-play"]')).to.be.null;
    board.move = 1;
    await settle(board);
    expect(status.shadowRoot!.querySelector('[part="result"]')).to.be.null;
    expect(rows(status)).to.deep.equal([
      ['Black', '0'],
      ['White to play', '0'],
    ]);
  });

  it('shows the engine’s reason for a game that ended otherwise, without a score of 0 to 0', async () => {
    const { status } = await boardWith(
      html`<variant-go-board variant="stoical" size="5" black="B5 A4 B3" white="C5 B4 D4 C3" moves="C4 pass pass B4"><vgb-status></vgb-status></variant-go-board>`,
    );
    expect(text(status.shadowRoot!.querySelector('[part="result"]'))).to.match(/^Draw by repetition.*\. Game over\.$/);
    expect(rows(status).every((row) => row.length === 2)).to.be.true;
  });

  it('has no live region: the board announces moves and results itself', async () => {
    const { status } = await boardWith(html`<variant-go-board size="5" moves="C3 pass pass"><vgb-status></vgb-status></variant-go-board>`);
    expect(status.shadowRoot!.querySelector('[aria-live], [role="status"], [role="alert"], [role="log"]')).to.be.null;
  });

  it('takes over turn, prisoners and notes from the board, which keeps only what the panel lacks', async () => {
    const { board } = await boardWith(html`<variant-go-board size="5" moves="C3 D3"><vgb-status></vgb-status></variant-go-board>`);
    const own = board.shadowRoot!.querySelector('[part="status"]')!;
    expect(own.querySelector('.turn')).to.be.null;
    const alone = await fixture<VariantGoBoard>(html`<variant-go-board size="5" moves="C3 D3"></variant-go-board>`);
    expect(text(alone.shadowRoot!.querySelector('[part="status"] .turn'))).to.equal('Black to play');
  });

  it('shows a neutral placeholder outside a board', async () => {
    const status = await fixture<VgbStatus>(html`<vgb-status></vgb-status>`);
    expect(text(status.shadowRoot!.querySelector('[part="placeholder"]'))).to.equal('No game.');
    expect(status.shadowRoot!.querySelector('table')).to.be.null;
    await expect(status).to.be.accessible();
  });
});
