import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import type { VgbWarningEvent } from '../../src/element/events/vgb-warning.js';
import { MAX_RECORD_BYTES } from '../../src/element/record-limits.js';
import { board, part, stones, text, until } from './helpers.js';

/** "李昌" in GB2312. */
const LEE_GB = [0xc0, 0xee, 0xb2, 0xfd];

/** ASCII text as bytes, with `insert` at the `@`. */
function bytes(record: string, insert: number[] = []): Uint8Array<ArrayBuffer> {
  const [before, after = ''] = record.split('@') as [string, string?];
  return Uint8Array.from([...[...before].map((c) => c.charCodeAt(0)), ...insert, ...[...after].map((c) => c.charCodeAt(0))]);
}

/** Runs `body` with `fetch` answering `respond`. */
async function withFetch(respond: () => Response, body: () => Promise<void>): Promise<void> {
  const original = window.fetch;
  window.fetch = async () => respond();
  try {
    await body();
  } finally {
    window.fetch = original;
  }
}

/**
 * A body of `total` bytes of `;` served in chunks of 64 KiB by a stream that counts the bytes it
 * was asked for and whether it was cancelled.
 */
function countingBody(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number; cancelled: () => boolean } {
  const chunk = new Uint8Array(65_536).fill(0x3b);
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk.slice());
    },
    cancel() {
      cancelled = true;
    },
  }, { highWaterMark: 0 });
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

describe('<variant-go-board> src: bytes decoded as the CLI decodes them', () => {
  it('CA[GB2312]: the names read in their charset, with no warning', async () => {
    await withFetch(() => new Response(bytes('(;CA[GB2312]SZ[9]PB[@];B[ee])', LEE_GB)), async () => {
      const { el, seen } = await board({ src: 'gb.sgf' }, { events: ['vgb-warning', 'vgb-error'] });
      await until(() => stones(el).length === 1);
      expect(text(part(el, 'info'))).to.contain('李昌').and.not.contain('\uFFFD');
      expect(seen).to.have.length(0);
    });
  });

  it('UTF-16LE with a byte order mark is read, not refused with "Property G has no value"', async () => {
    const record = '(;GM[1]CA[UTF-16LE]SZ[9]PB[李昌];B[ee])';
    const units = Uint16Array.from([0xfeff, ...[...record].map((c) => c.charCodeAt(0))]);
    await withFetch(() => new Response(new Uint8Array(units.buffer)), async () => {
      const { el, seen } = await board({ src: 'utf16.sgf' }, { events: ['vgb-error'] });
      await until(() => stones(el).length === 1);
      expect(text(part(el, 'info'))).to.contain('李昌');
      expect(seen).to.have.length(0);
    });
  });

  it('a charset no decoder knows: the record is shown and vgb-warning says so, placed at CA', async () => {
    await withFetch(() => new Response(bytes('(;SZ[9]\nCA[klingon];B[ee])')), async () => {
      const { el, seen } = await board({ src: 'odd.sgf' }, { events: ['vgb-warning', 'vgb-error'] });
      await until(() => seen.length > 0);
      expect(stones(el)).to.have.length(1);
      const { detail } = seen[0] as VgbWarningEvent;
      expect(seen[0]!.type).to.equal('vgb-warning');
      expect(detail).to.include({ code: 'WARN_CHARSET_UNKNOWN', source: 'src', line: 2, column: 1 });
      expect(detail.message).to.contain("The SGF file 'odd.sgf'").and.contain('CA[klingon]');
      expect(part(el, 'error')).to.equal(null);
    });
  });
});

describe('<variant-go-board> reader warnings', () => {
  it('one vgb-warning per kind, the first with a count, however many nodes repeat it', async () => {
    const nodes = Array.from({ length: 300 }, (_, i) => `;AB[${String.fromCharCode(97 + (i % 9))}a]AB[${String.fromCharCode(97 + (i % 9))}b]`).join('');
    const { el, seen } = await board({ sgf: `(;SZ[9]KM[650]${nodes})` }, { events: ['vgb-warning'] });
    await el.updateComplete;
    const details = (seen as VgbWarningEvent[]).map((e) => e.detail);
    expect(details.map((d) => d.code)).to.deep.equal(['WARN_SGF_KOMI_SCALED', 'WARN_SGF_REPEATED_PROPERTY']);
    expect(details[1]!.message).to.contain('(300 times in this file; the first is shown here)');
    expect(details[1]).to.include({ source: 'sgf', line: 1 });
    // Reported once: another update fires nothing.
    el.coordinates = true;
    await el.updateComplete;
    expect(seen).to.have.length(2);
  });
});

describe('<variant-go-board> src: the size limit holds while the file streams', () => {
  it('a Content-Length past the limit is refused at once, as any record too large: the body is never read, the board is empty', async () => {
    const body = countingBody(300_000_000);
    await withFetch(
      () => new Response(body.stream, { headers: { 'Content-Length': '300000000' } }),
      async () => {
        const { el, seen } = await board({ src: 'huge.sgf', moves: 'E5', size: '9' }, { events: ['vgb-error'] });
        await until(() => seen.length > 0);
        const { detail } = seen[0] as VgbErrorEvent;
        expect(detail).to.include({ code: 'ERR_SGF_TOO_LARGE', source: 'src' });
        expect(detail.message).to.contain("The SGF file 'huge.sgf' cannot be read").and.contain('300,000,000 bytes long (its Content-Length)').and.contain('8,000,000 bytes');
        expect(body.pulled()).to.equal(0);
        await el.updateComplete;
        expect(stones(el)).to.have.length(0);
        expect(part(el, 'error')!.textContent).to.contain('8,000,000 bytes');
      },
    );
  });

  it('without a Content-Length, reading stops at the limit and the rest is cancelled, not downloaded', async () => {
    const body = countingBody(300_000_000);
    await withFetch(
      () => new Response(body.stream),
      async () => {
        const { seen } = await board({ src: 'huge.sgf' }, { events: ['vgb-error'] });
        await until(() => seen.length > 0, 10_000);
        expect((seen[0] as VgbErrorEvent).detail.code).to.equal('ERR_SGF_TOO_LARGE');
        expect((seen[0] as VgbErrorEvent).detail.message).to.contain('more than 8,000,000 bytes long');
        expect(body.pulled()).to.be.at.most(MAX_RECORD_BYTES + 2 * 65_536);
        expect(body.cancelled()).to.equal(true);
      },
    );
  });
});
