#!/usr/bin/env node
// Accessibility check of the demo: serves demo/ with Vite, opens every page in headless Chromium,
// waits for the boards, and runs axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) in the light
// and the dark colour scheme and in forced colours (Windows high contrast); on pages with a
// board in play mode, again after playing a few moves on it with the keyboard, and on pages with
// a board in puzzle mode, again after answering it with the keyboard (the verdict, Retry and Show
// solution) and again with its solution shown. Also fails on page errors and on boards showing an
// error message the page did not ask for (`data-expect-error`), so a broken example cannot hide.
// Needs no network. Exits non-zero on any problem; it ends with `a11y: N pages, M violations` and
// a `N passed, N failed` line counting pages, which CI logs are read by.
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './ensure-chromium.mjs';
import { demoPages, startDemoServer } from './demo-server.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The colours each state is checked in: Playwright's `emulateMedia` options. */
const SCHEMES = [
  { name: 'light', media: { colorScheme: 'light', forcedColors: 'none' } },
  { name: 'dark', media: { colorScheme: 'dark', forcedColors: 'none' } },
  { name: 'forced colours', media: { colorScheme: 'light', forcedColors: 'active' } },
];
const PARALLEL = 3;
// A hang ends here; a loaded machine (two cores shared) has taken over 120 s for the pages.
const DEADLINE_MS = 300_000;

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const deadline = setTimeout(() => {
  console.error(`a11y: gave up after ${DEADLINE_MS / 1000} s`);
  process.exit(2);
}, DEADLINE_MS);
deadline.unref();

const executablePath = findChromium();
if (!executablePath) {
  console.error('a11y: no Chromium found; run `node scripts/ensure-chromium.mjs` first.');
  process.exit(2);
}

const server = await startDemoServer();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
// Pages named on the command line (`node scripts/a11y-check.mjs puzzles.html`), else all of them.
const named = process.argv.slice(2);
const pages = demoPages().filter((file) => named.length === 0 || named.includes(file));
let violations = 0;
let otherProblems = 0;
let failedPages = 0;
try {
  const queue = [...pages];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const report = await checkPage(file);
      violations += report.violations;
      otherProblems += report.problems;
      // Pages that pass are only counted: the log shows failures in full and nothing else.
      if (report.violations + report.problems > 0) {
        failedPages++;
        console.log(report.text);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
} finally {
  await browser.close();
  await server.close();
}

const extra = otherProblems > 0 ? `, ${otherProblems} other problem${otherProblems === 1 ? '' : 's'}` : '';
console.log(`a11y: ${pages.length} pages, ${violations} violation${violations === 1 ? '' : 's'}${extra}`);
console.log(`a11y: ${pages.length - failedPages} passed, ${failedPages} failed`);
process.exit(violations + otherProblems > 0 ? 1 : 0);

/** Checks one page in both schemes; returns the counts and the text to print. */
async function checkPage(file) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  const lines = [];
  const started = Date.now();
  let count = 0;
  try {
    await page.goto(server.url + file, { waitUntil: 'load' });
    await settle(page);
    await page.addScriptTag({ path: axePath });
    const runAxe = async (label) => {
      for (const { name: scheme, media } of SCHEMES) {
        await page.emulateMedia(media);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const found = await page.evaluate(
          async (tags) =>
            (await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations.map((v) => ({
              id: v.id,
              impact: v.impact,
              help: v.help,
              nodes: v.nodes.map((node) => ({ target: node.target, summary: node.failureSummary })),
            })),
          TAGS,
        );
        for (const violation of found) {
          count += violation.nodes.length;
          lines.push(`  [${scheme}${label}] ${violation.id} (${violation.impact}): ${violation.help}`);
          for (const node of violation.nodes) {
            lines.push(`    at ${JSON.stringify(node.target)}`);
            if (node.summary) lines.push(`      ${node.summary.replace(/\n/g, '\n      ')}`);
          }
        }
      }
    };
    await runAxe('');
    // Then the states play brings: moves in the move list, a refused move's reason, the cursor.
    if (await playSomeMoves(page)) await runAxe(', after play');
    // And a puzzle's: the verdict with Retry and Show solution, then the solution and its variations.
    if (await answerPuzzle(page)) {
      await runAxe(', after a puzzle answer');
      if (await showSolution(page)) await runAxe(', solution shown');
    }
    errors.push(...(await unexpectedBoardErrors(page)));
  } catch (error) {
    errors.push(`could not check: ${error.message}`);
  } finally {
    await context.close();
  }
  for (const error of errors) lines.push(`  ${error}`);
  const status = count + errors.length === 0 ? 'ok' : `${count} violation${count === 1 ? '' : 's'}${errors.length ? `, ${errors.length} other` : ''}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { violations: count, problems: errors.length, text: `${file}: ${status} (${seconds} s)${lines.length ? `\n${lines.join('\n')}` : ''}` };
}

/** Waits until the elements are defined and every board and companion has rendered. */
async function settle(page) {
  await page.waitForFunction(() => customElements.get('variant-go-board') !== undefined, null, { timeout: 15_000 });
  await page.evaluate(async () => {
    const elements = [...document.querySelectorAll('variant-go-board, vgb-move-list, vgb-status')];
    await Promise.all(elements.map((element) => element.updateComplete));
  });
  // Boards that load a record (data-sgf) get their moves after a fetch; give them a moment.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.evaluate(async () => {
    const elements = [...document.querySelectorAll('variant-go-board, vgb-move-list, vgb-status')];
    await Promise.all(elements.map((element) => element.updateComplete));
  });
}

/**
 * Plays a few moves with the keyboard on the page's first board in play mode (some may be
 * refused, which is wanted too). Returns false when the page has no such board.
 */
async function playSomeMoves(page) {
  const board = page.locator('variant-go-board[mode="play"]').first();
  if ((await board.count()) === 0) return false;
  await board.locator('[part~="board"]').focus();
  for (const key of ['Enter', 'ArrowLeft', 'Enter', 'ArrowUp', 'Enter', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  await board.evaluate(async (element) => {
    await element.updateComplete;
    for (const child of element.querySelectorAll('vgb-move-list, vgb-status')) await child.updateComplete;
  });
  return true;
}

/**
 * Answers the page's first board in puzzle mode with the keyboard: the move at the cursor, where
 * it starts, then at its neighbours until one is judged (refused moves and replies are wanted too).
 * Returns false when the page has no such board.
 */
async function answerPuzzle(page) {
  const board = page.locator('variant-go-board[mode="puzzle"]').first();
  if ((await board.count()) === 0) return false;
  await board.locator('[part~="board"]').focus();
  for (const key of ['Enter', 'ArrowLeft', 'Enter', 'ArrowUp', 'Enter', 'ArrowRight', 'Enter', 'ArrowRight', 'Enter']) {
    await page.keyboard.press(key);
    if (await board.evaluate((element) => element.shadowRoot.querySelector('[part~="puzzle"] .verdict') !== null)) break;
  }
  await board.evaluate((element) => element.updateComplete);
  return true;
}

/** Shows the solution of the page's first puzzle board with the keyboard, once its button is there; returns whether it was. */
async function showSolution(page) {
  const board = page.locator('variant-go-board[mode="puzzle"]').first();
  const button = board.getByRole('button', { name: 'Show solution' }).first();
  if ((await button.count()) === 0) return false;
  await button.focus();
  await page.keyboard.press('Enter');
  await board.evaluate((element) => element.updateComplete);
  return true;
}

/** Boards that show an error message although the page did not mean them to. */
async function unexpectedBoardErrors(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('variant-go-board:not([data-expect-error])')]
      .map((board, index) => ({ board, index, error: board.shadowRoot?.querySelector('[part~="error"]') }))
      .filter(({ error }) => error)
      .map(({ board, index, error }) => {
        const where = board.closest('figure')?.querySelector('h3, h2')?.textContent?.trim() ?? `board ${index + 1}`;
        return `board error in "${where}": ${error.textContent.trim()}`;
      }),
  );
}
