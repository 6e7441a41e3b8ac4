/**
 * The rules' sentences: the rule set's name, the rule notes, results and refused moves. The engine
 * writes them in English, with the facts they are made of (codes, reasons, points, players); English
 * says the engine's sentences, and every other language words them from those facts.
 */
import type { Color, GameOptions, GameResult, Prisoners, RefusalFacts, RuleNote, VariantId } from '../../../../engine/types.js';

/** The game the rules' sentences speak of (an engine `Game` is one): its rule set and what the sentences name of it. */
export interface RuleGame {
  readonly variant: VariantId;
  /** The rule set's English name, which the engine's sentences open with. */
  readonly variantName: string;
  readonly width: number;
  readonly height: number;
  readonly toPlay: Color;
  readonly prisoners: Prisoners;
  readonly result: GameResult | null;
  readonly ruleOptions: Pick<GameOptions, 'maxTiles'>;
}

/** What a refused move's sentence names of its game: the rule set, the board, the result once the game is over (`null` before, or where not known), the most tiles a point holds. */
export type RefusalGame = Pick<RuleGame, 'variant' | 'variantName' | 'width' | 'height' | 'result' | 'ruleOptions'>;

/** A refused move, as the engine gives it: its code, reason and point, and its English sentence. */
export type RefusalSaid = RefusalFacts & { readonly message: string };

/**
 * A move the rules refused, kept to be said later (a problem of `moves` or of a record, the
 * editor's): the refusal, the move as given, and what its sentence names of the game then.
 */
export interface RefusedMove {
  readonly refusal: RefusalSaid;
  readonly move: string;
  readonly game: RefusalGame;
}

/** `refusal` of `move` in `game`, kept as plain facts: the game may move on before it is said. */
export function refusedMove(refusal: RefusalSaid, move: string, { variant, variantName, width, height, result, ruleOptions }: RefusalGame): RefusedMove {
  const { code, reason, at, message } = refusal;
  return { refusal: { code, reason, at, message }, move, game: { variant, variantName, width, height, result, ruleOptions } };
}

export interface RulesWords {
  /** The rule set's name: standard Go's in the language, the variants' in English (docs/languages.md). */
  ruleSet(game: Pick<RuleGame, 'variant' | 'variantName'>): string;
  /** A rule note for the player to move in `game`, opening with the rule set: "Stoical Go: White may not capture this turn, …". */
  note(note: RuleNote, game: RuleGame): string;
  /** How a game ended: "Black wins by 3.5 points". */
  result(result: GameResult): string;
  /**
   * Why `move` was refused in `game`, opening with the rule set: "Go: suicide is not allowed: that
   * stone would have no liberties". The one sentence of a refusal, wherever the board says one:
   * play mode, the rules overlay, a problem, the editor.
   */
  refusal(refusal: RefusalSaid, move: string, game: RefusalGame): string;
}

const words: RulesWords = {
  ruleSet: (game) => game.variantName,
  note: (note) => note.text,
  result: (result) => result.summary,
  refusal: (refusal) => refusal.message,
};

export default words;
