/**
 * What the script-tag entry holds: what a page needs to show a standard-Go board from `moves`
 * and step through it. Everything else is reached only through a dynamic `import()`, so it loads
 * when first used. Checked on the module graph esbuild builds from the sources (the budgets in
 * bytes are the bench's: `npm run bench -- --only bundle`).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { build, type Metafile } from 'esbuild';

const root = new URL('../../', import.meta.url).pathname;

/** The source modules the entry `entry` reaches through static imports only. */
async function staticGraph(entry: string): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = metafile.outputs;
  const reached = new Set<string>();
  const walk = (output: string): void => {
    if (reached.has(output)) return;
    reached.add(output);
    for (const imported of outputs[output]!.imports) if (imported.kind === 'import-statement') walk(imported.path);
  };
  walk(Object.keys(outputs).find((output) => outputs[output]!.entryPoint === entry)!);
  return new Set([...reached].flatMap((output) => Object.keys(outputs[output]!.inputs)));
}

describe('the script-tag entry’s static module graph', () => {
  it('holds the rules of standard Go and no other variant’s: each loads when a board asks for it', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const variants = [...graph].filter((module) => module.startsWith('src/engine/variants/')).sort();
    assert.deepEqual(variants, ['src/engine/variants/go.ts', 'src/engine/variants/index.ts']);
  });

  it('holds no reader, export writer or companion: they load on first use', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const optional = ['src/element/load-record.ts', 'src/formats/sgf.ts', 'src/formats/diagram-read.ts', 'src/element/exports.ts', 'src/formats/game-to-sgf.ts', 'src/element/companions/vgb-companions.ts'];
    assert.deepEqual(optional.filter((module) => graph.has(module)), []);
  });

  it('holds no drawing of variant pieces or markup: they load with a variant that has them and with the record reader', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const parts = ['src/render/scene-pieces.ts', 'src/element/scene-css-pieces.ts', 'src/render/scene-markup.ts', 'src/element/scene-css-markup.ts'];
    assert.deepEqual(parts.filter((module) => graph.has(module)), []);
  });

  it('holds no rules of the preview and the cursor: they load with the play input, which draws them', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    assert.equal(graph.has('src/element/scene-css-input.ts'), false);
    assert.equal((await staticGraph('src/element/play-input.ts')).has('src/element/scene-css-input.ts'), true);
  });

  it('defines no point\'s accessible name: only the play input\'s grid cells say it, and it loads with them', async () => {
    const graph = await staticGraph('src/variant-go-board.bundle.ts');
    const defining = [...graph].filter((module) => module.startsWith('src/') && readFileSync(root + module, 'utf8').includes('function pointName('));
    assert.deepEqual(defining, []);
    assert.equal((await staticGraph('src/element/play-input.ts')).has('src/element/point-name.ts'), true);
  });
});
