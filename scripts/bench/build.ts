/** The element and bundle sections measure the built bundle; this builds it when it is missing or older than the sources. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

let checked = false;

export function ensureBuilt(root: string, log: (line: string) => void): void {
  if (checked) return;
  checked = true;
  const bundle = join(root, 'dist/variant-go-board.bundle.js');
  const newestSource = Math.max(
    ...readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).map((file) => statSync(join(root, 'src', file)).mtimeMs),
  );
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestSource) {
    log('bench: dist/ is newer than src/, not rebuilt');
    return;
  }
  log(`bench: ${existsSync(bundle) ? 'src/ changed since the last build' : 'no dist/ yet'}: running npm run build`);
  try {
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    if (!existsSync(bundle)) throw error;
    log('bench: the build failed; measuring the dist/ there is, which is OLDER than src/');
  }
}
