/**
 * The board's language: it follows its own `lang`, else its nearest ancestor's, else the page's;
 * the `lang` property sets it; a language other than English loads on demand, and a board whose
 * words cannot be loaded speaks English and says why.
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import { languageFor } from '../../src/element/i18n/languages.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { board, failLoadsOf, findButton, part, until } from './helpers.js';

const MOVES = 'D4 Q16 D16';

/** The frame's language: the one the board's words are in. */
function spoken(el: HTMLElement): string | null {
  return el.shadowRoot!.querySelector('.frame')!.getAttribute('lang');
}

describe('<variant-go-board> languages', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    failLoadsOf(null);
  });

  it('words that cannot be loaded: the board speaks English and reports ERR_FETCH once (first: no other test may have loaded French)', async () => {
    failLoadsOf('/src/element/i18n/reader/fr.');
    const { el, seen } = await board({ moves: MOVES, lang: 'fr' }, { events: ['vgb-error'] });
    await until(() => seen.length > 0);
    await el.updateComplete;
    expect(findButton(el, 'Next move')).to.not.equal(null);
    const errors = (seen as VgbErrorEvent[]).map((event) => event.detail);
    expect(errors).to.have.length(1);
    expect(errors[0]!.code).to.equal('ERR_FETCH');
    expect(errors[0]!.message).to.match(/^The board could not load its words in French \(.+\)\.$/);
  });

  it('a lang tag picks the language we speak for it: region and case do not matter, every Chinese is Simplified, others are English', () => {
    expect(['ja-JP', 'KO', 'fr-CA', 'de-AT', 'zh', 'zh-TW', 'zh-Hant-HK', 'en-GB', 'es', '', 'x'].map(languageFor)).to.deep.equal([
      'ja', 'ko', 'fr', 'de', 'zh-Hans', 'zh-Hans', 'zh-Hans', 'en', 'en', 'en', 'en',
    ]);
  });

  it('a board with no lang on it or around it speaks English', async () => {
    const { el } = await board({ moves: MOVES });
    expect(spoken(el)).to.equal('en');
    expect(findButton(el, 'Next move')).to.not.equal(null);
  });

  it('the board’s own lang: its words load before updateComplete resolves', async () => {
    const { el } = await board({ moves: MOVES, lang: 'ja' });
    expect(spoken(el)).to.equal('ja');
    expect(findButton(el, '一手進む')).to.not.equal(null);
    expect(part(el, 'counter')!.textContent).to.equal('3手目 / 3');
  });

  it('an ancestor’s lang, then the page’s when none is nearer', async () => {
    document.documentElement.lang = 'de';
    const { el } = await board({ moves: MOVES });
    expect(findButton(el, 'Nächster Zug')).to.not.equal(null);
    el.parentElement!.setAttribute('lang', 'fr');
    await until(() => spoken(el) === 'fr');
    await el.updateComplete;
    expect(findButton(el, 'Coup suivant')).to.not.equal(null);
  });

  it('a site switching the page’s language switches its boards', async () => {
    const { el } = await board({ moves: MOVES });
    document.documentElement.lang = 'ko';
    await until(() => spoken(el) === 'ko');
    await el.updateComplete;
    expect(findButton(el, '한 수 앞으로')).to.not.equal(null);
  });

  it('the lang property sets it, and wins over the page’s', async () => {
    document.documentElement.lang = 'ja';
    const { el } = await board({ moves: MOVES });
    el.lang = 'zh-CN';
    await el.updateComplete;
    expect(spoken(el)).to.equal('zh-Hans');
    expect(findButton(el, '前进一手')).to.not.equal(null);
  });

  it('a language we do not speak: English words, and the frame says they are English', async () => {
    const { el } = await board({ moves: MOVES, lang: 'es' });
    expect(spoken(el)).to.equal('en');
    expect(findButton(el, 'Next move')).to.not.equal(null);
  });

});
