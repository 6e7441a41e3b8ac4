/**
 * The rule pages' examples written as `$$` diagrams (demo/*.html): each `<variant-go-board>`
 * of a rule page holds a diagram as its text, next to the attributes that built it before.
 * Both must give the same game: the same start position, the same moves, the same end.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { createGame, type Game } from '../../src/engine/index.js';
import type { GameOptions, VariantId } from '../../src/engine/types.js';
import { parseDiagram } from '../../src/formats/diagram.js';
import { readRecord } from '../../src/formats/read-record.js';

const RULE_PAGES = ['go', 'loose', 'stoical', 'stoical-ko', 'stoical-disturbing', 'tile', 'no-seki', 'paper-pencil'];

interface Example {
  page: string;
  /** 1-based line of the element's opening tag in the page. */
  line: number;
  /** The id that names the element's section (`aria-labelledby`): `overlay` for the page's rules overlay section. */
  section: string;
  attrs: Record<string, string>;
  /** The element's own text: the diagram. */
  text: string;
}

function examples(page: string): Example[] {
  const html = readFileSync(new URL(`../../demo/${page}.html`, import.meta.url), 'utf8');
  const found: Example[] = [];
  for (const match of html.matchAll(/<variant-go-board\b([^>]*)>([\s\S]*?)<\/variant-go-board>/g)) {
    const attrs: Record<string, string> = {};
    for (const a of match[1]!.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)) attrs[a[1]!] = a[2] ?? '';
    // The element reads its own text nodes, not the text inside child elements.
    const text = match[2]!.replace(/<([a-z-]+)[^>]*>[\s\S]*?<\/\1>/g, '');
    const before = html.slice(0, match.index);
    const section = [...before.matchAll(/<section aria-labelledby="([^"]*)"/g)].at(-1)?.[1] ?? '';
    found.push({ page, line: before.split('\n').length, section, attrs, text });
  }
  return found;
}

function ruleOptions(attrs: Record<string, string>): Partial<GameOptions> {
  const options: Partial<GameOptions> = {};
  if (attrs.komi !== undefined) options.komi = Number(attrs.komi);
  if (attrs.ko !== undefined) options.ko = attrs.ko as GameOptions['ko'];
  if (attrs['max-tiles'] !== undefined) options.maxTiles = attrs['max-tiles'] === 'unlimited' ? 'unlimited' : Number(attrs['max-tiles']);
  if (attrs.scoring !== undefined) options.scoring = attrs.scoring as GameOptions['scoring'];
  return options;
}

/** The game the attributes describe, as the element built it before diagrams. */
function fromAttributes(attrs: Record<string, string>): Game {
  const list = (name: string) => (attrs[name] ?? '').split(/[\s,]+/).filter(Boolean);
  const game = createGame({
    variant: attrs.variant as VariantId,
    size: Number(attrs.size),
    ...ruleOptions(attrs),
    setup: { black: list('black'), white: list('white'), toPlay: attrs['to-play'] === 'white' ? 'white' : 'black' },
  });
  for (const move of list('moves')) {
    const played = game.play(move);
    assert.ok(played.ok, `${move}: ${played.ok ? '' : played.message}`);
  }
  return game;
}

function fromDiagram(example: Example): { start: Game; end: Game } {
  const read = parseDiagram(example.text);
  assert.ok(read.ok, read.ok ? '' : `${read.error.code} at ${read.error.line}:${read.error.column}: ${read.error.message}`);
  assert.deepEqual(read.warnings, []);
  assert.equal(read.coordinates, 'coordinates' in example.attrs);
  const record = readRecord(read.tree, { variant: example.attrs.variant as VariantId, ...ruleOptions(example.attrs) });
  assert.ok(record.ok, record.ok ? '' : record.error.message);
  const start = record.record.gameAt([]);
  const end = record.record.gameAt(record.record.mainLine());
  assert.equal(end.error, null, end.error?.message);
  return { start: start.game, end: end.game };
}

describe('the rule pages\' examples as $$ diagrams', () => {
  test('every example board of every rule page holds a diagram', () => {
    let count = 0;
    for (const page of RULE_PAGES) {
      for (const example of examples(page)) {
        assert.match(example.text, /^\s*\$\$/, `${page}.html line ${example.line} has no diagram`);
        count++;
      }
    }
    assert.equal(count, 45, "37 examples and each page's rules overlay example");
  });

  // Paper and Pencil Go's overlay facts are its regions, which its boards draw and name in their key anyway, so its examples go without it.
  for (const page of RULE_PAGES.filter((page) => page !== 'paper-pencil')) {
    test(`${page}.html: a rule page example shows the rules overlay, besides the overlay section's board`, () => {
      const shown = examples(page).filter((example) => example.section !== 'overlay' && example.attrs.overlay === 'rules');
      assert.ok(shown.length > 0, `${page}.html has no example with overlay="rules" outside its rules overlay section`);
    });
  }

  for (const page of RULE_PAGES) {
    describe(`${page}.html`, () => {
      for (const example of examples(page)) {
        const { variant, moves } = example.attrs;
        test(`line ${example.line}: ${variant}${moves ? `, moves ${moves}` : ''}: the diagram gives the same game as the attributes`, () => {
          const expected = fromAttributes(example.attrs);
          const { start, end } = fromDiagram(example);
          assert.equal(end.variant, expected.variant);
          assert.equal(end.komi, expected.komi);
          assert.deepEqual(end.history, expected.history);
          assert.deepEqual(end.view(), expected.view());
          expected.goTo(0);
          assert.deepEqual(start.view(), expected.view());
        });
      }
    });
  }
});
