// Starts the demo's Vite dev server for scripted checks (a11y-check, screenshot): on a free port,
// without file watching or hot reload, and lists the demo's pages.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const DEMO = fileURLToPath(new URL('../demo/', import.meta.url));

/** The demo's HTML pages, index first, then in name order. */
export function demoPages() {
  const pages = readdirSync(DEMO).filter((file) => file.endsWith('.html'));
  return pages.sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
}

/** Starts the server; resolves to its base URL (ending in `/`) and a `close()` function. */
export async function startDemoServer() {
  const server = await createServer({
    root: DEMO,
    configFile: fileURLToPath(new URL('vite.config.ts', `file://${DEMO}`)),
    logLevel: 'error',
    clearScreen: false,
    server: { port: 0, strictPort: false, host: '127.0.0.1', hmr: false, watch: null },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('demo server: no TCP address');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}
