// Dev server for the demo. Real game records live in ../shared/data beside the checkout and
// are never copied into the repository, so the server hands them out under /shared-games/.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join, normalize } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const GAMES = fileURLToPath(new URL('../../shared/data/games/', import.meta.url));

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

export default defineConfig({
  plugins: [sharedGames()],
});
