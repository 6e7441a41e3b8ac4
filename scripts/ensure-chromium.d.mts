/** The Chromium to test with: `CHROME_PATH`, else the first known install; `null` when none. */
export function findChromium(): string | null;
