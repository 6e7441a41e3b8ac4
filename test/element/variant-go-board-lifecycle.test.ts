import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { installProbe, type ProbeCounts } from './lifecycle-probe.js';
import '../../src/variant-go-board.js';
import type { VgbPositionReplaceEvent } from '../../src/element/events/vgb-position-replace.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { board, part, pointerAt, record, shapes, status, stones, tap, text, until } from './helpers.js';

// Before any board exists: the boards create their observers and timers through the wrapped globals.
const probe = installProbe();

const SGF = '(;GM[1]FF[4]SZ[9];B[ee];W[cc])';
const DIAGRAM = '$$B\n$$ +-------------------+\n$$ | . . . . . . . . . |\n$$ | . . X . . . . . . |\n$$ | . . . . O . . . . |\n$$ | . . . . . . . . . |\n$$ +-------------------+\n';

/** One board of each kind the lifecycle covers: a still diagram, autoplay running, play mode, an SGF child, a `$$` diagram. */
function boardOfKind(i: number): VariantGoBoard {
  const el = document.createElement('variant-go-board');
  el.setAttribute('size', '9');
  switch (i % 5) {
    case 0:
      el.setAttribute('mode', 'view');
      el.setAttribute('moves', 'E5 C3 G7');
      break;
    case 1:
      el.setAttribute('moves', 'E5 C3 G7 D4 F3 C7');
      el.setAttribute('autoplay', '');
      // Slow enough to be still running when the boards are detached.
      el.setAttribute('speed', '60000');
      break;
    case 2:
      el.setAttribute('mode', 'play');
      el.setAttribute('moves', 'E5 C3');
      break;
    case 3: {
      const script = document.createElement('script');
      script.type = 'application/x-go-sgf';
      script.textContent = SGF;
      el.append(script);
      break;
    }
    default:
      el.append(DIAGRAM);
  }
  return el;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

async function settled(boards: VariantGoBoard[]): Promise<void> {
  await Promise.all(boards.map((el) => el.updateComplete));
}

/** Ways of setting a new position on a `moves` board in play mode, with the reason each is reported with. */
const NEW_POSITIONS: [string, (el: VariantGoBoard) => void, string][] = [
  ['moves', (el) => el.setAttribute('moves', 'D4'), 'moves'],
  ['sgf', (el) => el.setAttribute('sgf', SGF), 'sgf'],
  ['variant', (el) => el.setAttribute('variant', 'loose'), 'variant'],
  ['size', (el) => el.setAttribute('size', '13'), 'size'],
  ['komi', (el) => el.setAttribute('komi', '0.5'), 'komi'],
  ['black', (el) => el.setAttribute('black', 'A1'), 'black'],
  ['white', (el) => el.setAttribute('white', 'J9'), 'white'],
  ['to-play', (el) => el.setAttribute('to-play', 'white'), 'to-play'],
  ['ko', (el) => el.setAttribute('ko', 'positional'), 'ko'],
  ['mode into puzzle', (el) => el.setAttribute('mode', 'puzzle'), 'mode'],
  ['orientation', (el) => el.setAttribute('orientation', 'mirror'), 'orientation'],
  ['crop', (el) => el.setAttribute('crop', 'A9-E5'), 'crop'],
];

/** A 9x9 play-mode board on `moves="E5"` where the reader has played C3 and G7. */
async function playedBoard(attributes: Record<string, string> = {}): Promise<{ el: VariantGoBoard; replaced: Event[] }> {
  const { el } = await board({ mode: 'play', size: '9', moves: 'E5', ...attributes });
  const replaced = record(el, 'vgb-position-replace');
  await tap(el, 'C3');
  await tap(el, 'G7');
  expect(status(el)).to.equal('Move 3 / 3');
  return { el, replaced };
}

/** A play board on the fixture file (4 moves) on which the reader played D4. */
async function playedOnFile(): Promise<{ el: VariantGoBoard; replaced: Event[] }> {
  const { el } = await board({ mode: 'play', src: '/test/element/fixtures/game.sgf' });
  await until(() => stones(el).length === 4);
  const replaced = record(el, 'vgb-position-replace');
  await tap(el, 'D4');
  expect(stones(el)).to.have.length(5);
  return { el, replaced };
}

function expectReaderMovesKept(el: VariantGoBoard, replaced: Event[]): void {
  expect(stones(el)).to.have.length(3);
  expect(status(el)).to.equal('Move 3 / 3');
  expect(replaced).to.have.length(0);
}

/** The one observer of the document's `lang` attributes, kept while any board is attached: each test starts with none attached. */
const PAGE_LANG_WATCH = 1;

describe('<variant-go-board> lifecycle', () => {
  describe('attaching and detaching many boards', () => {
    it('leaves no timers, animation frames, observers or page listeners active once 200 boards are detached, re-attached elsewhere and detached', async () => {
      const first = await fixture<HTMLDivElement>(html`<div style="width: 120px"></div>`);
      const second = await fixture<HTMLDivElement>(html`<div style="width: 160px"></div>`);
      await nextFrame();
      const baseline = probe.counts();
      const boards = Array.from({ length: 200 }, (_, i) => boardOfKind(i));
      first.append(...boards);
      await settled(boards);
      // The probe sees what the boards start: the autoplay timers of the boards in view, the light DOM observers, and one
      // observer of the page's `lang` attributes that every board shares (i18n/language.ts).
      const attached = probe.counts();
      expect(attached.mutationObserved).to.equal(baseline.mutationObserved + 200 + PAGE_LANG_WATCH);
      expect(attached.timeouts).to.be.greaterThan(baseline.timeouts);

      for (const el of boards) el.remove();
      second.append(...boards);
      await settled(boards);
      expect(probe.counts().mutationObserved).to.equal(baseline.mutationObserved + 200 + PAGE_LANG_WATCH);
      for (const el of boards) el.remove();
      await nextFrame();
      await nextFrame();
      expect(probe.counts()).to.deep.equal(baseline);
    });

    it('a board moved to another parent without being removed keeps one observer of its own (besides the page’s lang watch) and one autoplay timer', async () => {
      const other = await fixture<HTMLDivElement>(html`<div style="width: 200px"></div>`);
      const before: ProbeCounts = probe.counts();
      const { el } = await board({ size: '9', moves: 'E5 C3 G7 D4', autoplay: '', speed: '500' });
      other.append(el);
      await el.updateComplete;
      const now = probe.counts();
      expect(now.mutationObserved - before.mutationObserved).to.equal(1 + PAGE_LANG_WATCH);
      expect(now.timeouts - before.timeouts).to.equal(1);
      el.remove();
      await nextFrame();
      expect(probe.counts()).to.deep.equal(before);
    });
  });

  describe('re-attachment starts afresh', () => {
    it('a board removed with keyboard focus draws no cursor when attached again, until focused again', async () => {
      const { el } = await board({ mode: 'play', size: '9' });
      part(el, 'board')!.focus();
      await sendKeys({ press: 'ArrowUp' });
      await el.updateComplete;
      expect(shapes(el, 'cursor')).to.have.length(1);
      const parent = el.parentElement!;
      el.remove();
      parent.append(el);
      await el.updateComplete;
      expect(shapes(el, 'cursor')).to.have.length(0);
    });

    it('a press under way when the board was removed plays nothing when lifted after it is attached again', async () => {
      const { el } = await board({ mode: 'play', size: '9' });
      const moves = record(el, 'vgb-move');
      pointerAt(el, 'pointerdown', 'C3', 'touch');
      await el.updateComplete;
      expect(shapes(el, 'preview')).to.have.length(1);
      const parent = el.parentElement!;
      el.remove();
      parent.append(el);
      await el.updateComplete;
      expect(shapes(el, 'preview')).to.have.length(0);
      pointerAt(el, 'pointerup', 'C3', 'touch');
      await el.updateComplete;
      expect(moves).to.have.length(0);
    });
  });

  describe("the reader's moves (play mode) survive", () => {
    it('re-renders and changes of coordinates, speed, exports and autoplay', async () => {
      const { el, replaced } = await playedBoard();
      el.requestUpdate();
      await el.updateComplete;
      el.coordinates = true;
      el.setAttribute('speed', '200');
      el.setAttribute('exports', '');
      el.setAttribute('autoplay', '');
      await el.updateComplete;
      expectReaderMovesKept(el, replaced);
    });

    it('resizes of the board', async () => {
      const { el, replaced } = await playedBoard();
      const parent = el.parentElement!;
      for (const width of ['180px', '640px', '0px', '360px']) {
        parent.style.width = width;
        await nextFrame();
        await el.updateComplete;
      }
      expectReaderMovesKept(el, replaced);
    });

    it('theme changes: colour scheme, a data-theme on the page, CSS custom properties', async () => {
      const { el, replaced } = await playedBoard();
      await emulateMedia({ colorScheme: 'dark' });
      document.documentElement.dataset.theme = 'dark';
      el.parentElement!.style.setProperty('--vgb-board-color', '#333');
      el.style.setProperty('--vgb-black-stone', '#000');
      await nextFrame();
      await el.updateComplete;
      await emulateMedia({ colorScheme: 'light' });
      delete document.documentElement.dataset.theme;
      expectReaderMovesKept(el, replaced);
    });

    it('removal and re-insertion, in the same parent and in another, and a move without removal', async () => {
      const { el, replaced } = await playedBoard();
      const parent = el.parentElement!;
      const other = await fixture<HTMLDivElement>(html`<div style="width: 300px"><section></section></div>`);
      el.remove();
      parent.append(el);
      await el.updateComplete;
      el.remove();
      await nextFrame();
      other.firstElementChild!.append(el);
      await el.updateComplete;
      parent.append(el);
      await el.updateComplete;
      expectReaderMovesKept(el, replaced);
      await tap(el, 'D4');
      expect(status(el)).to.equal('Move 4 / 4');
    });

    it('move and mode between play, replay and view: the moves are shown and can be played on again', async () => {
      const { el, replaced } = await playedBoard();
      el.move = 1;
      await el.updateComplete;
      expect(status(el)).to.equal('Move 1 / 3');
      el.mode = 'replay';
      await el.updateComplete;
      el.mode = 'view';
      await el.updateComplete;
      el.mode = 'play';
      el.move = 3;
      await el.updateComplete;
      expectReaderMovesKept(el, replaced);
    });

    it("setting an attribute to the value it has, and an SGF record's variations through a re-attachment", async () => {
      const { el } = await board({ mode: 'play', sgf: SGF });
      const replaced = record(el, 'vgb-position-replace');
      await tap(el, 'G7');
      el.setAttribute('sgf', SGF);
      el.remove();
      document.body.append(el);
      await el.updateComplete;
      expect(status(el)).to.equal('Move 3 / 3');
      expect(await el.toSgf()).to.contain(';B[gc]');
      expect(replaced).to.have.length(0);
      el.remove();
    });
  });

  describe('vgb-position-replace', () => {
    for (const [name, change, reason] of NEW_POSITIONS) {
      it(`fires once with the reader's record before a new ${name} replaces it`, async () => {
        const { el, replaced } = await playedBoard();
        let shownWhenFired = '';
        el.addEventListener('vgb-position-replace', () => (shownWhenFired = status(el)));
        change(el);
        await el.updateComplete;
        expect(replaced).to.have.length(1);
        const { detail } = replaced[0] as VgbPositionReplaceEvent;
        expect(detail.reason).to.equal(reason);
        expect(detail.moves).to.deep.equal(['E5', 'C3', 'G7']);
        expect(detail.moveNumber).to.equal(3);
        expect(detail.sgf).to.match(/;B\[ee\]\s*;W\[cg\]\s*;B\[gc\]\)/);
        // Fired before the new position is drawn.
        expect(shownWhenFired).to.equal('Move 3 / 3');
      });
    }

    it('fires for another game of a collection, naming game and the game played on', async () => {
      const { el } = await board({ mode: 'play', sgf: `${SGF}(;SZ[9];B[cc])` });
      const replaced = record(el, 'vgb-position-replace');
      await tap(el, 'G7');
      el.setAttribute('game', '2');
      await el.updateComplete;
      // The old record's game: the one the reader played on.
      expect(replaced.map((event) => [(event as VgbPositionReplaceEvent).detail.reason, (event as VgbPositionReplaceEvent).detail.game])).to.deep.equal([['game', 1]]);
    });

    it('fires when a new src has loaded, and for a new SGF script text', async () => {
      const { el, replaced } = await playedBoard();
      el.setAttribute('src', `data:application/x-go-sgf,${encodeURIComponent(SGF)}`);
      await until(() => replaced.length > 0);
      expect((replaced[0] as VgbPositionReplaceEvent).detail.reason).to.equal('src');

      const scripted = await playedBoard();
      const script = document.createElement('script');
      script.type = 'application/x-go-sgf';
      script.textContent = SGF;
      scripted.el.append(script);
      await until(() => scripted.replaced.length > 0);
      expect((scripted.replaced[0] as VgbPositionReplaceEvent).detail.reason).to.equal('content');
    });

    it("a new src keeps the reader's game on the file before it while its file loads; the file replaces it, after vgb-position-replace, once loaded", async () => {
      const { el, replaced } = await playedOnFile();
      const original = window.fetch;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      window.fetch = async (...args) => held.then(() => original(...args));
      try {
        el.setAttribute('src', `data:application/x-go-sgf,${encodeURIComponent(SGF)}`);
        await el.updateComplete;
        expect(part(el, 'board')!.getAttribute('aria-busy')).to.equal('true');
        expect(stones(el)).to.have.length(5);
        expect(text(part(el, 'info'))).to.contain('Fixture game');
        expect(replaced).to.have.length(0);
        release();
        await until(() => replaced.length > 0);
        expect((replaced[0] as VgbPositionReplaceEvent).detail.moves).to.deep.equal(['E5', 'C7', 'G7', 'G3', 'D4']);
        await el.updateComplete;
        expect(status(el)).to.match(/ \/ 2$/);
      } finally {
        window.fetch = original;
      }
    });

    it("a new src whose file cannot be loaded keeps the reader's game, which goes on, and shows the error", async () => {
      const { el, replaced } = await playedOnFile();
      const errors = record(el, 'vgb-error');
      el.setAttribute('src', '/test/element/fixtures/missing.sgf');
      await until(() => errors.length > 0);
      await el.updateComplete;
      expect(stones(el)).to.have.length(5);
      expect(replaced).to.have.length(0);
      expect(text(part(el, 'error'))).to.contain('missing.sgf').and.contain('404');
      await tap(el, 'F4');
      expect(stones(el)).to.have.length(6);
      // Another position set by the page replaces the kept game as usual.
      el.setAttribute('sgf', SGF);
      await el.updateComplete;
      expect(replaced).to.have.length(1);
      expect(stones(el)).to.have.length(2);
    });

    it('a new src that cannot be read keeps the file shown before it', async () => {
      const { el } = await board({ src: '/test/element/fixtures/game.sgf' });
      await until(() => stones(el).length === 4);
      const errors = record(el, 'vgb-error');
      el.setAttribute('src', '/test/element/fixtures/missing.sgf');
      await until(() => errors.length > 0);
      await el.updateComplete;
      expect(stones(el)).to.have.length(4);
      expect(text(part(el, 'info'))).to.contain('Fixture game');
    });

    it('a position the page sets from its handler is the one shown', async () => {
      const { el } = await playedBoard();
      el.addEventListener('vgb-position-replace', () => el.setAttribute('moves', 'A1 B2'));
      el.setAttribute('moves', 'D4');
      await el.updateComplete;
      expect(stones(el)).to.have.length(2);
      expect(status(el)).to.equal('Move 2 / 2');
    });

    it('names the option that changed when an SGF record is replaced, not an input of moves changed with it', async () => {
      const { el } = await board({ mode: 'play', sgf: SGF });
      const replaced = record(el, 'vgb-position-replace');
      await tap(el, 'G7');
      el.setAttribute('size', '13');
      el.setAttribute('komi', '0.5');
      await el.updateComplete;
      expect(replaced.map((event) => (event as VgbPositionReplaceEvent).detail.reason)).to.deep.equal(['komi']);
    });

    it('is not fired once the reader has taken back every move they played', async () => {
      const { el, replaced } = await playedBoard();
      const undo = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Undo')!;
      undo.click();
      await el.updateComplete;
      undo.click();
      await el.updateComplete;
      expect(status(el)).to.equal('Move 1 / 1');
      el.setAttribute('moves', 'D4');
      await el.updateComplete;
      expect(replaced).to.have.length(0);
    });

    it('is not fired when the reader has played nothing, nor for a move the rules refused', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
      const replaced = record(el, 'vgb-position-replace');
      await tap(el, 'E5');
      el.setAttribute('moves', 'D4');
      await el.updateComplete;
      expect(replaced).to.have.length(0);
      expect(status(el)).to.equal('Move 1 / 1');
      expect(part(el, 'error')).to.be.null;
    });
  });

  // Size, moves, coordinates, black, white, to-play, ko, max-tiles, scoring, mode, move and their
  // removal are checked in variant-go-board.test.ts; src in variant-go-board-records.test.ts.
  describe('the other attributes after the first render', () => {
    const label = (el: VariantGoBoard) => part(el, 'board')!.getAttribute('aria-label') ?? '';

    it('variant changes the rules of moves and wins over an SGF record; removed, the record decides again', async () => {
      const { el } = await board({ size: '9', moves: 'E5' });
      el.setAttribute('variant', 'loose');
      await el.updateComplete;
      expect(label(el)).to.match(/^Loose board/);
      el.setAttribute('sgf', '(;GM[1]SZ[9]ZVR[tile];B[ee])');
      await el.updateComplete;
      expect(label(el)).to.match(/^Loose board/);
      el.removeAttribute('variant');
      await el.updateComplete;
      expect(label(el)).to.match(/^Tile Go board/);
    });

    it('komi changes the game, as its SGF says', async () => {
      const { el } = await board({ size: '9', moves: 'E5' });
      el.setAttribute('komi', '3.5');
      await el.updateComplete;
      expect(await el.toSgf()).to.contain('KM[3.5]');
    });

    it('sgf replaces the moves with its record and shows its end', async () => {
      const { el } = await board({ size: '9', moves: 'E5' });
      el.setAttribute('sgf', SGF);
      await el.updateComplete;
      expect(stones(el)).to.have.length(2);
      expect(status(el)).to.equal('Move 2 / 2');
    });

    it('speed changes the wait of autoplay under way, which goes on', async () => {
      const { el } = await board({ size: '9', moves: 'E5 C3 G7', autoplay: '', speed: '60000' });
      expect(status(el)).to.equal('Move 0 / 3');
      el.setAttribute('speed', '10');
      await until(() => status(el) === 'Move 3 / 3');
    });

    it('exports adds and removes the download buttons', async () => {
      const { el } = await board({ size: '9', moves: 'E5' });
      el.setAttribute('exports', '');
      await el.updateComplete;
      expect(part(el, 'exports')).to.exist;
      el.removeAttribute('exports');
      await el.updateComplete;
      expect(part(el, 'exports')).to.be.null;
    });

    it('puzzle-side sets the side the reader plays', async () => {
      const { el } = await board({ mode: 'puzzle', sgf: '(;GM[1]SZ[9]PL[B];B[ee]C[Correct])' });
      expect(part(el, 'puzzle')!.textContent).to.contain('Black to play');
      el.setAttribute('puzzle-side', 'white');
      await el.updateComplete;
      expect(part(el, 'puzzle')!.textContent).to.contain('White to play');
    });
  });
});
