/**
 * The board's exports: the record as SGF (record-sgf.ts, shared with the play input), the shown
 * position as a `$$` diagram, as an SVG document (the same drawing as the board) and as a PNG
 * made from it, and a download of any of them.
 */
import { writeDiagram } from '../formats/diagram.js';
import type { SgfNode } from '../formats/sgf.js';
import { renderSvg, TOKENS, type SvgStringOptions, type TokenName } from '../render/index.js';
import type { Drawing } from './drawing.js';
import { gameInfo, type ExportFormat } from './panels.js';

export { recordSgf } from './record-sgf.js';

/** The drawn position with its markup as a `$$` diagram, with a title when there is one. */
export function positionDiagram(drawing: Drawing, coordinates: boolean, title: string): string {
  const markup = drawing.options.markup ?? undefined;
  return writeDiagram(drawing.view, { coordinates, ...(markup ? { markup } : {}), ...(title ? { title } : {}) });
}

/**
 * The drawn position as a standalone SVG document named `title`, in the colours the board shows
 * (`root` is its shadow root), without the cursor and the preview, which belong to the reader's
 * keys and pointer, and at the usual text sizes: the file is shown at any size, not the board's
 * on screen.
 */
export function positionSvg(drawing: Drawing, title: string, root: ParentNode): string {
  const { cursor: _cursor, preview: _preview, drawnWidth: _drawnWidth, ...options } = drawing.options;
  const frame = root.querySelector('.frame');
  return renderSvg(drawing.view, { ...options, title, ...(frame ? shownColours(frame) : {}) }).svg;
}

/**
 * The colours `frame` draws with now, for an export to draw what the board shows: each token's
 * value as the board's theme (under `auto`, the system's scheme) and the page's custom
 * properties make it, a colour resolved to `#rrggbb` (or `rgba()`) through a 1-pixel canvas, so
 * that any viewer reads it. In forced colours the system's colours are the reader's, not the
 * board's: the file takes the scheme's own.
 */
function shownColours(frame: Element): Pick<SvgStringOptions, 'scheme' | 'palette'> {
  const dark = frame.classList.contains('dark') || (!frame.classList.contains('light') && matchMedia('(prefers-color-scheme: dark)').matches);
  if (matchMedia('(forced-colors: active)').matches) return { scheme: dark ? 'dark' : 'light' };
  // A probe inside the frame inherits its custom properties and its colour scheme.
  const probe = frame.appendChild(document.createElement('i'));
  const style = getComputedStyle(probe);
  const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const palette: Partial<Record<TokenName, string>> = {};
  for (const name of Object.keys(TOKENS) as TokenName[]) {
    const token = TOKENS[name];
    // Widths and weights (the tokens without a system colour) are taken as written.
    if (!('forced' in token)) {
      palette[name] = style.getPropertyValue(token.private).trim();
      continue;
    }
    probe.style.color = `var(${token.private})`;
    palette[name] = pixel ? srgb(pixel, style.color) : style.color;
  }
  probe.remove();
  return { palette };
}

/** `colour` (any CSS colour) as `#rrggbb`, or `rgba()` when not opaque, painted on `pixel`'s canvas and read back. */
function srgb(pixel: CanvasRenderingContext2D, colour: string): string {
  pixel.clearRect(0, 0, 1, 1);
  pixel.fillStyle = colour;
  pixel.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = pixel.getImageData(0, 0, 1, 1).data as unknown as [number, number, number, number];
  return a === 255 ? `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}` : `rgba(${r}, ${g}, ${b}, ${Math.round((a / 255) * 1000) / 1000})`;
}

/** Pixels per line spacing at scale 1. */
const PIXELS_PER_LINE = 32;

/**
 * Rasterises an SVG document to a PNG: SVG, then an image, then a canvas, then a Blob. The
 * image is `scale` times 32 pixels per line spacing (a 19x19 board with no coordinates is about
 * 640 pixels wide at scale 1).
 */
export async function svgToPng(svg: string, scale = 1): Promise<Blob> {
  const factor = Number.isFinite(scale) && scale > 0 ? scale : 1;
  const box = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg);
  const width = Math.max(1, Math.round(Number(box?.[3] ?? 10) * PIXELS_PER_LINE * factor));
  const height = Math.max(1, Math.round(Number(box?.[4] ?? 10) * PIXELS_PER_LINE * factor));
  // Sized in pixels, so the image has the canvas's size whatever the drawing's own units.
  const sized = svg.replace('<svg ', `<svg width="${width}" height="${height}" `);
  const url = URL.createObjectURL(new Blob([sized], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('variant-go-board: no 2D canvas to draw the PNG on');
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('variant-go-board: the PNG could not be made'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Offers `data` as a file download named `name`, from an element inside `root` so it works in a shadow root too. */
export function download(root: Node, data: Blob, name: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  (root instanceof ShadowRoot || root instanceof Element ? root : document.body).appendChild(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a later revoke keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A file name from a record's game name or players: letters, digits and single dashes, at most
 * 60 characters, never starting with a dash (a shell would take it for an option). Made from the
 * name's first 240 characters: only they can give the 60, and a name of millions of characters
 * is not normalized whole on a click.
 */
export function fileBase(name: string): string {
  const base = name
    .slice(0, 240)
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return base || 'board';
}

/** What the export buttons download from: the element's export methods. */
export interface Exportable {
  toSgf(): Promise<string>;
  toDiagram(): Promise<string>;
  toSvg(): Promise<string>;
  toPng(scale?: number): Promise<Blob>;
}

/** The name of a record's files, without extension: its title (a diagram's, else `GN`), else its players, else `board`. */
export function recordFileBase(root: SgfNode | null, title: string): string {
  return fileBase(root ? gameInfo(root, title).title || [root.props.PB?.[0], root.props.PW?.[0]].filter(Boolean).join(' vs ') : '');
}

/** The file an export button downloads: its contents and its name (`base` and the format's extension); a PNG at twice the size. */
export async function exportFile(board: Exportable, format: ExportFormat, base: string): Promise<[Blob, string]> {
  const files: Record<ExportFormat, () => Promise<[Blob, string]>> = {
    sgf: async () => [new Blob([await board.toSgf()], { type: 'application/x-go-sgf' }), `${base}.sgf`],
    diagram: async () => [new Blob([await board.toDiagram()], { type: 'text/plain' }), `${base}.txt`],
    svg: async () => [new Blob([await board.toSvg()], { type: 'image/svg+xml' }), `${base}.svg`],
    png: async () => [await board.toPng(2), `${base}.png`],
  };
  return files[format]();
}
