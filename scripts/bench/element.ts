/**
 * The element section, in headless Chromium on the built bundle: a page of 100 boards, one step
 * back and forth on a 400-move game, a click to a drawn move in play mode, and heap per board.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, normalize } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { parsePoint } from '../../src/engine/index.js';
import { createLayout } from '../../src/render/layout.js';
import { CHROMIUM_ARGS, findChromium } from '../ensure-chromium.mjs';
import { ensureBuilt } from './build.js';
import { longRandomGames } from './long-games.js';
import { boardsMarkup, boardsPage, emptyPage, singleBoardPage, singleSgfBoardPage } from './pages.js';
import { median, p95 } from './stats.js';
import type { BenchSettings } from './settings.js';
import { kB, ms, type Row } from './table.js';

const BOARDS = 100;
const VIEWPORT = { width: 1280, height: 800 };

export async function elementBench({ quick, root, log }: BenchSettings): Promise<Row[]> {
  const executablePath = findChromium();
  if (!executablePath) {
    log('element: no Chromium found (CHROME_PATH, /usr/bin/chromium): SKIPPED');
    return [{ section: 'element', measure: 'element in headless Chromium', result: 'skipped: no Chromium' }];
  }
  ensureBuilt(root, log);
  const games = longRandomGames(BOARDS, 400);
  const pages = new Map<string, string>([
    ['/boards.html', boardsPage(games.map((g) => g.slice(0, 250)))],
    ['/empty.html', emptyPage()],
    ['/step.html', singleBoardPage(games[0]!)],
    ['/step-sgf.html', singleSgfBoardPage(games[0]!)],
    ['/play.html', singleBoardPage(games[1]!.slice(0, 250), 'play')],
  ]);
  const server = await serve(root, pages);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'] });
  try {
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    return [
      ...(await boardPage(browser, url, quick)),
      ...(await steps(browser, `${url}/step.html`, 'a 400-move game', quick)),
      ...(await steps(browser, `${url}/step-sgf.html`, 'a 400-move SGF record', quick)),
      ...(await clicks(browser, url, games[1]!.slice(250), quick)),
      ...(await heapPerBoard(browser, url, games.map((g) => g.slice(0, 250)))),
    ];
  } finally {
    await browser.close();
    server.close();
    log('element: done');
  }
}

/** A server on a free port for the generated pages and the files of dist/. */
async function serve(root: string, pages: Map<string, string>): Promise<Server> {
  const dist = join(root, 'dist');
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const generated = pages.get(path);
    if (generated !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(generated);
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`element: page error: ${error.message}`));
  return page;
}

/** Loads of the 100-board page (first load warms the browser's caches, then the median of the rest). */
async function boardPage(browser: Browser, url: string, quick: boolean): Promise<Row[]> {
  const loads: PageTimes[] = [];
  for (let load = 0; load < (quick ? 3 : 5); load++) {
    const page = await newPage(browser);
    await page.goto(`${url}/boards.html`);
    await page.waitForFunction(() => (window as unknown as BenchWindow).bench.firstScreen !== null, null, { timeout: 30_000 });
    // Scroll through a screen per frame, as fast as a reader could fling the page.
    await page.evaluate(async () => {
      const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      while ((window as unknown as BenchWindow).bench.all === null) {
        if (innerHeight + scrollY < document.documentElement.scrollHeight) scrollBy(0, innerHeight);
        await frame();
      }
    });
    const result = await page.evaluate(() => (window as unknown as BenchWindow).bench);
    if (load > 0) loads.push(result);
    await page.context().close();
  }
  const first = median(loads.map((l) => l.firstScreen!));
  const all = median(loads.map((l) => l.all!));
  const drawnEarly = Math.max(...loads.map((l) => l.drawnAtFirstScreen));
  return [
    {
      section: 'element',
      measure: `${BOARDS} boards (19x19, 250 moves): boards in view drawn, from navigation (median of ${loads.length} loads)`,
      result: ms(first),
      target: '< 1 s',
      met: first < 1000,
    },
    { section: 'element', measure: `${BOARDS} boards: all drawn, scrolling through a screen per frame once the first is ready`, result: ms(all) },
    {
      section: 'element',
      measure: `${BOARDS} boards: boards drawn when those in view were`,
      result: `${drawnEarly} of ${BOARDS}`,
      target: 'only boards near the viewport',
      met: drawnEarly < BOARDS / 2,
    },
  ];
}

/** What the 100-board page's own script records (see pages.ts), in ms from navigation. */
interface PageTimes {
  firstScreen: number | null;
  all: number | null;
  drawnAtFirstScreen: number;
}

interface BenchWindow {
  bench: PageTimes;
}

/** The part of the element the page scripts use. */
interface BoardElement extends HTMLElement {
  move?: number;
  updateComplete: Promise<boolean>;
}

/**
 * One step at a time back over the 400-move game (its last 100 moves with `--quick`), then
 * forward again, through the `move` property. Steps and clicks are timed to the element's
 * finished update with style and layout forced, not to a painted frame: headless Chromium paints
 * on a 60 Hz clock whatever the flags, so waiting for a frame adds 0 to 16.7 ms of waiting to
 * each sample, more than the step target itself.
 */
async function steps(browser: Browser, address: string, what: string, quick: boolean): Promise<Row[]> {
  const page = await newPage(browser);
  await page.goto(address);
  const { back, forward } = await page.evaluate(
    async (count) => {
      await customElements.whenDefined('variant-go-board');
      const board = document.querySelector('variant-go-board') as BoardElement;
      await board.updateComplete;
      const timeStep = async (n: number): Promise<number> => {
        const start = performance.now();
        board.move = n;
        await board.updateComplete;
        board.shadowRoot!.querySelector('svg')!.getBoundingClientRect(); // forces style and layout
        const time = performance.now() - start;
        // A frame between steps, as between a reader's key presses.
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return time;
      };
      const samples = { back: [] as number[], forward: [] as number[] };
      const stones = (): number => board.shadowRoot!.querySelectorAll('.stone').length;
      const atEnd = stones();
      for (let n = 400; n > 400 - count; n--) samples.back.push(await timeStep(n - 1));
      if (stones() === atEnd) throw new Error('the board looks the same after stepping back: setting `move` did not step');
      for (let n = 400 - count; n < 400; n++) samples.forward.push(await timeStep(n + 1));
      return samples;
    },
    quick ? 100 : 400,
  );
  await page.context().close();
  const row = (label: string, samples: number[]): Row => ({
    section: 'element',
    measure: `one step ${label} on ${what}, to the updated and laid-out board (${samples.length} steps)`,
    result: `median ${ms(median(samples))}, p95 ${ms(p95(samples))}`,
    target: '< 4 ms median',
    met: median(samples) < 4,
  });
  return [row('back', back), row('forward', forward)];
}

/** Clicks (pointer down and up) on the next moves of a game in play mode, each timed as a step is. */
async function clicks(browser: Browser, url: string, nextMoves: readonly string[], quick: boolean): Promise<Row[]> {
  const layout = createLayout(19, 19, false);
  const points: { cx: number; cy: number; move: string }[] = [];
  for (const move of nextMoves) {
    const c = parsePoint(move, 19);
    if (!c || points.length >= (quick ? 15 : 60)) break;
    points.push({ ...layout.point(c.x, c.y), move });
  }
  const page = await newPage(browser);
  await page.goto(`${url}/play.html`);
  const { times, missed } = await page.evaluate(async (points) => {
    await customElements.whenDefined('variant-go-board');
    const board = document.querySelector('variant-go-board') as BoardElement;
    await board.updateComplete;
    const result = { times: [] as number[], missed: [] as string[] };
    for (const { cx, cy, move } of points) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const drawing = board.shadowRoot!.querySelector('svg.scene') as SVGSVGElement;
      const at = new DOMPoint(cx, cy).matrixTransform(drawing.getScreenCTM()!);
      const target = board.shadowRoot!.elementFromPoint(at.x, at.y)!;
      let played = '';
      const heard = (event: Event): void => {
        played = (event as CustomEvent<{ move: string }>).detail.move;
      };
      board.addEventListener('vgb-move', heard);
      const init = { bubbles: true, composed: true, cancelable: true, clientX: at.x, clientY: at.y, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
      const start = performance.now();
      target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
      target.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
      await board.updateComplete;
      board.shadowRoot!.querySelector('svg')!.getBoundingClientRect(); // forces style and layout
      const time = performance.now() - start;
      board.removeEventListener('vgb-move', heard);
      if (played.toUpperCase() === move.toUpperCase()) result.times.push(time);
      else result.missed.push(`${move} (${played || 'nothing played'})`);
    }
    return result;
  }, points);
  await page.context().close();
  const note = missed.length > 0 ? `; ${missed.length} clicks did not play: ${missed.slice(0, 3).join(', ')}` : '';
  return [
    {
      section: 'element',
      measure: `click (pointer down and up) to the updated and laid-out board in play mode, after 250 moves (${times.length} clicks)`,
      result: `median ${ms(median(times))}, p95 ${ms(p95(times))}${note}`,
      target: '< 16 ms (p95)',
      met: times.length > 0 && p95(times) < 16 && missed.length === 0,
    },
  ];
}

/** JS heap of 100 drawn boards over an empty page with the bundle loaded, after garbage collection. */
async function heapPerBoard(browser: Browser, url: string, games: readonly (readonly string[])[]): Promise<Row[]> {
  const page = await newPage(browser);
  const cdp = await page.context().newCDPSession(page);
  const heap = async (): Promise<number> => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await page.goto(`${url}/empty.html`);
  await page.evaluate(() => customElements.whenDefined('variant-go-board'));
  const before = await heap();
  await page.evaluate(async (markup) => {
    document.body.insertAdjacentHTML('beforeend', markup);
    const boards = [...document.querySelectorAll('variant-go-board')];
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    while (!boards.every((b) => b.shadowRoot?.querySelector('.stone'))) {
      if (innerHeight + scrollY < document.documentElement.scrollHeight) scrollBy(0, innerHeight);
      await frame();
    }
  }, boardsMarkup(games));
  const perBoard = ((await heap()) - before) / games.length;
  await page.context().close();
  return [{ section: 'element', measure: `JS heap per drawn board (${games.length} boards, 250 moves each)`, result: kB(perBoard) }];
}
