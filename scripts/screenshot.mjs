#!/usr/bin/env node
// Takes screenshots of the demo page for a visual check. Start the demo first (`npm start`),
// then: node scripts/screenshot.mjs [url] [outdir]. Writes light and dark full-page PNGs.
import { chromium } from 'playwright-core';
import { findChromium } from './ensure-chromium.mjs';

const url = process.argv[2] ?? 'http://localhost:5173/';
const outdir = process.argv[3] ?? '/tmp';

const browser = await chromium.launch({
  executablePath: findChromium() ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const colorScheme of ['light', 'dark']) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme, deviceScaleFactor: 1 });
    const problems = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => customElements.get('variant-go-board') !== undefined);
    const path = `${outdir}/variant-go-board-demo-${colorScheme}.png`;
    await page.screenshot({ path, fullPage: true });
    console.log(`${path}${problems.length ? `\n  page errors:\n  ${problems.join('\n  ')}` : ''}`);
    await page.close();
  }
} finally {
  await browser.close();
}
