/**
 * How the board looks: every colour and line weight as a named token, and every shape class's
 * presentation as a rule over those tokens. Both renderers read this one table: the static SVG
 * writer resolves the tokens to values and writes them as attributes; the custom element draws
 * with the same rules as CSS over custom properties, written ahead of time (scripts/scene-css.ts
 * writes src/element/scene-css.ts), so pages can restyle the board and both draw alike.
 */
import { SHADE_IDS } from './stone-shades.js';

/** One themable value: its public CSS custom property and its defaults in each colour scheme. */
export interface Token {
  /** Public custom property a page sets, e.g. `--vgb-board-color`. */
  property: string;
  /** Private custom property the element's rules read (public value or the scheme's default). */
  private: string;
  /** Its default in each scheme; for a derived token, its mix of the design tokens' defaults. */
  light: string;
  dark: string;
  /**
   * A derived colour: how its default is made from the design tokens, so that a page that sets
   * those restyles it too (its own property still wins). The element's CSS mixes it with
   * `color-mix(in srgb, …)`, {@link tokenValues} in the same way.
   */
  mix?: Mix;
  /**
   * The system colour it takes in forced colours (`forced-colors: active`, e.g. Windows high
   * contrast), where the user's colours replace the page's: Chromium leaves SVG fills and
   * strokes as authored, so the board maps them itself. Absent for widths and weights.
   */
  forced?: SystemColor;
}

/** The CSS system colours the board uses in forced colours. */
export type SystemColor = 'Canvas' | 'CanvasText' | 'Highlight';

/** A colour written as `#rrggbb`. */
export type HexColour = `#${string}`;

/** A derived colour: design token `of` itself, or `percent` of it mixed in sRGB with `with` (another design token, or a colour). */
export type Mix = { of: DesignTokenName } | { of: DesignTokenName; percent: number; with: DesignTokenName | HexColour };

function token(property: string, privateName: string, light: string, dark: string, forced?: SystemColor): Token {
  return forced === undefined ? { property, private: privateName, light, dark } : { property, private: privateName, light, dark, forced };
}

/**
 * The design tokens: the wood, the lines, the two stones and the accent, from which the other
 * colours derive (see {@link TOKENS}), so that a page restyles the board with four or five
 * properties.
 */
const DESIGN_TOKENS = {
  board: token('--vgb-board-color', '--_board', '#dcb35c', '#b8914b', 'Canvas'),
  line: token('--vgb-line-color', '--_line', '#3d2b12', '#2b1d0b', 'CanvasText'),
  blackStone: token('--vgb-black-stone', '--_black', '#1b1b1b', '#1b1b1b', 'CanvasText'),
  whiteStone: token('--vgb-white-stone', '--_white', '#f6f4ee', '#e4e1d8', 'Canvas'),
  accent: token('--vgb-accent-color', '--_accent', '#0969da', '#4493f8', 'Highlight'),
} as const satisfies Record<string, Token>;

/** A design token's name. */
export type DesignTokenName = keyof typeof DESIGN_TOKENS;

/** The names of the design tokens, in the order the documentation gives them. */
export const DESIGN_TOKEN_NAMES = Object.keys(DESIGN_TOKENS) as DesignTokenName[];

/** A colour derived from the design tokens by `mix`, with its defaults mixed from theirs. */
function derived(property: string, privateName: string, mix: Mix, forced: SystemColor): Token {
  const defaults = (scheme: Scheme) => mixed(mix, (name) => DESIGN_TOKENS[name][scheme]);
  return { property, private: privateName, light: defaults('light'), dark: defaults('dark'), mix, forced };
}

/**
 * Every themable value of the drawing: the design tokens, the colours derived from them, and
 * the few that stay fixed (the halo, the "not allowed" sign, a stack height's digits) or are
 * widths. What each one colours or measures is written once, as the element's `@cssprop`
 * (test/render/palette.test.ts checks that every token has one). Colour pairs that must stay
 * legible were checked for WCAG 2.2 AA contrast in both schemes (same test): marks against the
 * stone or wood under them at least 3:1, text at least 4.5:1.
 * In forced colours the wood is Canvas and what is drawn on it CanvasText (black stones filled,
 * white ones Canvas with a CanvasText edge, marks on them in the other colour), and what
 * points at a place (cursor, refused points, the overlay's estate outlines) is Highlight.
 */
export const TOKENS = {
  board: DESIGN_TOKENS.board,
  line: DESIGN_TOKENS.line,
  lineWidth: token('--vgb-line-width', '--_line-width', '1px', '1px'),
  label: derived('--vgb-label-color', '--_label', { of: 'line', percent: 90, with: 'board' }, 'CanvasText'),
  blackStone: DESIGN_TOKENS.blackStone,
  blackStoneEdge: derived('--vgb-black-stone-edge', '--_black-edge', { of: 'blackStone', percent: 45, with: '#000000' }, 'CanvasText'),
  whiteStone: DESIGN_TOKENS.whiteStone,
  whiteStoneEdge: derived('--vgb-white-stone-edge', '--_white-edge', { of: 'whiteStone', percent: 31, with: '#000000' }, 'CanvasText'),
  stoneEdgeWidth: token('--vgb-stone-edge-width', '--_stone-edge-width', '1px', '1px'),
  tile: derived('--vgb-tile-color', '--_tile', { of: 'line', percent: 40, with: 'board' }, 'Canvas'),
  tileEdge: derived('--vgb-tile-edge-color', '--_tile-edge', { of: 'line', percent: 70, with: '#000000' }, 'CanvasText'),
  tileBadge: derived('--vgb-tile-badge-color', '--_tile-badge', { of: 'line', percent: 70, with: '#000000' }, 'CanvasText'),
  tileCount: token('--vgb-tile-count-color', '--_tile-count', '#ffffff', '#ffffff', 'Canvas'),
  markOnLight: derived('--vgb-mark-on-light', '--_mark-on-light', { of: 'blackStone' }, 'CanvasText'),
  markOnDark: derived('--vgb-mark-on-dark', '--_mark-on-dark', { of: 'whiteStone' }, 'Canvas'),
  markWeight: token('--vgb-mark-weight', '--_mark-weight', '1', '1'),
  accent: DESIGN_TOKENS.accent,
  cursor: derived('--vgb-cursor-color', '--_cursor', { of: 'accent', percent: 45, with: '#000000' }, 'Highlight'),
  forbidden: token('--vgb-forbidden-color', '--_forbidden', '#8f1a10', '#8f1a10', 'Highlight'),
  halo: token('--vgb-halo-color', '--_halo', '#ffffff', '#ffffff', 'Canvas'),
} as const satisfies Record<string, Token>;

/** A token name. */
export type TokenName = keyof typeof TOKENS;

/** A colour scheme. */
export type Scheme = 'light' | 'dark';

/** A value in a rule: a literal, or a token resolved per scheme (and optionally scaled). */
export type StyleValue = string | number | { token: TokenName; scale?: number };

/**
 * Presentation of one shape class: SVG presentation attributes (which are also CSS properties
 * of the same name), e.g. `fill`, `stroke`, `stroke-width`.
 */
export type StyleRule = Readonly<Record<string, StyleValue>>;

const t = (name: TokenName, scale?: number): StyleValue => (scale === undefined ? { token: name } : { token: name, scale });

/** Stroke widths of marks in user units (a cell is 1), scaled by `--vgb-mark-weight`. */
export const MARK_STROKES = {
  lastMove: 0.13,
  marked: 0.13,
  markedCorner: 0.07,
  flipped: 0.09,
  captured: 0.07,
  regionEdge: 0.08,
  regionCasing: 0.16,
  ghostEdge: 0.08,
  cursor: 0.1,
  halo: 0.22,
  forbidden: 0.1,
  markup: 0.08,
  markupLink: 0.07,
  markupHalo: 0.17,
  variationEdge: 0.07,
  overlay: 0.07,
  overlayOutline: 0.08,
} as const;

const mark = (width: number) => t('markWeight', width);

/** Dash pattern of a ghost's edge (user units): about nine dashes round a stone. */
export const GHOST_DASH = '0.2 0.11';

/** Centred text that ignores the pointer. */
const TEXT = {
  'font-family': 'system-ui, sans-serif',
  'text-anchor': 'middle',
  'dominant-baseline': 'central',
  'pointer-events': 'none',
} as const;

/** The SGF symbols (`markup circle|triangle|square|cross on-dark|on-light`): strokes that contrast with what is under them. */
function markupSymbolRules(): Record<string, StyleRule> {
  const rules: Record<string, StyleRule> = {};
  for (const kind of ['circle', 'triangle', 'square', 'cross']) {
    for (const [tone, token] of [['on-dark', 'markOnDark'], ['on-light', 'markOnLight']] as const) {
      rules[`markup ${kind} ${tone}`] = {
        fill: 'none',
        stroke: t(token),
        'stroke-width': mark(MARK_STROKES.markup),
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        'pointer-events': 'none',
      };
    }
  }
  return rules;
}

/** The rules overlay's classes: `overlay KIND[ modifier]`, and its legend under a static SVG. */
function overlayRules(): Record<string, StyleRule> {
  const stroke = (token: TokenName, width: number, more: StyleRule = {}): StyleRule => ({
    fill: 'none',
    stroke: t(token),
    'stroke-width': mark(width),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'pointer-events': 'none',
    ...more,
  });
  return {
    'overlay refused': stroke('forbidden', MARK_STROKES.overlay),
    'overlay ko': stroke('markOnLight', MARK_STROKES.overlay),
    'overlay atari on-dark': stroke('markOnDark', MARK_STROKES.overlay, { 'stroke-dasharray': OVERLAY_DASH }),
    'overlay atari on-light': stroke('markOnLight', MARK_STROKES.overlay, { 'stroke-dasharray': OVERLAY_DASH }),
    'overlay false-liberty': stroke('forbidden', MARK_STROKES.overlay),
    'overlay no-true-liberty': stroke('forbidden', MARK_STROKES.overlayOutline, { 'stroke-dasharray': '0.3 0.1 0.04 0.1' }),
    // Dash and two dots: no other outline's pattern, so the shape alone says what it is.
    'overlay refusal-area': stroke('forbidden', MARK_STROKES.overlayOutline, { 'stroke-dasharray': '0.3 0.09 0.01 0.09 0.01 0.09' }),
    'overlay capture-forbidden': stroke('forbidden', MARK_STROKES.overlay),
    'overlay disturbing-capture strict': stroke('forbidden', MARK_STROKES.overlay),
    'overlay disturbing-capture loose': stroke('forbidden', MARK_STROKES.overlay),
    'overlay estate passes': stroke('cursor', MARK_STROKES.overlayOutline),
    'overlay estate fails': stroke('cursor', MARK_STROKES.overlayOutline, { 'stroke-dasharray': OVERLAY_DASH }),
    'overlay incursion': stroke('markOnLight', MARK_STROKES.overlay, { 'stroke-linecap': 'butt', opacity: 0.55 }),
    'overlay tile-needed': stroke('markOnLight', MARK_STROKES.overlay),
    'overlay ghost-liberty': stroke('markOnLight', MARK_STROKES.overlay, { 'stroke-dasharray': '0.01 0.08' }),
    // A region is drawn by the pieces (tint, edge, owner badge); its overlay shape carries the data only.
    'overlay region': { fill: 'none', 'pointer-events': 'none' },
    'overlay-legend-back': { fill: t('board') },
    'overlay-legend': { fill: t('label'), 'font-family': 'system-ui, sans-serif', 'dominant-baseline': 'central', 'pointer-events': 'none' },
  };
}

/** Dash pattern of the overlay's dashed rings and outlines (user units). */
const OVERLAY_DASH = '0.12 0.08';

/**
 * The presentation of every shape class the scene draws, keyed by the exact class attribute.
 * No key's classes are a subset of another's, so a CSS rule `.a.b` matches the same shapes as
 * the exact key `a b` does in the static SVG writer.
 */
export const STYLE_RULES: Readonly<Record<string, StyleRule>> = {
  wood: { fill: t('board') },
  'region-tint black': { fill: t('blackStone'), 'fill-opacity': 0.3 },
  'region-tint white': { fill: t('whiteStone'), 'fill-opacity': 0.55 },
  lines: {
    fill: 'none',
    stroke: t('line'),
    'stroke-width': t('lineWidth'),
    'stroke-linecap': 'square',
    'vector-effect': 'non-scaling-stroke',
  },
  star: { fill: t('line') },
  tile: { fill: t('tile'), stroke: t('tileEdge'), 'stroke-width': t('stoneEdgeWidth'), 'vector-effect': 'non-scaling-stroke' },
  'stone black': {
    fill: t('blackStone'),
    stroke: t('blackStoneEdge'),
    'stroke-width': t('stoneEdgeWidth'),
    'vector-effect': 'non-scaling-stroke',
  },
  'stone white': {
    fill: t('whiteStone'),
    stroke: t('whiteStoneEdge'),
    'stroke-width': t('stoneEdgeWidth'),
    'vector-effect': 'non-scaling-stroke',
  },
  'shade black': { fill: `url(#${SHADE_IDS.black})`, 'pointer-events': 'none' },
  'shade white': { fill: `url(#${SHADE_IDS.white})`, 'pointer-events': 'none' },
  'ghost black': {
    fill: t('blackStone'),
    'fill-opacity': 0.55,
    stroke: t('blackStoneEdge'),
    'stroke-width': mark(MARK_STROKES.ghostEdge),
    'stroke-dasharray': GHOST_DASH,
  },
  'ghost white': {
    fill: t('whiteStone'),
    'fill-opacity': 0.6,
    stroke: t('markOnLight'),
    'stroke-width': mark(MARK_STROKES.ghostEdge),
    'stroke-dasharray': GHOST_DASH,
  },
  'ghost-core black': { fill: t('blackStone') },
  'ghost-core white': { fill: t('whiteStone'), stroke: t('markOnLight'), 'stroke-width': t('stoneEdgeWidth'), 'vector-effect': 'non-scaling-stroke' },
  'region-edge black': { fill: 'none', stroke: t('markOnLight'), 'stroke-width': mark(MARK_STROKES.regionEdge), 'stroke-linejoin': 'round' },
  'region-casing white': { fill: 'none', stroke: t('markOnLight'), 'stroke-width': mark(MARK_STROKES.regionCasing), 'stroke-linejoin': 'round' },
  'region-edge white': { fill: 'none', stroke: t('whiteStone'), 'stroke-width': mark(MARK_STROKES.regionEdge), 'stroke-linejoin': 'round' },
  'region-edge neutral': {
    fill: 'none',
    stroke: t('markOnLight'),
    'stroke-width': mark(MARK_STROKES.regionEdge * 0.9),
    'stroke-dasharray': '0.08 0.12',
    'stroke-linecap': 'round',
  },
  'region-badge black': { fill: t('blackStone'), stroke: t('markOnDark'), 'stroke-width': t('stoneEdgeWidth'), 'vector-effect': 'non-scaling-stroke' },
  'region-badge white': { fill: t('whiteStone'), stroke: t('markOnLight'), 'stroke-width': t('stoneEdgeWidth'), 'vector-effect': 'non-scaling-stroke' },
  'mark last-move on-dark': { fill: 'none', stroke: t('markOnDark'), 'stroke-width': mark(MARK_STROKES.lastMove) },
  'mark last-move on-light': { fill: 'none', stroke: t('markOnLight'), 'stroke-width': mark(MARK_STROKES.lastMove) },
  'mark marked on-dark': { fill: 'none', stroke: t('markOnDark'), 'stroke-width': mark(MARK_STROKES.marked), 'stroke-linecap': 'round' },
  'mark marked on-light': { fill: 'none', stroke: t('markOnLight'), 'stroke-width': mark(MARK_STROKES.marked), 'stroke-linecap': 'round' },
  'mark marked-corner on-dark': { fill: 'none', stroke: t('markOnDark'), 'stroke-width': mark(MARK_STROKES.markedCorner), 'stroke-linecap': 'round' },
  'mark marked-corner on-light': { fill: 'none', stroke: t('markOnLight'), 'stroke-width': mark(MARK_STROKES.markedCorner), 'stroke-linecap': 'round' },
  'mark flipped on-dark': {
    fill: 'none',
    stroke: t('markOnDark'),
    'stroke-width': mark(MARK_STROKES.flipped),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  },
  'mark flipped on-light': {
    fill: 'none',
    stroke: t('markOnLight'),
    'stroke-width': mark(MARK_STROKES.flipped),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  },
  'mark captured': {
    fill: 'none',
    stroke: t('markOnLight'),
    'stroke-width': mark(MARK_STROKES.captured),
    'stroke-dasharray': '0.05 0.1',
    'stroke-linecap': 'round',
    opacity: 0.7,
  },
  'owner black': { fill: t('blackStone'), stroke: t('markOnDark'), 'stroke-width': t('stoneEdgeWidth'), 'vector-effect': 'non-scaling-stroke' },
  'owner white': { fill: t('whiteStone'), stroke: t('markOnLight'), 'stroke-width': t('stoneEdgeWidth'), 'vector-effect': 'non-scaling-stroke' },
  'tile-badge': { fill: t('tileBadge'), stroke: t('tileCount'), 'stroke-width': t('stoneEdgeWidth'), 'vector-effect': 'non-scaling-stroke' },
  'tile-count': {
    fill: t('tileCount'),
    'font-family': 'system-ui, sans-serif',
    'font-weight': 700,
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
    'pointer-events': 'none',
  },
  'preview black': {
    fill: t('blackStone'),
    'fill-opacity': 0.5,
    stroke: t('blackStoneEdge'),
    'stroke-width': t('stoneEdgeWidth'),
    'vector-effect': 'non-scaling-stroke',
    'pointer-events': 'none',
  },
  'preview white': {
    fill: t('whiteStone'),
    'fill-opacity': 0.65,
    stroke: t('whiteStoneEdge'),
    'stroke-width': t('stoneEdgeWidth'),
    'vector-effect': 'non-scaling-stroke',
    'pointer-events': 'none',
  },
  'preview-ghost black': {
    fill: t('blackStone'),
    'fill-opacity': 0.3,
    stroke: t('blackStoneEdge'),
    'stroke-width': mark(MARK_STROKES.ghostEdge),
    'stroke-dasharray': GHOST_DASH,
    'pointer-events': 'none',
  },
  'preview-ghost white': {
    fill: t('whiteStone'),
    'fill-opacity': 0.45,
    stroke: t('markOnLight'),
    'stroke-width': mark(MARK_STROKES.ghostEdge),
    'stroke-dasharray': GHOST_DASH,
    'pointer-events': 'none',
  },
  'forbidden-halo': {
    fill: 'none',
    stroke: t('halo'),
    'stroke-width': mark(MARK_STROKES.halo),
    'stroke-linecap': 'round',
    'pointer-events': 'none',
  },
  forbidden: { fill: 'none', stroke: t('forbidden'), 'stroke-width': mark(MARK_STROKES.forbidden), 'stroke-linecap': 'round', 'pointer-events': 'none' },
  'cursor-halo': { fill: 'none', stroke: t('halo'), 'stroke-width': mark(MARK_STROKES.halo), 'pointer-events': 'none' },
  cursor: { fill: 'none', stroke: t('cursor'), 'stroke-width': mark(MARK_STROKES.cursor), 'pointer-events': 'none' },
  // The rules overlay (scene-overlay.ts): each kind a shape or pattern of its own, not a colour only.
  ...overlayRules(),
  // SGF markup (CR TR SQ MA, SL, DD, LB, AR, LN) and variation marks.
  'markup-selected': { fill: t('cursor'), 'fill-opacity': 0.28, 'pointer-events': 'none' },
  'markup-dim': { fill: t('board'), 'fill-opacity': 0.62, 'pointer-events': 'none' },
  ...markupSymbolRules(),
  'markup-label-disc': { fill: t('board'), 'pointer-events': 'none' },
  'markup-label on-dark': { fill: t('markOnDark'), ...TEXT, 'font-weight': 600 },
  'markup-label on-light': { fill: t('markOnLight'), ...TEXT, 'font-weight': 600 },
  'markup-halo': {
    fill: 'none',
    stroke: t('halo'),
    'stroke-width': mark(MARK_STROKES.markupHalo),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'pointer-events': 'none',
  },
  'markup-arrow': {
    fill: 'none',
    stroke: t('markOnLight'),
    'stroke-width': mark(MARK_STROKES.markupLink),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'pointer-events': 'none',
  },
  'markup-line': {
    fill: 'none',
    stroke: t('markOnLight'),
    'stroke-width': mark(MARK_STROKES.markupLink),
    'stroke-linecap': 'round',
    'pointer-events': 'none',
  },
  'variation-disc': { fill: t('cursor'), stroke: t('halo'), 'stroke-width': mark(MARK_STROKES.variationEdge), 'pointer-events': 'none' },
  'variation-text': { fill: t('halo'), ...TEXT, 'font-weight': 700 },
  label: {
    fill: t('label'),
    'font-family': 'system-ui, sans-serif',
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
    'pointer-events': 'none',
  },
};

/**
 * What changes besides the tokens' colours in forced colours, by shape class: the stones'
 * shading would lay grey over the system colours, so it goes; a mark drawn faint would turn a
 * system colour into a grey, so it is drawn whole (its shape already tells it apart).
 */
export const FORCED_RULES: Readonly<Record<string, StyleRule>> = {
  'shade black': { fill: 'none' },
  'shade white': { fill: 'none' },
  'overlay incursion': { opacity: 1 },
  'mark captured': { opacity: 1 },
};

/**
 * The shape classes only a part of the drawing paints (scene-pieces.ts, scene-markup.ts): the
 * element's rules for them travel with the part, in its chunk (scripts/scene-css.ts). Every
 * other class is the board's own. test/render/scene-parts.test.ts checks these against what
 * each part paints.
 */
export const PART_CLASSES = {
  pieces: [
    'region-tint black',
    'region-tint white',
    'tile',
    'ghost black',
    'ghost white',
    'ghost-core black',
    'ghost-core white',
    'region-edge black',
    'region-casing white',
    'region-edge white',
    'region-edge neutral',
    'region-badge black',
    'region-badge white',
    'mark marked on-dark',
    'mark marked on-light',
    'mark marked-corner on-dark',
    'mark marked-corner on-light',
    'mark flipped on-dark',
    'mark flipped on-light',
    'tile-badge',
    'tile-count',
  ],
  markup: Object.keys(STYLE_RULES).filter((className) => /^(markup|variation)\b/.test(className)),
  overlay: Object.keys(STYLE_RULES).filter((className) => /^overlay\b/.test(className)),
} as const satisfies Record<string, readonly string[]>;

/**
 * The shape classes only a board taking input draws (the preview under the pointer or cursor,
 * the "not allowed" sign, the keyboard cursor): the element's rules for them load with the play
 * input, which is what draws them (scripts/scene-css.ts).
 */
export const INPUT_CLASSES = Object.keys(STYLE_RULES).filter((className) => /^(preview|forbidden|cursor)\b/.test(className));

/** Token values of one scheme, with the caller's overrides. */
export type TokenValues = Record<TokenName, string>;

/**
 * The values of every token in `scheme`, with `overrides` (by token name) in place of its
 * defaults; a derived colour not overridden is mixed from the design tokens' values, as the
 * element's CSS mixes it.
 */
export function tokenValues(scheme: Scheme = 'light', overrides: Partial<Record<TokenName, string>> = {}): TokenValues {
  const values = {} as TokenValues;
  const names = Object.keys(TOKENS) as TokenName[];
  for (const name of names) values[name] = overrides[name] ?? TOKENS[name][scheme];
  for (const name of names) {
    const { mix } = TOKENS[name] as Token;
    if (mix && overrides[name] === undefined) values[name] = mixed(mix, (design) => values[design]);
  }
  return values;
}

/**
 * The colour `mix` makes of the design tokens' `values`: mixed in sRGB, as CSS
 * `color-mix(in srgb, …)` does, when both colours are written `#rgb` or `#rrggbb`; else that CSS
 * text, which browsers read (a caller's `palette` may give any CSS colour).
 */
export function mixed(mix: Mix, values: (name: DesignTokenName) => string): string {
  const of = values(mix.of);
  if (!('with' in mix)) return of;
  const other = mix.with.startsWith('#') ? mix.with : values(mix.with as DesignTokenName);
  const [a, b] = [rgbOf(of), rgbOf(other)];
  if (!a || !b) return `color-mix(in srgb, ${of} ${mix.percent}%, ${other})`;
  const share = mix.percent / 100;
  return `#${a.map((channel, i) => Math.round(channel * share + b[i]! * (1 - share)).toString(16).padStart(2, '0')).join('')}`;
}

/** The red, green and blue of a `#rgb` or `#rrggbb` colour, or `null` for any other text. */
function rgbOf(colour: string): number[] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
}

/** A rule value with its tokens resolved, for the static SVG writer. */
export function resolveValue(value: StyleValue, tokens: TokenValues): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const raw = tokens[value.token];
  if (value.scale === undefined) return raw;
  return String(Math.round(Number.parseFloat(raw) * value.scale * 1000) / 1000);
}
