/**
 * Edit mode in the board's language: the toolbar, the fields, the lines part, the outputs, what the
 * editor announces, a refused edit and the position's problems; an English editor loads none of
 * the other languages.
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { alerted, announced, board, part, tap, text, until } from './helpers.js';

/** The modules of the editor's words the page has loaded, by language (`en`, `ja`…). */
function editWordsLoaded(): Set<string> {
  const paths = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
  return new Set(paths.flatMap((path) => /\/src\/element\/i18n\/edit\/(?:\w+\/)?([\w-]+)\.ts$/.exec(path)?.[1] ?? []).filter((name) => name !== 'index'));
}

/** Chooses `tool` by a click on its button. */
async function choose(el: VariantGoBoard, tool: string): Promise<void> {
  el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="edit-tool"][data-tool="${tool}"]`)!.click();
  await el.updateComplete;
}

/** The texts of the buttons of part `name`. */
function buttons(el: VariantGoBoard, name: string): string[] {
  return [...part(el, name)!.querySelectorAll('button')].map((b) => text(b));
}

/** The labels of the `edit-fields` part. */
function labels(el: VariantGoBoard): string[] {
  return [...part(el, 'edit-fields')!.querySelectorAll('label > span')].map((span) => text(span));
}

/** Writes `value` in the field labelled `label` and commits it, as leaving the field does. */
async function change(el: VariantGoBoard, label: string, value: string): Promise<void> {
  const found = [...part(el, 'edit-fields')!.querySelectorAll('label')].find((l) => text(l.querySelector('span')) === label)!;
  const control = found.querySelector('input, select') as HTMLInputElement;
  control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

describe('edit mode in the board’s language', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('an English editor loads the English words alone (first: no other test may have loaded another language)', async () => {
    const { el } = await board({ mode: 'edit', size: '9' });
    expect(buttons(el, 'edit-tools')[0]).to.equal('Alternate');
    expect([...editWordsLoaded()]).to.deep.equal(['en']);
  });

  it('Japanese, by the board’s own lang: tools, fields, lines and outputs, what is announced, a refused move and a problem', async () => {
    const { el } = await board({ mode: 'edit', size: '9', black: 'A2 B1', lang: 'ja' });
    expect(part(el, 'edit-tools')!.getAttribute('aria-label')).to.equal('編集ツール');
    expect(buttons(el, 'edit-tools').slice(0, 4)).to.deep.equal(['交互', '黒石', '白石', '消去']);
    expect(buttons(el, 'edit-fields')).to.deep.equal(['元に戻す', 'やり直し', 'クリア']);
    expect(labels(el)).to.deep.equal(['タイトル', 'コメント', '手番', 'コミ', 'コウ', 'ルール', '横', '縦']);
    expect(text(el.shadowRoot!.querySelector('.edit-place'))).to.equal('手順： 初期配置');
    expect([...el.shadowRoot!.querySelectorAll('[part="edit-output"] h3')].map((h) => h.textContent)).to.deep.equal(['図 ($$)', 'SGF', 'HTML', 'SVG']);
    expect(part(el, 'board')!.getAttribute('aria-label')).to.equal('囲碁、9路盤、0手目、黒番、編集中：交互');

    await choose(el, 'white');
    expect(announced(el)).to.equal('ツール：白石');
    await tap(el, 'A1');
    const problems = part(el, 'edit-problems')!;
    expect(text(problems)).to.equal('囲碁：A1の白石に呼吸点がありません。ルール上、盤上に残ることのない形です。');
    expect(announced(el)).to.equal('A1に白石。囲碁：A1の白石に呼吸点がありません。ルール上、盤上に残ることのない形です。');

    await choose(el, 'alternate');
    await tap(el, 'B1');
    expect(text(part(el, 'rejection'))).to.equal('B1：打てません。囲碁：その点にはすでに石があります');
    expect(alerted(el)).to.equal(text(part(el, 'rejection')));
    await tap(el, 'E5');
    expect(announced(el)).to.equal('黒 E5');
    expect(text(el.shadowRoot!.querySelector('.edit-place'))).to.equal('手順： 1手目、黒 E5、手順の終わり');
  });

  it('German, by an ancestor’s lang: the place in the lines, komi written with a decimal comma and read back, a value refused', async () => {
    const { el } = await board({ mode: 'edit', size: '9', moves: 'E5 C3' });
    el.parentElement!.setAttribute('lang', 'de');
    await until(() => buttons(el, 'edit-fields')[0] === 'Rückgängig');
    await el.updateComplete;
    expect(text(el.shadowRoot!.querySelector('.edit-place'))).to.equal('Zugfolgen: Zug 2, Weiß C3, Ende der Zugfolge');
    expect(buttons(el, 'edit-lines')).to.deep.equal(['Anfang', 'Zurück', 'Vor', 'Nächste Variante', 'Zug entfernen', 'Zur Hauptvariante', 'Richtig', 'Falsch']);
    await change(el, 'Komi', '5,5');
    expect(announced(el)).to.equal('Komi: 5,5');
    expect(await el.toSgf()).to.contain('KM[5.5]');
    const komi = [...part(el, 'edit-fields')!.querySelectorAll('input')].find((input) => input.inputMode === 'decimal')!;
    expect(komi.value).to.equal('5,5');
    await change(el, 'Komi', 'abc');
    expect(text(part(el, 'rejection'))).to.equal('Komi: „abc“ ist keine Zahl.');
  });

  it('French, by the lang property: the outputs’ Copy buttons, a crop and the edit refused for a tool on a point the moves changed', async () => {
    const { el } = await board({ mode: 'edit', size: '9', moves: 'E5' });
    el.lang = 'fr';
    await el.updateComplete;
    expect(part(el, 'edit-copy')!.getAttribute('aria-label')).to.equal('Copier Diagramme ($$)');
    expect(text(part(el, 'edit-copy'))).to.equal('Copier');
    await choose(el, 'crop');
    // `announced` and `text` collapse white space, the no-break space before a French colon included.
    expect(announced(el)).to.equal('Outil : recadrer');
    await tap(el, 'A1');
    expect(announced(el)).to.equal('Recadrage depuis A1 : choisissez le coin opposé');
    await tap(el, 'D4');
    expect(announced(el)).to.equal('Recadré de A1 à D4');
    expect(part(el, 'board')!.getAttribute('aria-label')).to.equal('Goban de go, 9 sur 9, recadré de A1 à D4, coup 1, Blanc joue, outil\u00a0: recadrer');
    await choose(el, 'white');
    await tap(el, 'E5');
    expect(text(part(el, 'rejection'))).to.equal('Les coups ont changé E5 : l’outil « Pierre blanche » modifie la position avant le premier coup ; reprenez d’abord les coups qui touchent E5.');
  });

  it('Chinese and Korean: each names the tools and the lines in its own words', async () => {
    const { el } = await board({ mode: 'edit', size: '9', moves: 'E5', lang: 'zh' });
    expect(buttons(el, 'edit-tools')[1]).to.equal('黑子');
    expect(text(el.shadowRoot!.querySelector('.edit-place'))).to.equal('变化： 第1手，黑 E5，变化结束');
    el.lang = 'ko';
    await el.updateComplete;
    expect(buttons(el, 'edit-tools')[1]).to.equal('흑돌');
    expect(text(el.shadowRoot!.querySelector('.edit-place'))).to.equal('수순: 1수째, 흑 E5, 수순 끝');
  });

  for (const lang of ['fr', 'de']) {
    it(`${lang}: at 390 px the toolbar, the fields and the lines fit without scrolling sideways`, async () => {
      const { el } = await board({ mode: 'edit', variant: 'tile', size: '9', moves: 'E5', lang }, { width: 390 });
      for (const name of ['edit-tools', 'edit-fields', 'edit-lines']) {
        const shown = part(el, name)!;
        expect(shown.scrollWidth, name).to.be.at.most(shown.clientWidth);
        for (const child of shown.querySelectorAll('button, label')) expect(child.getBoundingClientRect().right, `${name}: ${text(child)}`).to.be.at.most(el.getBoundingClientRect().right + 0.5);
      }
    });
  }
});
