/**
 * Helpers of the CLI tests: they run the built binary, dist/cli/variant-go.js (`npm run
 * test:cli` builds it first), in a child process, on fixture files each test writes to a fresh
 * temporary folder. Nothing here reads ../shared.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';

/** The built binary. */
export const BIN = fileURLToPath(new URL('../../dist/cli/variant-go.js', import.meta.url));

/** What one run printed and returned. */
export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `variant-go` with `args` in `cwd`, feeding `input` to standard input. The binary runs
 * as a program (through its `#!/usr/bin/env node` line), as a user's shell runs it.
 */
export function run(args: readonly string[], options: { cwd?: string; input?: string } = {}): Run {
  assert.ok(existsSync(BIN), `${BIN} is missing: run "node scripts/build-cli.mjs" (npm run test:cli does)`);
  const result = spawnSync(BIN, args, { cwd: options.cwd, input: options.input ?? '', encoding: 'utf8', timeout: 60_000 });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const folders: string[] = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A fresh temporary folder holding `files` (name to content; names may hold `/`). Removed after the tests. */
export function fixture(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'variant-go-cli-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) {
    const path = join(folder, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return folder;
}

/**
 * The 1-based line and column of the `occurrence`th (1-based) appearance of `needle` in
 * `text`, plus `shift` columns, so expected places are derived from the fixture itself.
 */
export function placeOf(text: string, needle: string, shift = 0, occurrence = 1): string {
  let at = -1;
  for (let i = 0; i < occurrence; i++) {
    at = text.indexOf(needle, at + 1);
    assert.ok(at >= 0, `"${needle}" occurs fewer than ${occurrence} times in the fixture`);
  }
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - (before.lastIndexOf('\n') + 1) + 1 + shift;
  return `${line}:${column}`;
}

/** Asserts that nothing looks like a stack trace. */
export function assertNoStack(text: string): void {
  assert.doesNotMatch(text, /\n\s+at .+:\d+:\d+\)?/);
}
