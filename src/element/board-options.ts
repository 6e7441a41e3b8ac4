/**
 * The element's options that are not part of the game: the modes, the overlays, and how `max-tiles` is
 * converted to its property. How each attribute is checked is in attributes.ts. DOM-free.
 */

/** What the board lets the reader do; `edit` lets an author make a diagram (the editor's chunk, element/editor/). */
export type Mode = 'view' | 'replay' | 'play' | 'puzzle' | 'edit';
export const MODES: readonly Mode[] = ['view', 'replay', 'play', 'puzzle', 'edit'];

/** What the board draws over the position: nothing, or the variant's rules overlay. */
export type OverlayChoice = 'none' | 'rules';
export const OVERLAY_CHOICES: readonly OverlayChoice[] = ['none', 'rules'];

/**
 * When a tap on the board waits for the reader's confirmation before it plays: `always` (any
 * pointer), `touch` (a finger or a pen, on points under a comfortable size, and always in puzzle
 * mode) or `never`.
 */
export type ConfirmChoice = 'always' | 'touch' | 'never';
export const CONFIRM_CHOICES: readonly ConfirmChoice[] = ['always', 'touch', 'never'];

/** How much the live region says: `full` sentences, or `brief` ones for readers who know the board. */
export type Verbosity = 'brief' | 'full';
export const VERBOSITIES: readonly Verbosity[] = ['brief', 'full'];

/** The board's colour scheme: `light`, `dark`, or `auto`, the one the reader's system prefers. */
export type Theme = 'light' | 'dark' | 'auto';
export const THEMES: readonly Theme[] = ['light', 'dark', 'auto'];

/** Whether the reader plays moves in `mode`: play and puzzle mode. */
export function playable(mode: Mode): boolean {
  return mode === 'play' || mode === 'puzzle';
}

/** Converts `max-tiles` to its property: a whole number or `unlimited`; other text is kept for attributes.ts to report. */
export const maxTilesConverter = {
  fromAttribute: (value: string | null): number | string | undefined => {
    if (value === null) return undefined;
    return /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  },
};
