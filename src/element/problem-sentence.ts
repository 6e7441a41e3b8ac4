/**
 * A problem's sentence in a language other than English, from its code and facts
 * (problem-facts.ts), in that language's words (i18n/problems/): what is wrong and where, quoting
 * what was written. Part of the problem reporter's chunk.
 */
import { variantFacts } from '../engine/core.js';
import type { VariantId } from '../engine/types.js';
import type { Language } from './i18n/languages.js';
import type { AttributeWords } from './i18n/problems/en.js';
import type { ProblemWords, TextCode } from './i18n/problems/words.js';
import type { RefusedMove, RulesWords } from './i18n/reader/rules/en.js';
import type { BoardProblem } from './problem.js';
import type { AttributeFacts, Expected, OptionFacts, ProblemFacts } from './problem-facts.js';
import { MAX_DIAGRAM_CHARS, MAX_MOVES, MAX_RECORD_BYTES, MAX_RECORD_CHARS, SGF_LIMITS } from './record-limits.js';

/** `problem` said in `words`, of the board's `language`, the rules' sentences (a rule set's name, a refused move) in `rules`. */
export function problemSentence(problem: BoardProblem, words: ProblemWords, rules: RulesWords, language: Language): string {
  const { facts } = problem;
  return facts.kind === 'fetch' || facts.kind === 'load' ? failedLoad(problem, facts, words, rules, language) : inputSentence(problem, facts, words, rules);
}

/** The rule set `variant` as `rules` name it: standard Go by its players' name, a variant by its own. */
function ruleSetOf(variant: VariantId, rules: RulesWords): string {
  return rules.ruleSet({ variant, variantName: variantFacts(variant)?.name ?? variant });
}

/** A refused move in the rules' sentence. */
function refusalOf({ refusal, move, game }: RefusedMove, rules: RulesWords): string {
  return rules.refusal(refusal, move, game);
}

/** A problem of what the page wrote: an attribute, a move of `moves`, a record's text. */
function inputSentence(problem: BoardProblem, facts: Exclude<ProblemFacts, { kind: 'fetch' | 'load' }>, words: ProblemWords, rules: RulesWords): string {
  const { code } = problem;
  switch (facts.kind) {
    case 'attribute':
      return attributeSentence(facts, words);
    case 'orientation':
      return words.orientation(facts.written, facts.values.join(', '));
    case 'option':
      return optionSentence(code, facts, words, rules);
    case 'token': {
      const move = (problem.index ?? 0) + 1;
      const token = problem.token ?? '';
      if (facts.refused) return words.token.refused(move, token, refusalOf(facts.refused, rules));
      return code === 'ERR_MOVE_SYNTAX' ? words.token.notAMove(move, token) : words.token.offBoard(move, token, words.board(facts.width, facts.height));
    }
    case 'too-many-moves':
      return words.tooManyMoves(facts.count, MAX_MOVES);
    case 'text': {
      const where = placeOf(problem, words);
      const said =
        code === 'ERR_SGF_TOO_LARGE'
          ? words.tooLarge(where, SGF_LIMITS.maxNodes, SGF_LIMITS.maxVariations)
          : code === 'ERR_SGF_TOO_LONG'
            ? words.tooLong(where, SGF_LIMITS.maxLineNodes)
            : // A text's problem has a reader's code.
              words.text[code as TextCode](where);
      return facts.quote === null ? said : words.quoting(said, facts.quote);
    }
    case 'record-move':
      return words.recordMove(placeOf(problem, words), facts.moveNumber, facts.quote, refusalOf(facts.refused, rules));
    case 'record-rules': {
      const where = placeOf(problem, words);
      const ruleSet = ruleSetOf(facts.variant, rules);
      if (facts.code === 'ERR_OPTION' && facts.option !== undefined) return words.recordRules.noOption(where, ruleSet, facts.option);
      if (facts.code === 'ERR_SIZE') return words.recordRules.size(where, ruleSet);
      if (facts.code === 'ERR_KOMI') return words.recordRules.komi(where, ruleSet);
      return words.recordRules.other(where, ruleSet);
    }
    case 'text-too-long':
      return words.textTooLong(placeOf(problem, words), facts.characters, code === 'ERR_DIAGRAM_TOO_LARGE' ? MAX_DIAGRAM_CHARS : MAX_RECORD_CHARS);
    case 'file-too-large':
      return words.fileTooLarge(placeOf(problem, words), facts.bytes, MAX_RECORD_BYTES);
    case 'no-game':
      return words.noGame(placeOf(problem, words), facts.game, facts.count);
  }
}

/** The engine's refusal of the game the attributes give. */
function optionSentence(code: BoardProblem['code'], { option, attribute, conflict, given }: OptionFacts, words: ProblemWords, rules: RulesWords): string {
  const point = setupPoint(option);
  if (point) {
    const written = given[point.attribute]?.[point.index] ?? '';
    const earlier = conflict === undefined ? null : setupPoint(conflict);
    return earlier
      ? words.setupTwice(point.attribute, point.index + 1, written, earlier.attribute, earlier.index + 1)
      : words.setupNotAPoint(point.attribute, point.index + 1, written, words.board(given.size, given.size));
  }
  const written = String(given[option as keyof typeof given] ?? '');
  const ruleSet = ruleSetOf(given.variant, rules);
  if (code === 'ERR_OPTION') return words.option.noOption(attribute, ruleSet);
  if (code === 'ERR_SIZE') return words.option.size(attribute, written, ruleSet);
  if (code === 'ERR_KOMI') return words.option.komi(attribute, written, ruleSet);
  return words.option.other(attribute, written, ruleSet);
}

/** The point of the `black` or `white` attribute an engine's option path names (`setup.black[2]`), or `null`. */
function setupPoint(option: string): { attribute: 'black' | 'white'; index: number } | null {
  const [, attribute, index] = /^setup\.(black|white)\[(\d+)\]$/.exec(option) ?? [];
  return attribute && index ? { attribute: attribute as 'black' | 'white', index: Number(index) } : null;
}

/** A `src` file that could not be fetched, or a part of the board that could not be loaded, with the browser's reason. */
function failedLoad(problem: BoardProblem, facts: Extract<ProblemFacts, { kind: 'fetch' | 'load' }>, words: ProblemWords, rules: RulesWords, language: Language): string {
  const because = (sentence: string, reason: string) => (reason ? words.because(sentence, reason) : sentence);
  if (facts.kind === 'fetch') {
    const { url, failure } = facts;
    if ('status' in failure) return words.fetch.status(url, failure.status);
    return 'request' in failure ? because(words.fetch.request(url), failure.request) : because(words.fetch.code(url), failure.code);
  }
  const { what } = facts;
  const part =
    what.part === 'words'
      ? words.partWords(new Intl.DisplayNames(language, { type: 'language' }).of(what.language) ?? what.language)
      : what.part === 'rules'
        ? words.partRules(ruleSetOf(what.variant, rules))
        : words.parts[what.part];
  return because(problem.source ? words.cannotRead(placeOf(problem, words), part) : words.couldNotLoad(part), facts.reason);
}

/** An attribute's value it does not take, in `words`. */
export function attributeSentence({ attribute, written, expected }: AttributeFacts, words: AttributeWords): string {
  return words.attribute(attribute, written, expectedIn(expected, words));
}

/** What an attribute takes, in `words`. */
function expectedIn(expected: Expected, words: AttributeWords): string {
  const said = words.expected;
  switch (expected.kind) {
    case 'one-of':
      return said.oneOf(expected.values.join(', '));
    case 'size':
      return said.size(expected.max);
    case 'komi':
      return said.komi(expected.max);
    case 'max-tiles':
      return said.maxTiles(expected.max);
    case 'speed':
      return said.speed(expected.max);
    case 'move':
      return said.move;
    case 'game':
      return said.game;
    case 'crop':
      return said.crop(words.board(expected.width, expected.height));
  }
}

/** Where a problem of a record is: its source (the `moves` attribute's record when it has none), and its line and column when it has them. */
function placeOf({ source, address = '', line, column }: BoardProblem, words: ProblemWords): string {
  const { sources } = words;
  const named = source === undefined ? sources.moves : source === 'src' ? sources.src(address) : sources[source];
  return line !== undefined && line > 0 && column !== undefined ? words.at(named, line, column) : named;
}
