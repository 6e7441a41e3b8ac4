/**
 * The board shows and says its problems in its language, from the board's own `lang`, an
 * ancestor's or the `lang` property: what is wrong and where, quoting what was written. The
 * `vgb-error` event's `message` stays English for developers, and an English board shows it.
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { announced, board, part, text, until } from './helpers.js';

/** A board with `attributes` once it reported its first `vgb-error`, with what it shows and the English messages. */
async function failing(attributes: Record<string, string>): Promise<{ el: VariantGoBoard; shown: string; messages: string[] }> {
  const { el, seen } = await board(attributes, { events: ['vgb-error'] });
  await until(() => seen.length > 0, 5000);
  await el.updateComplete;
  return { el, shown: text(part(el, 'error')), messages: (seen as VgbErrorEvent[]).map((event) => event.detail.message) };
}

/** The modules of the page's words for problems, the overlay and refusals in a language other than English. */
function otherLanguagesFetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\/i18n\/(problems|overlay|refusals)\/(ja|zh-Hans|ko|fr|de)\./.test(path));
}

/** An SGF whose second line has a character where a property belongs (line 2, column 7). */
const BROKEN_SGF = '(;SZ[9];B[ee]\n;W[dd]#;B[cc])';

describe('<variant-go-board> problems in the board’s language', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  // First in the file: no other test has loaded a language yet.
  it('an English board shows the English message and fetches none of the other languages’ words for problems, the overlay or refusals', async () => {
    const { el, shown, messages } = await failing({ size: '5', moves: 'C3 C3', overlay: 'rules', mode: 'play' });
    expect(messages).to.deep.equal(["Move 2 'C3' is illegal. Go: that point is already occupied"]);
    expect(shown).to.equal(messages[0]);
    expect(part(el, 'overlay-toggle')).to.not.equal(null);
    expect(otherLanguagesFetched()).to.deep.equal([]);
  });

  it('Japanese (the board’s lang): a bad attribute, quoted, shown and announced in Japanese; vgb-error’s message stays English', async () => {
    const { el, shown, messages } = await failing({ size: 'abc', lang: 'ja' });
    expect(messages).to.deep.equal(["size: 'abc' is not a board size from 2 to 25"]);
    expect(shown).to.equal('size属性の「abc」は2から25までの盤の大きさではありません');
    expect(announced(el)).to.equal(shown);
  });

  it('Japanese: an unreadable SGF says where (line, column) and quotes the text there', async () => {
    const { shown, messages } = await failing({ sgf: BROKEN_SGF, lang: 'ja' });
    expect(messages[0]).to.match(/^The SGF in the sgf attribute cannot be read, line 2, column 7: Unexpected "#"/);
    expect(shown).to.equal('sgf属性のSGF（2行目、7文字目）の書き方に誤りがあります。該当箇所：「#;B[cc])」');
  });

  it('Japanese: a move of moves the rules refuse names its number and token and the rule', async () => {
    const { shown, messages } = await failing({ size: '9', moves: 'E5 C3 E5', lang: 'ja' });
    expect(messages).to.deep.equal(["Move 3 'E5' is illegal. Go: that point is already occupied"]);
    expect(shown).to.equal('moves属性の3手目「E5」は打てません。囲碁：その点にはすでに石があります');
  });

  it('Japanese: a src the server does not have (404) names the address and the answer', async () => {
    const { shown, messages } = await failing({ src: '/test/element/fixtures/missing.sgf', lang: 'ja' });
    expect(messages[0]).to.match(/^The record at '\/test\/element\/fixtures\/missing\.sgf' could not be loaded: the server answered HTTP 404/);
    expect(shown).to.match(/^棋譜「\/test\/element\/fixtures\/missing\.sgf」を読み込めませんでした：サーバーの応答は HTTP 404.* でした$/);
  });

  it('German (an ancestor’s lang): a bad attribute, an unreadable SGF, a refused move and a 404, with numbers as German writes them', async () => {
    document.documentElement.lang = 'de';
    expect((await failing({ komi: 'viel' })).shown).to.equal('komi: „viel“ ist ungültig; erwartet wird eine Zahl von -1.000 bis 1.000');
    expect((await failing({ sgf: BROKEN_SGF })).shown).to.equal('Das SGF im Attribut sgf, Zeile 2, Spalte 7: SGF-Syntaxfehler; dort steht „#;B[cc])“');
    expect((await failing({ size: '9', moves: 'E5 Z99' })).shown).to.equal('Zug 2 im Attribut moves, „Z99“, ist kein Punkt des 9×9-Bretts');
    expect((await failing({ size: '9', moves: 'E5 C3 E5' })).shown).to.equal(
      'Zug 3 im Attribut moves, „E5“, ist nicht erlaubt. Go: dieser Punkt ist schon besetzt',
    );
    const missing = await failing({ src: '/test/element/fixtures/missing.sgf' });
    expect(missing.messages[0]).to.contain('HTTP 404');
    expect(missing.shown).to.match(/^Die Partie „\/test\/element\/fixtures\/missing\.sgf“ konnte nicht geladen werden: der Server antwortete mit HTTP 404/);
  });

  it('French (the lang property): a setup point given twice names both', async () => {
    const { el, seen } = await board({ size: '9', black: 'D4', white: 'C3 d4' }, { events: ['vgb-error'] });
    el.lang = 'fr';
    await el.updateComplete;
    expect((seen[0] as VgbErrorEvent).detail.message).to.equal("The white attribute's point 2 'd4' is already given as the black attribute's point 1");
    // No-break spaces in French typography: the raw text, not whitespace collapsed.
    expect(part(el, 'error')!.textContent!.trim()).to.equal('white\u00a0: l’intersection n°\u00a02, «\u00a0d4\u00a0», est déjà donnée comme intersection n°\u00a01 de black');
  });

  it('a record’s warnings are not shown on the board, in any language: only vgb-warning says them', async () => {
    const { el, seen } = await board({ sgf: '(;SZ[9]KM[650];B[ee])', lang: 'ja' }, { events: ['vgb-warning', 'vgb-error'] });
    await until(() => seen.length > 0);
    await el.updateComplete;
    expect(seen.map((event) => event.type)).to.deep.equal(['vgb-warning']);
    expect(part(el, 'error')).to.equal(null);
  });
});
