/**
 * The parts that load on demand speak the board's language: the puzzle (task, verdicts, hint,
 * solution, collection navigator), the record's panels and download buttons, Paper and Pencil
 * Go's legend, and the companions; each language's words for them load only for a board that
 * speaks it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VgbMoveList } from '../../src/element/companions/vgb-move-list.component.js';
import type { VgbStatus } from '../../src/element/companions/vgb-status.component.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { announced, board, failLoadsOf, findButton, part, PUZZLE_URL, puzzle, stones, tap, text, until } from './helpers.js';

/** The puzzle fixture's tree: Black to play; D6 then F4 solves, E6 is marked "Wrong: too slow.", D5 is refuted by White D6. */

/** The `puzzle` part's sentence: the task or the verdict. */
function verdict(el: VariantGoBoard): string {
  return text(part(el, 'puzzle')?.querySelector('p') ?? null);
}

/** The buttons of the `puzzle` part, by their text. */
function inPart(el: VariantGoBoard): string[] {
  return [...part(el, 'puzzle')!.querySelectorAll('button')].map((b) => text(b));
}

/** The button of the `puzzle` part with the text `label`. */
function partButton(el: VariantGoBoard, label: string): HTMLButtonElement {
  const found = [...part(el, 'puzzle')!.querySelectorAll('button')].find((b) => text(b) === label);
  if (!found) throw new Error(`no button ${label} in the puzzle part`);
  return found;
}

/** A puzzle board inside `<div lang=…>`, once its problem and part are shown. */
async function puzzleIn(lang: string): Promise<VariantGoBoard> {
  const wrapper = await fixture<HTMLDivElement>(html`<div lang=${lang} style="width: 360px">
    <variant-go-board src=${PUZZLE_URL} mode="puzzle" size="9"></variant-go-board>
  </div>`);
  const el = wrapper.querySelector('variant-go-board')!;
  await until(() => stones(el).length >= 2 && part(el, 'puzzle') !== null);
  await el.updateComplete;
  return el;
}

/** Three problems, each with one right move: D4, E5, F6. */
const COLLECTION = [
  '(;GM[1]FF[4]SZ[9]AB[cg]AW[gc]PL[B]C[One.](;B[df]C[Correct!])(;B[aa]C[Wrong]))',
  '(;GM[1]FF[4]SZ[9]AB[cg][cf]AW[gc]PL[B]C[Two.](;B[ee]C[Correct!]))',
  '(;GM[1]FF[4]SZ[9]AB[cg][cf][ce]AW[gc]PL[B]C[Three.](;B[fd]C[Correct!]))',
].join('\n');

/** A game record with players, ranks, a result and a variation at move 1. */
const GAME = '(;GM[1]FF[4]SZ[9]GN[Test game]PB[Alice]BR[3d]PW[Bob]WR[2d]RE[B+R](;B[ee];W[cc])(;B[cc]))';

/** A Paper and Pencil Go position that draws a marked stone and a region owned by Black. */
const MARKED = { variant: 'paper-pencil', size: '5', black: 'D5 D4 A3 B3 C3 D3', white: 'C5 A4 B4 C4', moves: 'A5 B5' };

/** How many loads of these sections' words in a language other than English the page has made. */
function otherLanguageLoads(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /^\/src\/element\/i18n\/(puzzle|panels|legend|companions)\/.*(ja|zh-Hans|ko|fr|de)\.ts$/.test(path));
}

describe('<variant-go-board> parts loaded on demand, in the board’s language', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    failLoadsOf(null);
  });

  it('in English, the puzzle, the panels, the downloads, the legend and the companions fetch no other language’s words (first: no other test may have loaded any)', async () => {
    // The legend's board first: a board far below the viewport draws no legend.
    const { el: marked } = await board(MARKED);
    expect(part(marked, 'legend')).to.not.equal(null);
    const el = await puzzle();
    await tap(el, 'A1');
    expect(verdict(el)).to.equal('✗ Wrong. A1 is not in the solution.');
    const { el: game } = await board({ sgf: GAME, exports: '' });
    expect(text(part(game, 'info'))).to.contain('Result: Black won by resignation');
    const withCompanions = await fixture<VariantGoBoard>(html`<variant-go-board size="9" moves="E5 C3"><vgb-move-list></vgb-move-list><vgb-status></vgb-status></variant-go-board>`);
    await withCompanions.updateComplete;
    await until(() => withCompanions.querySelector<VgbMoveList>('vgb-move-list')!.shadowRoot?.querySelector('button') != null);
    expect(otherLanguageLoads()).to.deep.equal([]);
  });

  it('puzzle words that cannot be loaded: the part speaks English and the board reports ERR_FETCH naming them', async () => {
    failLoadsOf('/src/element/i18n/puzzle/zh-Hans.');
    const { el, seen } = await board({ src: PUZZLE_URL, mode: 'puzzle', size: '9', lang: 'zh' }, { events: ['vgb-error'] });
    await until(() => part(el, 'puzzle') !== null && seen.length > 0);
    await el.updateComplete;
    expect(verdict(el)).to.equal('Black to play: find the right move.');
    const messages = (seen as VgbErrorEvent[]).map((event) => event.detail);
    expect(messages.map((detail) => detail.code)).to.deep.equal(['ERR_FETCH']);
    expect(messages[0]!.message).to.match(/^The board could not load its puzzle words in Simplified Chinese \(.+\)\.$/);
  });

  it('Japanese (the board’s own lang): the task, a wrong answer shown and said with the two ways on, then the solution', async () => {
    const el = await puzzle({ lang: 'ja' });
    expect(verdict(el)).to.equal('黒番です。正解の手を打ってください。');
    expect(inPart(el)).to.deep.equal(['解答を見る']);
    await tap(el, 'A1');
    expect(verdict(el)).to.equal('✗ 不正解。A1は解答にありません。');
    expect(announced(el)).to.contain('不正解。A1は解答にありません。やり直すか、解答を見てください');
    expect(inPart(el)).to.deep.equal(['やり直す', '解答を見る']);
    partButton(el, 'やり直す').click();
    await el.updateComplete;
    expect(verdict(el)).to.equal('黒番です。正解の手を打ってください。');
    expect(announced(el)).to.equal('最初に戻りました。黒番');
    await tap(el, 'E6');
    expect(verdict(el)).to.equal('✗ 不正解。解答ではE6は不正解です。解答のコメント：「Wrong: too slow.」');
    partButton(el, '解答を見る').click();
    await el.updateComplete;
    expect(verdict(el)).to.equal('解答。解答を見たので、今回は不正解扱いです。問題図。');
    expect(announced(el)).to.contain('解答を表示しました。問題図。黒番');
    expect(inPart(el)).to.deep.equal(['前の手', '次の手', 'a：黒 D6、✓ 正解', 'b：黒 E6、✗ 不正解', 'c：黒 D5、✗ 不正解', '問題に戻る']);
    partButton(el, '次の手').click();
    await el.updateComplete;
    expect(text(part(el, 'puzzle')!.querySelector('.solution-step'))).to.equal('1手目（全3手）');
    expect(announced(el)).to.contain('1手目（全3手）：');
    expect(announced(el)).to.contain('、正解の手順');
    expect(otherLanguageLoads()).to.include('/src/element/i18n/puzzle/ja.ts');
  });

  it('German (an ancestor’s lang): a refuted answer names the reply, and “Nochmal” in the part starts again', async () => {
    const el = await puzzleIn('de');
    expect(verdict(el)).to.equal('Schwarz am Zug: Welcher Zug ist richtig?');
    await tap(el, 'D5');
    expect(verdict(el)).to.equal('✗ Falsch. Weiß antwortet mit D6: D5 ist damit widerlegt.');
    expect(announced(el)).to.contain('Falsch: D5 ist damit widerlegt. Nochmal versuchen oder die Lösung zeigen');
    partButton(el, 'Nochmal').click();
    await el.updateComplete;
    expect(verdict(el)).to.equal('Schwarz am Zug: Welcher Zug ist richtig?');
    await tap(el, 'D6');
    expect(verdict(el)).to.equal('Schwarz am Zug.');
    expect(announced(el)).to.contain('als Antwort. Schwarz am Zug');
    // Hint: the last button of the controls' group (its label is the play input's words).
    part(el, 'controls')!.querySelector<HTMLButtonElement>('.actions button:last-of-type')!.click();
    await el.updateComplete;
    expect(text(part(el, 'hint'))).to.equal('Tipp: F4.');
    await tap(el, 'F4');
    expect(verdict(el)).to.equal('✓ Richtig. Gelöst.');
  });

  it('Chinese: the verdict and the solution’s variations, judged in words', async () => {
    const el = await puzzle({ lang: 'zh-CN' });
    expect(verdict(el)).to.equal('黑先：请找出正解。');
    await tap(el, 'D5');
    expect(verdict(el)).to.equal('✗ 失败。白D6应，D5因此失败。');
    partButton(el, '查看答案').click();
    await el.updateComplete;
    expect(inPart(el)).to.deep.equal(['上一步', '下一步', 'a：黑 D6，✓ 正解', 'b：黑 E6，✗ 失败', 'c：黑 D5，✗ 失败', '返回题目']);
  });

  it('a verdict shown keeps what happened, not its words: a site switching lang rewords it', async () => {
    const el = await puzzle();
    await tap(el, 'A1');
    expect(verdict(el)).to.equal('✗ Wrong. A1 is not in the solution.');
    el.lang = 'ko';
    await el.updateComplete;
    expect(verdict(el)).to.equal('✗ 오답. A1 수는 해답에 없습니다.');
    expect(inPart(el)).to.deep.equal(['다시 풀기', '해답 보기']);
  });

  it('French (the lang property): the collection navigator, each problem’s progress and the count solved, said as shown', async () => {
    const { el } = await board({ sgf: COLLECTION, mode: 'puzzle' });
    el.lang = 'fr';
    await until(() => part(el, 'collection') !== null);
    await el.updateComplete;
    const navigator = part(el, 'collection')!;
    const options = () => [...navigator.querySelectorAll('option')].map((option) => text(option));
    expect(navigator.getAttribute('aria-label')).to.equal('Problèmes');
    expect(navigator.querySelector('select')!.getAttribute('aria-label')).to.equal('Problème');
    // text() makes every space a plain one: French has a no-break space before the colon.
    expect(navigator.querySelector('option')!.textContent).to.equal('1 sur 3\u00a0: pas essayé');
    expect(options()).to.deep.equal(['1 sur 3 : pas essayé', '2 sur 3 : pas essayé', '3 sur 3 : pas essayé']);
    expect(text(navigator.querySelector('.tally'))).to.equal('0 sur 3 résolu');
    await tap(el, 'D4');
    expect(verdict(el)).to.equal('✓ Correct. Résolu.');
    expect(announced(el)).to.contain('Correct : résolu. Problème suivant disponible');
    findButton(el, 'Suivant')!.click();
    await el.updateComplete;
    expect(announced(el)).to.equal('Problème 2 sur 3, pas essayé');
    expect(options()[0]).to.equal('1 sur 3 : ✓ résolu');
    await tap(el, 'E5');
    expect(text(navigator.querySelector('.tally'))).to.equal('2 sur 3 résolus');
  });
});

describe('<variant-go-board> record panels, downloads and legend in the board’s language', () => {
  it('Japanese: the players, the result as the literature writes it, the variations and the download buttons', async () => {
    const { el } = await board({ sgf: GAME, exports: '', move: '0', lang: 'ja' });
    const info = text(part(el, 'info'));
    expect(info).to.contain('黒：Alice (3d)').and.contain('白：Bob (2d)').and.contain('結果：黒の中押し勝ち');
    const variations = part(el, 'variations')!;
    expect(variations.getAttribute('aria-label')).to.equal('変化');
    expect(text(variations.querySelector('button'))).to.equal('a E5、黒、この手順の次の手');
    const exports = part(el, 'exports')!;
    expect([...exports.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'SGFをダウンロード',
      '図をダウンロード',
      'SVGをダウンロード',
      'PNGをダウンロード',
    ]);
  });

  it('German: points won with a decimal comma; French: a long comment’s count grouped as French groups digits', async () => {
    const { el } = await board({ sgf: '(;GM[1]FF[4]SZ[9]PB[Alice]PW[Bob]RE[B+3.5];B[ee])', lang: 'de' });
    expect(text(part(el, 'info'))).to.contain('Ergebnis: Schwarz gewinnt mit 3,5 Punkten');
    const { el: long } = await board({ sgf: `(;GM[1]FF[4]SZ[9]C[${'a'.repeat(11_000)}])`, lang: 'fr' });
    expect(part(long, 'comment-more')!.textContent).to.contain('(1\u202f000 caractères restants)');
    expect(text(part(long, 'comment-more'))).to.equal('Afficher la suite du commentaire (1 000 caractères restants)');
  });

  it('Korean: Paper and Pencil Go’s legend', async () => {
    const { el } = await board({ ...MARKED, lang: 'ko' });
    const legend = part(el, 'legend')!;
    expect(legend.getAttribute('aria-label')).to.equal('판 위 표시 설명');
    expect(text(legend)).to.contain('가위표: 표시된 돌').and.contain('흑이 가진 표시 영역');
  });
});

describe('<vgb-move-list> and <vgb-status> in their board’s language', () => {
  async function companions(template: ReturnType<typeof html>): Promise<{ el: VariantGoBoard; list: VgbMoveList; status: VgbStatus }> {
    const el = await fixture<VariantGoBoard>(template);
    const list = el.querySelector('vgb-move-list')!;
    const status = el.querySelector('vgb-status')!;
    await el.updateComplete;
    await until(() => list.shadowRoot?.querySelector('button') != null);
    await list.updateComplete;
    await status.updateComplete;
    return { el, list, status };
  }

  const entries = (list: VgbMoveList) => [...list.shadowRoot!.querySelectorAll('button')].map((b) => text(b));

  it('speak the board’s language, follow it when it changes, and a companion with a lang of its own speaks that', async () => {
    const { el, list, status } = await companions(
      html`<variant-go-board lang="ja" size="9" moves="E5 C3 pass"><vgb-move-list></vgb-move-list><vgb-status></vgb-status><vgb-move-list lang="fr"></vgb-move-list></variant-go-board>`,
    );
    expect(entries(list)).to.deep.equal(['開始', '1. E5、黒', '2. C3、白', '3. パス、黒']);
    expect(list.shadowRoot!.querySelector('ol')!.getAttribute('aria-label')).to.equal('手順');
    expect(text(status.shadowRoot!.querySelector('[part~="to-play"]'))).to.equal('手番');
    expect(text(status.shadowRoot!.querySelector('thead'))).to.equal('対局者 アゲハマ');
    const french = el.querySelectorAll('vgb-move-list')[1]!;
    await until(() => french.shadowRoot?.querySelector('button') != null);
    await french.updateComplete;
    expect(entries(french)[0]).to.equal('Début');
    el.lang = 'ko';
    await until(() => entries(list)[0] === '시작');
    await status.updateComplete;
    expect(text(status.shadowRoot!.querySelector('[part~="to-play"]'))).to.equal('차례');
  });

  it('German: a finished game’s score with a decimal comma, and why it ended', async () => {
    const { status } = await companions(
      html`<variant-go-board lang="de" size="5" komi="6.5" moves="C3 pass pass"><vgb-move-list></vgb-move-list><vgb-status></vgb-status></variant-go-board>`,
    );
    expect(text(status.shadowRoot!.querySelector('tbody tr.white'))).to.contain('6,5');
    expect(text(status.shadowRoot!.querySelector('[part~="result"] .reason'))).to.equal('Partie beendet nach zweimal Passen hintereinander.');
  });

  it('outside a board, the page’s language', async () => {
    document.documentElement.lang = 'de';
    try {
      const list = await fixture<VgbMoveList>(html`<vgb-move-list></vgb-move-list>`);
      await list.updateComplete;
      expect(text(list.shadowRoot!.querySelector('[part~="placeholder"]'))).to.equal('Keine Partie zum Auflisten.');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });
});
