#!/usr/bin/env node
// Screenshots of every demo page for a visual check: 390 px (a phone) and 1280 px wide in the
// light scheme, and a few pages in the dark scheme too. Serves demo/ itself unless given a URL.
//
//   node scripts/screenshot.mjs [outdir] [--url http://localhost:5173/] [--page tile.html ...]
//
// Writes full-page PNGs named <page>-<width>-<scheme>.png (default outdir /tmp/shots) and prints
// each path, with any page errors and any element wider than the page (horizontal overflow).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './ensure-chromium.mjs';
import { demoPages, startDemoServer } from './demo-server.mjs';

const args = process.argv.slice(2);
const givenUrl = valuesOf('--url')[0];
const onlyPages = valuesOf('--page');
const outdir = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '/tmp/shots';

/** Every value given to the option `name` (`--page a.html --page b.html`). */
function valuesOf(name) {
  return args.flatMap((arg, i) => (arg === name && args[i + 1] ? [args[i + 1]] : []));
}

const WIDTHS = [390, 1280];
/** Pages also taken in the dark scheme: the busiest drawings and the forms. */
const DARK = new Set(['index.html', 'tile.html', 'no-seki.html', 'paper-pencil.html', 'puzzles.html', 'playground.html', 'diagram-maker.html']);

mkdirSync(outdir, { recursive: true });
const server = givenUrl ? null : await startDemoServer();
const base = givenUrl ?? server.url;
const browser = await chromium.launch({ executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const file of onlyPages.length ? onlyPages : demoPages()) {
    for (const width of WIDTHS) {
      for (const colorScheme of DARK.has(file) ? ['light', 'dark'] : ['light']) {
        const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme, deviceScaleFactor: 1, reducedMotion: 'reduce' });
        const problems = [];
        page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
        page.on('pageerror', (error) => problems.push(error.message));
        await page.goto(base + file, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => customElements.get('variant-go-board') !== undefined);
        await drawEveryBoard(page);
        problems.push(...(await overflow(page)));
        const path = `${outdir}/${file.replace(/\.html$/, '')}-${width}-${colorScheme}.png`;
        await page.screenshot({ path, fullPage: true });
        console.log(`${path}${problems.length ? `\n  ${problems.join('\n  ')}` : ''}`);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await server?.close();
}

/**
 * Scrolls the page through a viewport at a time and back, then waits for every board: a board
 * far from the viewport draws only its empty grid until it comes near, and a full-page shot
 * does not scroll.
 */
async function drawEveryBoard(page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await nextFrame();
    }
    window.scrollTo(0, 0);
    await nextFrame();
    const elements = [...document.querySelectorAll('variant-go-board, vgb-move-list, vgb-status')];
    await Promise.all(elements.map((element) => element.updateComplete));
  });
}

/** Elements, shadow trees included, that stick out past the right edge of the viewport. */
async function overflow(page) {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const found = [];
    const visit = (root) => {
      for (const element of root.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > limit + 1 && !element.closest('pre')) {
          const name = element.id ? `#${element.id}` : element.getAttribute('part') ? `[part=${element.getAttribute('part')}]` : element.localName;
          found.push(`overflow: ${name} reaches ${Math.round(box.right)} px of ${limit}`);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return [...new Set(found)].slice(0, 10);
  });
}
