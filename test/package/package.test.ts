// What `npm pack` would publish, checked against what package.json, the manifest and the README
// promise, then by publint and "are the types wrong" (@arethetypeswrong/cli). Needs the build
// (the test:package stage runs scripts/ensure-build.mjs first).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = new URL('../..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }));
const shipped = new Set<string>(packed.files.map((file: { path: string }) => file.path));
const inTarball = (path: string) => shipped.has(path.replace(/^\.\//, ''));

/** Every string under `value` (an `exports` map, `bin`...). */
const targets = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(targets) : [];

test('every file package.json points at is in the tarball: exports, main, module, types, bin, unpkg, jsdelivr, customElements', () => {
  const promised = [pkg.main, pkg.module, pkg.types, pkg.unpkg, pkg.jsdelivr, pkg.customElements, ...targets(pkg.exports), ...targets(pkg.bin)];
  assert.deepEqual(promised.filter((path) => !inTarball(path)), []);
});

test('the tarball holds LICENSE, README.md and no source under src/', () => {
  assert.ok(shipped.has('LICENSE') && shipped.has('README.md'));
  assert.deepEqual([...shipped].filter((path) => path.startsWith('src/')), []);
});

test('the manifest names shipped modules only, none under src/, and links only to shipped modules', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const paths: string[] = manifest.modules.map((module: { path: string }) => module.path);
  const references: string[] = [];
  JSON.stringify(manifest, (key, value) => {
    if (key === 'module' && typeof value === 'string') references.push(value);
    if (value && typeof value === 'object' && 'package' in value) return undefined;
    return value;
  });
  assert.ok(paths.length > 0);
  assert.deepEqual([...paths, ...references].filter((path) => path.startsWith('src/') || path.endsWith('.ts')), []);
  assert.deepEqual([...paths, ...references].filter((path) => !inTarball(path)), []);
});

test('every sideEffects entry names shipped files', () => {
  const matches = (pattern: string) => {
    const regex = new RegExp(`^${pattern.replace(/^\.\//, '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return [...shipped].some((path) => regex.test(path));
  };
  assert.deepEqual(pkg.sideEffects.filter((pattern: string) => !matches(pattern)), []);
});

test("the README's relative links resolve inside the tarball, as do the docs' links to each other", () => {
  const broken: string[] = [];
  for (const page of ['README.md', ...[...shipped].filter((path) => /^docs\/.*\.md$/.test(path))]) {
    const folder = page.includes('/') ? page.slice(0, page.lastIndexOf('/') + 1) : '';
    const prose = readFileSync(join(root, page), 'utf8').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:[a-z]+:|#)/.test(target!)) continue;
      const path = join(folder, target!.replace(/#.*$/, '')).replace(/^\.\//, '');
      if (!shipped.has(path)) broken.push(`${page}: ${target}`);
    }
  }
  assert.deepEqual(broken, []);
});

test('publint finds nothing to report, suggestions included', async () => {
  const { messages } = await publint({ pkgDir: root, level: 'suggestion', pack: 'npm' });
  assert.deepEqual(messages.map((message) => formatMessage(message, pkg)), []);
});

test('are the types wrong: every entry resolves to its types under node16 (ESM) and bundler resolution', () => {
  // An ES-module-only package: CommonJS and node10 resolution are not promised (the esm-only profile).
  const run = spawnSync(join(root, 'node_modules/.bin/attw'), ['--pack', '.', '--profile', 'esm-only', '--format', 'json'], { cwd: root, encoding: 'utf8' });
  const report: { problems?: Record<string, { resolutionKind?: string }[]> } = JSON.parse(run.stdout);
  const problems = Object.values(report.problems ?? {})
    .flat()
    .filter((problem) => !['node10', 'node16-cjs'].includes(problem.resolutionKind ?? ''));
  assert.deepEqual(problems, []);
  assert.equal(run.status, 0, run.stderr);
});

test('the Markdown plugins (./markdown-it, ./rehype) load no other package: markdown-it, unified and hast are the page builder\'s', () => {
  const outside = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']|^import\s*["']([^"']+)["']/gm)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) walk(join(file, '..', specifier));
      else outside.add(specifier);
    }
  };
  for (const entry of ['./markdown-it', './rehype']) walk(join(root, pkg.exports[entry].default));
  assert.ok(seen.size > 10, 'the plugins bring the picture (engine, formats, render)');
  assert.deepEqual([...outside], []);
});
