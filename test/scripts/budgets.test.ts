// The byte budgets' file sets (scripts/budgets.mjs): which files of a build load with the entry,
// and which chunks are a variant's own, shown on small builds laid out like dist/.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { staticallyLoaded, variantChunks } from '../../scripts/budgets.mjs';

const root = mkdtempSync(join(tmpdir(), 'budgets-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

write({
  'dist/variant-go-board.bundle.js': 'import{a as x}from"./chunks/shared-Ab_1.js";const l=()=>import(`./chunks/loose-Cd-2.js`);export{x,l};',
  'dist/chunks/shared-Ab_1.js': 'import"./deeper-Ef3.js";export const a=1;',
  'dist/chunks/deeper-Ef3.js': 'globalThis.d=1;',
  'dist/chunks/loose-Cd-2.js': 'import{a}from"./shared-Ab_1.js";export const loose=a;',
  'dist/chunks/no-seki-Gh4.js': 'export const n=1;',
  'dist/chunks/tile-family-Ij5.js': 'export const t=1;',
  'dist/chunks/game-to-sgf-Kl6.js': 'export const g=1;',
  'dist/chunks/variants-Mn7.js': 'export const v=1;',
  'src/engine/variants/index.ts': '',
  'src/engine/variants/go.ts': '',
  'src/engine/variants/loose.ts': '',
  'src/engine/variants/no-seki.ts': '',
  'src/engine/variants/tile-family.ts': '',
  'src/engine/variants/tile.ts': '',
});

describe('budgets', () => {
  test('the files loaded with the entry are those it imports statically, transitively; a dynamic import is left out', async () => {
    assert.deepEqual([...(await staticallyLoaded(join(root, 'dist')))].sort(), ['chunks/deeper-Ef3.js', 'chunks/shared-Ab_1.js', 'variant-go-board.bundle.js']);
  });

  test("a variant chunk is one named after a variant module, not go's nor the registry's", () => {
    assert.deepEqual(variantChunks(root), ['loose-Cd-2.js', 'no-seki-Gh4.js', 'tile-family-Ij5.js']);
  });
});
