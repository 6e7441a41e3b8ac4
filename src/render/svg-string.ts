/**
 * Writes a {@link Scene} as a self-contained SVG document string, for pages that cannot run
 * scripts (wikis, feeds, server-rendered HTML). It writes the elements of {@link paintScene},
 * the same the custom element draws, with each class's colours and widths from
 * {@link STYLE_RULES} as presentation attributes, so the drawing needs no stylesheet. The
 * class attributes stay, so a page may still restyle it with CSS. A scene with a rules overlay
 * gets its legend under the board (the viewBox grows to hold it).
 */
import { ALL_PARTS } from './all-parts.js';
import { paintGeometry, paintScene, xmlText, type Paint } from './paint.js';
import { round } from './layout.js';
import { overlayLegend } from './scene-overlay.js';
import { FORCED_RULES, STYLE_RULES, TOKENS, resolveValue, tokenValues, type Scheme, type StyleValue, type TokenName, type TokenValues } from './palette.js';
import type { Scene } from './scene.js';
import { SHADE_IDS, STONE_SHADES, type StoneShade } from './stone-shades.js';

/** Options of {@link sceneToSvgString}. */
export interface SvgStringOptions {
  /**
   * Accessible name, written as `<title>` and `aria-label`, making the SVG an image (`role="img"`);
   * without it the SVG is decoration (`aria-hidden`), for a page that names the board itself.
   */
  title?: string;
  /** Accessible description, written as `<desc>` (with a title only). */
  description?: string;
  /**
   * The width to show the drawing at, in CSS pixels, written with the height it gives as `width`
   * and `height`, so that an `<img>` or an inline SVG has a size of its own; with a style that
   * lets it shrink to a narrower column. Omitted: only the `viewBox`, and the page sizes it.
   */
  width?: number;
  /**
   * With `width`: write the widths the board keeps in CSS pixels at any size (the grid's lines,
   * the stones' edges) in the drawing's own units, as wide as they are at `width`, without
   * `vector-effect`, which rasterisers such as resvg do not know (they would draw a line one
   * point wide). For a picture drawn at one size, a PNG.
   */
  fixedStrokes?: boolean;
  /**
   * Default colours: the light scheme (default), the dark one, or `'auto'`: light colours
   * plus an embedded style that switches to the dark ones under `prefers-color-scheme: dark`,
   * as the element does.
   */
  scheme?: Scheme | 'auto';
  /** Colours and widths to use instead of the scheme's, by token name (`blackStone: '#123'`). */
  palette?: Partial<Record<TokenName, string>>;
  /**
   * Rule notes for the whole turn, written in the rules overlay's legend after its kinds
   * ({@link renderSvg} passes the position's when it draws an overlay).
   */
  notes?: readonly string[];
}

/** Serialises a scene to an SVG string that renders like the custom element's board. */
export function sceneToSvgString(scene: Scene, options: SvgStringOptions = {}): string {
  const scheme = options.scheme ?? 'light';
  const tokens = tokenValues(scheme === 'auto' ? 'light' : scheme, options.palette);
  const { x, y, width, height: boardHeight } = scene.viewBox;
  const legend = overlayLegend(scene, options.notes);
  const height = round(boardHeight + (legend?.height ?? 0));
  const { title, description } = options;
  const paints = [...paintScene(scene, ALL_PARTS), ...(legend?.paints ?? [])];
  const unitsPerPx = options.fixedStrokes && options.width ? width / options.width : null;
  const cache = new Map<string, string>();
  const shapes = paints.map((paint) => {
    let style = cache.get(paint.class);
    if (style === undefined) {
      style = presentation(paint.class, tokens, unitsPerPx);
      cache.set(paint.class, style);
    }
    return paintMarkup(paint, style);
  });
  const dark = scheme === 'auto' ? darkRules(options.palette ?? {}) : '';
  const rules = dark + forcedRules(new Set(paints.map((paint) => paint.class)));
  // A page holds many pictures, and an inline SVG's ids and <style> are the whole page's: each
  // picture's gradients and rules carry a key of its own, so that one picture's style never
  // restyles another and a hidden picture (a board's static child once the board is drawn) never
  // takes the shading from those that follow. The key is the drawing's hash, so a build writes
  // the same picture twice alike.
  const id = hash(shapes.join('') + rules);
  const key = `vgb-${id}`;
  const keyed = (text: string): string => text.replaceAll('.vgb-board ', `.${key} `).replace(SHADE_REFERENCE, `$1-${id}`);
  const desc = description === undefined ? '' : `<desc>${escapeMarkup(description)}</desc>`;
  const size = options.width === undefined ? '' : ` width="${Math.round(options.width)}" height="${Math.round((options.width * height) / width)}" style="max-width:100%;height:auto"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="vgb-board ${key}" viewBox="${x} ${y} ${width} ${height}"${size}` +
      (title === undefined ? ' aria-hidden="true">' : ` role="img" aria-label="${escapeMarkup(title)}"><title>${escapeMarkup(title)}</title>${desc}`),
    `<defs>${gradient(STONE_SHADES.black, id)}${gradient(STONE_SHADES.white, id)}</defs>`,
    `<style>${escapeMarkup(keyed(rules))}</style>`,
    ...shapes.map((shape) => shape.replace(SHADE_REFERENCE, `$1-${id}`)),
    '</svg>',
  ].join('');
}

/** A reference to a stone shade's gradient, `url(#vgb-shade-black)`, whose id the picture's key ends. */
const SHADE_REFERENCE = new RegExp(`(url\\(#(?:${Object.values(SHADE_IDS).join('|')}))(?=\\))`, 'g');

/** FNV-1a of `text`, in base 36: a short key, the same for the same text. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * The presentation attributes of a class, resolved against the token values; with `unitsPerPx`,
 * widths in CSS pixels become the drawing's units and `vector-effect` goes ({@link SvgStringOptions.fixedStrokes}).
 */
function presentation(className: string, tokens: TokenValues, unitsPerPx: number | null): string {
  const rule = STYLE_RULES[className];
  if (!rule) return '';
  return Object.entries(rule)
    .filter(([name]) => unitsPerPx === null || name !== 'vector-effect')
    .map(([name, value]) => {
      const resolved = resolveValue(value, tokens);
      const px = unitsPerPx === null ? null : /^([\d.]+)px$/.exec(resolved);
      return ` ${name}="${escapeMarkup(px ? String(round(Number(px[1]) * unitsPerPx!)) : resolved)}"`;
    })
    .join('');
}

/**
 * The dark scheme's values under `prefers-color-scheme: dark`, for the rules whose tokens
 * differ between the schemes (tokens the caller set stay as set, and so do the colours derived
 * only from them). CSS beats presentation attributes, so the light attributes still apply
 * everywhere else.
 */
function darkRules(palette: Partial<Record<TokenName, string>>): string {
  const [light, dark] = [tokenValues('light', palette), tokenValues('dark', palette)];
  const differs = (value: StyleValue) => typeof value === 'object' && light[value.token] !== dark[value.token];
  const rules: string[] = [];
  for (const [className, rule] of Object.entries(STYLE_RULES)) {
    const changed = Object.entries(rule).filter(([, value]) => differs(value));
    if (changed.length === 0) continue;
    const body = changed.map(([name, value]) => `${name}:${resolveValue(value, dark)}`).join(';');
    rules.push(`.vgb-board .${className.split(' ').join('.')}{${body}}`);
  }
  return `@media (prefers-color-scheme: dark){${rules.join('')}}`;
}

/**
 * The system colours under `forced-colors: active` (Windows high contrast), for the classes
 * drawn: the user's colours win over the scheme's and the caller's, as on the element, since
 * the browser leaves SVG fills and strokes as authored.
 */
function forcedRules(classNames: ReadonlySet<string>): string {
  const rules: string[] = [];
  for (const className of classNames) {
    const declarations = Object.entries(STYLE_RULES[className] ?? {}).flatMap(([name, value]) => {
      const forced = typeof value === 'object' ? TOKENS[value.token].forced : undefined;
      return forced === undefined ? [] : [`${name}:${forced}`];
    });
    for (const [name, value] of Object.entries(FORCED_RULES[className] ?? {})) declarations.push(`${name}:${value}`);
    if (declarations.length > 0) rules.push(`.vgb-board .${className.split(' ').join('.')}{${declarations.join(';')}}`);
  }
  return `@media (forced-colors: active){${rules.join('')}}`;
}

/** A stone shade's gradient, its id ended by the picture's `id`. */
function gradient(shade: StoneShade, id: string): string {
  const stops = shade.stops.map(
    ([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
  );
  return `<radialGradient id="${shade.id}-${id}" cx="${shade.cx}" cy="${shade.cy}" r="${shade.r}">${stops.join('')}</radialGradient>`;
}

/**
 * One painted element as SVG markup, `attributes` (already escaped, each with a leading space)
 * added after its geometry. The static SVG writer joins these into a document.
 */
function paintMarkup(paint: Paint, attributes = ''): string {
  let markup = `<${paint.tag} class="${escapeMarkup(paint.class)}"`;
  const geometry = paintGeometry(paint);
  for (const name in geometry) markup += ` ${name}="${escapeMarkup(String(geometry[name]))}"`;
  for (const name in paint.data) markup += ` data-${name}="${escapeMarkup(paint.data[name]!)}"`;
  markup += attributes;
  return paint.tag === 'text' ? `${markup}>${escapeMarkup(paint.text)}</text>` : `${markup}/>`;
}

/**
 * Escapes text for element content and double-quoted attribute values alike (labels come from
 * records, palette values from callers). Characters XML cannot hold at all (control characters
 * other than tab and line breaks, U+FFFE, U+FFFF, unpaired surrogates) become U+FFFD: one of
 * them in a label would make the whole document unreadable, and the PNG export with it.
 */
function escapeMarkup(value: string): string {
  return xmlText(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
