import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { VARIANT_IDS } from '../../src/engine/variants/ids.js';

interface Declaration {
  name: string;
  kind: string;
  tagName?: string;
  events?: { name: string; type?: { text: string } }[];
  members?: { name: string; kind: string; type?: { text: string }; default?: string }[];
  attributes?: { name: string; type?: { text: string }; default?: string }[];
}

interface Export {
  kind: string;
  name: string;
  declaration: { name: string; module?: string };
}

const manifest: { modules: { path: string; declarations?: Declaration[]; exports?: Export[] }[] } = JSON.parse(
  readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'),
);
const declarations = manifest.modules.flatMap((module) => module.declarations ?? []);

test('the manifest gives every event the board fires its class and that class its own detail type', () => {
  const board = declarations.find((declaration) => declaration.tagName === 'variant-go-board')!;
  const fired = (board.events ?? []).map((event) => event.type!.text);
  assert.ok(fired.length > 0);
  for (const className of fired) {
    const declaration = declarations.find((candidate) => candidate.kind === 'class' && candidate.name === className);
    assert.ok(declaration, `${className} is in the manifest`);
    const detail = declaration.members?.find((member) => member.name === 'detail');
    // VgbPuzzleSolvedEvent's detail is the puzzle detail both puzzle events share.
    const expected = className === 'VgbPuzzleSolvedEvent' ? 'VgbPuzzleDetail' : className.replace(/Event$/, 'Detail');
    assert.equal(detail?.type?.text, expected, className);
  }
});

test('the manifest holds the public API only: every declaration in it is exported by the package entry', () => {
  const exported = new Set<string>();
  const visit = (path: string) => {
    for (const entry of manifest.modules.find((module) => module.path === path)?.exports ?? []) {
      if (entry.kind !== 'js') continue;
      if (entry.name === '*') visit(entry.declaration.module!);
      else exported.add(entry.name);
    }
  };
  visit('dist/esm/variant-go-board.js');
  assert.deepEqual(declarations.map((declaration) => declaration.name).filter((name) => !exported.has(name)), []);
  assert.ok(!manifest.modules.some((module) => module.path.includes('/i18n/')));
});

test("the board's enumerated attributes are literal unions: variant is every variant id", () => {
  const board = declarations.find((declaration) => declaration.tagName === 'variant-go-board')!;
  const type = (name: string) => board.attributes?.find((attribute) => attribute.name === name)?.type?.text;
  assert.equal(type('variant'), VARIANT_IDS.map((id) => `'${id}'`).join(' | '));
  assert.equal(type('mode'), "'view' | 'replay' | 'play' | 'puzzle' | 'edit'");
  for (const name of ['confirm', 'overlay', 'verbosity', 'point-names', 'to-play', 'ko', 'scoring', 'puzzle-side']) {
    assert.match(type(name) ?? '', /^'[a-z-]+'( \| '[a-z-]+')+( \| undefined)?$/, name);
  }
});

test("defaults are values: no attribute or property default is a constant's name", () => {
  const board = declarations.find((declaration) => declaration.tagName === 'variant-go-board')!;
  assert.equal(board.attributes?.find((attribute) => attribute.name === 'speed')?.default, '1000');
  const named = [...(board.attributes ?? []), ...(board.members ?? [])].filter((item) => /^[A-Z_][A-Z0-9_]+$/.test(item.default ?? ''));
  assert.deepEqual(named.map((item) => item.name), []);
});
