import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './scripts/ensure-chromium.mjs';
import { startDemoServer } from './scripts/demo-server.mjs';
const moves = readFileSync('/tmp/moves300.txt', 'utf8').trim();
const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(server.url + 'diagram-maker.html', { waitUntil: 'networkidle' });
const result = await page.evaluate(async (moves) => {
  const el = document.createElement('variant-go-board');
  el.setAttribute('mode', 'edit');
  el.setAttribute('moves', moves);
  document.body.prepend(el);
  await el.updateComplete;
  const root = el.shadowRoot;
  const times = {};
  const timeIt = async (name, action, n = 10) => {
    const t = [];
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      action(i);
      await el.updateComplete;
      if (globalThis.FRAME) await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
      t.push(performance.now() - start);
    }
    t.sort((a, b) => a - b);
    times[name] = { median: t[n >> 1].toFixed(1), max: t[n - 1].toFixed(1) };
  };
  // Edits through the editor's keys on the focused board: the cursor to an empty corner, tools by their buttons.
  const board = root.querySelector('[part~="board"]');
  const key = (k, extra = {}) => board.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, ...extra }));
  root.querySelector('[data-tool="triangle"]').click();
  await el.updateComplete;
  await timeIt('triangle toggle (Enter)', () => key('Enter'));
  root.querySelector('[data-tool="black"]').click();
  await el.updateComplete;
  await timeIt('cursor move (ArrowLeft)', () => key('ArrowLeft'));
  await timeIt('undo (Ctrl+Z)', () => key('z', { ctrlKey: true }), 5);
  await timeIt('redo (Ctrl+Y)', () => key('y', { ctrlKey: true }), 5);
  root.querySelector('[data-tool="alternate"]').click();
  await el.updateComplete;
  await timeIt('alternate move (Enter on a new point each)', (i) => { key('ArrowUp'); key('Enter'); }, 6);
  return { times, stones: root.querySelectorAll('circle.stone').length };
}, moves);
console.log(JSON.stringify(result, null, 1));
await browser.close();
await server.close();
process.exit(0);
