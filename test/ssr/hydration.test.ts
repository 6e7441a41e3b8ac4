/**
 * Server-rendered boards in Chromium: with scripts off the page shows the board the server drew
 * (declarative shadow DOM) or its static picture (`slot="static"`); with scripts on the element
 * takes over with no frame without stones, does not fetch an inlined `src` again, and plays.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/ensure-chromium.mjs';
import { renderBoard } from '../../src/element/server/index.js';
import { createGame } from '../../src/engine/index.js';
import { renderSvg } from '../../src/render/index.js';

const SGF = '(;GM[1]SZ[9]GN[Server game];B[ee];W[cc];B[gc];W[eg])';
/** Screenshots to look at, outside the repository. */
const SHOTS = join(tmpdir(), 'vgb-ssr-shots/');

/** A page holding `body`, which loads the element's script when `script` says so. */
const page = (body: string, script: boolean): string =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><body>${body}${script ? '<script type="module" src="/src/variant-go-board.ts"></script>' : ''}</body></html>`;

const MOVES = 'E5 C7 G7 E3';
/** The static picture of the record's end, as the static renderer draws it. */
function staticPicture(): string {
  const game = createGame({ variant: 'go', size: 9 });
  for (const move of MOVES.split(' ')) game.play(move);
  return renderSvg(game.view()).svg.replace('<svg', '<svg slot="static"');
}

/** Each page's board, and the stones it shows. */
const BOARDS: Record<string, { html: string; stones: number }> = {
  // An SGF record inlined for its src: the browser's board reads it with the reader's chunk.
  server: { html: renderBoard({ attributes: { src: '/game.sgf', coordinates: true }, sgf: SGF }), stones: 4 },
  // Tile Go's rules, pieces and the rules overlay come as chunks after the first render.
  tile: { html: renderBoard({ attributes: { variant: 'tile', size: 9, moves: 'E5 D4 D5 E4 F4 F5', overlay: 'rules' } }), stones: 6 },
  static: { html: `<variant-go-board size="9" moves="${MOVES}">${staticPicture()}</variant-go-board>`, stones: 4 },
};
const PAGES: Record<string, (script: boolean) => string> = Object.fromEntries(Object.entries(BOARDS).map(([name, board]) => [name, (script: boolean) => page(board.html, script)]));

/** Notes, in every frame, how many pictures of the board are shown (frames of the shadow root, the static picture) and their stones: `pictures:stones`. */
const SAMPLER = `
  window.counts = [];
  const sample = () => {
    const board = document.querySelector('variant-go-board');
    if (board && document.readyState !== 'loading') {
      const frames = board.shadowRoot ? [...board.shadowRoot.querySelectorAll('.frame')].filter((frame) => frame.getBoundingClientRect().height > 0) : [];
      const picture = board.querySelector('[slot="static"]');
      const shown = picture && picture.getBoundingClientRect().height > 0;
      const stones = frames.reduce((n, frame) => n + frame.querySelectorAll('circle.stone').length, 0) + (shown ? picture.querySelectorAll('circle[class~="stone"]').length : 0);
      window.counts.push(frames.length + (shown ? 1 : 0) + ':' + stones);
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
`;

let server: ViteDevServer;
let base: string;
let browser: Browser;
const fetched: string[] = [];

before(async () => {
  server = await createServer({
    root: new URL('../..', import.meta.url).pathname,
    configFile: false,
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1', hmr: false, watch: null },
    plugins: [{
      name: 'ssr-pages',
      configureServer(vite) {
        vite.middlewares.use((request, response, next) => {
          const [, name, mode] = /^\/ssr\/(\w+)-(on|off)\.html$/.exec(request.url ?? '') ?? [];
          if (request.url === '/game.sgf') fetched.push(request.url);
          if (!name || !PAGES[name]) return next();
          response.setHeader('content-type', 'text/html');
          response.end(PAGES[name]!(mode === 'on'));
        });
      },
    }],
  });
  await server.listen();
  const address = server.httpServer!.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch({ executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  mkdirSync(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** The stones drawn in the board's shadow root, or in its static picture. */
const stones = (page: Page): Promise<{ shadow: number; picture: number; pictureShown: boolean }> =>
  page.evaluate(() => {
    const board = document.querySelector('variant-go-board')!;
    const picture = board.querySelector('[slot="static"]');
    return {
      shadow: board.shadowRoot?.querySelectorAll('.frame:not([hidden]) circle.stone').length ?? 0,
      picture: picture?.querySelectorAll('.stone, circle[class~="stone"]').length ?? 0,
      pictureShown: !!picture && picture.getBoundingClientRect().height > 0,
    };
  });

describe('server-rendered and static boards in Chromium', () => {
  for (const name of Object.keys(BOARDS)) {
    test(`${name}: with JavaScript disabled, the page shows the board's stones`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 700 } });
      const tab = await context.newPage();
      await tab.goto(`${base}/ssr/${name}-off.html`);
      const seen = await stones(tab);
      assert.equal(name === 'static' ? seen.picture : seen.shadow, BOARDS[name]!.stones, JSON.stringify(seen));
      if (name === 'static') assert.ok(seen.pictureShown, 'the static picture is shown');
      await tab.screenshot({ path: `${SHOTS}${name}-no-script.png` });
      await context.close();
    });

    test(`${name}: with JavaScript, the element takes over with no frame without stones, and steps`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 700 } });
      const tab = await context.newPage();
      fetched.length = 0;
      // Each frame from the first paint on counts the stones shown: the server's or the static picture's, or the live board's.
      // A string, not a function: the test's compiler would name its inner functions with a helper the page lacks.
      await tab.addInitScript(SAMPLER);
      await tab.goto(`${base}/ssr/${name}-on.html`);
      await tab.waitForFunction(() => customElements.get('variant-go-board') !== undefined);
      await tab.evaluate(() => (document.querySelector('variant-go-board') as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete);
      await tab.waitForTimeout(300);
      const counts = await tab.evaluate(() => (window as unknown as { counts: string[] }).counts);
      assert.ok(counts.length > 0, 'frames were sampled');
      const { stones: shown } = BOARDS[name]!;
      assert.deepEqual(counts.filter((seen) => seen !== `1:${shown}`), [], `every frame shows one picture of the board, with its ${shown} stones`);
      const frames = await tab.evaluate(() => document.querySelector('variant-go-board')!.shadowRoot!.querySelectorAll('.frame').length);
      assert.equal(frames, 1, "the server's picture is gone");
      if (name === 'static') assert.equal((await stones(tab)).pictureShown, false, 'the static picture is hidden');
      assert.deepEqual(fetched, [], 'the inlined src is not fetched');
      await tab.screenshot({ path: `${SHOTS}${name}-script.png` });
      await tab.locator('variant-go-board').getByRole('button', { name: 'Previous move' }).click();
      assert.equal((await stones(tab)).shadow, BOARDS[name]!.stones - 1, 'a step back takes the last stone away');
      await context.close();
    });
  }
});
