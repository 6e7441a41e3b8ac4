/**
 * The attributes a fenced block may give its board: the element's own (its manifest's, which a
 * test holds this list to), less those that name another record than the block's, plus the
 * picture's title and the two every page author styles or links by.
 */

/** The element's attributes a block may carry, as `<variant-go-board>` takes them. */
export const ELEMENT_ATTRIBUTES = [
  'lang', 'name', 'mode', 'variant', 'size', 'black', 'white', 'to-play', 'komi', 'ko', 'max-tiles', 'scoring',
  'game', 'orientation', 'crop', 'puzzle-side', 'move', 'coordinates', 'autoplay', 'speed', 'exports', 'overlay',
  'confirm', 'point-names', 'verbosity', 'theme',
] as const;

/** The element's attributes that give it another record than the block's text. */
export const RECORD_ATTRIBUTES = ['moves', 'sgf', 'src'] as const;

/** Every name a block's info string may use: the element's attributes, `title` (the picture's name) and `id` and `class`, which go on the element. */
export const BLOCK_ATTRIBUTES: ReadonlySet<string> = new Set([...ELEMENT_ATTRIBUTES, 'title', 'id', 'class']);

/** Why `name` is not an attribute a block may carry. */
export function refusedName(name: string): string {
  return (RECORD_ATTRIBUTES as readonly string[]).includes(name)
    ? `${name} is not for a block: the block's text is its record`
    : `${name} is not an attribute of <variant-go-board> (it takes ${[...BLOCK_ATTRIBUTES].join(', ')})`;
}
