// What a page transfers: every script and style sheet it fetches while it loads and is used, each
// file measured as it travels (gzip level 9, on its own). The build's budget lines and the bench
// measure the one-board replay page with it; the bench measures wgo's page the same way.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './ensure-chromium.mjs';

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The script-tag bundle, as a page loads it. */
export const BUNDLE_URL = '/dist/variant-go-board.bundle.js';

/**
 * A server on a free loopback port: the entries of `files` by path (generated pages, other
 * libraries' files), else the `.js` files of `root`/dist.
 */
export async function serve(root, files) {
  const dist = join(root, 'dist');
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const given = files.get(path);
    if (given !== undefined) {
      response.writeHead(200, { 'content-type': given.type }).end(given.body);
      return;
    }
    const file = normalize(join(root, path));
    if (!file.startsWith(dist) || !file.endsWith('.js')) {
      response.writeHead(404).end();
      return;
    }
    try {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(await readFile(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

export const html = (body) => ({ type: 'text/html; charset=utf-8', body });

/** Long enough without a request for a page to have fetched what a step makes it load. */
const QUIET_MS = 500;

/**
 * Every script and style sheet a fresh page fetches from navigation to `url` until `use(page)`
 * is done and the network has been quiet for a while: path, size and gzip -9 size of each.
 */
export async function fetchedBy(browser, url, use) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const measured = [];
  let pending = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    pending++;
    lastActivity = Date.now();
  });
  const settled = () => {
    pending--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const path = new URL(response.url()).pathname;
    measured.push(response.body().then((body) => ({ path, bytes: body.length, gzip: gzipSize(body) })));
  });
  try {
    await page.goto(url);
    await use(page);
    while (pending > 0 || Date.now() - lastActivity < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 50));
    return await Promise.all(measured);
  } finally {
    await context.close();
  }
}

/** A short standard-Go game: the bytes a replay page fetches do not depend on its length. */
const OPENING = 'Q16 D4 Q3 D16 R5 C14 F17 O17 C6 E3';

/** The page of the budget: one standard-Go board from `moves`, nothing else. */
export const oneBoardPage = (moves = OPENING) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>one board</title>
<script type="module" src="${BUNDLE_URL}"></script>
</head>
<body><variant-go-board moves="${moves}" style="display: block; width: 600px"></variant-go-board></body>
</html>`;

/** A reader's first use of a replay board: one step back and one forward, with its buttons. */
export async function stepWithButtons(page) {
  const board = page.locator('variant-go-board');
  await board.getByRole('button', { name: 'Previous move' }).click({ timeout: 10_000 });
  await board.getByRole('button', { name: 'Next move' }).click({ timeout: 10_000 });
}

/**
 * What the one-board replay page fetches from the build in `root`/dist, loaded in headless
 * Chromium and stepped with its buttons: `{ ok: true, files }`, or `{ ok: false, reason }` when
 * there is no Chromium or the page could not be used (a measurement never fails the build).
 */
export async function oneBoardPageFetches(root) {
  const executablePath = findChromium();
  if (!executablePath) return { ok: false, reason: 'no Chromium (CHROME_PATH, /usr/bin/chromium)' };
  const { server, url } = await serve(root, new Map([['/one-board.html', html(oneBoardPage())]]));
  let browser = null;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    return { ok: true, files: await fetchedBy(browser, `${url}/one-board.html`, stepWithButtons) };
  } catch (error) {
    return { ok: false, reason: `the page could not be loaded and stepped (${error instanceof Error ? error.message.split('\n')[0] : error})` };
  } finally {
    await browser?.close();
    server.close();
  }
}
