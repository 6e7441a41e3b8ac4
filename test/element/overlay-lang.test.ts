/**
 * The rules overlay speaks the board's language: its legend, its toggle, the facts in a point's
 * name and why a stone on the point probed is refused, from the board's own `lang`, an ancestor's
 * or the `lang` property.
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.bundle.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { board, part, pointerAt } from './helpers.js';

/** White to move on a 5x5 Go board: A1 would be suicide, the white stone on C3 is in atari. */
const GO_POSITION = { size: '5', black: 'B3 C4 D3 A2 B1', white: 'C3', 'to-play': 'white', overlay: 'rules', mode: 'play' };

/** The legend's rows, as read. */
function legend(el: VariantGoBoard): string[] {
  return [...part(el, 'overlay-legend')!.querySelectorAll('li')].map((item) => item.textContent!.replace(/\s+/g, ' ').trim());
}

/** What the overlay says of the refused point A1 when it is hovered. */
async function reasonAtA1(el: VariantGoBoard): Promise<string> {
  pointerAt(el, 'pointermove', 'A1');
  await el.updateComplete;
  return part(el, 'overlay-reason')!.textContent!;
}

describe('<variant-go-board overlay> in the board’s language', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('Japanese (the board’s lang): the legend, its name, the toggle, a refused point’s facts and the reason why', async () => {
    const { el } = await board({ ...GO_POSITION, lang: 'ja' });
    expect(legend(el)).to.deep.equal(['着手禁止：手番の側は今ここに石を置けません。', 'アタリ：呼吸点が残り一つになった石の一団。']);
    expect(part(el, 'overlay-legend')!.getAttribute('aria-label')).to.equal('ルール表示の凡例');
    expect(part(el, 'overlay-toggle')!.textContent!.trim()).to.equal('ルール表示');
    expect(el.shadowRoot!.getElementById('point-0-4')!.getAttribute('aria-label')).to.contain('着手禁止：自殺手');
    expect(el.shadowRoot!.getElementById('point-2-2')!.getAttribute('aria-label')).to.contain('アタリ');
    expect(await reasonAtA1(el)).to.equal('A1：囲碁：自殺手は禁止です：その石とその一団の呼吸点がなくなります');
  });

  it('a variant keeps its English name in the reason, which is the rules’ sentence, as play mode says it (Japanese, ko-2-2)', async () => {
    const { el } = await board({ variant: 'ko-2-2', size: '5', black: 'B5 E1', white: 'A5 D1', moves: 'A4 E2', overlay: 'rules', mode: 'play', lang: 'ja' });
    pointerAt(el, 'pointermove', 'D2');
    await el.updateComplete;
    expect(part(el, 'overlay-reason')!.textContent).to.equal('D2：Stoical Go, 2-2 rule：双方が続けて石を取った直後なので、あなたの石は呼吸点が3つ以上ある石の一団の一部にならなければなりません');
  });

  it('German (an ancestor’s lang): the legend and the toggle', async () => {
    document.documentElement.lang = 'de';
    const { el } = await board(GO_POSITION);
    expect(legend(el)).to.deep.equal(['verboten: der Spieler am Zug darf hier jetzt keinen Stein setzen.', 'Atari: eine Gruppe mit nur noch einer Freiheit.']);
    expect(part(el, 'overlay-toggle')!.textContent!.trim()).to.equal('Regelhinweise');
    expect(await reasonAtA1(el)).to.equal('A1: Go: Selbstmord ist nicht erlaubt: dieser Stein und seine Gruppe hätten keine Freiheit mehr');
  });

  it('French (the lang property), with its typography’s space before a colon', async () => {
    const { el } = await board(GO_POSITION);
    el.lang = 'fr';
    await el.updateComplete;
    expect(part(el, 'overlay-toggle')!.textContent!.trim()).to.equal('Aide aux règles');
    expect(el.shadowRoot!.getElementById('point-0-4')!.getAttribute('aria-label')).to.contain('interdit\u00a0: suicide');
    expect(await reasonAtA1(el)).to.equal('A1\u00a0: Go\u00a0: le suicide est interdit\u00a0: cette pierre et son groupe n’auraient plus de liberté');
  });
});
