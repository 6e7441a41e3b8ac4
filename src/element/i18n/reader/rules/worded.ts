/**
 * The rules' sentences of a language other than English, worded from the facts the engine gives
 * with its English (codes, reasons, points, players): each language writes the sentences
 * ({@link RuleSentences}), and {@link wordedRules} picks the one for each note, result and
 * refusal. Loaded with those languages' words only: English says the engine's own sentences.
 */
import type { Color, GameResult, RuleNote } from '../../../../engine/types.js';
import type { RefusalGame, RefusalSaid, RuleGame, RulesWords } from './en.js';

/** A disturbing capture's kind (Stoical Go with disturbing captures). */
type Disturbing = 'strict' | 'loose';

/** Every sentence of the rules, in one language; players come named, points as drawn. */
export interface RuleSentences {
  /** Standard Go's name (the variants keep their English names, docs/languages.md). */
  go: string;
  /** A sentence of the rules, opening with the rule set's name: "囲碁：…". */
  ruled(ruleSet: string, sentence: string): string;
  /** The rule notes for the player to move (`player`); `opponent` is the other. */
  notes: {
    ko(player: string, point: string): string;
    superko(player: string, point: string): string;
    /** No Seki Go: after `opponent` passed or put a stone on their own ghost, a stone on these ghosts of `player` would repeat the position. */
    ghostKo(player: string, opponent: string, ghosts: readonly string[], passed: boolean): string;
    captureForbidden(player: string, opponent: string): string;
    /** `forbidden`: both kinds, or the strict one alone (then a loose one is allowed). */
    disturbingForbidden(player: string, opponent: string, previous: Disturbing, forbidden: readonly Disturbing[]): string;
    /** `requirement` is one of {@link RuleSentences.requirements}. */
    restriction(player: string, requirement: string): string;
    tieBreak(player: string, lastPlacer: string): string;
    tileRequired(player: string): string;
    incursionNeedsTile(player: string): string;
    noPass(player: string, held: number): string;
  };
  /** How games end. */
  results: {
    win(winner: string, margin: number): string;
    draw(black: number, white: number): string;
    repetition: string;
    noMoves(winner: string, loser: string): string;
    /** Loose: a tie lost by the last player to place a stone. */
    tie(winner: string, loser: string, black: number, white: number): string;
  };
  /** Why a move is refused, by its code and reason. */
  refusals: {
    syntax: string;
    offBoard(width: number, height: number): string;
    /** The result, where the game that is over is known. */
    gameOver(result: string | null): string;
    noGhosts: string;
    noReturns: string;
    returnsNeedScoring: string;
    /** A move of a kind the game does not have, for no reason the engine names. */
    moveKind: string;
    occupied: string;
    ghostOnPiece: string;
    stoneOnStone: string;
    suicide(ghost: boolean): string;
    ko: string;
    superko: string;
    passForbidden: string;
    noPrisoner: string;
    stoicalCapture: string;
    /** `oneBit`: no disturbing capture may answer one; else only two loose ones may follow each other. */
    disturbing(current: Disturbing, previous: Disturbing, oneBit: boolean): string;
    koRestriction(requirement: string): string;
    tileLimit(most: number): string;
    /** Whose stones at `at` would be left without a true liberty (Loose): those the move flips, the mover's group, the opponent's. */
    noTrueLiberty(whose: 'flipped' | 'own-group' | 'opponent-group', at: string): string;
    markedPoint: string;
    noLiberty(ghost: boolean): string;
  };
  /** What a stone must end up part of after two captures in a row, by ko refinement of Stoical Go. */
  requirements: Record<'ko-2-2-2' | 'ko-2-2' | 'ko-4-point' | 'ko-ole', string>;
}

const other = (color: Color): Color => (color === 'black' ? 'white' : 'black');

/** The rules' words of a language from its sentences, `player` naming the players. */
export function wordedRules(s: RuleSentences, player: (color: Color) => string): RulesWords {
  const ruleSet: RulesWords['ruleSet'] = (game) => (game.variant === 'go' ? s.go : game.variantName);
  const requirement = (game: Pick<RuleGame, 'variant'>): string => s.requirements[game.variant as keyof RuleSentences['requirements']] ?? '';

  const note = (note: RuleNote, game: RuleGame): string => {
    const who = player(game.toPlay);
    const them = player(other(game.toPlay));
    const { notes } = s;
    switch (note.code) {
      case 'ko':
        if ('ghosts' in note) return notes.ghostKo(who, them, note.ghosts, note.passed);
        return note.superko ? notes.superko(who, note.point) : notes.ko(who, note.point);
      case 'capture-forbidden':
        return notes.captureForbidden(who, them);
      case 'disturbing-capture-forbidden':
        return notes.disturbingForbidden(who, them, note.previous, note.forbidden);
      case 'restriction':
        return notes.restriction(who, requirement(game));
      case 'tie-break':
        return notes.tieBreak(who, player(note.lastPlacer));
      case 'tile-required':
        return notes.tileRequired(who);
      case 'incursion-needs-tile':
        return notes.incursionNeedsTile(who);
      case 'no-pass':
        return notes.noPass(who, game.prisoners[game.toPlay]);
    }
  };

  const result = ({ winner, score, reason }: GameResult): string => {
    const { results } = s;
    if (winner === null) return reason === 'repetition' ? results.repetition : results.draw(score.black, score.white);
    const loser = player(other(winner));
    if (reason === 'no-moves') return results.noMoves(player(winner), loser);
    if (score.black === score.white) return results.tie(player(winner), loser, score.black, score.white);
    return results.win(player(winner), Math.abs(score.black - score.white));
  };

  const refusal = ({ code, reason, at }: RefusalSaid, move: string, game: RefusalGame): string => {
    const { refusals } = s;
    const ghost = move.trim().toLowerCase().startsWith('ghost:');
    switch (code) {
      case 'ERR_MOVE_SYNTAX':
        return refusals.syntax;
      case 'ERR_OFF_BOARD':
        return refusals.offBoard(game.width, game.height);
      case 'ERR_GAME_OVER':
        return refusals.gameOver(game.result && result(game.result));
      case 'ERR_MOVE_KIND':
        return reason === 'no-ghosts' ? refusals.noGhosts : reason === 'no-returns' ? refusals.noReturns : reason === 'returns-need-scoring' ? refusals.returnsNeedScoring : refusals.moveKind;
      case 'ERR_OCCUPIED':
        return reason === 'ghost-on-piece' ? refusals.ghostOnPiece : reason === 'stone-on-stone' ? refusals.stoneOnStone : refusals.occupied;
      case 'ERR_SUICIDE':
        return refusals.suicide(ghost);
      case 'ERR_KO':
        return refusals.ko;
      case 'ERR_SUPERKO':
        return refusals.superko;
      case 'ERR_PASS_FORBIDDEN':
        return refusals.passForbidden;
      case 'ERR_NO_PRISONER':
        return refusals.noPrisoner;
      case 'ERR_STOICAL_CAPTURE':
        return refusals.stoicalCapture;
      case 'ERR_DISTURBING_CAPTURE': {
        const [current, previous] = (reason ?? 'strict-after-strict').split('-after-') as [Disturbing, Disturbing];
        return refusals.disturbing(current, previous, game.variant === 'stoical-disturbing-strict');
      }
      case 'ERR_KO_RESTRICTION':
        return refusals.koRestriction(requirement(game));
      case 'ERR_TILE_LIMIT': {
        const most = game.ruleOptions.maxTiles;
        return refusals.tileLimit(typeof most === 'number' ? most : 0);
      }
      case 'ERR_NO_TRUE_LIBERTY': {
        const whose = reason === 'flipped' || reason === 'opponent-group' ? reason : 'own-group';
        return refusals.noTrueLiberty(whose, at ?? '');
      }
      case 'ERR_MARKED_POINT':
        return refusals.markedPoint;
      case 'ERR_NO_LIBERTY':
        return refusals.noLiberty(ghost);
    }
  };

  const ruled = (game: Pick<RuleGame, 'variant' | 'variantName'>, sentence: string): string => s.ruled(ruleSet(game), sentence);
  return {
    ruleSet,
    note: (facts, game) => ruled(game, note(facts, game)),
    result,
    // A move's text that names no move or no point of the board is refused before any rule, so with no rule set, as the engine does.
    refusal: (facts, move, game) => (facts.code === 'ERR_MOVE_SYNTAX' || facts.code === 'ERR_OFF_BOARD' ? refusal(facts, move, game) : ruled(game, refusal(facts, move, game))),
  };
}
