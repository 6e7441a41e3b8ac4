#!/usr/bin/env node
// Lifecycle leak check in headless Chromium: creates, attaches, detaches, re-attaches elsewhere
// and detaches 10,000 boards (in batches; still diagrams, autoplay stepping and autoplay waiting,
// play mode, an SGF child, a `$$` diagram), then after garbage collection compares with the baseline taken after
// one warm-up batch: Chromium's DOM counters (documents, nodes, JS event listeners), the JS heap,
// and what the probe (test/element/lifecycle-probe.ts, installed before the element's code)
// counts still active: timers, animation frames, observed targets, listeners on window and
// document. Prints a table and exits 1 on a leak.
//
//   node scripts/lifecycle-check.mjs [--boards 10000] [--batch 500]
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './ensure-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const BOARDS = option('boards', 10_000);
const BATCH = option('batch', 500);

/** Allowed growth over the baseline after all boards are gone (a leak of one board in a hundred exceeds each). */
const BOUNDS = { documents: 0, nodes: 2_000, jsEventListeners: 100, heapBytes: 4 * 1024 * 1024 };

async function bundle(entry, format) {
  const result = await build({
    ...entry,
    bundle: true,
    format,
    write: false,
    target: 'chrome120',
    tsconfig: `${root}tsconfig.json`,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

const probe = await bundle(
  {
    stdin: {
      contents: "import { installProbe } from './test/element/lifecycle-probe.ts'; window.__probe = installProbe();",
      resolveDir: root,
      loader: 'ts',
    },
  },
  'iife',
);
// One file: without code splitting esbuild inlines the element's lazy chunks.
const element = await bundle({ entryPoints: [`${root}src/variant-go-board.bundle.ts`] }, 'esm');

const executablePath = findChromium();
if (!executablePath) {
  console.error('lifecycle-check: no Chromium found (CHROME_PATH, /usr/bin/chromium)');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'] });
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => {
    failed = true;
    console.error(`lifecycle-check: page error: ${error.message}`);
  });
  await page.addInitScript(probe);
  await page.goto('about:blank');
  // Small boards in a grid, so that a few hundred of each batch are near the viewport and drawn.
  await page.setContent(
    '<!doctype html><div id="first" style="display: grid; grid-template-columns: repeat(20, 64px)"></div>' +
      '<div id="second" style="display: grid; grid-template-columns: repeat(16, 80px)"></div>',
  );
  await page.addScriptTag({ content: element, type: 'module' });
  await page.waitForFunction(() => customElements.get('variant-go-board') !== undefined);
  const cdp = await page.context().newCDPSession(page);

  const measure = async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const dom = await cdp.send('Memory.getDOMCounters');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const active = await page.evaluate(() => window.__probe.counts());
    return { documents: dom.documents, nodes: dom.nodes, jsEventListeners: dom.jsEventListeners, heapBytes: heap.usedSize, ...active };
  };

  /** Creates `count` boards, attaches them, moves them to another parent through a detach, and drops them; returns ms taken. */
  const batch = (count, offset) =>
    page.evaluate(
      async ({ count, offset }) => {
        const SGF = '(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg])';
        const DIAGRAM = '$$B\n$$ +-------------------+\n$$ | . . . . . . . . . |\n$$ | . . X . . . . . . |\n$$ | . . . . O . . . . |\n$$ +-------------------+\n';
        const kinds = [
          { mode: 'view', moves: 'E5 C3 G7' },
          { moves: 'E5 C3 G7 D4 F3 C7', autoplay: '', speed: '30' },
          { moves: 'E5 C3 G7 D4 F3 C7', autoplay: '', speed: '60000' },
          { mode: 'play', moves: 'E5 C3' },
          { script: SGF },
          { diagram: DIAGRAM },
        ];
        const started = performance.now();
        let drawn = 0;
        const boards = [];
        for (let i = 0; i < count; i++) {
          const { script, diagram, ...attributes } = kinds[(offset + i) % kinds.length];
          const el = document.createElement('variant-go-board');
          el.setAttribute('size', '9');
          for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
          if (script) {
            const child = document.createElement('script');
            child.type = 'application/x-go-sgf';
            child.textContent = script;
            el.append(child);
          }
          if (diagram) el.append(diagram);
          boards.push(el);
        }
        const settled = () => Promise.all(boards.map((el) => el.updateComplete));
        document.getElementById('first').append(...boards);
        await settled();
        drawn += boards.filter((el) => el.shadowRoot.querySelector('svg.scene circle.stone')).length;
        for (const el of boards) el.remove();
        document.getElementById('second').append(...boards);
        await settled();
        for (const el of boards) el.remove();
        return { ms: performance.now() - started, drawn };
      },
      { count, offset },
    );

  await batch(BATCH, 0);
  const baseline = await measure();
  const rows = [['after', 'boards', 'drawn', 'ms/board', ...Object.keys(baseline)]];
  const row = (label, boards, drawn, ms, counts) =>
    rows.push([label, String(boards), String(drawn), ms === null ? '' : ms.toFixed(2), ...Object.values(counts).map(String)]);
  row('baseline (1 warm-up batch)', 0, '', null, baseline);
  let done = 0;
  let time = 0;
  let drawn = 0;
  let since = 0;
  let after = baseline;
  // Four checkpoints, so that steady growth shows as a trend and not only in the end.
  const every = Math.max(1, Math.round(BOARDS / 4 / BATCH)) * BATCH;
  while (done < BOARDS) {
    const count = Math.min(BATCH, BOARDS - done);
    const run = await batch(count, done);
    time += run.ms;
    drawn += run.drawn;
    done += count;
    since += count;
    if (done === BOARDS || done % every === 0) {
      after = await measure();
      row(`${done} boards`, done, drawn, time / since, after);
      time = 0;
      since = 0;
    }
  }
  const leaks = [];
  for (const [name, value] of Object.entries(after)) {
    const bound = BOUNDS[name] ?? 0;
    if (value - baseline[name] > bound) leaks.push(`${name}: ${baseline[name]} -> ${value} (allowed growth ${bound})`);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  console.log(`\nbounds on growth over the baseline: ${JSON.stringify(BOUNDS)}; probe counts must return to the baseline exactly`);
  if (leaks.length > 0) {
    failed = true;
    console.log(`LEAK after ${BOARDS} boards:\n  ${leaks.join('\n  ')}`);
  } else {
    console.log(`lifecycle-check: ${BOARDS} boards created, attached, detached, re-attached and detached: no leak`);
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
