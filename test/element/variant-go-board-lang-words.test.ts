/**
 * What a replay or play board shows and says in the board's language: its status, name, live
 * region and alert, the play buttons, the grid's names, the reading keys and autoplay, the rule
 * notes, results and refused moves worded from the engine's facts; an English board loads none
 * of these words in another language.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.bundle.js';
import { alerted, announced, board, button, cellName, findButton, part, statusText, tap, text, until } from './helpers.js';

/** The words of my sections in another language that the page has loaded: their modules' paths. */
function otherLanguagesLoaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /^\/src\/element\/i18n\/(reader|play|reading|speech)\/(.+\/)?(ja|zh-Hans|ko|fr|de)\.ts$/.test(path));
}

/** Presses `keys` on the focused board, one after the other, letting it update after each. */
async function press(el: HTMLElement & { updateComplete: Promise<boolean> }, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    await sendKeys({ press: key });
    await el.updateComplete;
  }
}

/** Focuses the board part, as a keyboard user reaching it does. */
function focusBoard(el: HTMLElement): void {
  el.shadowRoot!.querySelector<HTMLElement>('[part~="board"]')!.focus();
}

describe('<variant-go-board> words in the board’s language', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('an English board loads no other language’s words, whatever it shows or says (first: no other test may have loaded them)', async () => {
    const { el } = await board({ mode: 'play', size: '5' });
    focusBoard(el);
    await press(el, 'Enter', ' ', 'r', 's', 'v', 'l');
    const { el: replay } = await board({ moves: 'C3 D4 pass' });
    button(replay, 'Play moves').click();
    await until(() => announced(replay).startsWith('Autoplay started'));
    expect(otherLanguagesLoaded()).to.deep.equal([]);
  });

  it('Japanese (the board’s lang): the status, the buttons, the board’s and the points’ names, a move and a refused move', async () => {
    const { el, seen } = await board({ mode: 'play', size: '5', lang: 'ja' }, { events: ['vgb-move-rejected'] });
    expect(statusText(el)).to.equal('黒番');
    expect(['パス', '待った'].map((name) => findButton(el, name) !== null)).to.deep.equal([true, true]);
    expect(part(el, 'board')!.getAttribute('aria-label')).to.equal('囲碁、5路盤、0手目（全0手）、黒番');
    focusBoard(el);
    await press(el, 'Enter');
    expect(announced(el)).to.equal('黒 C3');
    expect(cellName(el, 'C3')).to.equal('C3、黒石、最終手');
    await press(el, 'ArrowLeft', 'ArrowRight', 'Enter');
    expect(alerted(el)).to.equal('C3：打てません。囲碁：その点にはすでに石があります');
    expect(text(part(el, 'rejection'))).to.equal('C3：打てません。囲碁：その点にはすでに石があります');
    // Developers get the engine's English, as every board gives it.
    expect((seen[0] as CustomEvent).detail.message).to.equal('Go: that point is already occupied');
  });

  it('German (an ancestor’s lang): the status, the buttons, the grid’s rows, suicide refused with the engine’s precision', async () => {
    const { el } = await board({ mode: 'play', size: '5', white: 'A2 B1' });
    el.parentElement!.setAttribute('lang', 'de');
    await until(() => findButton(el, 'Passen') !== null);
    await el.updateComplete;
    expect(statusText(el)).to.equal('Schwarz am Zug');
    expect(findButton(el, 'Rückgängig')).to.not.equal(null);
    expect(el.shadowRoot!.querySelector('[role="row"]')!.getAttribute('aria-label')).to.equal('Reihe 5');
    await tap(el, 'A1');
    expect(alerted(el)).to.equal('A1: nicht erlaubt. Go: Selbstmord ist nicht erlaubt: dieser Stein und seine Gruppe hätten keine Freiheit mehr');
  });

  it('French (the lang property): a counted result with a decimal comma, and the position summed up and read by the keys', async () => {
    const { el } = await board({ size: '5', moves: 'C3 pass pass' });
    el.lang = 'fr';
    await el.updateComplete;
    expect(statusText(el)).to.equal('Partie terminée : Noir gagne de 17,5 points (Noir 25, Blanc 7,5)');
    expect(el.shadowRoot!.getElementById('description')!.textContent).to.equal(
      'Noir 1 pierre, Blanc 0 pierre, 24 intersections vides. 24 intersections vides comptent pour Noir.',
    );
    focusBoard(el);
    await press(el, 'Home', 'End');
    expect(announced(el)).to.equal('Coup 3 sur 3 : Noir passe. Partie terminée : Noir gagne de 17,5 points (Noir 25, Blanc 7,5)');
    await press(el, 's');
    await until(() => announced(el).startsWith('Pierre noire'));
    expect(announced(el)).to.equal('Pierre noire : C3. 24 intersections vides. 24 intersections vides comptent pour Noir.');
  });

  it('Korean (the page’s lang): autoplay’s start said in Korean, from its own chunk', async () => {
    document.documentElement.lang = 'ko';
    const { el } = await board({ moves: 'C3 D4 pass', size: '5' });
    button(el, '자동 재생').click();
    await until(() => announced(el).includes('자동 재생'));
    expect(announced(el)).to.equal('3수 중 0수째부터 자동 재생을 시작했습니다. 수는 읽지 않습니다. 마지막 수는 L 키로 들을 수 있습니다');
  });

  it('rule notes and refusals of the variants are worded from the engine’s facts: Tile Go in Japanese, Loose in French', async () => {
    const { el: tile } = await board({ mode: 'play', size: '5', variant: 'tile', moves: 'C3 B3', lang: 'ja' });
    expect(statusText(tile)).to.contain('Tile Go：直前の着手が侵入だったので、黒の次の石は新しいタイルの上に置きます');
    // The engine's Loose test: A3 makes A4 a false liberty, the only one of Black's A5.
    const { el: loose } = await board({ mode: 'play', size: '5', variant: 'loose', black: 'A5', white: 'B5 B4', lang: 'fr' });
    await tap(loose, 'A3');
    expect(alerted(loose)).to.equal('A3 : non permis. Loose : chaque groupe doit garder une vraie liberté, mais votre groupe en A5 n’en aurait plus');
  });
});
