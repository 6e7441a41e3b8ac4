/**
 * Default colours and stroke widths. The element exposes each as a CSS custom property with
 * this value as fallback; the static SVG writer uses the values directly.
 */
export const PALETTE = {
  board: '#dcb35c',
  line: '#3d2b12',
  star: '#3d2b12',
  label: '#5a4220',
  blackStone: '#1b1b1b',
  blackStoneEdge: '#000000',
  whiteStone: '#f6f4ee',
  whiteStoneEdge: '#6b6b6b',
  tile: '#b08850',
  /** Mark on a white stone or an empty point. */
  markOnLight: '#1b1b1b',
  /** Mark on a black stone. */
  markOnDark: '#f6f4ee',
} as const;

/** Width of grid lines in CSS pixels; lines keep it at any scale (`vector-effect: non-scaling-stroke`). */
export const LINE_WIDTH_PX = 1;

/** Width of a stone's edge in CSS pixels. */
export const STONE_EDGE_PX = 1;

/** Width of mark strokes in SVG user units (they scale with the stone). */
export const MARK_STROKE = 0.07;

/** Opacity of a No Seki ghost. */
export const GHOST_OPACITY = 0.45;

/** One colour stop of a {@link StoneShade}: where it sits (0 centre to 1 rim), its colour and opacity. */
export type ShadeStop = readonly [offset: number, color: string, opacity: number];

/** A translucent radial gradient laid over a stone so it reads as round whatever its fill. */
export interface StoneShade {
  /** Gradient element id; both renderers use it. */
  id: string;
  /** Centre and radius as fractions of the stone's bounding box; off-centre for light from the top left. */
  cx: number;
  cy: number;
  r: number;
  stops: readonly ShadeStop[];
}

/** A highlight on black stones, a soft rim shadow on white ones. */
export const STONE_SHADES: Record<'black' | 'white', StoneShade> = {
  black: { id: 'vgb-shade-black', cx: 0.35, cy: 0.3, r: 0.65, stops: [[0, '#ffffff', 0.28], [1, '#ffffff', 0]] },
  white: { id: 'vgb-shade-white', cx: 0.4, cy: 0.35, r: 0.7, stops: [[0.55, '#000000', 0], [1, '#000000', 0.16]] },
};
