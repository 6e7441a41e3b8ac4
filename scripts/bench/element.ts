/**
 * The element section, in headless Chromium on the built bundle: a page of 100 boards, one step
 * back and forth on a 400-move game (and forward with the rules overlay, side by side with the
 * same step without it), a click to a drawn move in play mode, and heap per board;
 * and side by side with wgo 3's SimplePlayer, on the same games in the same run, interleaved: a
 * page of 20 boards, a step, heap per board and the bytes a one-board page fetches.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { parsePoint } from '../../src/engine/index.js';
import { createLayout } from '../../src/render/layout.js';
import { CHROMIUM_ARGS, findChromium } from '../ensure-chromium.mjs';
import { fetchedBy, html, serve, stepWithButtons, type Fetched, type Served } from '../page-bytes.mjs';
import { ensureBuilt } from './build.js';
import { longRandomGames } from './long-games.js';
import {
  boardsMarkup,
  boardsPage,
  emptyPage,
  OURS,
  overlayBoardPage,
  playPage,
  singleBoardPage,
  singleSgfBoardPage,
  WGO,
  WGO_SCRIPT,
  WGO_STYLE,
  type PageViewer,
} from './pages.js';
import { median, p95 } from './stats.js';
import type { BenchSettings } from './settings.js';
import { kB, ms, type Row } from './table.js';

const BOARDS = 100;
/** The page of boards measured side by side with wgo. */
const PAGE_BOARDS = 20;
const VIEWPORT = { width: 1280, height: 800 };

export async function elementBench({ quick, root, log }: BenchSettings): Promise<Row[]> {
  const executablePath = findChromium();
  if (!executablePath) {
    log('element: no Chromium found (CHROME_PATH, /usr/bin/chromium): SKIPPED');
    return [{ section: 'element', measure: 'element in headless Chromium', result: 'skipped: no Chromium' }];
  }
  ensureBuilt(root, log);
  const games = longRandomGames(BOARDS, 400);
  const shown = games.map((g) => g.slice(0, 250));
  const wgo = wgoFiles(root);
  const files = new Map<string, Served>([
    ['/boards.html', html(boardsPage(OURS, shown))],
    ['/empty.html', html(emptyPage(OURS))],
    ['/step.html', html(singleBoardPage(OURS, games[0]!))],
    ['/step-overlay.html', html(overlayBoardPage(games[0]!))],
    ['/step-sgf.html', html(singleSgfBoardPage(games[0]!))],
    ['/play.html', html(playPage(games[1]!.slice(0, 250)))],
    ['/boards-20.html', html(boardsPage(OURS, shown.slice(0, PAGE_BOARDS)))],
    ['/wgo/boards-20.html', html(boardsPage(WGO, shown.slice(0, PAGE_BOARDS)))],
    ['/wgo/step.html', html(singleBoardPage(WGO, games[0]!))],
    ['/wgo/empty.html', html(emptyPage(WGO))],
    ...wgo.files,
  ]);
  const { server, url } = await serve(root, files);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'] });
  const peer = `wgo ${wgo.version} SimplePlayer`;
  try {
    const rows = await boardPage(browser, `${url}/boards.html`, quick);
    const pageOfBoards = await boardPagesSideBySide(browser, url, quick);
    const step = await stepsSideBySide(browser, url, quick);
    rows.push(...stepRows(step.ours, 'a 400-move game'));
    rows.push(...stepRows(await steps(browser, `${url}/step-sgf.html`, quick), 'a 400-move SGF record'));
    rows.push(await overlayStepRow(browser, url, quick));
    rows.push(...(await clicks(browser, url, games[1]!.slice(250), quick)));
    const heap = {
      ours: await heapPerBoard(browser, `${url}/empty.html`, boardsMarkup(OURS, shown)),
      wgo: await heapPerBoard(browser, `${url}/wgo/empty.html`, boardsMarkup(WGO, shown)),
    };
    rows.push({ section: 'element', measure: `JS heap per drawn board (${BOARDS} boards, 250 moves each)`, result: kB(heap.ours) });
    const bytes = {
      ours: await fetchedBy(browser, `${url}/step.html`, stepWithButtons),
      wgo: await fetchedBy(browser, `${url}/wgo/step.html`, stepWgoWithButtons),
    };

    /** A row of ours against wgo's figure and the ratio; `details` follow each figure. */
    const against = (measure: string, ours: number, theirs: number, show: (value: number) => string, details = { ours: '', wgo: '' }): Row => ({
      section: 'element',
      measure: `side by side with ${peer}: ${measure}`,
      result: `${show(ours)}${details.ours}; wgo ${show(theirs)}${details.wgo} = ${(ours / theirs).toFixed(2)}x`,
      target: '< 1x',
      met: ours < theirs,
    });
    const total = (files: readonly Fetched[]): number => files.reduce((sum, file) => sum + file.gzip, 0);
    const listed = (files: readonly Fetched[]): string => files.map((file) => `${file.path.split('/').pop()} ${kB(file.gzip)}`).join(', ');
    rows.push(
      against(
        `${PAGE_BOARDS} boards (19x19, 250 moves), boards in view drawn, from navigation (median of ${pageOfBoards.ours.length} loads each, interleaved)`,
        median(pageOfBoards.ours),
        median(pageOfBoards.wgo),
        ms,
      ),
      against(`one step back on a 400-move game, to the updated and laid-out board, median of ${step.ours.back.length} steps each`, median(step.ours.back), median(step.wgo.back), ms),
      against(`one step forward on a 400-move game, to the updated and laid-out board, median of ${step.ours.forward.length} steps each`, median(step.ours.forward), median(step.wgo.forward), ms),
      against(`JS heap per drawn board (${BOARDS} boards, 250 moves each)`, heap.ours, heap.wgo, kB),
      against('every script and style sheet a one-board page fetches, stepped with its buttons (each file gzip -9)', total(bytes.ours), total(bytes.wgo), kB, {
        ours: ` (${listed(bytes.ours)})`,
        wgo: ` (${listed(bytes.wgo)}; its dist/index.js and style.css minified by esbuild)`,
      }),
    );
    return rows;
  } finally {
    await browser.close();
    server.close();
    log('element: done');
  }
}

/**
 * wgo's files as a page would serve them: it ships one unminified UMD script (dist/index.js, 35
 * kB gzipped as it is) and a style sheet, so both are minified with esbuild, as a site would.
 */
function wgoFiles(root: string): { version: string; files: [string, Served][] } {
  const dir = join(root, 'node_modules/wgo');
  const minified = (file: string, loader: 'js' | 'css'): string => transformSync(readFileSync(join(dir, 'dist', file), 'utf8'), { minify: true, loader }).code;
  return {
    version: (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version,
    files: [
      [WGO_SCRIPT, { type: 'text/javascript', body: minified('index.js', 'js') }],
      [WGO_STYLE, { type: 'text/css', body: minified('style.css', 'css') }],
    ],
  };
}

/** A reader's first use of wgo's player: its previous and next buttons (the first, previous, next, last and menu buttons, in that order). */
async function stepWgoWithButtons(page: Page): Promise<void> {
  const buttons = page.locator('button.wgo-player__button');
  await buttons.nth(1).click();
  await buttons.nth(2).click();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`element: page error: ${error.message}`));
  return page;
}

interface ViewerWindow {
  viewer: PageViewer;
  bench: PageTimes;
}

/** What a page of boards records about itself (see pages.ts), in ms from navigation. */
interface PageTimes {
  firstScreen: number | null;
  all: number | null;
  drawnAtFirstScreen: number;
}

/** One load of a page of boards, scrolled through a screen per frame, as fast as a reader could fling the page, until all are drawn. */
async function loadBoards(browser: Browser, address: string): Promise<PageTimes> {
  const page = await newPage(browser);
  await page.goto(address);
  await page.waitForFunction(() => (window as unknown as ViewerWindow).bench.firstScreen !== null, null, { timeout: 30_000 });
  await page.evaluate(async () => {
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    while ((window as unknown as ViewerWindow).bench.all === null) {
      if (innerHeight + scrollY < document.documentElement.scrollHeight) scrollBy(0, innerHeight);
      await frame();
    }
  });
  const result = await page.evaluate(() => (window as unknown as ViewerWindow).bench);
  await page.context().close();
  return result;
}

/** Loads of the 100-board page (the first load warms the browser's caches, then the median of the rest). */
async function boardPage(browser: Browser, address: string, quick: boolean): Promise<Row[]> {
  const loads: PageTimes[] = [];
  for (let load = 0; load < (quick ? 3 : 5); load++) {
    const result = await loadBoards(browser, address);
    if (load > 0) loads.push(result);
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

/** The 20-board page of each viewer, loads alternating between them; the first load of each warms the caches. Times to the boards in view drawn. */
async function boardPagesSideBySide(browser: Browser, url: string, quick: boolean): Promise<{ ours: number[]; wgo: number[] }> {
  const times = { ours: [] as number[], wgo: [] as number[] };
  for (let load = 0; load < (quick ? 3 : 5); load++) {
    const ours = await loadBoards(browser, `${url}/boards-${PAGE_BOARDS}.html`);
    const wgo = await loadBoards(browser, `${url}/wgo/boards-${PAGE_BOARDS}.html`);
    if (load === 0) continue;
    times.ours.push(ours.firstScreen!);
    times.wgo.push(wgo.firstScreen!);
  }
  return times;
}

interface StepTimes {
  back: number[];
  forward: number[];
}

/**
 * One step at a time back over the 400-move game of a one-board page (its last 100 moves with
 * `--quick`), then forward again (`viewer.goTo`). Steps and clicks are timed to the finished
 * update with style and layout forced, not to a painted frame: headless Chromium paints on a
 * 60 Hz clock whatever the flags, so waiting for a frame adds 0 to 16.7 ms of waiting to each
 * sample, more than the step target itself.
 */
async function steps(browser: Browser, address: string, quick: boolean): Promise<StepTimes> {
  const page = await newPage(browser);
  await page.goto(address);
  const samples = await page.evaluate(async (count) => {
    const { viewer } = window as unknown as ViewerWindow;
    await viewer.ready();
    await viewer.goTo(400); // where the board opens: waits for its first update
    const board = viewer.boards()[0]!;
    const timeStep = async (n: number): Promise<number> => {
      const start = performance.now();
      await viewer.goTo(n);
      const time = performance.now() - start;
      // A frame between steps, as between a reader's key presses.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return time;
    };
    const times = { back: [] as number[], forward: [] as number[] };
    const atEnd = viewer.stones(board);
    for (let n = 400; n > 400 - count; n--) times.back.push(await timeStep(n - 1));
    if (viewer.stones(board) === atEnd) throw new Error('the board looks the same after stepping back: a step did not step');
    for (let n = 400 - count; n < 400; n++) times.forward.push(await timeStep(n + 1));
    return times;
  }, quick ? 100 : 400);
  await page.context().close();
  return samples;
}

/** Steps on the same 400-move game in our element and in wgo's player, in alternating rounds (one with `--quick`, two without). */
async function stepsSideBySide(browser: Browser, url: string, quick: boolean): Promise<{ ours: StepTimes; wgo: StepTimes }> {
  const pooled = { ours: { back: [], forward: [] } as StepTimes, wgo: { back: [], forward: [] } as StepTimes };
  for (let round = 0; round < (quick ? 1 : 2); round++) {
    for (const [name, address] of [['ours', `${url}/step.html`], ['wgo', `${url}/wgo/step.html`]] as const) {
      const { back, forward } = await steps(browser, address, quick);
      pooled[name].back.push(...back);
      pooled[name].forward.push(...forward);
    }
  }
  return pooled;
}

/** A step forward on the 400-move game with `overlay="rules"` and without it, in alternating rounds of the same run (one with `--quick`, two without). */
async function overlayStepRow(browser: Browser, url: string, quick: boolean): Promise<Row> {
  const forward = { overlay: [] as number[], plain: [] as number[] };
  for (let round = 0; round < (quick ? 1 : 2); round++) {
    forward.overlay.push(...(await steps(browser, `${url}/step-overlay.html`, quick)).forward);
    forward.plain.push(...(await steps(browser, `${url}/step.html`, quick)).forward);
  }
  const [overlay, plain] = [median(forward.overlay), median(forward.plain)];
  return {
    section: 'element',
    measure: `one step forward on a 400-move game with overlay="rules", against the same step without it, to the updated and laid-out board (median of ${forward.overlay.length} steps each, interleaved)`,
    result: `${ms(overlay)} (p95 ${ms(p95(forward.overlay))}); without ${ms(plain)} (p95 ${ms(p95(forward.plain))}) = ${(overlay / plain).toFixed(2)}x`,
  };
}

const stepRows = ({ back, forward }: StepTimes, what: string): Row[] =>
  (
    [
      ['back', back],
      ['forward', forward],
    ] as const
  ).map(([label, samples]) => ({
    section: 'element',
    measure: `one step ${label} on ${what}, to the updated and laid-out board (${samples.length} steps)`,
    result: `median ${ms(median(samples))}, p95 ${ms(p95(samples))}`,
    target: '< 4 ms median',
    met: median(samples) < 4,
  }));

/** The part of our element the play page's script uses. */
interface BoardElement extends HTMLElement {
  updateComplete: Promise<boolean>;
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

/** JS heap of drawn boards (`markup`) added to an empty page with the viewer loaded, after garbage collection, per board. */
async function heapPerBoard(browser: Browser, address: string, markup: string): Promise<number> {
  const page = await newPage(browser);
  const cdp = await page.context().newCDPSession(page);
  const heap = async (): Promise<number> => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await page.goto(address);
  await page.evaluate(() => (window as unknown as ViewerWindow).viewer.ready());
  const before = await heap();
  const count = await page.evaluate(async (markup) => {
    const { viewer } = window as unknown as ViewerWindow;
    viewer.add(markup);
    const boards = viewer.boards();
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    while (!boards.every(viewer.drawn)) {
      if (innerHeight + scrollY < document.documentElement.scrollHeight) scrollBy(0, innerHeight);
      await frame();
    }
    return boards.length;
  }, markup);
  const perBoard = ((await heap()) - before) / count;
  await page.context().close();
  return perBoard;
}
