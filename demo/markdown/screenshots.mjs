#!/usr/bin/env node
// Screenshots of the sample post the Markdown plugins wrote (build.ts): each page with
// JavaScript off (the static pictures) and on (the live boards), 390 and 1280 px wide, light and
// dark. Serves demo/ itself unless given a URL.
//
//   node demo/markdown/screenshots.mjs [outdir] [--url http://127.0.0.1:5230/]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/ensure-chromium.mjs';
import { startDemoServer } from '../../scripts/demo-server.mjs';

const args = process.argv.slice(2);
const urlAt = args.indexOf('--url');
const givenUrl = urlAt >= 0 ? args[urlAt + 1] : undefined;
const outdir = args.find((arg, i) => !arg.startsWith('--') && i !== urlAt + 1) ?? '/tmp/markdown-shots';

mkdirSync(outdir, { recursive: true });
const server = givenUrl ? null : await startDemoServer();
const base = givenUrl ?? server.url;
const browser = await chromium.launch({ executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const plugin of ['markdown-it', 'rehype']) {
    for (const javaScriptEnabled of [false, true]) {
      for (const width of [390, 1280]) {
        for (const colorScheme of ['light', 'dark']) {
          const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme, javaScriptEnabled, deviceScaleFactor: 1, reducedMotion: 'reduce' });
          const problems = [];
          page.on('pageerror', (error) => problems.push(error.message));
          await page.goto(`${base}markdown/out/${plugin}.html`, { waitUntil: 'networkidle' });
          if (javaScriptEnabled) {
            await page.waitForFunction(() => customElements.get('variant-go-board') !== undefined);
            // A board far from the viewport draws only its empty grid until it comes near, and a full-page shot does not scroll.
            await page.evaluate(async () => {
              const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
              for (const board of document.querySelectorAll('variant-go-board')) {
                board.scrollIntoView();
                await nextFrame();
                await board.updateComplete;
              }
              window.scrollTo(0, 0);
              await nextFrame();
            });
          }
          const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
          if (wide) problems.push('the page is wider than the window');
          const path = `${outdir}/${plugin}-${javaScriptEnabled ? 'js' : 'nojs'}-${width}-${colorScheme}.png`;
          await page.screenshot({ path, fullPage: true });
          console.log(`${path}${problems.length ? `\n  ${problems.join('\n  ')}` : ''}`);
          await page.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await server?.close();
}
