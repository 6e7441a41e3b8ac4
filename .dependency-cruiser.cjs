// Import directions of src: the engine stands alone; formats and render
// stand on the engine only; the editor model stands on those three, and only the element imports it;
// the pictures (publish/) stand on those three, and the CLI on them;
// the element and the CLI sit on top and never import each other.
// `npm run lint` checks them; tsPreCompilationDeps makes type-only imports count, cycles included.
// Rooms are matched by folder name, not under src/, so that test/scripts/lint.test.ts can show
// a wrong-way import refused in a fixture tree laid out the same way.

/** The package's entry files at the top of src, which sit above every room. */
const OUR_ENTRIES = '^src/[^/]+$';

/** The editor model's room; the element's own `element/editor/` (the edit mode's chunk) is the element's. */
const EDITOR = '(^|/)(?<!element/)editor/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles, type-only ones included: move the shared piece to the module that owns it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-stands-alone',
      severity: 'error',
      comment: 'The engine imports nothing of ours outside itself.',
      from: { path: '(^|/)engine/' },
      to: { path: [OUR_ENTRIES, '(^|/)(formats|render|element|cli)/'] },
    },
    {
      name: 'formats-on-engine-only',
      severity: 'error',
      comment: 'Formats import only the engine (and themselves).',
      from: { path: '(^|/)formats/' },
      to: { path: [OUR_ENTRIES, '(^|/)(render|element|cli)/'] },
    },
    {
      name: 'render-on-engine-only',
      severity: 'error',
      comment: 'Render draws a position and its markup: it imports only the engine (and itself).',
      from: { path: '(^|/)render/' },
      to: { path: [OUR_ENTRIES, '(^|/)(formats|element|cli)/'] },
    },
    {
      name: 'editor-on-engine-formats-render',
      severity: 'error',
      comment: 'The editor model (no DOM) imports the engine, formats and render (and itself), never the element or the CLI.',
      from: { path: EDITOR },
      to: { path: [OUR_ENTRIES, '(^|/)(element|cli)/'] },
    },
    {
      name: 'editor-for-element-only',
      severity: 'error',
      comment: "Only the element's editor chunk imports the editor model: nothing below it, and not the CLI.",
      from: { path: '(^|/)(engine|formats|render|cli)/' },
      to: { path: EDITOR },
    },
    {
      name: 'publish-on-engine-formats-render',
      severity: 'error',
      comment: 'The pictures (publish/) stand on the engine, formats and render (and themselves), never the element, the editor model or the CLI.',
      from: { path: '(^|/)publish/' },
      to: { path: [OUR_ENTRIES, '(^|/)(element|cli)/', EDITOR] },
    },
    {
      name: 'publish-not-below',
      severity: 'error',
      comment: 'Nothing the pictures stand on, and not the element, imports them.',
      from: { path: ['(^|/)(engine|formats|render|element)/', EDITOR] },
      to: { path: '(^|/)publish/' },
    },
    {
      name: 'element-not-cli',
      severity: 'error',
      comment: 'The element and the CLI sit side by side on top: neither imports the other.',
      from: { path: '(^|/)element/' },
      to: { path: '(^|/)cli/' },
    },
    {
      name: 'cli-not-element',
      severity: 'error',
      comment: 'The element and the CLI sit side by side on top: neither imports the other.',
      from: { path: '(^|/)cli/' },
      to: { path: '(^|/)element/' },
    },
    {
      name: 'variants-on-demand',
      severity: 'error',
      comment:
        "Every variant's rules at once (engine/index.ts, engine/variants/all.ts) are for the CLI and Node users; " +
        'the element, formats and render import engine/core.ts, and a variant loads when a board asks for it.',
      from: { path: '(^|/)(element|editor|formats|render)/' },
      to: { path: '(^|/)engine/(index|variants/all)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: 'node_modules' },
  },
};
