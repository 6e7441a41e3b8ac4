/**
 * Every problem the board can show has a sentence in every language: each kind of facts, and
 * each code of a record's text, said with no value missing.
 */
import { expect } from '@open-wc/testing';
import type { ProblemWords } from '../../src/element/i18n/problems/words.js';
import type { BoardProblem } from '../../src/element/problem.js';
import { problemSentence } from '../../src/element/problem-sentence.js';
import type { Language } from '../../src/element/i18n/languages.js';
import ja from '../../src/element/i18n/problems/ja.js';
import zhHans from '../../src/element/i18n/problems/zh-Hans.js';
import ko from '../../src/element/i18n/problems/ko.js';
import fr from '../../src/element/i18n/problems/fr.js';
import de from '../../src/element/i18n/problems/de.js';
import readerJa from '../../src/element/i18n/reader/ja.js';
import readerZhHans from '../../src/element/i18n/reader/zh-Hans.js';
import readerKo from '../../src/element/i18n/reader/ko.js';
import readerFr from '../../src/element/i18n/reader/fr.js';
import readerDe from '../../src/element/i18n/reader/de.js';
import type { RefusedMove, RulesWords } from '../../src/element/i18n/reader/rules/en.js';
import type { MoveErrorCode, VariantId } from '../../src/engine/types.js';

const LANGUAGES: [Language, ProblemWords, RulesWords][] = [
  ['ja', ja, readerJa.rules],
  ['zh-Hans', zhHans, readerZhHans.rules],
  ['ko', ko, readerKo.rules],
  ['fr', fr, readerFr.rules],
  ['de', de, readerDe.rules],
];

/** A move of a 9x9 board of `variant` that its rules refuse with `code`. */
function refused(code: MoveErrorCode, move: string, variant: VariantId): RefusedMove {
  return { refusal: { code, message: 'm' }, move, game: { variant, variantName: variant, width: 9, height: 9, result: null, ruleOptions: {} } };
}

/** One problem of each kind of facts, and of each code a record's text can fail with. */
const PROBLEMS: BoardProblem[] = [
  { code: 'ERR_SIZE', facts: { kind: 'attribute', attribute: 'size', written: 'abc', expected: { kind: 'size', max: 25 } } },
  { code: 'ERR_OPTION', facts: { kind: 'attribute', attribute: 'mode', written: 'draw', expected: { kind: 'one-of', values: ['view', 'replay'] } } },
  { code: 'ERR_OPTION', facts: { kind: 'attribute', attribute: 'crop', written: 'A1-Z30', expected: { kind: 'crop', width: 19, height: 19 } } },
  { code: 'ERR_ORIENTATION', message: 'm', facts: { kind: 'orientation', written: 'upside-down', values: ['identity', 'mirror'] } },
  { code: 'ERR_OPTION', message: 'm', facts: { kind: 'option', option: 'maxTiles', attribute: 'max-tiles', conflict: undefined, given: { variant: 'go', size: 9, maxTiles: 2 } } },
  { code: 'ERR_KOMI', message: 'm', facts: { kind: 'option', option: 'komi', attribute: 'komi', conflict: undefined, given: { variant: 'loose', size: 9, komi: 3 } } },
  { code: 'ERR_SIZE', message: 'm', facts: { kind: 'option', option: 'size', attribute: 'size', conflict: undefined, given: { variant: 'loose', size: 8 } } },
  { code: 'ERR_SETUP', message: 'm', facts: { kind: 'option', option: 'setup.black[1]', attribute: 'setup.black[1]', conflict: undefined, given: { variant: 'go', size: 9, black: ['D4', 'Z99'] } } },
  { code: 'ERR_SETUP', message: 'm', facts: { kind: 'option', option: 'setup.white[0]', attribute: 'setup.white[0]', conflict: 'setup.black[0]', given: { variant: 'go', size: 9, black: ['D4'], white: ['d4'] } } },
  { code: 'ERR_MOVE_SYNTAX', message: 'm', token: 'E5x', index: 2, facts: { kind: 'token', width: 9, height: 9, refused: null } },
  { code: 'ERR_OFF_BOARD', message: 'm', token: 'Z99', index: 2, facts: { kind: 'token', width: 9, height: 9, refused: null } },
  { code: 'ERR_KO', message: 'm', token: 'D4', index: 7, facts: { kind: 'token', width: 9, height: 9, refused: refused('ERR_KO', 'D4', 'tile') } },
  { code: 'ERR_MOVES_TOO_MANY', message: 'm', facts: { kind: 'too-many-moves', count: 10_000 } },
  ...(['ERR_SGF_EMPTY', 'ERR_SGF_SYNTAX', 'ERR_SGF_UNCLOSED_VALUE', 'ERR_SGF_TOO_LARGE', 'ERR_SGF_TOO_LONG', 'ERR_SGF_GAME_TYPE', 'ERR_SGF_SIZE', 'ERR_SGF_VARIANT', 'ERR_SGF_OPTIONS', 'ERR_SGF_POINT', 'ERR_SGF_SETUP', 'ERR_SGF_MOVE', 'ERR_SGF_PATH'] as const).map(
    (code): BoardProblem => ({ code, message: 'm', source: 'sgf', line: 2, column: 7, facts: { kind: 'text', quote: '#;B[cc])' } }),
  ),
  ...(['ERR_DIAGRAM_EMPTY', 'ERR_DIAGRAM_LINE', 'ERR_DIAGRAM_HEADER', 'ERR_DIAGRAM_CHARACTER', 'ERR_DIAGRAM_WIDTH', 'ERR_DIAGRAM_EDGE', 'ERR_DIAGRAM_SIZE', 'ERR_DIAGRAM_MOVE_TWICE', 'ERR_DIAGRAM_NOTE', 'ERR_DIAGRAM_MOVE_ON_LABEL', 'ERR_DIAGRAM_MARKUP', 'ERR_DIAGRAM_TILES'] as const).map(
    (code): BoardProblem => ({ code, message: 'm', source: 'diagram', line: 3, column: 5, facts: { kind: 'text', quote: null } }),
  ),
  { code: 'ERR_SGF_MOVE', message: 'm', source: 'script', line: 1, column: 20, facts: { kind: 'record-move', moveNumber: 12, quote: 'B[dd]', refused: refused('ERR_SUICIDE', 'D16', 'go') } },
  { code: 'ERR_SGF_OPTIONS', message: 'm', source: 'sgf', line: 1, column: 2, facts: { kind: 'record-rules', variant: 'go', code: 'ERR_OPTION', option: 'maxTiles' } },
  { code: 'ERR_SGF_OPTIONS', message: 'm', source: 'sgf', line: 1, column: 2, facts: { kind: 'record-rules', variant: 'loose', code: 'ERR_SIZE', option: 'size' } },
  { code: 'ERR_SGF_TOO_LARGE', message: 'm', source: 'sgf', facts: { kind: 'text-too-long', characters: 3_000_000 } },
  { code: 'ERR_DIAGRAM_TOO_LARGE', message: 'm', source: 'diagram', facts: { kind: 'text-too-long', characters: 100_003 } },
  { code: 'ERR_SGF_TOO_LARGE', message: 'm', source: 'src', address: 'big.sgf', facts: { kind: 'file-too-large', bytes: 300_000_000 } },
  { code: 'ERR_SGF_TOO_LARGE', message: 'm', source: 'src', address: 'big.sgf', facts: { kind: 'file-too-large', bytes: null } },
  { code: 'ERR_SGF_GAME', message: 'm', source: 'src', address: 'set.sgf', facts: { kind: 'no-game', game: 5, count: 3 } },
  { code: 'ERR_SGF_GAME', message: 'm', source: 'sgf', facts: { kind: 'no-game', game: 2, count: 1 } },
  { code: 'ERR_FETCH', message: 'm', source: 'src', facts: { kind: 'fetch', url: 'a.sgf', failure: { status: '404 Not Found' } } },
  { code: 'ERR_FETCH', message: 'm', source: 'src', facts: { kind: 'fetch', url: 'a.sgf', failure: { request: 'Failed to fetch' } } },
  { code: 'ERR_FETCH', message: 'm', source: 'src', facts: { kind: 'fetch', url: 'a.sgf', failure: { code: '' } } },
  ...(['overlay', 'input', 'panels', 'legend', 'full-screen', 'reading', 'loupe'] as const).map((part): BoardProblem => ({ code: 'ERR_FETCH', facts: { kind: 'load', what: { part }, reason: 'Failed to fetch' } })),
  ...(['download', 'sources', 'companions', 'reader'] as const).map((part): BoardProblem => ({ code: 'ERR_FETCH', message: 'm', facts: { kind: 'load', what: { part }, reason: '' } })),
  { code: 'ERR_FETCH', message: 'm', source: 'sgf', facts: { kind: 'load', what: { part: 'reader' }, reason: 'Failed to fetch' } },
  { code: 'ERR_FETCH', message: 'm', source: 'diagram', facts: { kind: 'load', what: { part: 'rules', variant: 'tile' }, reason: 'Failed to fetch' } },
  { code: 'ERR_FETCH', facts: { kind: 'load', what: { part: 'words', language: 'fr', section: 'its words' }, reason: 'Failed to fetch' } },
];

describe('problem sentences in every language', () => {
  for (const [language, words, rules] of LANGUAGES) {
    it(`${language}: every kind of problem and every code of a record's text is said, with every value in place`, () => {
      const said = PROBLEMS.map((problem) => problemSentence(problem, words, rules, language));
      for (const [i, sentence] of said.entries()) {
        expect(sentence, PROBLEMS[i]!.code).to.not.match(/undefined|NaN|null|\[object /);
        expect(sentence.trim(), PROBLEMS[i]!.code).to.not.equal('');
      }
      // Each code of a record's text has a sentence of its own.
      const texts = said.filter((_, i) => PROBLEMS[i]!.facts.kind === 'text');
      expect(new Set(texts).size).to.equal(texts.length);
    });
  }

  it('a number is written as the language writes it (German 3.000.000, French 3 000 000)', () => {
    const long = PROBLEMS.find((problem) => problem.facts.kind === 'text-too-long')!;
    expect(problemSentence(long, de, readerDe.rules, 'de')).to.contain('3.000.000');
    expect(problemSentence(long, fr, readerFr.rules, 'fr')).to.contain('3\u202f000\u202f000');
  });
});
