import type { BoardLanguage } from './language.js';
import type { WordSection } from './words.js';

/**
 * The section's words in the board's language once they are in (English if they cannot be
 * loaded): for a chunk loaded on first use that says something once, at once (the reading keys,
 * autoplay's start and pause). Not in the entry, whose words are in before the reader acts.
 */
export async function loadedWords<Words>(language: BoardLanguage, section: WordSection<Words>): Promise<Words> {
  if (language.language !== 'en') await section.load(language.language).catch(() => undefined);
  return language.words(section);
}
