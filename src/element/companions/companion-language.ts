/**
 * A companion speaks the `lang` in force on it (a `BoardLanguage` of its own): its board's, since
 * the board is its ancestor, unless it carries its own `lang`; the page's outside a board. Its
 * words are the companions' section (i18n/companions/), loaded as a board loads its own.
 */
import type { BoardLanguage } from '../i18n/language.js';

/** The companion's `updateComplete`: `update` once the words it asked for are in (or failed: it then speaks English). */
export async function wordsIn(language: BoardLanguage, update: () => Promise<boolean>): Promise<boolean> {
  let complete = await update();
  while (language.pending.length > 0) {
    await Promise.all(language.pending.splice(0)).catch(() => undefined);
    complete = await update();
  }
  return complete;
}
