/**
 * The element's board stylesheet, written from the palette ahead of time (and committed) so
 * that the element ships the CSS and not the tables it comes from: the private custom
 * properties (each reading its public `--vgb-*` property, with its light default and, under
 * `prefers-color-scheme: dark`, its dark one) and one rule per shape class of `STYLE_RULES`,
 * scoped under `svg.scene`.
 *
 *   node --import tsx scripts/scene-css.ts    # rewrites src/element/scene-css.ts
 *
 * test/render/scene-template.test.ts fails while the written file differs from the palette.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { STYLE_RULES, TOKENS, type StyleValue, type TokenName } from '../src/render/palette.js';

/** The module the element imports. */
const SCENE_CSS_MODULE = fileURLToPath(new URL('../src/element/scene-css.ts', import.meta.url));

/** A rule value as CSS over the private custom properties. */
function cssValue(value: StyleValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const ref = `var(${TOKENS[value.token].private})`;
  return value.scale === undefined ? ref : `calc(${ref}*${value.scale})`;
}

/** The board's stylesheet, compact: it ships in the element as written. */
export function sceneCssText(): string {
  const names = Object.keys(TOKENS) as TokenName[];
  const declare = (scheme: 'light' | 'dark', only: (name: TokenName) => boolean) =>
    names
      .filter(only)
      .map((name) => `${TOKENS[name].private}:var(${TOKENS[name].property},${TOKENS[name][scheme]})`)
      .join(';');
  const rules = Object.entries(STYLE_RULES).map(([className, rule]) => {
    const body = Object.entries(rule)
      .map(([property, value]) => `${property}:${cssValue(value)}`)
      .join(';');
    return `svg.scene .${className.split(' ').join('.')}{${body}}`;
  });
  return [
    `:host{${declare('light', () => true)}}`,
    `@media (prefers-color-scheme:dark){:host{${declare('dark', (name) => TOKENS[name].dark !== TOKENS[name].light)}}}`,
    'svg.scene{display:block;width:100%;height:auto}',
    'svg.scene text{user-select:none;-webkit-user-select:none}',
    ...rules,
  ].join('');
}

/** The text of src/element/scene-css.ts. */
function sceneCssModule(): string {
  return `// Written by scripts/scene-css.ts from src/render/palette.ts; do not edit.
/** The board drawing's stylesheet (see \`sceneStyles\` in scene-template.ts). */
export const SCENE_CSS =
  ${JSON.stringify(sceneCssText())};
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) writeFileSync(SCENE_CSS_MODULE, sceneCssModule());
