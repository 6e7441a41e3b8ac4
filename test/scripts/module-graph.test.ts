/**
 * What the script-tag entry holds: what a page needs to show a standard-Go board from `moves`
 * and step through it. Everything else is reached only through a dynamic `import()`, so it loads
 * when first used. Checked on the module graph esbuild builds from the sources (the budgets in
 * bytes are the bench's: `npm run bench -- --only bundle`).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { staticOutputs } from '../../scripts/budgets.mjs';

const root = new URL('../../', import.meta.url).pathname;

/** What the entry `entry` loads through static imports only: its source modules, and the code esbuild makes of them (not minified). */
async function staticLoad(entry: string): Promise<{ modules: Set<string>; code: string }> {
  const { files, modules } = await staticOutputs(root, entry);
  return { modules, code: files.map((file) => file.text).join('\n') };
}

/** The source modules the entry `entry` reaches through static imports only. */
async function staticGraph(entry: string): Promise<Set<string>> {
  return (await staticLoad(entry)).modules;
}

/** The code the entry `entry` and the chunks it imports statically hold, as the build writes it. */
async function staticCode(entry: string): Promise<string> {
  return (await staticLoad(entry)).code;
}

describe('the script-tag entry’s static module graph', () => {
  it('holds the rules and facts of standard Go and no other variant’s: each loads when a board asks for it', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const variants = [...graph].filter((module) => module.startsWith('src/engine/variants/')).sort();
    assert.deepEqual(variants, ['src/engine/variants/go-facts.ts', 'src/engine/variants/go.ts', 'src/engine/variants/ids.ts']);
  });

  it('holds no reader, export writer or companion: they load on first use', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const optional = ['src/element/load-record.ts', 'src/formats/sgf.ts', 'src/formats/diagram-read.ts', 'src/element/exports.ts', 'src/formats/game-to-sgf.ts', 'src/element/companions/vgb-companions.ts'];
    assert.deepEqual(optional.filter((module) => graph.has(module)), []);
  });

  it('holds no server code: the server door, its board, renderBoard and the shapes written as markup are the server’s alone', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    assert.deepEqual([...graph].filter((module) => module.startsWith('src/element/server/') || module.includes('@lit-labs/')), []);
    const code = await staticCode('src/variant-go-board.bundle.ts');
    assert.equal(code.includes('shadowrootslotassignment'), false);
  });

  it('holds no drawing of variant pieces or markup: they load with a variant that has them and with the record reader', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const parts = ['src/render/scene-pieces.ts', 'src/element/scene-css-pieces.ts', 'src/render/scene-markup.ts', 'src/element/scene-css-markup.ts'];
    assert.deepEqual(parts.filter((module) => graph.has(module)), []);
  });

  it('holds no drawing of the rules overlay, its rules or its legend’s words: they load when an overlay is first shown', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const overlay = ['src/render/scene-overlay.ts', 'src/render/overlay-words.ts', 'src/element/scene-css-overlay.ts'];
    assert.deepEqual(overlay.filter((module) => graph.has(module)), []);
    const code = await staticCode('src/variant-go-board.bundle.ts');
    assert.equal(code.includes('an empty point next to both colours'), false);
  });

  it('holds none of the words for problems, the rules overlay or refusals: they come with the problem reporter and the overlay', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const words = [...graph].filter((module) => /^src\/element\/(i18n\/(problems|overlay|refusals)\/|problem-sentence)/.test(module));
    assert.deepEqual(words, []);
  });

  it('holds no full screen but its button: the rest loads when the reader first asks for it', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    assert.equal(graph.has('src/element/full-screen.ts'), false);
    const code = await staticCode('src/variant-go-board.bundle.ts');
    assert.deepEqual(['requestFullscreen', 'fullscreenchange'].filter((text) => code.includes(text)), []);
  });

  it('holds none of the rules overlay (engine/overlay/): it loads when an overlay is first shown', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    assert.deepEqual([...graph].filter((module) => module.startsWith('src/engine/overlay/')), []);
  });

  it('holds no words only a record, a file or the reader’s moves need: they come with their chunks', async () => {
    const code = await staticCode('src/variant-go-board.bundle.ts');
    const words = [
      'characters long; a board reads at most', // a text too large (text-limits.ts)
      '(its Content-Length)', // a file too large (text-limits.ts)
      'cannot be read${', // a record's text that cannot be read, placed (load-record.ts)
      ': not allowed.', // a refused move (play-sentences.ts)
      'Return a prisoner', // a tried move in words (play-sentences.ts)
      'is not a board size from', // an attribute's problem, said by the problem reporter (i18n/problems/en.ts)
      'its legend of marked stones', // a part that could not be loaded, said by the problem reporter
    ];
    assert.deepEqual(words.filter((text) => code.includes(text)), []);
  });

  it('holds no record source but the attributes: the light DOM’s script and diagram, `src` and the slot load when a board holds anything or is given a src', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    assert.deepEqual(['src/element/sources.ts', 'src/element/fetch-record.ts'].filter((module) => graph.has(module)), []);
  });

  it('tells no reason a record was replaced: only a board the reader played on tells it, and the play input brings it', async () => {
    const code = await staticCode('src/variant-go-board.bundle.ts');
    assert.equal(code.includes('function replaceReason('), false);
    assert.equal((await staticGraph('src/element/play-input.ts')).has('src/element/replace-reason.ts'), true);
  });

  it('holds no loupe: it loads with the first tap that waits for confirmation, apart from the play input', async () => {
    assert.equal((await staticGraph('src/variant-go-board.bundle.ts')).has('src/element/loupe.ts'), false);
    assert.equal((await staticGraph('src/element/play-input.ts')).has('src/element/loupe.ts'), false);
    assert.equal((await staticGraph('src/element/loupe.ts')).has('src/element/loupe.styles.ts'), true);
  });

  it('holds no problem reporter, error part or error styles: they load with a board’s first problem or warning', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    assert.deepEqual(['src/element/problem-reporter.ts', 'src/element/problem-reporter.styles.ts'].filter((module) => graph.has(module)), []);
  });

  it('holds no rules of the preview and the cursor: they load with the play input, which draws them', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    assert.equal(graph.has('src/element/scene-css-input.ts'), false);
    assert.equal((await staticGraph('src/element/play-input.ts')).has('src/element/scene-css-input.ts'), true);
  });

  it('draws no preview, "not allowed" sign or cursor: their drawing loads with the play input, which alone shows them', async () => {
    const code = await staticCode('src/variant-go-board.bundle.ts');
    assert.equal(code.includes('function forbiddenPath('), false);
    assert.equal((await staticGraph('src/element/play-input.ts')).has('src/render/scene-input.ts'), true);
  });

  it('defines no point\'s accessible name: only the play input\'s grid cells say it, and it loads with them', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const defining = [...graph].filter((module) => module.startsWith('src/') && readFileSync(root + module, 'utf8').includes('function pointName('));
    assert.deepEqual(defining, []);
    assert.equal((await staticGraph('src/element/play-input.ts')).has('src/element/point-name.ts'), true);
  });

  it('reads no position row by row and names no point the Audouard way: the reading keys (R, S) load their chunk on the first press, the cells with the play input', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    assert.deepEqual(['src/element/position-reading.ts', 'src/render/audouard.ts'].filter((module) => graph.has(module)), []);
    const code = await staticCode('src/variant-go-board.bundle.ts');
    assert.equal(code.includes('function positionRows('), false);
  });

  it('holds the English words and no other language’s: each loads when a board speaking it first needs it', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const others = [...graph].filter((module) => module.startsWith('src/element/i18n/') && /\/(ja|zh-Hans|ko|fr|de)\.ts$/.test(module));
    assert.deepEqual(others, []);
    assert.equal(graph.has('src/element/i18n/reader/en.ts'), true);
  });

  it('holds none of the words of the parts that load on demand, English included: the puzzle’s, the record panels’, the legend’s and the companions’ come with their chunks', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const sections = ['puzzle', 'panels', 'legend', 'companions'];
    assert.deepEqual([...graph].filter((module) => sections.some((section) => module.startsWith(`src/element/i18n/${section}/`))), []);
  });
});

describe('the script-tag entry and the editor (mode="edit")', () => {
  it('holds no editor, editor model, tools, fields, form value writer or outputs: they load when a board is first in edit mode', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    assert.deepEqual([...graph].filter((module) => module.startsWith('src/editor/') || module.startsWith('src/element/editor/') || module === 'src/element/events/vgb-change.ts'), []);
    const code = await staticCode('src/variant-go-board.bundle.ts');
    assert.deepEqual(['setFormValue', 'attachInternals', 'Tool: '].filter((text) => code.includes(text)), []);
  });

  it('holds no orientation, crop window or collection navigator: the reader’s and the puzzle’s chunks bring them, only the attributes’ names are in the entry', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const optional = ['src/formats/orient.ts', 'src/formats/problem-window.ts', 'src/element/crop-window.ts', 'src/element/puzzle-collection.ts', 'src/element/events/vgb-collection-change.ts'];
    assert.deepEqual(optional.filter((module) => graph.has(module)), []);
    const reader = await staticGraph('src/element/load-record.ts');
    assert.deepEqual(['src/formats/orient.ts', 'src/element/crop-window.ts'].filter((module) => !reader.has(module)), []);
  });

  it('holds none of autoplay’s start and pause words: they load when the reader first starts or pauses autoplay', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    assert.equal(graph.has('src/element/speech.ts'), false);
    const code = await staticCode('src/variant-go-board.bundle.ts');
    assert.equal(code.includes('moves are not read out'), false);
  });

  it('the editor’s chunk holds the editor model and the change event', async () => {
    const graph = await staticGraph('src/element/editor/edit-mode.ts');
    assert.deepEqual(['src/editor/index.ts', 'src/element/events/vgb-change.ts'].filter((module) => !graph.has(module)), []);
  });
});

describe('the standard-Go engine’s static load (src/engine/core.ts)', () => {
  it('holds no function only other variants call: a module is loaded whole, so their code sits in modules only the variants import', async () => {
    const { code } = await staticLoad('src/engine/core.ts');
    const variantOnly = [
      'partitionAround', 'setsFailing', 'pointsNear', 'setTouches', 'unsettledNear', // Loose, No Seki Go, Paper and Pencil Go
      'isCapture', 'isOpenLine', 'domainAt', 'estateAt', // the Stoical family
      'markedRegions', 'regionOwner', // Paper and Pencil Go (the rules' hook of that name is a method)
      'emptyAreaBorders', 'hasLegalPlacement', // Tile and Cushion Go
      'boardFromView', // Tile Go's incursions and the rules overlay ask it of a view
    ];
    assert.deepEqual(variantOnly.filter((name) => new RegExp(`function ${name}\\b|\\b${name}\\(pos`).test(code)), []);
  });

  it("holds the facts of standard Go alone, and no reading of a setup's ghosts, marks or tiles: they come with the other variants' facts", async () => {
    const { code } = await staticLoad('src/engine/core.ts');
    const words = [
      'Stoical Go, 2-2-2 rule', // another variant's name (variants/other-facts.ts)
      'holds no stone in', // a ghost or mark on no stone (setup-states.ts)
      'a whole number of tiles', // a stack of tiles too high (setup-states.ts)
    ];
    assert.deepEqual(words.filter((text) => code.includes(text)), []);
  });
});
