// Options of `cem analyze`. Everything lives here, so `npm run analyze` and
// scripts/check-manifest.mjs produce the same manifest.

/**
 * Keeps the manifest to the public API: drops private and protected members, and the events
 * the analyzer infers from `dispatchEvent(new VgbXEvent(...))` calls when the class JSDoc
 * already documents an event of that type (the inferred copies have no name or a wrong one).
 */
function publicApiOnly() {
  return {
    name: 'vgb-public-api-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement) continue;
          declaration.members = declaration.members?.filter(
            (member) => member.privacy !== 'private' && member.privacy !== 'protected',
          );
          const documented = new Set(
            (declaration.events ?? []).filter((event) => event.description).map((event) => event.type?.text),
          );
          declaration.events = declaration.events?.filter(
            (event) => event.description || !documented.has(event.type?.text),
          );
        }
      }
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  exclude: [
    // The engine and the SGF reader define no elements; the render layer only draws.
    'src/engine/**',
    'src/formats/**',
    'src/render/**',
    // The element's internal helpers; styles would put the whole stylesheet in the manifest.
    'src/element/*.styles.ts',
    'src/element/replay.ts',
    'src/element/scene-template.ts',
    'src/element/scene-css.ts',
    'src/element/board-record.ts',
    'src/element/tree-record.ts',
    'src/element/load-record.ts',
    'src/element/sources.ts',
    'src/element/puzzle.ts',
    'src/element/panels.ts',
    'src/element/controls.ts',
    'src/element/exports.ts',
    'src/element/record-markup.ts',
    'src/element/record-loader.ts',
    'src/element/board-options.ts',
    'src/element/reader-actions.ts',
    'src/element/puzzle-mode.ts',
    'src/element/autoplay.ts',
    'src/element/announcements.ts',
    'src/element/problem-reporter.ts',
    'src/element/keyboard.ts',
    'src/element/pointer.ts',
    'src/element/drawing.ts',
    'src/element/board-template.ts',
    'src/element/status.ts',
    // The events' shared base: each event's manifest entry keeps its own `detail` type only when
    // the analyzer does not see the base's generic one (it would write `Detail` over it).
    'src/element/events/vgb-event.ts',
  ],
  litelement: true,
  outdir: '.',
  // package.json already names custom-elements.json; letting the analyzer rewrite it would
  // reformat the file on every run.
  packagejson: false,
  plugins: [publicApiOnly()],
};
