/**
 * PNG pictures, without a browser: resvg (`@resvg/resvg-js`, a native build per platform that
 * npm installs from its registry, with no download at install time) draws the SVG. It is an
 * optional peer dependency, loaded only when `render --format png` asks for it, so that the
 * element's users never install it.
 */
import { existsSync } from 'node:fs';

/** The package that draws PNG pictures, and the command that installs it. */
export const RASTERISER = '@resvg/resvg-js';

/** How much larger than the picture's CSS width the PNG is drawn: sharp on a phone's screen. */
export const PNG_SCALE = 2;

/** Draws an SVG document as PNG bytes. */
export type Rasterise = (svg: string) => Uint8Array;

/**
 * Fonts for the coordinates, labels and move numbers, where the systems keep them: one known
 * file is read at once, where resvg's search of every system font takes about a second for
 * each picture. The first found is used; without any, the system's fonts are searched.
 */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
  '/Library/Fonts/Arial.ttf',
  'C:\\Windows\\Fonts\\arial.ttf',
];

/** Loads the rasteriser, or says what to install when it is not there. */
export async function loadRasteriser(): Promise<{ ok: true; rasterise: Rasterise } | { ok: false; message: string }> {
  let resvg: typeof import('@resvg/resvg-js');
  try {
    resvg = await import(RASTERISER);
  } catch {
    return {
      ok: false,
      message: `--format png needs the rasteriser ${RASTERISER}, which is not installed here: install it with 'npm install ${RASTERISER}' (--format svg needs nothing)`,
    };
  }
  const font = FONT_FILES.find((file) => existsSync(file));
  const fonts = font ? { loadSystemFonts: false, fontFiles: [font] } : { loadSystemFonts: true };
  return {
    ok: true,
    rasterise: (svg) => new resvg.Resvg(svg, { font: fonts, fitTo: { mode: 'zoom', value: PNG_SCALE } }).render().asPng(),
  };
}
