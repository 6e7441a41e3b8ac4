import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '/work/wt/edelem/scripts/ensure-chromium.mjs';
import { startDemoServer } from '/work/wt/edelem/scripts/demo-server.mjs';
const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const [width, scheme] of [[1280, 'light'], [390, 'light'], [390, 'dark'], [1280, 'dark']]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  await page.goto(server.url + 'diagram-maker.html', { waitUntil: 'networkidle' });
  await page.evaluate(async () => { const el = document.querySelectorAll('variant-go-board')[1]; await el.updateComplete; el.scrollIntoView(); });
  const el = (await page.$$('variant-go-board'))[1];
  // a few edits: a move, a tile, a triangle, a refused move
  await page.evaluate(async () => {
    const el = document.querySelectorAll('variant-go-board')[1];
    const root = el.shadowRoot;
    const tool = (t) => root.querySelector(`[data-tool="${t}"]`).click();
    tool('black');
    await el.updateComplete;
  });
  await el.screenshot({ path: `/tmp/edshots/board-${width}-${scheme}.png` });
  await page.close();
}
await browser.close();
await server.stop?.(); await server.close?.();
process.exit(0);
