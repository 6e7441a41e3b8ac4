import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import { Game } from '../../src/engine/core.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import type { VgbNodeChangeEvent } from '../../src/element/events/vgb-node-change.js';
import type { VgbPositionChangeEvent } from '../../src/element/events/vgb-position-change.js';
import { announced, board, button, findButton, part, record, shapes, status, stones, tap, text, until } from './helpers.js';

/**
 * A 9x9 record with two variations after the first move:
 * root (info, comment) - B E5 (N, C) - a: W C7 (TR on E5, LB x on G3) - B G7
 *                                     \ b: W G3 (C) - B C3
 */
/**
 * A Go record with a ko retake marked KO[] (move 2) and a suicide (move 4): viewers play both,
 * as FF[4] asks. Black C4 takes B4; White retakes; Black A2; White A3 has no liberty.
 */
const FORCED = '(;GM[1]FF[4]SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb];W[bb]KO[];B[ad];W[ac])';

const GAME =
  '(;GM[1]FF[4]SZ[9]PB[Alice]BR[3d]PW[Bob]WR[2d]RE[B+R]GN[Test game]C[Start comment]' +
  ';B[ee]N[Tengen]C[Black takes the centre.]' +
  '(;W[cc]TR[ee]LB[gg:x];B[gc])' +
  '(;W[gg]C[A variation.];B[cg]))';

function errorText(el: VariantGoBoard): string {
  return text(part(el, 'error'));
}

function gridLineCount(el: VariantGoBoard): number {
  return (part(el, 'board')!.querySelector('.lines')!.getAttribute('d')!.match(/M/g) ?? []).length;
}

function variationButtons(el: VariantGoBoard): HTMLButtonElement[] {
  return [...(part(el, 'variations')?.querySelectorAll('button') ?? [])];
}

function slotted(el: VariantGoBoard): Element[] {
  return el.shadowRoot!.querySelector('slot')!.assignedElements();
}

describe('<variant-go-board> records', () => {
  // The synchronous exports need their writers, which load on the first export call.

  describe('the sgf attribute', () => {
    it('shows the end of the main line, with the game information above the board', async () => {
      const { el } = await board({ sgf: GAME });
      expect(gridLineCount(el)).to.equal(18);
      expect(stones(el, 'black')).to.have.length(2);
      expect(stones(el, 'white')).to.have.length(1);
      expect(status(el)).to.equal('Move 3 / 3');
      const info = text(part(el, 'info'));
      expect(info).to.contain('Test game').and.contain('Alice (3d)').and.contain('Bob (2d)').and.contain('Black won by resignation');
      expect(part(el, 'info')!.compareDocumentPosition(part(el, 'board')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.be.ok;
    });

    it('is accessible with comments, variations and the game information', async () => {
      const { el } = await board({ sgf: GAME, move: '1', exports: '' });
      await expect(el).to.be.accessible();
    });

    it("shows the node's name as a heading and its comment as plain text, never as markup", async () => {
      const { el } = await board({ sgf: '(;SZ[9]C[<b>bold</b> & <img src=x onerror=alert(1)>\nline two];B[ee]N[Tengen])', move: '0' });
      const comment = part(el, 'comment')!;
      expect(comment.querySelector('b, img')).to.be.null;
      expect(comment.textContent).to.contain('<b>bold</b> & <img src=x onerror=alert(1)>');
      expect(getComputedStyle(comment.querySelector('.comment-text')!).whiteSpace).to.equal('pre-wrap');
      button(el, 'Next move').click();
      await el.updateComplete;
      expect(part(el, 'comment-name')!.localName).to.equal('h3');
      expect(text(part(el, 'comment-name'))).to.equal('Tengen');
    });

    it('steps node by node, nodes without moves included, announcing the comment; move 0 is the last node before the first move', async () => {
      const { el } = await board({ sgf: '(;SZ[9];C[Only a comment];B[ee]C[Centre])', move: '0' });
      expect(text(part(el, 'comment'))).to.equal('Only a comment');
      part(el, 'board')!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(part(el, 'comment')).to.equal(null);
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(status(el)).to.equal('Move 0 / 1');
      expect(text(part(el, 'comment'))).to.equal('Only a comment');
      expect(announced(el)).to.equal('Move 0 of 1. Only a comment');
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(announced(el)).to.equal('Move 1 of 1: Black E5. Centre');
      expect(stones(el)).to.have.length(1);
    });

    it('plays a move its Go record holds though the rules refuse it, and announces it as illegal with the rule\'s reason', async () => {
      const { el } = await board({ sgf: FORCED, move: '1' });
      button(el, 'Next move').click();
      await el.updateComplete;
      expect(announced(el)).to.equal('Move 2 of 4: White B4, captures 1 stone, illegal move: Go: you may not retake the ko at once; play elsewhere first');
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('last move White B4, illegal');
      button(el, 'Last move').click();
      await el.updateComplete;
      expect(announced(el)).to.equal('Move 4 of 4: White A3, illegal move: Go: suicide is not allowed: that stone would have no liberties');
      expect(stones(el, 'white')).to.have.length(4, 'the suicided stone is gone');
      expect(part(el, 'error')).to.equal(null, 'a forced move is no error of the record');
    });

    it('under a variant, stops the line before an illegal move, KO[] or not, and says why', async () => {
      const { el } = await board({ sgf: FORCED, variant: 'ko-2-2' });
      expect(status(el)).to.equal('Move 1 / 1');
      expect(text(part(el, 'error'))).to.match(/Move 2, White B4 \(W\[bb\]\), is illegal: .*KO\[\] asks for it to be played anyway/);
    });

    it('draws the markup of the node shown: symbols and labels', async () => {
      const { el } = await board({ sgf: GAME, move: '2' });
      expect(shapes(el, 'markup', 'triangle')).to.have.length(1);
      const labels = shapes(el, 'markup-label').map((label) => label.textContent);
      expect(labels).to.deep.equal(['x']);
      button(el, 'Next move').click();
      await el.updateComplete;
      expect(shapes(el, 'markup', 'triangle')).to.have.length(0);
    });

    it('names the variant from RU, and the variant attribute wins over it', async () => {
      const loose = '(;SZ[9]RU[Loose];B[ee])';
      const { el } = await board({ sgf: loose });
      expect(part(el, 'board')!.getAttribute('aria-label')).to.match(/^Loose board/);
      el.setAttribute('variant', 'go');
      await el.updateComplete;
      expect(part(el, 'board')!.getAttribute('aria-label')).to.match(/^Go board/);
      el.removeAttribute('variant');
      await el.updateComplete;
      expect(part(el, 'board')!.getAttribute('aria-label')).to.match(/^Loose board/);
    });

    it('an SGF that cannot be read names its line and column and leaves a board drawn', async () => {
      const { el, seen } = await board({ sgf: '(;SZ[9]\n;B[ee]C[open', moves: 'E5' }, { events: ['vgb-error'] });
      const detail = (seen[0] as VgbErrorEvent).detail;
      expect(detail).to.include({ code: 'ERR_SGF_UNCLOSED_VALUE', source: 'sgf', line: 2, column: 8 });
      expect(errorText(el)).to.contain('sgf attribute').and.contain('line 2, column 8');
      expect(detail.message).to.equal(errorText(el));
      expect(el.shadowRoot!.querySelector('svg.scene')).to.exist;
      expect(gridLineCount(el)).to.be.greaterThan(0);
    });

    it('an illegal move in the tree ends the line before it, naming the move and its place', async () => {
      const { el, seen } = await board({ sgf: '(;SZ[9];B[ee];W[cc]\n;B[ee];W[gg])' }, { events: ['vgb-error'] });
      expect(stones(el)).to.have.length(2);
      expect(status(el)).to.equal('Move 2 / 2');
      const detail = (seen[0] as VgbErrorEvent).detail;
      expect(detail).to.include({ code: 'ERR_SGF_MOVE', line: 2, column: 1, source: 'sgf' });
      expect(errorText(el)).to.contain('Move 3').and.contain('line 2');
    });
  });

  describe('variations', () => {
    it('marks each variation where its move lands and lists them where the node has several', async () => {
      const { el } = await board({ sgf: GAME, move: '1' });
      expect(shapes(el, 'variation-text').map((mark) => mark.textContent)).to.deep.equal(['a', 'b']);
      const buttons = variationButtons(el);
      expect(buttons.map((b) => text(b))).to.deep.equal(['a C7, White, next on this line', 'b G3, White']);
      expect(buttons.map((b) => b.getAttribute('aria-current'))).to.deep.equal(['true', 'false']);
      button(el, 'Next move').click();
      await el.updateComplete;
      expect(part(el, 'variations')).to.be.null;
      expect(shapes(el, 'variation-text')).to.have.length(0);
    });

    it('choosing a variation in the list follows it and makes it the line', async () => {
      const { el } = await board({ sgf: GAME, move: '1' });
      const seen = record(el, 'vgb-position-change', 'vgb-node-change');
      variationButtons(el)[1]!.click();
      await el.updateComplete;
      expect(stones(el, 'white')).to.have.length(1);
      expect(text(part(el, 'comment'))).to.equal('A variation.');
      expect(status(el)).to.equal('Move 2 / 3');
      expect((seen[0] as VgbPositionChangeEvent).detail).to.deep.equal({ moveNumber: 2, total: 3, move: 'G3', game: 1 });
      expect((seen[1] as VgbNodeChangeEvent).detail).to.deep.equal({ path: [0, 1], moveNumber: 2, move: 'G3', variations: 1, game: 1 });
      button(el, 'Last move').click();
      await el.updateComplete;
      expect(stones(el, 'black').length).to.equal(2);
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('last move Black C3');
      // Back to the branch point and on again: Next follows the chosen line.
      button(el, 'First move').click();
      await el.updateComplete;
      button(el, 'Next move').click();
      await el.updateComplete;
      button(el, 'Next move').click();
      await el.updateComplete;
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('last move White G3');
    });

    it('clicking a variation mark on the board follows it (replay mode)', async () => {
      // size only helps the test find the points: the record gives the board its size.
      const { el } = await board({ sgf: GAME, move: '1', size: '9' });
      await tap(el, 'G3');
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('last move White G3');
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('variation b of 2');
    });

    it('ArrowUp and ArrowDown switch to the previous and next variation of the node shown', async () => {
      const { el } = await board({ sgf: GAME, move: '2' });
      part(el, 'board')!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('last move White G3');
      expect(announced(el)).to.equal('Move 2 of 3: White G3. A variation.');
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('last move White G3');
      await sendKeys({ press: 'ArrowUp' });
      await el.updateComplete;
      expect(part(el, 'board')!.getAttribute('aria-label')).to.contain('last move White C7');
    });

    it('companions see the current line', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board sgf=${GAME} move="1"><vgb-move-list></vgb-move-list></variant-go-board>`);
      const list = el.querySelector('vgb-move-list')!;
      await list.updateComplete;
      const moves = () => [...list.shadowRoot!.querySelectorAll('button')].map((b) => text(b));
      expect(moves()).to.have.length(4);
      expect(moves()[2]).to.contain('C7');
      variationButtons(el)[1]!.click();
      await el.updateComplete;
      await list.updateComplete;
      expect(moves()[2]).to.contain('G3');
      expect(moves()[3]).to.contain('C3');
    });
  });

  describe('play mode on a tree', () => {
    it('a move the tree holds follows it; a new move adds a variation; nothing is lost; Undo removes the added move', async () => {
      const { el } = await board({ sgf: GAME, move: '1', mode: 'play' });
      await tap(el, 'G3');
      expect(text(part(el, 'comment'))).to.equal('A variation.');
      expect((await el.toSgf()).match(/;W\[/g)).to.have.length(2);
      button(el, 'Previous move').click();
      await el.updateComplete;
      await tap(el, 'C3');
      expect(await el.toSgf()).to.contain('W[cg]');
      expect((await el.toSgf()).match(/;W\[/g)).to.have.length(3);
      button(el, 'Previous move').click();
      await el.updateComplete;
      expect(variationButtons(el).map((b) => text(b).slice(0, 4))).to.deep.equal(['a C7', 'b G3', 'c C3']);
      expect(button(el, 'Undo').disabled).to.be.true;
      variationButtons(el)[2]!.click();
      await el.updateComplete;
      expect(button(el, 'Undo').disabled).to.be.false;
      button(el, 'Undo').click();
      await el.updateComplete;
      expect(await el.toSgf()).not.to.contain('W[cg]');
      expect(announced(el)).to.equal('Took back White C3. White to play');
    });

    it("variant moves join the tree with their kind, and the record's rule set plays them", async () => {
      const { el } = await board({ sgf: '(;SZ[9]ZVR[no-seki];B[ee])', mode: 'play', size: '9' });
      expect(part(el, 'board')!.getAttribute('aria-label')).to.match(/^No Seki Go board/);
      button(el, 'Ghost').click();
      await el.updateComplete;
      await tap(el, 'C3');
      expect(shapes(el, 'ghost', 'white')).to.have.length(1);
      expect(await el.toSgf()).to.contain(';W[cg]ZVK[ghost]');
    });

    it('a puzzle can be made of moves too: they are its one right line', async () => {
      const { el, seen } = await board({ size: '9', moves: 'E5 C3 G7', mode: 'puzzle' }, { events: ['vgb-puzzle-solved'] });
      expect(stones(el)).to.have.length(0);
      await tap(el, 'E5');
      expect(stones(el)).to.have.length(2);
      await tap(el, 'G7');
      expect(seen).to.have.length(1);
    });
  });

  describe('a puzzle made of moves', () => {
    it('plays each move once: the tree takes the game already played as its line, not a second replay', async () => {
      let played = 0;
      const { play } = Game.prototype;
      Game.prototype.play = function (this: Game, ...args: Parameters<Game['play']>) {
        played++;
        return play.apply(this, args);
      };
      try {
        const { el } = await board({ size: '9', moves: 'E5 C3 G7 D4', mode: 'puzzle' });
        expect(part(el, 'board')).to.exist;
        expect(played).to.equal(4);
      } finally {
        Game.prototype.play = play;
      }
    });
  });

  describe('the SGF script child', () => {
    it('reads the script as text, shows no script or text in the slot, and follows changes', async () => {
      const el = await fixture<VariantGoBoard>(
        html`<variant-go-board
          ><script type="application/x-go-sgf">
            (;SZ[9];B[ee];W[cc])
          </script
          ><vgb-status></vgb-status
        ></variant-go-board>`,
      );
      expect(stones(el)).to.have.length(2);
      expect(slotted(el).map((child) => child.localName)).to.deep.equal(['vgb-status']);
      el.querySelector('script')!.textContent = '(;SZ[13];B[gg])';
      await until(() => gridLineCount(el) === 26);
      expect(stones(el)).to.have.length(1);
    });

    it('the sgf attribute wins over the script, the script over a diagram, a diagram over moves', async () => {
      const el = await fixture<VariantGoBoard>(
        html`<variant-go-board sgf="(;SZ[5];B[cc])" moves="A1 B1 C1" size="9"
          ><script type="application/x-go-sgf">
            (;SZ[7];B[dd];W[cc])
          </script>
          $$B
          $$ +-------+
          $$ | X . . |
          $$ | . O . |
          $$ | . . X |
          $$ +-------+
        </variant-go-board>`,
      );
      expect(gridLineCount(el)).to.equal(10);
      el.sgf = '';
      await el.updateComplete;
      expect(gridLineCount(el)).to.equal(14);
      el.querySelector('script')!.remove();
      await until(() => gridLineCount(el) === 6);
      expect(stones(el)).to.have.length(3);
      [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).forEach((node) => node.remove());
      await until(() => gridLineCount(el) === 18);
      expect(stones(el)).to.have.length(3);
    });
  });

  describe('diagrams', () => {
    const DIAGRAM = `$$B Capture
$$ +---------+
$$ | . X O . |
$$ | X 1 X O |
$$ | . X O a |
$$ | . . . . |
$$ +---------+`;

    it("reads a $$ diagram in the element's own text, with its title, numbered moves and labels", async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board>${DIAGRAM}</variant-go-board>`);
      expect(gridLineCount(el)).to.equal(8);
      expect(stones(el, 'black')).to.have.length(5);
      expect(text(part(el, 'info'))).to.contain('Capture');
      const labels = shapes(el, 'markup-label').map((label) => label.textContent).sort();
      expect(labels).to.deep.equal(['1', 'a']);
      expect(slotted(el)).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('a $$c header turns coordinates on', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board>${DIAGRAM.replace('$$B', () => '$$Bc')}</variant-go-board>`);
      expect(shapes(el, 'label').length).to.be.greaterThan(0);
    });

    it('reads a diagram from a <pre> child, which the board hides', async () => {
      const el = await fixture<VariantGoBoard>(html`<variant-go-board><pre>${DIAGRAM}</pre><vgb-status></vgb-status></variant-go-board>`);
      expect(stones(el)).to.have.length(8);
      expect(slotted(el).map((child) => child.localName)).to.deep.equal(['vgb-status']);
    });

    it('a diagram that cannot be read names its line and column', async () => {
      const errors: VgbErrorEvent[] = [];
      const parent = await fixture<HTMLDivElement>(html`<div></div>`);
      parent.addEventListener('vgb-error', (event) => errors.push(event as VgbErrorEvent));
      parent.innerHTML = '<variant-go-board>$$B\n$$ | . X |\n$$ | . X . |</variant-go-board>';
      const el = parent.firstElementChild as VariantGoBoard;
      await el.updateComplete;
      expect(errors[0]!.detail).to.include({ source: 'diagram', line: 3 });
      expect(errors[0]!.detail.code).to.match(/^ERR_DIAGRAM_/);
      expect(errorText(el)).to.contain('The diagram cannot be read, line 3, column');
      expect(el.shadowRoot!.querySelector('svg.scene')).to.exist;
    });
  });

  describe('src', () => {
    it('fetches the SGF file and shows it; the next source stands in while it loads', async () => {
      // The file is held back until the test has seen the board while it loads.
      const original = window.fetch;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      window.fetch = async (...args) => held.then(() => original(...args));
      try {
        const { el } = await board({ src: '/test/element/fixtures/game.sgf', moves: 'A1', size: '5' });
        expect(part(el, 'board')!.getAttribute('aria-busy')).to.equal('true');
        expect(stones(el)).to.have.length(1);
        release();
        await until(() => stones(el).length === 4);
        expect(part(el, 'board')!.getAttribute('aria-busy')).to.equal('false');
        expect(text(part(el, 'info'))).to.contain('Fixture game');
        expect(text(part(el, 'comment'))).to.equal('');
      } finally {
        window.fetch = original;
      }
    });

    it('decodes the file by its CA property', async () => {
      const original = window.fetch;
      // "José" and "Café" in ISO-8859-1: é is the one byte 0xE9.
      const bytes = Uint8Array.from([...'(;CA[ISO-8859-1]SZ[9]PB[Jos\u00e9]C[Caf\u00e9];B[ee])'].map((c) => c.charCodeAt(0)));
      window.fetch = async () => new Response(bytes);
      try {
        const { el } = await board({ src: 'latin1.sgf', move: '0' });
        await until(() => part(el, 'comment') !== null);
        expect(text(part(el, 'comment'))).to.equal('Café');
        expect(text(part(el, 'info'))).to.contain('José');
      } finally {
        window.fetch = original;
      }
    });

    it('a file that cannot be loaded is reported with the server’s answer, and the next source stays', async () => {
      const { el, seen } = await board({ src: '/test/element/fixtures/missing.sgf', moves: 'E5', size: '9' }, { events: ['vgb-error'] });
      await until(() => seen.length > 0);
      const detail = (seen[0] as VgbErrorEvent).detail;
      expect(detail.code).to.equal('ERR_FETCH');
      expect(detail.source).to.equal('src');
      expect(detail.message).to.contain('missing.sgf').and.contain('404');
      await el.updateComplete;
      expect(errorText(el)).to.equal(detail.message);
      expect(stones(el)).to.have.length(1);
    });

    it('an SGF file that cannot be parsed names its line and column', async () => {
      const { el, seen } = await board({ src: '/test/element/fixtures/puzzle.sgf?broken' }, { events: ['vgb-error'] });
      await until(() => stones(el).length > 0);
      expect(seen).to.have.length(0);
      // A broken file, served by a stubbed fetch.
      const original = window.fetch;
      window.fetch = async () => new Response('(;SZ[9]\n;B[ee]\n;W[cc]X[', { status: 200 });
      try {
        el.src = 'broken.sgf';
        await until(() => seen.length > 0);
      } finally {
        window.fetch = original;
      }
      expect((seen[0] as VgbErrorEvent).detail).to.include({ code: 'ERR_SGF_UNCLOSED_VALUE', source: 'src', line: 3, column: 8 });
      expect(errorText(el)).to.contain("'broken.sgf'").and.contain('line 3, column 8');
    });

    it('a new src aborts the fetch of the old one, whose answer is never shown', async () => {
      const original = window.fetch;
      const signals: AbortSignal[] = [];
      let answerFirst: (response: Response) => void = () => {};
      window.fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
        signals.push(init!.signal!);
        if (signals.length === 1) return new Promise<Response>((resolve) => (answerFirst = resolve));
        return Promise.resolve(new Response('(;SZ[9];B[ee])'));
      };
      try {
        const { el } = await board({ src: 'first.sgf' });
        el.src = 'second.sgf';
        await until(() => stones(el).length === 1);
        expect(signals[0]!.aborted).to.be.true;
        expect(signals[1]!.aborted).to.be.false;
        answerFirst(new Response('(;SZ[9];B[aa];W[bb];B[cc])'));
        await new Promise((resolve) => setTimeout(resolve, 20));
        await el.updateComplete;
        expect(stones(el)).to.have.length(1);
      } finally {
        window.fetch = original;
      }
    });
  });
});

describe('<variant-go-board> slot', () => {
  it('never shows the element’s own text', async () => {
    const el = await fixture<VariantGoBoard>(html`<variant-go-board size="5">Some text <span>a companion</span></variant-go-board>`);
    expect(slotted(el).map((child) => child.localName)).to.deep.equal(['span']);
    expect(findButton(el, 'Download SGF')).to.be.null;
  });
});
