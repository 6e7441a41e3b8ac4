/** The Chromium to test with: `CHROME_PATH`, else the first known install; `null` when none. */
export function findChromium(): string | null;
/** The flags every headless Chromium here starts with. */
export const CHROMIUM_ARGS: string[];
