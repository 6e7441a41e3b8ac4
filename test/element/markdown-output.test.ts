// The HTML the Markdown plugins write (src/publish/), in a browser: without scripts the page shows
// each board's picture at a width that fits a phone, and the record stays hidden; with the
// element's script each board reads its record from that markup and draws it.
import { expect, fixture, html } from '@open-wc/testing';
import MarkdownIt from 'markdown-it';
import variantGoBoard from '../../src/publish/markdown-it.js';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { stones } from './helpers.js';

/** The sample post of the Node tests (test/publish/), through the markdown-it plugin. */
async function postHtml(): Promise<string> {
  const page = await (await fetch(new URL('../publish/fixtures/post.md', import.meta.url))).text();
  return new MarkdownIt().use(variantGoBoard).render(page);
}

/** `body` in a 390 px wide frame whose scripts never run (a sandbox without allow-scripts), once laid out. */
async function scriptlessFrame(body: string): Promise<Document> {
  const frame = await fixture<HTMLIFrameElement>(html`<iframe sandbox="allow-same-origin" style="width: 390px; height: 3000px; border: 0"></iframe>`);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = `<!doctype html><html><body style="margin: 0">${body}</body></html>`;
  await loaded;
  return frame.contentDocument!;
}

describe('the Markdown plugins\' HTML', () => {
  it('without scripts shows each board\'s picture within a 390 px column, and hides the records', async () => {
    const doc = await scriptlessFrame(await postHtml());
    expect(doc.defaultView!.customElements.get('variant-go-board')).to.equal(undefined);
    const pictures = [...doc.querySelectorAll('variant-go-board > svg[slot="static"]')];
    expect(pictures.map((svg) => svg.getAttribute('aria-label'))).to.deep.equal(['The opening', 'The hane', 'Tile Go']);
    for (const svg of pictures) {
      const box = svg.getBoundingClientRect();
      expect(box.width).to.be.within(300, 390);
      expect(box.height).to.be.greaterThan(300);
    }
    const shown = doc.body.innerText;
    expect(shown).not.to.contain('Teaching game');
    expect(shown).not.to.contain('| . . O . . . X . . |');
    expect(shown).to.contain("Board not drawn (line 44, column 8): komi: 'lots'");
    expect(shown).to.contain("const board = document.querySelector('variant-go-board');");
  });

  it('with the element\'s script, each board reads its record from that markup and draws the picture\'s position', async () => {
    const column = await fixture<HTMLDivElement>(html`<div style="width: 390px"></div>`);
    column.innerHTML = await postHtml();
    const boards = [...column.querySelectorAll<VariantGoBoard>('variant-go-board')];
    // A board far from the viewport draws only its empty grid until it comes near.
    for (const board of boards) {
      board.scrollIntoView();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await board.updateComplete;
    }
    const counted = (text: string) => [...text.matchAll(/(Black|White) (?:(\d+) )?stones?(?::\s*([^.]*))?/g)].map(([, color, count, points]) => `${color} ${count ?? points!.split(',').length}`);
    const described = boards.map((board) => counted(board.shadowRoot!.textContent!.replace(/\s+/g, ' ')).slice(0, 2));
    const pictured = boards.map((board) => counted(board.querySelector('svg[slot="static"] desc')!.textContent!));
    expect(described).to.deep.equal([
      ['Black 2', 'White 2'],
      ['Black 2', 'White 2'],
      ['Black 3', 'White 2'],
    ]);
    expect(described).to.deep.equal(pictured);
    expect(boards.map((board) => [stones(board, 'black').length, stones(board, 'white').length])).to.deep.equal([
      [2, 2],
      [2, 2],
      [3, 2],
    ]);
  });
});
