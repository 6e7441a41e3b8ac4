#!/usr/bin/env node
// Builds the package: a single minified bundle for <script type="module">, per-module ES
// output for bundlers (lit stays external so pages share one copy), and type declarations.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildCli } from './build-cli.mjs';
import { checkBudgets, formatCheck, kB, staticallyLoaded } from './budgets.mjs';
import { writeFrameworkTypes } from './framework-types.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const entry = join(root, 'src/variant-go-board.ts');
/** The script-tag build's entry: the package entry without the companion classes, which load on first use. */
const bundleEntry = join(root, 'src/variant-go-board.bundle.ts');

rmSync(dist, { recursive: true, force: true });

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/**
 * The source modules of the ES modules package.json's `sideEffects` names (`./dist/esm/x.js` is
 * built from `src/x.ts`). The bundler reads `sideEffects` for our own sources too, so it would
 * drop an import such as a companion's `import './share-state.js'` that names no export.
 */
const sourcesWithSideEffects = new Set(
  pkg.sideEffects.filter((path) => path.startsWith('./dist/esm/')).map((path) => join(root, path.replace('./dist/esm/', 'src/').replace(/\.js$/, '.ts'))),
);
/** Marks those modules as having side effects: the bundler's plugin hooks win over package.json. */
const keepSideEffects = {
  name: 'vgb-keep-side-effects',
  transform: (_code, id) => (sourcesWithSideEffects.has(id) ? { moduleSideEffects: true } : null),
};

/** Settings both builds share: no config file, no public folder, quiet unless something is wrong. */
const base = { root, configFile: false, publicDir: false, logLevel: 'warn', plugins: [keepSideEffects] };

// (a) For a plain <script type="module">: the entry file with lit inside, and the parts loaded on
// first use (the SGF and diagram readers, the export writers) as chunks in dist/chunks/, which
// the entry imports relative to its own address. Vite's library mode leaves whitespace in `es`
// output even with build.minify, so rolldown's own output minifier is switched on too.
const [bundle] = await build({
  ...base,
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    lib: { entry: bundleEntry, formats: ['es'], fileName: () => 'variant-go-board.bundle.js' },
    // The entry may export more than its own names, so that the code chunks share with it stays in it.
    rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});

// (b) One output module per source module, lit and @lit/* left to the user's bundler.
await build({
  ...base,
  build: {
    outDir: join(dist, 'esm'),
    emptyOutDir: false,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: {
      entry: {
        'variant-go-board': entry,
        'element/index': join(root, 'src/element/index.ts'),
        // Only re-exports: as an entry it keeps its own file (which the manifest names) instead of being folded into its importers.
        'element/board-api': join(root, 'src/element/board-api.ts'),
        'engine/index': join(root, 'src/engine/index.ts'),
        'render/index': join(root, 'src/render/index.ts'),
        // The server door (variant-go-board/ssr), which no browser entry imports.
        'element/server/index': join(root, 'src/element/server/index.ts'),
        'publish/markdown-it': join(root, 'src/publish/markdown-it.ts'),
        'publish/rehype': join(root, 'src/publish/rehype.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: [/^lit(\/|$)/, /^@lit\//, /^@lit-labs\//],
      output: { preserveModules: true, preserveModulesRoot: join(root, 'src'), entryFileNames: '[name].js' },
    },
  },
});

// (c) Declarations from tsc, so they always match the sources.
execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});

// (d) The elements' types for React, Vue and Svelte, and VS Code's HTML data, from the manifest.
writeFrameworkTypes(root);

// (e) The command-line tool, one file for Node with everything bundled (package.json `bin`).
const cli = await buildCli();

// Every path package.json promises must exist.
const promised = new Set([pkg.main, pkg.module, pkg.types, pkg.unpkg, pkg.jsdelivr]);
const collect = (target) => {
  if (typeof target === 'string') promised.add(target);
  else if (target) Object.values(target).forEach(collect);
};
collect(pkg.exports);
collect(pkg.bin);
const missing = [...promised].filter((path) => path && !path.endsWith('package.json') && !existsSync(join(root, path)));
if (missing.length > 0) {
  console.error(`build: package.json points at files the build did not produce:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}

const report = (label, bytes, gzipped) => console.log(`${label.padEnd(56)} ${kB(bytes).padStart(9)}  gzip ${kB(gzipped).padStart(8)}`);
const size = (label, files) => {
  const code = Buffer.concat(files.map((file) => readFileSync(file)));
  report(label, code.length, gzipSync(code, { level: 9 }).length);
};
// Each file of the script-tag build travels gzipped on its own: the entry and the chunks it
// imports statically load at once; the others load on first use.
const chunks = new Map(bundle.output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
const gzipped = (chunk) => gzipSync(chunk.code, { level: 9 }).length;
const atOnce = await staticallyLoaded(dist);
const sum = (names, measure) => [...names].reduce((total, name) => total + measure(chunks.get(name)), 0);
for (const chunk of chunks.values()) report(`dist/${chunk.fileName}${atOnce.has(chunk.fileName) ? '' : ' (on first use)'}`, chunk.code.length, gzipped(chunk));
report('script-tag build, all files', sum(chunks.keys(), (chunk) => chunk.code.length), sum(chunks.keys(), gzipped));
const esmFiles = readdirSync(join(dist, 'esm'), { recursive: true })
  .filter((file) => file.endsWith('.js'))
  .map((file) => join(dist, 'esm', file));
size(`dist/esm, ${esmFiles.length} modules, unminified (lit external)`, esmFiles);
size('dist/cli/variant-go.js (Node, unminified)', [cli]);

console.log('\nbudgets (min+gzip -9, each file on its own; issue 14):');
for (const check of await checkBudgets(root)) console.log(`  ${formatCheck(check)}`);
