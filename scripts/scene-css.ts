/**
 * The element's board stylesheet, written from the palette ahead of time (and committed) so
 * that the element ships the CSS and not the tables it comes from: the private custom
 * properties (each reading its public `--vgb-*` property, with its default: a derived colour's
 * `color-mix()` of the design tokens, else its value, `light-dark()` of the two schemes' where
 * they differ) and one rule per shape class of `STYLE_RULES`,
 * scoped under `svg.scene`. The rules of the classes a part of the drawing paints
 * (`PART_CLASSES`) are written apart, to load with the part, and so are those of the classes
 * only a board taking input draws (`INPUT_CLASSES`), to load with the play input; each with the
 * custom properties only its rules read.
 *
 *   node --import tsx scripts/scene-css.ts    # rewrites src/element/scene-css*.ts
 *
 * test/render/scene-template.test.ts fails while a written file differs from the palette.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  DESIGN_TOKEN_NAMES,
  FORCED_RULES,
  INPUT_CLASSES,
  PART_CLASSES,
  STYLE_RULES,
  TOKENS,
  type Mix,
  type StyleRule,
  type StyleValue,
  type Token,
  type TokenName,
} from '../src/render/palette.js';

/** The classes whose rules load apart from the board's, by what they load with. */
export const APART: Record<Part, readonly string[]> = { ...PART_CLASSES, input: INPUT_CLASSES };

/** What loads rules apart from the board's: a part of the drawing, or the play input. */
type Part = keyof typeof PART_CLASSES | 'input';

/** The modules written: the board's own rules, and each part's. */
const MODULES = {
  board: { file: '../src/element/scene-css.ts', name: 'SCENE_CSS', about: 'The board drawing\'s stylesheet (see `sceneStyles` in scene-template.ts).', css: sceneCssText },
  pieces: { file: '../src/element/scene-css-pieces.ts', name: 'PIECES_CSS', about: 'The rules of the variant pieces (render/scene-pieces.ts), loaded with them.', css: () => partCssText('pieces') },
  markup: { file: '../src/element/scene-css-markup.ts', name: 'MARKUP_CSS', about: 'The rules of markup and variation marks (render/scene-markup.ts), loaded with them.', css: () => partCssText('markup') },
  overlay: { file: '../src/element/scene-css-overlay.ts', name: 'OVERLAY_CSS', about: 'The rules of the rules overlay (render/scene-overlay.ts), loaded with it.', css: () => partCssText('overlay') },
  input: { file: '../src/element/scene-css-input.ts', name: 'INPUT_CSS', about: 'The rules of the preview and the keyboard cursor, which only a board taking input draws, loaded with the play input.', css: () => partCssText('input') },
} as const;

/** Where the rule of a shape class is written: with what draws it when that loads apart, else in the board's stylesheet. */
export function sheetOf(className: string): Part | 'board' {
  return (Object.keys(APART) as Part[]).find((part) => APART[part].includes(className)) ?? 'board';
}

/**
 * Where a token's custom property is declared: with the rules that read it when they are all
 * one part's, else on the board; a design token always on the board, since every part's
 * derived colours are mixed from it.
 */
function sheetOfToken(name: TokenName): Part | 'board' {
  if ((DESIGN_TOKEN_NAMES as readonly string[]).includes(name)) return 'board';
  const readers = new Set(
    Object.entries(STYLE_RULES)
      .filter(([, rule]) => Object.values(rule).some((value) => typeof value === 'object' && value.token === name))
      .map(([className]) => sheetOf(className)),
  );
  const [only] = readers;
  return readers.size === 1 ? only! : 'board';
}

/** A rule value as CSS over the private custom properties. */
function cssValue(value: StyleValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const ref = `var(${TOKENS[value.token].private})`;
  return value.scale === undefined ? ref : `calc(${ref}*${value.scale})`;
}

/** The board's own stylesheet, compact: it ships in the element as written. */
export function sceneCssText(): string {
  return [
    tokenDeclarations('board'),
    'svg.scene{display:block;width:100%;height:auto}',
    'svg.scene text{user-select:none;-webkit-user-select:none}',
    ...Object.keys(STYLE_RULES).filter((className) => sheetOf(className) === 'board').map((className) => cssRule(className)),
    forcedColours('board'),
  ].join('');
}

/** The rules of the classes that load with `part`, with the custom properties only they read. */
export function partCssText(part: Part): string {
  return tokenDeclarations(part) + APART[part].map((className) => cssRule(className)).join('') + forcedColours(part);
}

/**
 * What `sheet` changes under `forced-colors: active`, after its rules so that it wins: the system
 * colour of each custom property it declares, whatever the page set, and its classes' `FORCED_RULES`.
 */
function forcedColours(sheet: Part | 'board'): string {
  const declarations = sheetTokens(sheet)
    .flatMap((name) => (TOKENS[name].forced === undefined ? [] : [`${TOKENS[name].private}:${TOKENS[name].forced}`]))
    .join(';');
  const rules = Object.keys(FORCED_RULES)
    .filter((className) => sheetOf(className) === sheet)
    .map((className) => cssRule(className, FORCED_RULES))
    .join('');
  const body = (declarations && `:host{${declarations}}`) + rules;
  return body && `@media (forced-colors:active){${body}}`;
}

/** The tokens whose custom properties `sheet` declares. */
function sheetTokens(sheet: Part | 'board'): TokenName[] {
  return (Object.keys(TOKENS) as TokenName[]).filter((name) => sheetOfToken(name) === sheet);
}

/** The private custom properties `sheet` declares, each reading its public `--vgb-*` property with its {@link tokenDefault}. */
function tokenDeclarations(sheet: Part | 'board'): string {
  const declarations = sheetTokens(sheet)
    .map((name) => `${TOKENS[name].private}:var(${TOKENS[name].property},${tokenDefault(name)})`)
    .join(';');
  return declarations && `:host{${declarations}}`;
}

/**
 * A token's default in CSS: a derived colour's mix of the design tokens' custom properties,
 * else its value, `light-dark()` of the two schemes' where they differ (the board's
 * `color-scheme`, which its `theme` sets, chooses).
 */
export function tokenDefault(name: TokenName): string {
  const { light, dark, mix } = TOKENS[name] as Token;
  if (mix) return cssMix(mix);
  return light === dark ? light : `light-dark(${light},${dark})`;
}

/** A derived colour as CSS over the design tokens' private custom properties. */
function cssMix(mix: Mix): string {
  const ref = (name: TokenName) => `var(${TOKENS[name].private})`;
  if (!('with' in mix)) return ref(mix.of);
  const other = mix.with.startsWith('#') ? mix.with : ref(mix.with as TokenName);
  return `color-mix(in srgb,${ref(mix.of)} ${mix.percent}%,${other})`;
}

/** The rule of a shape class in `rules` (the palette's by default), scoped under `svg.scene`. */
function cssRule(className: string, rules: Readonly<Record<string, StyleRule>> = STYLE_RULES): string {
  const body = Object.entries(rules[className]!)
    .map(([property, value]) => `${property}:${cssValue(value)}`)
    .join(';');
  return `svg.scene .${className.split(' ').join('.')}{${body}}`;
}

/** The text of the module `module`. */
export function cssModule(module: keyof typeof MODULES): string {
  const { name, about, css } = MODULES[module];
  return `// Written by scripts/scene-css.ts from src/render/palette.ts; do not edit.
/** ${about} */
export const ${name} =
  ${JSON.stringify(css())};
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const module of Object.keys(MODULES) as (keyof typeof MODULES)[]) writeFileSync(fileURLToPath(new URL(MODULES[module].file, import.meta.url)), cssModule(module));
}
