/**
 * The languages the board speaks, and which of them a `lang` tag asks for. English is the
 * catalogue's source: its words are in the chunk that uses them; every other language's load on
 * demand (see words.ts).
 */

/** The languages the board speaks, as BCP 47 tags. */
export const LANGUAGES = ['en', 'ja', 'zh-Hans', 'ko', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The languages whose words load on demand. */
export type OtherLanguage = Exclude<Language, 'en'>;

/**
 * The language the board speaks for a `lang` tag (BCP 47, any case): `ja-JP` is Japanese; every
 * Chinese (`zh`, `zh-CN`, `zh-TW`, `zh-Hant`) is Simplified Chinese, the one script we ship, which
 * readers of Traditional Chinese read better than English; a language we do not speak, or none
 * (`lang=""`), is English.
 */
export function languageFor(tag: string): Language {
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  switch (primary) {
    case 'ja':
    case 'ko':
    case 'fr':
    case 'de':
      return primary;
    case 'zh':
      return 'zh-Hans';
    default:
      return 'en';
  }
}

/**
 * The `lang` in force on an element: its own, or its nearest ancestor's, across the shadow roots
 * it sits in (a board inside another component follows the page); `''` when none says.
 */
export function langOf(element: Element): string {
  for (let node: Element | null = element; node; ) {
    const lang = node.getAttribute('lang');
    if (lang !== null) return lang;
    node = node.parentElement ?? ((node.getRootNode() as Partial<ShadowRoot>).host ?? null);
  }
  return '';
}
