/**
 * Guarantee: text from a record, whatever markup, script, URL, CSS or template it spells, is
 * shown as inert text in every channel it reaches (comments, names, titles, game info, labels,
 * announcements, error messages, exports, file names), and nothing in a record makes the
 * element load anything: `src` fetches exactly its address, and each way it can fail is reported.
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import { recordFileBase } from '../../src/element/exports.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { parseDiagram } from '../../src/formats/diagram.js';
import { parseSgf, writeSgf, type SgfNode } from '../../src/formats/sgf.js';
import { INJECTED_TAGS, PAYLOADS } from '../render/hostile-payloads.js';
import { announced, board, button, part, sleep, stones, text, until } from './helpers.js';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/** A 9x9 SGF whose root holds `root` and whose one move, E5, holds `move`. */
function sgf(root: Record<string, string[]>, move: Record<string, string[]> = {}): string {
  const tree: SgfNode = { props: { GM: ['1'], SZ: ['9'], ...root }, children: [{ props: { B: ['ee'], ...move }, children: [] }] };
  return writeSgf([tree]);
}

/** Every element under `root`, through the shadow roots of the elements inside it. */
function allElements(root: Element | ShadowRoot): Element[] {
  const found: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    found.push(el);
    if (el.shadowRoot) found.push(...allElements(el.shadowRoot));
  }
  return found;
}

/**
 * Nothing a payload spells was made: no element of an injected kind, no event-handler attribute,
 * no `javascript:` value, in the board's light DOM, its shadow DOM or the page; and nothing ran.
 */
async function expectInert(el: VariantGoBoard): Promise<void> {
  // An injected image's error handler would run after its failed load.
  await sleep(30);
  expect(window.__pwned, 'a payload ran').to.equal(undefined);
  // The drawing's own stylesheet for the parts it draws (markup, variant pieces) is the board's, written at build time.
  const own = (element: Element): boolean => element.localName === 'style' && element.parentElement?.matches('svg.scene') === true;
  const made = [...allElements(el), ...allElements(el.shadowRoot!)].filter((element) => !own(element));
  for (const element of made) {
    expect(INJECTED_TAGS as readonly string[], `<${element.localName}> made from text`).not.to.include(element.localName);
    for (const attribute of element.attributes) {
      expect(attribute.name, `attribute ${attribute.name} on <${element.localName}>`).not.to.match(/^on/i);
      expect(attribute.value.trim(), `${attribute.name} on <${element.localName}>`).not.to.match(/^javascript:/i);
    }
  }
  expect(document.querySelectorAll('img[src="x"], iframe, foreignObject, [onerror], [onload]')).to.have.length(0);
}

/** Shows each payload in turn with `set`, checking `shown` after each: the text as written, and nothing made of it. */
async function eachPayload(el: VariantGoBoard, set: (payload: string) => void, shown: (payload: string) => void): Promise<void> {
  for (const payload of PAYLOADS) {
    set(payload);
    await el.updateComplete;
    shown(payload);
  }
  await expectInert(el);
}

const shadowText = (el: VariantGoBoard, selector: string): string | null => el.shadowRoot!.querySelector(selector)?.textContent ?? null;

describe('hostile text from a record', () => {
  // The synchronous exports need their writers, which load on the first export call.

  it('comment (C): shown as plain text', async () => {
    const { el } = await board({ move: '0' });
    await eachPayload(
      el,
      (p) => (el.sgf = sgf({ C: [p] })),
      (p) => expect(shadowText(el, '.comment-text')).to.equal(p),
    );
  });

  it('node name (N): shown as the comment heading, as plain text', async () => {
    const { el } = await board({ move: '1' });
    await eachPayload(
      el,
      (p) => (el.sgf = sgf({}, { N: [p] })),
      (p) => expect(shadowText(el, '.comment-name')).to.equal(p),
    );
  });

  it('title (GN): shown as plain text', async () => {
    const { el } = await board({});
    await eachPayload(
      el,
      (p) => (el.sgf = sgf({ GN: [p] })),
      (p) => expect(shadowText(el, '.info .title')).to.equal(p),
    );
  });

  it('player names and ranks (PB, PW, BR, WR): shown as plain text', async () => {
    const { el } = await board({});
    await eachPayload(
      el,
      (p) => (el.sgf = sgf({ PB: [p], BR: [p], PW: [p], WR: [p] })),
      (p) => {
        const players = [...el.shadowRoot!.querySelectorAll('.players .player')].map((span) => span.textContent);
        expect(players).to.deep.equal([`Black: ${p} (${p})`, `White: ${p} (${p})`]);
      },
    );
  });

  it('other game information (EV, RO, DT, PC, RE): shown as plain text', async () => {
    const { el } = await board({});
    await eachPayload(
      el,
      (p) => (el.sgf = sgf({ EV: [p], RO: [p], DT: [p], PC: [p], RE: [p] })),
      (p) => expect(shadowText(el, '.info .details')).to.equal(`Result: ${p} · ${p}, ${p}, ${p}, ${p}`),
    );
  });

  it('label on the board (LB): where it is drawn (a label too long to read inside a stone is left out), one SVG <text> holding the label as written', async () => {
    const { el } = await board({ move: '0' });
    await eachPayload(
      el,
      (p) => (el.sgf = sgf({ LB: [`cc:${p}`, `gg:${p}`] })),
      (p) => {
        const drawn = [...el.shadowRoot!.querySelectorAll('svg.scene text.markup-label')].map((t) => t.textContent);
        expect(drawn.length === 0 || drawn.length === 2, 'both labels or neither').to.be.true;
        for (const text of drawn) expect(text).to.equal(p);
      },
    );
  });

  it('diagram title ($$ header): shown as plain text, as the diagram reader reads it', async () => {
    const { el } = await board({});
    await eachPayload(
      el,
      (p) => (el.textContent = `$$B ${p}\n$$ +-------+\n$$ | . . X |\n$$ | . O . |\n$$ | . . . |\n$$ +-------+`),
      (p) => {
        const read = parseDiagram(el.textContent!);
        expect(read.ok).to.be.true;
        expect(shadowText(el, '.info .title')).to.equal(read.ok ? read.title : null);
        expect(stones(el)).to.have.length(2);
        if (!/[();[\]]/.test(p)) expect(read.ok && read.title).to.equal(p);
      },
    );
  });

  it('live region: a comment is announced as plain text', async () => {
    const { el } = await board({ move: '0' });
    for (const payload of PAYLOADS) {
      el.sgf = sgf({}, { C: [payload] });
      await el.updateComplete;
      button(el, 'Previous move').click();
      await el.updateComplete;
      button(el, 'Next move').click();
      await el.updateComplete;
      expect(announced(el)).to.contain(payload.replace(/\s+/g, ' '));
    }
    await expectInert(el);
  });

  it('error messages (part error, live region): a bad value quoted from the record is plain text', async () => {
    const { el } = await board({});
    await eachPayload(
      el,
      (p) => (el.sgf = sgf({ SZ: [p] })),
      (p) => {
        expect(text(part(el, 'error'))).to.contain(`SZ[${p.replace(/\s+/g, ' ')}]`);
        expect(el.shadowRoot!.querySelector('svg.scene')).to.exist;
      },
    );
  });

  it('moves attribute: a move that is not one is reported as plain text', async () => {
    const { el } = await board({ size: '9' });
    await eachPayload(
      el,
      (p) => (el.moves = `E5 ${p}`),
      () => {
        expect(part(el, 'error')?.textContent?.trim()).to.not.equal('');
        expect(stones(el)).to.have.length(1);
      },
    );
  });

  it('toSvg(): parses as SVG, with the label as text and no script, foreignObject or handler', async () => {
    const { el } = await board({ move: '0' });
    const parser = new DOMParser();
    for (const payload of [...PAYLOADS, 'control \u0001\u001b characters']) {
      el.sgf = sgf({ GN: [payload], LB: [`cc:${payload}`] });
      await el.updateComplete;
      const doc = parser.parseFromString((await el.toSvg()), 'image/svg+xml');
      expect(doc.querySelector('parsererror'), payload).to.equal(null);
      expect(doc.querySelectorAll('script, foreignObject, a, iframe, img, image, use')).to.have.length(0);
      for (const element of doc.querySelectorAll('*')) {
        for (const attribute of element.attributes) expect(attribute.name).not.to.match(/^on/i);
      }
      const label = [...doc.querySelectorAll('text')].find((t) => t.getAttribute('class')?.startsWith('markup-label'));
      expect(label?.textContent).to.equal(payload.replace(/[\u0001\u001b]/g, '\ufffd'));
    }
    await expectInert(el);
  });

  it('toPng(): a label with characters XML cannot hold still makes an image', async () => {
    const { el } = await board({ move: '0', sgf: sgf({ LB: ['cc:\u0001\u001b[2J'] }) });
    const png = await el.toPng();
    expect(png.type).to.equal('image/png');
  });

  it('toSgf(): every value reads back exactly as written', async () => {
    const { el } = await board({});
    for (const payload of PAYLOADS) {
      const props = { GN: [payload], PB: [payload], C: [payload] };
      el.sgf = sgf(props, { C: [payload] });
      await el.updateComplete;
      const read = parseSgf(await el.toSgf());
      expect(read.ok).to.be.true;
      const root = read.ok ? read.trees[0]! : null;
      expect(root?.props).to.deep.include(props);
      expect(root?.children[0]?.props.C).to.deep.equal([payload]);
    }
  });

  it('toDiagram(): a title stays on the header line and the board reads back the same', async () => {
    const { el } = await board({});
    for (const payload of PAYLOADS) {
      el.sgf = sgf({ GN: [payload] });
      await el.updateComplete;
      const diagram = (await el.toDiagram());
      expect(diagram.trimEnd().split('\n')).to.have.length(9 + 3);
      const read = parseDiagram(diagram);
      expect(read.ok, payload).to.be.true;
      expect(read.ok && read.tree.props.AB).to.deep.equal(['ee']);
    }
  });

  it('download file names (recordFileBase): letters, digits and dashes only, never a path', async () => {
    for (const payload of [...PAYLOADS, '../../etc/passwd', '..\\..\\boot.ini', '.bashrc', '', '   ']) {
      const root = parseSgf(sgf({ GN: [payload] }));
      const base = recordFileBase(root.ok ? root.trees[0]! : null, '');
      expect(base, payload).to.match(/^[A-Za-z0-9_-]{1,60}$/);
      expect(base).not.to.match(/^-|-$/);
    }
  });
});

describe('src loads only what it is given', () => {
  /** Fetches made while `run` runs, with their options, passed through to the real fetch. */
  async function watchFetches(run: () => Promise<void>): Promise<{ url: string; init: RequestInit | undefined }[]> {
    const original = window.fetch;
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: input instanceof Request ? input.url : String(input), init });
      return original(input, init);
    };
    try {
      await run();
    } finally {
      window.fetch = original;
    }
    return seen;
  }

  it('fetches exactly its address, once, same-origin credentials; addresses inside the record load nothing', async () => {
    // The tree reader and the fetch's code are in before the watch begins, so what loads afterwards is the record's doing.
    await board({ sgf: sgf({}) });
    const first = (await board({ src: '/test/element/fixtures/game.sgf' })).el;
    await until(() => part(first, 'counter')!.textContent!.includes('/ 4'));
    first.remove();
    const before = performance.getEntriesByType('resource').length;
    let el!: VariantGoBoard;
    const fetches = await watchFetches(async () => {
      ({ el } = await board({ src: '/test/element/fixtures/hostile.sgf' }));
      await until(() => stones(el).length === 1);
      await expectInert(el);
    });
    expect(fetches.map((f) => f.url)).to.deep.equal([new URL('/test/element/fixtures/hostile.sgf', document.baseURI).href]);
    expect(fetches[0]!.init?.credentials).to.equal('same-origin');
    const loaded = performance.getEntriesByType('resource').slice(before).map((entry) => new URL(entry.name).pathname);
    expect(loaded).to.deep.equal(['/test/element/fixtures/hostile.sgf']);
    expect(shadowText(el, '.comment-text')).to.equal('<svg><image href="/test/element/fixtures/image.png"/></svg>');
    expect(shadowText(el, '.info .title')).to.contain('<img');
  });

  /** A board asked for `src` after showing three stones of `moves`, and the `vgb-error` it reports. */
  async function failing(src: string): Promise<{ el: VariantGoBoard; detail: VgbErrorEvent['detail'] }> {
    const { el, seen } = await board({ src, size: '9', moves: 'E5 C3 G7' }, { events: ['vgb-error'] });
    await until(() => seen.length > 0, 5000);
    await el.updateComplete;
    return { el, detail: (seen[0] as VgbErrorEvent).detail };
  }

  it('a network failure is reported with the address, and the board keeps its stones', async () => {
    const { el, detail } = await failing('http://127.0.0.1:9/game.sgf');
    expect(detail).to.include({ code: 'ERR_FETCH', source: 'src' });
    expect(detail.message).to.contain("'http://127.0.0.1:9/game.sgf'").and.contain('the request failed');
    expect(text(part(el, 'error'))).to.equal(detail.message);
    expect(stones(el)).to.have.length(3);
  });

  it('a javascript: address is refused as a failed request and runs nothing', async () => {
    const { el, detail } = await failing('javascript:window.__pwned=1');
    expect(detail).to.include({ code: 'ERR_FETCH', source: 'src' });
    expect(detail.message).to.contain("'javascript:window.__pwned=1'");
    expect(stones(el)).to.have.length(3);
    await expectInert(el);
  });

  it('HTTP 404 is reported with the address and the status, and the board keeps its stones', async () => {
    const { el, detail } = await failing('/test/element/fixtures/no-such-file.sgf');
    expect(detail).to.include({ code: 'ERR_FETCH', source: 'src' });
    expect(detail.message).to.contain("'/test/element/fixtures/no-such-file.sgf'").and.contain('HTTP 404');
    expect(stones(el)).to.have.length(3);
  });

  it('a file that is not SGF (an HTML page) is reported with the address; an empty board of the asked size stays, its markup inert', async () => {
    const { el, detail } = await failing('/test/element/fixtures/not-a-record.txt');
    expect(detail).to.include({ code: 'ERR_SGF_EMPTY', source: 'src', line: 1, column: 1 });
    expect(detail.message).to.contain("'/test/element/fixtures/not-a-record.txt'");
    expect(el.shadowRoot!.querySelector('svg.scene')).to.exist;
    expect(el.shadowRoot!.querySelectorAll('svg.scene circle.star')).to.have.length(5);
    await expectInert(el);
  });

  it('an SGF file whose game cannot be read is reported with the address, line and column; the board is not blank', async () => {
    const { el, detail } = await failing('/test/element/fixtures/unreadable.sgf');
    expect(detail).to.include({ code: 'ERR_SGF_SIZE', source: 'src', line: 1 });
    expect(detail.message).to.contain("'/test/element/fixtures/unreadable.sgf'");
    expect(el.shadowRoot!.querySelector('svg.scene')).to.exist;
  });
});
