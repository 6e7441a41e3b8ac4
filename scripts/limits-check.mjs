#!/usr/bin/env node
// `node scripts/limits-check.mjs`: the limits guarantee's timing check (docs/reliability.md).
// Builds the large and deep inputs (test/formats/limits-inputs.ts), times the readers on them in
// node, then loads each into a <variant-go-board> in headless Chromium and reports the longest
// task the page ran (PerformanceObserver 'longtask': tasks over 50 ms) while it loaded and
// stepped (one back, to the start, to the end, one forward), then chose a variation at the root, with
// the error the board shows. Each board holds a <vgb-move-list>. Exits 1 when a task passed 50 ms.
// `node scripts/limits-check.mjs joseki` runs only the inputs whose name holds "joseki".
// Bundled with esbuild rather than run through tsx, whose keepNames wrapping slows hot paths.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './ensure-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cache = `${root}node_modules/.cache/variant-go-board-limits`;
mkdirSync(cache, { recursive: true });

const nodeEntry = `
export * from './test/formats/limits-inputs.ts';
export { parseSgf } from './src/formats/sgf.ts';
export { readRecord } from './src/formats/read-record.ts';
export { readTree } from './test/formats/read-tree.ts';
`;
await build({
  stdin: { contents: nodeEntry, resolveDir: root, loader: 'ts' },
  outfile: `${cache}/node.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
await build({
  entryPoints: [`${root}src/variant-go-board.bundle.ts`],
  outfile: `${cache}/bundle.js`,
  bundle: true,
  format: 'esm',
  minify: true,
  logLevel: 'warning',
});
const lib = await import(pathToFileURL(`${cache}/node.mjs`).href);

const time = (work) => {
  const start = performance.now();
  const value = work();
  return { value, ms: performance.now() - start };
};

const moves10k = lib.legalMoves(10_000);
const atLimit = moves10k.slice(0, 999);
const only = process.argv[2] ?? '';
const allInputs = [
  { name: 'joseki dictionary of Kogo\'s shape: 70,000 nodes, 100 first moves, 1.3 MB', sgf: lib.josekiSgf() },
  { name: 'for scale: a 300-move game', sgf: lib.mainLineSgf(moves10k.slice(0, 300)) },
  { name: 'for scale: a 1,000-move line', sgf: lib.mainLineSgf(moves10k.slice(0, 1_000)) },
  { name: 'just past the text limit: 2,016,865 characters', sgf: lib.bigSgf(1_990_000) },
  { name: 'at the limits: main line of 999 moves', sgf: lib.mainLineSgf(atLimit) },
  { name: 'at the limits: 999 moves nested', sgf: lib.nestedSgf(atLimit) },
  { name: 'at the limits: 199,600 nodes, 400 variations at the root, lines of 499 moves', sgf: lib.wideSgf(400, 499) },
  { name: 'just past the node limit: 200,401 nodes with no property, 400 lines of 501', sgf: lib.manyNodesSgf() },
  { name: 'just past the line limit: 200,000 nodes with no property on one line (;;;...)', sgf: `(;${';'.repeat(199_999)})` },
  { name: 'long text: a comment of 1,000,000 characters', sgf: lib.longValueSgf('C', 1_000_000) },
  { name: 'long text at the limits: a comment of 1,999,900 characters', sgf: lib.longValueSgf('C', 1_999_900) },
  { name: 'long text at the limits: a node name (N) of 1,999,900 characters', sgf: lib.longValueSgf('N', 1_999_900) },
  { name: 'long text at the limits: a label (LB) of 1,999,900 characters', sgf: lib.longValueSgf('LB', 1_999_900) },
  { name: 'long text at the limits: a game name (GN) of 1,999,900 characters', sgf: lib.longValueSgf('GN', 1_999_900) },
  { name: 'long text at the limits: a player name (PB) of 1,999,900 characters', sgf: lib.longValueSgf('PB', 1_999_900) },
  { name: 'long text at the limits: an event (EV) of 1,999,900 characters', sgf: lib.longValueSgf('EV', 1_999_900) },
  { name: 'long text at the limits: a comment of 999,900 escaped characters (\\])', sgf: `(;GM[1]FF[4]SZ[19];B[pd];W[dd]C[${'\\]'.repeat(999_900)}];B[pp])` },
  { name: 'long text at the limits: a board size (SZ) of 1,999,900 characters, quoted by the error', sgf: `(;GM[1]FF[4]SZ[${'19 '.repeat(666_633)}];B[pd])` },
  { name: 'long text at the limits: a move (B) of 1,999,900 characters, quoted by the error', sgf: lib.longValueSgf('B', 1_999_900) },
  { name: 'long text at the limits: a diagram title of 99,900 characters', diagram: `$$B ${'A long title. '.repeat(7_136).slice(0, 99_900)}\n$$ +-------+\n$$ | . X . |\n$$ | O . . |\n$$ | . . . |\n$$ +-------+`, last: 0 },
  { name: 'at the diagram limit: a diagram of 99,999 characters (6,666 rows)', diagram: `$$B\n${'$$ | . X O . |\n'.repeat(6_666)}`, last: 0 },
  { name: 'at the diagram limit: a diagram of 98,793 characters (a 9x9 board, then 3,400 links)', diagram: `$$B\n${'$$ . . . . . . . . .\n'.repeat(9)}${'$$ [a|https://example.org/x]\n'.repeat(3_400)}`, last: 0 },
  { name: 'past the diagram limit: 1,999,995 characters (133,333 rows)', diagram: `$$B\n${'$$ | . X O . |\n'.repeat(133_333)}`, last: 0 },
  { name: 'at the limits: moves, 1,000 legal', moves: moves10k.slice(0, 1_000).join(' '), last: 1_000 },
  { name: '10 MB SGF (2,000 moves with long comments)', sgf: lib.bigSgf(10_000_000) },
  { name: '100,000-node main line', sgf: lib.mainLineSgf(lib.legalMoves(100_000)) },
  { name: '100,000 variations at the root', sgf: lib.wideSgf(100_000) },
  { name: 'SGF main line of 10,000 moves', sgf: lib.mainLineSgf(moves10k) },
  { name: 'variations nested 10,000 deep (;B(;W(;B...', sgf: lib.nestedSgf(moves10k) },
  { name: 'side lines nested 10,000 deep ;B(;W)(;W(;B)(...', sgf: lib.ladderSgf(moves10k) },
  { name: 'moves: 10,000 tokens, legal', moves: moves10k.join(' '), last: 10_000 },
  { name: 'moves: 10,000 tokens, mostly illegal', moves: Array.from({ length: 10_000 }, (_, i) => moves10k[i % 400]).join(' '), last: 400 },
];
const inputs = allInputs.filter((input) => input.name.includes(only));

console.log('node: readers (ms)');
for (const input of inputs.filter((i) => i.sgf)) {
  const parsed = time(() => lib.parseSgf(input.sgf));
  const tree = time(() => lib.readTree({ kind: 'sgf', text: input.sgf }, {}));
  input.last = tree.value.ok ? tree.value.record.moveNumberAt(tree.value.record.length) : 0;
  const outcome = tree.value.ok ? `record of ${tree.value.record.length} steps` : tree.value.error.code;
  console.log(`  ${input.name}: ${input.sgf.length} chars; parseSgf ${parsed.ms.toFixed(1)}; element's readTree ${tree.ms.toFixed(1)} -> ${outcome}`);
}

const executablePath = findChromium();
if (!executablePath) {
  console.log('Chromium: not found (CHROME_PATH, /usr/bin/chromium): SKIPPED');
  process.exit(0);
}
const bundle = readFileSync(`${cache}/bundle.js`);
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>limits</title>
<script>
window.longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push(e.duration); }).observe({ type: 'longtask' });
</script>
<script type="module" src="/bundle.js"></script></head><body></body></html>`;
const server = createServer((request, response) => {
  if (request.url === '/bundle.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
  else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
let worst = 0;
console.log('Chromium: longest task while loading, stepping one back, one forward, to the start, and choosing a variation there, and the time until the board showed it (ms; a longest task under 50 shows as <50)');
try {
  for (const input of inputs) {
    const tab = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await tab.goto(url);
    await tab.waitForFunction(() => customElements.get('variant-go-board') !== undefined);
    // A first small board loads the lazy parts (readers, move list), whose cost is the page's, not the input's.
    await tab.evaluate(async () => {
      const board = document.createElement('variant-go-board');
      board.setAttribute('sgf', '(;SZ[19];B[dd];W[pp])');
      board.append(document.createElement('vgb-move-list'));
      document.body.append(board);
      await new Promise((resolve) => setTimeout(resolve, 500));
      board.remove();
    });
    // The text goes over first, on its own: receiving megabytes is the harness's task, not the board's.
    await tab.evaluate((input) => {
      window.input = input;
    }, input);
    await tab.waitForTimeout(200);
    const result = await tab.evaluate(async () => {
      const { sgf, diagram, moves, last: lastMove } = window.input;
      // Waits until the board is no longer busy; returns when it was done.
      const settle = async (board) => {
        for (let i = 0; i < 50; i++) {
          await board.updateComplete;
          const done = performance.now();
          if (!board.shadowRoot.querySelector('[aria-busy="true"]')) return done;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return performance.now();
      };
      // Per phase: the longest task, and the time until the board showed the result.
      const phases = {};
      const took = {};
      const board = document.createElement('variant-go-board');
      if (sgf) board.setAttribute('sgf', sgf);
      else if (diagram) board.textContent = diagram;
      else board.setAttribute('moves', moves);
      board.append(document.createElement('vgb-move-list'));
      window.longTasks.length = 0;
      const start = performance.now();
      document.body.append(board);
      took.load = (await settle(board)) - start;
      await new Promise((resolve) => setTimeout(resolve, 50));
      phases.load = Math.max(0, ...window.longTasks);
      // The board shows the end; one step back, one forward, to the start, then a variation chosen there.
      const last = board.shadowRoot.querySelector('[part~="error"]') ? 0 : lastMove;
      const phase = async (name, act) => {
        window.longTasks.length = 0;
        const start = performance.now();
        act();
        took[name] = (await settle(board)) - start;
        await new Promise((resolve) => setTimeout(resolve, 50));
        phases[name] = Math.max(0, ...window.longTasks);
      };
      await phase('back', () => board.setAttribute('move', String(Math.max(last - 1, 0))));
      await phase('forward', () => board.setAttribute('move', String(last)));
      await phase('start', () => board.setAttribute('move', '0'));
      const variations = board.shadowRoot.querySelectorAll('[part~="variation"]');
      if (variations.length > 0) await phase('variation', () => variations[Math.floor(variations.length / 2)].click());
      const error = board.shadowRoot.querySelector('[part~="error"]')?.textContent.trim() ?? '';
      return { phases, took, error };
    });
    await tab.close();
    const longest = Math.max(...Object.values(result.phases));
    worst = Math.max(worst, longest);
    const shown = (ms) => (ms === 0 ? '<50' : ms.toFixed(0));
    const times = Object.entries(result.phases).map(([name, ms]) => `${name} ${shown(ms)} (done in ${result.took[name].toFixed(0)})`).join(', ');
    console.log(`  ${input.name}: ${times}${result.error ? `; shows: ${result.error.slice(0, 160)}` : ''}`);
  }
} finally {
  await browser.close();
  server.close();
}
console.log(worst > 50 ? `FAIL: a task of ${worst.toFixed(0)} ms` : 'OK: no task over 50 ms');
process.exitCode = worst > 50 ? 1 : 0;
