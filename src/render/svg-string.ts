/**
 * Writes a {@link Scene} as a self-contained SVG document string, for pages that cannot run
 * scripts (wikis, feeds, server-rendered HTML). Colours are written as presentation attributes,
 * so the drawing needs no stylesheet.
 */
import { segmentsToPath, crossPath } from './path.js';
import { GHOST_OPACITY, LINE_WIDTH_PX, MARK_STROKE, PALETTE, STONE_EDGE_PX, STONE_SHADES, type StoneShade } from './palette.js';
import type { Scene } from './scene.js';

/** Options of {@link sceneToSvgString}. */
export interface SvgStringOptions {
  /** Accessible name, written as `<title>` and `aria-label`. */
  title?: string;
  /** Colours to use instead of {@link PALETTE}. */
  palette?: Partial<Record<keyof typeof PALETTE, string>>;
}

/** Serialises a scene to an SVG string that renders like the custom element's board. */
export function sceneToSvgString(scene: Scene, options: SvgStringOptions = {}): string {
  const colors = { ...PALETTE, ...options.palette };
  const { x, y, width, height } = scene.viewBox;
  const title = options.title;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}"` +
      (title === undefined ? ' aria-hidden="true">' : ` role="img" aria-label="${escape(title)}"><title>${escape(title)}</title>`),
    `<defs>${gradient(STONE_SHADES.black)}${gradient(STONE_SHADES.white)}</defs>`,
    rect(scene.viewBox, colors.board),
    `<path d="${segmentsToPath(scene.lines)}" fill="none" stroke="${escape(colors.line)}" stroke-width="${LINE_WIDTH_PX}" stroke-linecap="square" vector-effect="non-scaling-stroke"/>`,
  ];
  for (const star of scene.starPoints) {
    parts.push(`<circle cx="${star.cx}" cy="${star.cy}" r="${star.r}" fill="${escape(colors.star)}"/>`);
  }
  for (const tile of scene.tiles) {
    parts.push(rect(tile, colors.tile));
    if (tile.label) {
      parts.push(text(tile.label.x, tile.label.y, tile.label.text, tile.label.size, colors.label));
    }
  }
  for (const stone of scene.stones) {
    const black = stone.color === 'black';
    const opacity = stone.ghost ? ` opacity="${GHOST_OPACITY}"` : '';
    parts.push(
      `<circle cx="${stone.cx}" cy="${stone.cy}" r="${stone.r}" fill="${escape(black ? colors.blackStone : colors.whiteStone)}" ` +
        `stroke="${escape(black ? colors.blackStoneEdge : colors.whiteStoneEdge)}" stroke-width="${STONE_EDGE_PX}" vector-effect="non-scaling-stroke"${opacity}/>`,
      `<circle cx="${stone.cx}" cy="${stone.cy}" r="${stone.r}" fill="url(#${STONE_SHADES[stone.color].id})"${opacity}/>`,
    );
  }
  for (const mark of scene.marks) {
    const stroke = escape(mark.on === 'black' ? colors.markOnDark : colors.markOnLight);
    const shape =
      mark.kind === 'last-move'
        ? `<circle cx="${mark.cx}" cy="${mark.cy}" r="${mark.r}"`
        : `<path d="${crossPath(mark.cx, mark.cy, mark.r)}"`;
    parts.push(`${shape} fill="none" stroke="${stroke}" stroke-width="${MARK_STROKE}"/>`);
  }
  for (const label of scene.labels) {
    parts.push(text(label.x, label.y, label.text, label.size, colors.label));
  }
  parts.push('</svg>');
  return parts.join('');
}

function gradient(shade: StoneShade): string {
  const stops = shade.stops.map(
    ([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
  );
  return `<radialGradient id="${shade.id}" cx="${shade.cx}" cy="${shade.cy}" r="${shade.r}">${stops.join('')}</radialGradient>`;
}

function rect(box: { x: number; y: number; width: number; height: number }, fill: string): string {
  return `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="${escape(fill)}"/>`;
}

function text(x: number, y: number, content: string, size: number, fill: string): string {
  return (
    `<text x="${x}" y="${y}" font-size="${size}" font-family="system-ui, sans-serif" fill="${escape(fill)}" ` +
    `text-anchor="middle" dominant-baseline="central">${escape(content)}</text>`
  );
}

/** Escapes text for element content and double-quoted attribute values alike (palette colours come from callers too). */
function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
