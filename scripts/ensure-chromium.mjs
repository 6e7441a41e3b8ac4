#!/usr/bin/env node
// Makes sure a Chromium exists for the element tests. Test tools cannot download browsers on
// machines without their CDN, so we use the system package; as root we install it ourselves.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * The flags every headless Chromium here starts with (tests, checks, bench): as root it needs
 * `--no-sandbox`, and the rest keep it from reaching the network or doing background work.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium to test with: `CHROME_PATH`, else the first known install; `null` when none. */
export function findChromium() {
  if (process.env.CHROME_PATH) {
    return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  }
  return (
    CANDIDATES.find((path) => existsSync(path)) ??
    ['chromium', 'chromium-browser', 'google-chrome'].map(onPath).find(Boolean) ??
    null
  );
}

// Run only as a script: the test runner's config imports findChromium() from here.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

function main() {
  const found = findChromium();
  if (found) {
    console.log(`Chromium: ${found}`);
    return;
  }

  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
    process.exit(1);
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      [
        'No Chromium found (looked at CHROME_PATH, /usr/bin/chromium, chromium-browser, google-chrome).',
        'Install it, then run the tests again:',
        '  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium',
        'or point CHROME_PATH at an existing Chrome or Chromium binary.',
      ].join('\n'),
    );
    process.exit(1);
  }

  console.log('No Chromium found; installing the Debian package "chromium" with apt-get.');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => execFileSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  run(['update']);
  run(['install', '-y', 'chromium']);

  const installed = findChromium();
  if (!installed) {
    console.error('apt-get finished, but no Chromium binary was found afterwards.');
    process.exit(1);
  }
  console.log(`Chromium: ${installed}`);
}
