/**
 * The board's exports: an SVG document of the shown position (the same drawing as the board), a
 * PNG made from it, and a download of any of them. The SGF and diagram texts come from
 * src/formats; this module does what needs a browser.
 */

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

/** A file name from a record's game name or players: letters, digits and dashes, at most 60 characters. */
export function fileBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || 'board';
}
