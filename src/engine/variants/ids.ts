/**
 * Every rule set's identifier, standard Go first: what the element and `createGame` check a name
 * against before any variant's facts are loaded. The registry (`index.ts`) gives each its facts,
 * and the compiler holds the registry to exactly this list.
 */
export const VARIANT_IDS = [
  'go',
  'tile',
  'cushion',
  'no-seki',
  'loose',
  'paper-pencil',
  'stoical',
  'stoical-disturbing',
  'stoical-disturbing-strict',
  'ko-2-2-2',
  'ko-2-2',
  'ko-4-point',
  'ko-ole',
] as const;
