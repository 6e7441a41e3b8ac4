/** Game information (`GN`, `PB`, `RE`...): what a record says about the game, as written. */

/** Game-information properties, as the record gives them. */
export type GameInfoId =
  | 'GN' | 'PB' | 'PW' | 'BR' | 'WR' | 'BT' | 'WT' | 'RE' | 'DT' | 'EV' | 'RO' | 'PC'
  | 'KM' | 'HA' | 'RU' | 'SO' | 'US' | 'AN' | 'CP' | 'GC' | 'ON' | 'OT' | 'TM';

/** Every game-information identifier, in the order `gameToSgf` writes them. */
export const GAME_INFO_IDS: readonly GameInfoId[] = [
  'GN', 'EV', 'RO', 'DT', 'PC', 'PB', 'BR', 'BT', 'PW', 'WR', 'WT', 'KM', 'HA', 'RU', 'TM', 'OT', 'RE',
  'GC', 'ON', 'SO', 'AN', 'US', 'CP',
];

/**
 * Game information as raw text (`KM` as written, `KM[650]` stays "650": the komi in force is
 * `SgfRecord.ruleOptions`). Values repeated by a merged property are joined by spaces.
 */
export type SgfGameInfo = Partial<Record<GameInfoId, string>>;
