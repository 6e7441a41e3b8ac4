import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

interface Declaration {
  name: string;
  kind: string;
  tagName?: string;
  events?: { name: string; type?: { text: string } }[];
  members?: { name: string; type?: { text: string } }[];
}

const manifest: { modules: { path: string; declarations?: Declaration[] }[] } = JSON.parse(
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
