// The framework types (scripts/framework-types.mjs, from custom-elements.json) and the package's
// own declarations, checked by each framework's compiler against the built package, as an app
// that installed it sees them (test/types/node_modules/variant-go-board is the package root).
// Right uses must compile; each wrong use must be an error: `@ts-expect-error` in TypeScript,
// `<!-- @vue-expect-error -->` in Vue, and in Svelte, which has neither in markup, an
// `<!-- error: ... -->` comment before the line svelte-check must report.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = new URL('../..', import.meta.url).pathname;
const here = join(root, 'test/types');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

const installed = join(here, 'node_modules/variant-go-board');
if (!existsSync(installed)) {
  mkdirSync(join(here, 'node_modules'), { recursive: true });
  symlinkSync('../../..', installed);
}

/** Runs a checker; its output when it fails. */
function check(command: string, args: string[]): { ok: boolean; output: string } {
  const run = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

test('plain TypeScript: the tag map, typed listeners, CustomEvent handlers, the element/ and bundle/ entries, the Markdown plugins in markdown-it and unified', () => {
  const { ok, output } = check(bin('tsc'), ['-p', join(here, 'plain')]);
  assert.ok(ok, output);
});

test('React 19 JSX (variant-go-board/react): typed props and onvgb-* handlers; wrong values and handlers are errors', () => {
  const { ok, output } = check(bin('tsc'), ['-p', join(here, 'react')]);
  assert.ok(ok, output);
});

test('Vue 3 templates (variant-go-board/vue): typed props and @vgb-* listeners; wrong values, handlers and unknown attributes are errors', () => {
  const { ok, output } = check(bin('vue-tsc'), ['-p', join(here, 'vue')]);
  assert.ok(ok, output);
});

test('Svelte 5 (variant-go-board/svelte): Board.svelte compiles, and Wrong.svelte fails on exactly the lines it marks', () => {
  const { output } = check(bin('svelte-check'), ['--workspace', join(here, 'svelte'), '--tsconfig', './tsconfig.json', '--output', 'machine']);
  const reported = [...output.matchAll(/^\d+ ERROR "([^"]+)" (\d+):\d+ /gm)].map((match) => `${match[1]}:${match[2]}`);
  const lines = readFileSync(join(here, 'svelte/Wrong.svelte'), 'utf8').split('\n');
  const marked = lines.flatMap((line, index) => (/^<!-- error: /.test(line) ? [`Wrong.svelte:${index + 2}`] : []));
  assert.ok(marked.length > 0, 'Wrong.svelte marks its wrong uses');
  assert.ok(output.includes('COMPLETED'), output);
  assert.deepEqual(reported.sort(), marked.sort(), output);
});
