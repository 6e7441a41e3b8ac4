/**
 * The shading laid over stones, which both renderers define as gradients: the element in its
 * template, the static SVG writer in its `<defs>`. Kept apart from the palette so the element
 * draws it without loading the palette's tables.
 */

/** Gradient ids; the palette's `shade` rules fill with them. */
export const SHADE_IDS = { black: 'vgb-shade-black', white: 'vgb-shade-white' } as const;

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
  black: { id: SHADE_IDS.black, cx: 0.35, cy: 0.3, r: 0.65, stops: [[0, '#ffffff', 0.28], [1, '#ffffff', 0]] },
  white: { id: SHADE_IDS.white, cx: 0.4, cy: 0.35, r: 0.7, stops: [[0.55, '#000000', 0], [1, '#000000', 0.16]] },
};
