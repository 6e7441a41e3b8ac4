// Dev server and build of the demo: one HTML page per variant family, a playground and the index.
// Real game records live in ../shared/data beside the checkout and are never copied into the
// repository, so the server hands them out under /shared-games/.
import { readFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { basename, join, normalize } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const GAMES = fileURLToPath(new URL('../../shared/data/games/', import.meta.url));
const DEMO = fileURLToPath(new URL('.', import.meta.url));

/** The demo's pages, in the order of the site navigation: file, link text. */
export const PAGES: readonly (readonly [file: string, title: string])[] = [
  ['index.html', 'Overview'],
  ['go.html', 'Go'],
  ['loose.html', 'Loose'],
  ['stoical.html', 'Stoical Go'],
  ['stoical-disturbing.html', 'Disturbing captures'],
  ['stoical-ko.html', 'Stoical Go with ko'],
  ['tile.html', 'Tile and Cushion Go'],
  ['no-seki.html', 'No Seki Go'],
  ['paper-pencil.html', 'Paper and Pencil Go'],
  ['puzzles.html', 'Puzzles'],
  ['playground.html', 'Playground'],
  ['diagram-maker.html', 'Diagram maker'],
];

function sharedGames(): Plugin {
  return {
    name: 'shared-games',
    configureServer(server) {
      server.middlewares.use('/shared-games/', (req, res) => {
        const path = normalize(decodeURIComponent((req.url ?? '').split('?')[0] ?? ''));
        if (path.includes('..') || !path.endsWith('.sgf')) {
          res.statusCode = 400;
          res.end();
          return;
        }
        readFile(join(GAMES, path)).then(
          (body) => {
            res.setHeader('content-type', 'application/x-go-sgf; charset=utf-8');
            res.end(body);
          },
          () => {
            res.statusCode = 404;
            res.end(`not found: ../shared/data/games/${path}`);
          },
        );
      });
    },
  };
}

/** The languages the boards speak, each named in itself, for the language switch. */
const LANGUAGES: readonly (readonly [tag: string, name: string])[] = [
  ['en', 'English'],
  ['ja', '日本語'],
  ['zh-Hans', '简体中文'],
  ['ko', '한국어'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
];

/**
 * Writes the site navigation where a page has `<!-- demo-nav -->`, marking the page itself, and
 * the language switch beside it (language-switch.ts sets the page's `lang`, which the boards follow).
 */
function siteNav(): Plugin {
  return {
    name: 'demo-nav',
    transformIndexHtml(html, context) {
      const here = basename(context.filename);
      const links = PAGES.map(([file, title]) => {
        const current = file === here ? ' aria-current="page"' : '';
        return `<li><a href="./${file}"${current}>${title}</a></li>`;
      }).join('');
      const options = LANGUAGES.map(([tag, name]) => `<option value="${tag}" lang="${tag}">${name}</option>`).join('');
      const language = `<p class="board-language"><label for="board-language">Boards’ language</label> <select id="board-language">${options}</select></p>`;
      return {
        html: html.replace('<!-- demo-nav -->', `<nav class="site-nav" aria-label="Demo pages"><ul>${links}</ul></nav>${language}`),
        tags: [{ tag: 'script', attrs: { type: 'module', src: './language-switch.ts' }, injectTo: 'head' }],
      };
    },
  };
}

export default defineConfig({
  plugins: [sharedGames(), siteNav()],
  // Pre-bundle the element's dependencies up front: discovering them on the first page load
  // would make the dev server reload that page, which a scripted check may catch half-way.
  optimizeDeps: {
    include: ['lit', 'lit/decorators.js', '@lit/context'],
  },
  build: {
    // `vite build demo` builds every page, not only index.html.
    rolldownOptions: {
      input: Object.fromEntries(
        readdirSync(DEMO)
          .filter((file) => file.endsWith('.html'))
          .map((file) => [file.replace(/\.html$/, ''), join(DEMO, file)]),
      ),
    },
  },
});
