/**
 * No English on a board in another language: boards in every mode (replay, play, puzzle with a
 * wrong answer and the solution shown, edit, the rules overlay, an error shown, the companions,
 * the variants' own pieces) walked in Japanese and German, reading every text node, aria-label,
 * title and live-region text after each step. A word is English when the same walk in English
 * shows it and the language's own words do not hold it; Japanese holds no Latin word at all but
 * point names, SGF, the variants' names, numbers and what the page wrote (comments, names).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { VARIANTS } from '../../src/engine/variants/index.js';
import { announced, board, part, pointerAt, stones, tap, until } from './helpers.js';

/** The attributes whose words a person reads or hears. */
const SAID_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'title', 'placeholder', 'alt'];

/** Elements whose text is a record or an output, not the board's words. */
const NOT_WORDS = new Set(['style', 'script', 'textarea', 'pre', 'code']);

/** Every text a person reads or hears in `root` and the shadow roots under it. */
function said(root: ParentNode): string[] {
  const out: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent!.trim();
      if (text) out.push(text);
      return;
    }
    if (node instanceof Element) {
      if (NOT_WORDS.has(node.localName)) return;
      for (const name of SAID_ATTRIBUTES) {
        const value = node.getAttribute(name);
        if (value) out.push(value);
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(root as Node);
  return out;
}

/** A walk of boards: after each step, what they show and say is kept. */
class Walk {
  readonly texts: string[] = [];
  constructor(readonly lang: string) {}

  /** Keeps what `el` and its companions show and say now. */
  async look(el: VariantGoBoard): Promise<void> {
    await el.updateComplete;
    for (const child of el.querySelectorAll<HTMLElement & { updateComplete?: Promise<unknown> }>('vgb-move-list, vgb-status')) await child.updateComplete;
    this.texts.push(...said(el.shadowRoot!), ...said(el));
  }

  /** The wrapper of the board looked at last, taken off the page when the next comes (a board far below the viewport draws nothing). */
  private shown: Element | null = null;

  /** A board with `attributes` in the walk's language. */
  async board(attributes: Record<string, string>): Promise<VariantGoBoard> {
    this.shown?.remove();
    const { el } = await board({ ...attributes, lang: this.lang });
    this.shown = el.parentElement;
    await this.look(el);
    return el;
  }

  /** A board and its companions in `template`, a wrapper in the walk's language. */
  async fixture(template: ReturnType<typeof html>): Promise<VariantGoBoard> {
    this.shown?.remove();
    const wrapper = await fixture<HTMLDivElement>(html`<div lang=${this.lang} style="width: 360px">${template}</div>`);
    this.shown = wrapper;
    return wrapper.querySelector('variant-go-board')!;
  }
}

/** The variants' names, which every language keeps (docs/languages.md), longest first. */
const VARIANT_NAMES = Object.values(VARIANTS)
  .map(({ name }) => name)
  .sort((a, b) => b.length - a.length);

/** What the page wrote on these boards, said as written in every language. */
const PAGE_WORDS = ['Alice', 'Bob', 'Test game', 'Test-game', 'A good start', 'Wrong: too slow.', 'Correct!', 'Corner'];

/** The puzzle fixture (helpers.ts), its task's comment a sign that no language reads. */
const PUZZLE = '(;GM[1]FF[4]SZ[9]AB[cc]AW[gg]PL[B]C[★](;B[dd];W[ee](;B[ff]C[Correct!])(;B[fe];W[ff]))(;B[ed]C[Wrong: too slow.])(;B[de];W[dd]))';

/** Two problems, each with one right move (D4 the first). */
const COLLECTION = ['(;GM[1]FF[4]SZ[9]AB[cg]AW[gc]PL[B](;B[df]C[Correct!])(;B[aa]C[Wrong: too slow.]))', '(;GM[1]FF[4]SZ[9]AB[cg][cf]AW[gc]PL[B](;B[ee]C[Correct!]))'].join('\n');

/** A record with players, a result, a comment, variations and markup the editor does not hold. */
const GAME = '(;GM[1]FF[4]SZ[9]GN[Test game]PB[Alice]BR[3d]PW[Bob]WR[2d]RE[B+3.5]KM[650](;B[ee]C[A good start];W[cc]AR[aa:bb])(;B[cc]))';

/** The step buttons of a replay board, in order: first, previous, autoplay, next, last. */
function stepButtons(el: VariantGoBoard): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.steps button')];
}

/** The buttons of part `name` (`puzzle`, `controls`). */
function partButtons(el: VariantGoBoard, name: string): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>(`[part~="${name}"] button`)];
}

/** Clicks `button` and keeps what the board shows and says then. */
async function click(walk: Walk, el: VariantGoBoard, button: HTMLButtonElement | undefined): Promise<void> {
  if (!button) throw new Error('no such button');
  button.click();
  await walk.look(el);
}

/** The boards of the walk, by what they show; each a test of its own in each language. */
const SCENES: Record<string, (walk: Walk) => Promise<void>> = {
  'a record replayed, with its panels and downloads, each step said': async (walk) => {
    const el = await walk.board({ sgf: GAME, exports: '', move: '0' });
    for (const index of [3, 3, 1, 4]) await click(walk, el, stepButtons(el)[index]);
    // The download is said once its file is made.
    const before = announced(el);
    partButtons(el, 'exports')[0]!.click();
    await until(() => announced(el) !== before);
    await walk.look(el);
  },

  'play: a move, a refused move (status, alert), suicide refused, an undo, the grid': async (walk) => {
    const el = await walk.board({ mode: 'play', size: '5', white: 'A2 B1' });
    for (const point of ['C3', 'C3', 'A1']) {
      await tap(el, point);
      await walk.look(el);
    }
    await click(walk, el, partButtons(el, 'controls').at(-1));
  },

  'the keys: the position read by rows and stones, brief announcements, the step said; autoplay started and paused': async (walk) => {
    const el = await walk.board({ size: '5', moves: 'C3 D4 pass', mode: 'play' });
    el.shadowRoot!.querySelector<HTMLElement>('[part~="board"]')!.focus();
    for (const key of ['r', 's', 'v', 'l', 'v', 'Enter']) {
      await sendKeys({ press: key });
      await walk.look(el);
    }
    // Autoplay's start, then its pause: each said once its words are in.
    const replay = await walk.board({ size: '5', moves: 'C3 D4 pass', move: '0' });
    for (let press = 0; press < 2; press++) {
      const before = announced(replay);
      stepButtons(replay)[2]!.click();
      await until(() => announced(replay) !== before);
      await walk.look(replay);
    }
  },

  'a tap waiting for its confirmation: the loupe': async (walk) => {
    const el = await walk.board({ size: '5', mode: 'play', confirm: 'always' });
    await tap(el, 'C3', 'touch');
    await until(() => part(el, 'loupe') !== null);
    await walk.look(el);
  },

  'the rules overlay of the variants: Loose, Tile Go, Stoical Go, Paper and Pencil Go': async (walk) => {
    await walk.board({ variant: 'loose', size: '5', moves: 'C3 B3 D3 C2 C4', overlay: 'rules', mode: 'play' });
    await walk.board({ variant: 'tile', size: '5', moves: 'C3 D4 C4 D3', overlay: 'rules', mode: 'play' });
    await walk.board({ variant: 'stoical-disturbing', size: '5', moves: 'B1 A1 A2', overlay: 'rules', mode: 'play' });
    await walk.board({ variant: 'paper-pencil', size: '5', black: 'D5 D4 A3 B3 C3 D3', white: 'C5 A4 B4 C4', moves: 'A5 B5', overlay: 'rules', mode: 'play' });
  },

  'a collection of problems: the navigator, a solve, the next problem': async (walk) => {
    const el = await walk.board({ sgf: COLLECTION, mode: 'puzzle' });
    await until(() => part(el, 'collection') !== null);
    await walk.look(el);
    await tap(el, 'D4');
    await walk.look(el);
  },

  'edit mode on a variant: its tools and pieces': async (walk) => {
    const el = await walk.board({ mode: 'edit', variant: 'no-seki', size: '5', moves: 'C3' });
    await click(walk, el, el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="edit-tool"][data-tool="ghost"]')!);
    await tap(el, 'C3');
    await walk.look(el);
    await walk.board({ mode: 'edit', variant: 'tile', size: '5', moves: 'C3 D4' });
  },

  'the rules overlay, a refused point probed': async (walk) => {
    const el = await walk.board({ size: '5', black: 'B3 C4 D3 A2 B1', white: 'C3', 'to-play': 'white', overlay: 'rules', mode: 'play' });
    pointerAt(el, 'pointermove', 'A1');
    await walk.look(el);
  },

  'the variants’ pieces: ghosts, tiles and returns, marks and regions, flips': async (walk) => {
    const noSeki = await walk.board({ variant: 'no-seki', mode: 'play', size: '5', moves: 'C3' });
    await click(walk, noSeki, partButtons(noSeki, 'controls').find((b) => b.hasAttribute('aria-pressed')));
    await tap(noSeki, 'D4');
    await walk.look(noSeki);
    await walk.board({ variant: 'tile', mode: 'play', size: '5', moves: 'C3 D4' });
    await walk.board({ variant: 'paper-pencil', size: '5', black: 'D5 D4 A3 B3 C3 D3', white: 'C5 A4 B4 C4', moves: 'A5 B5' });
    await walk.board({ variant: 'loose', size: '5', moves: 'C3 B3 D3 C2 C4 pass B2' });
  },

  'errors shown: an attribute’s value, a move of moves the rules refuse': async (walk) => {
    await walk.board({ size: '99' });
    await walk.board({ size: '5', moves: 'C3 C3' });
  },

  'the companions: a game over, a rule note': async (walk) => {
    for (const [variant, moves] of [
      ['go', 'C3 D4 pass pass'],
      ['stoical', 'B1 A1 A2'],
    ]) {
      const el = await walk.fixture(html`<variant-go-board variant=${variant!} size="5" moves=${moves!}><vgb-move-list></vgb-move-list><vgb-status></vgb-status></variant-go-board>`);
      await until(() => el.querySelector('vgb-move-list')!.shadowRoot?.querySelector('button') != null);
      await walk.look(el);
    }
  },

  'a puzzle: a wrong answer, Retry, a hint, a refuted answer, the solution and a step in it': async (walk) => {
    const el = await walk.board({ sgf: PUZZLE, mode: 'puzzle' });
    await until(() => stones(el).length >= 2 && part(el, 'puzzle') !== null);
    await walk.look(el);
    await tap(el, 'A1');
    await walk.look(el);
    await click(walk, el, partButtons(el, 'puzzle')[0]);
    await click(walk, el, partButtons(el, 'controls').at(-1));
    await tap(el, 'D5');
    await walk.look(el);
    await click(walk, el, partButtons(el, 'puzzle').at(-1));
    await click(walk, el, partButtons(el, 'puzzle')[1]);
  },

  'edit mode: the tools, a problem of the position, a refused move, a move': async (walk) => {
    const el = await walk.board({ mode: 'edit', size: '9', black: 'A2 B1' });
    await click(walk, el, el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="edit-tool"][data-tool="white"]')!);
    await tap(el, 'A1');
    await walk.look(el);
    await click(walk, el, el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="edit-tool"][data-tool="alternate"]')!);
    for (const point of ['B1', 'E5']) {
      await tap(el, point);
      await walk.look(el);
    }
  },

  'edit mode: what a record read could not keep, the reader’s own warnings': async (walk) => {
    await walk.board({ mode: 'edit', sgf: GAME });
    await walk.board({ mode: 'edit', sgf: '(;GM[1]FF[4]SZ[9:9]B[ee]AB[cc];W[dd])' });
  },
};

/** The words of `texts`, lower-cased, with what the page wrote, point names and the variants' names taken out. */
function wordsOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (let text of texts) {
    for (const written of PAGE_WORDS) text = text.split(written).join(' ');
    for (const name of VARIANT_NAMES) text = text.split(name).join(' ');
    // SGF properties, with their values or named in brackets: B[dd], (AR).
    text = text.replace(/[A-Z]{1,3}\[[^\]]*\]|\([A-Z]{2}\)/g, ' ');
    for (const word of text.match(/\p{L}+/gu) ?? []) if (word.length > 1) words.add(word.toLowerCase());
  }
  return words;
}

/** Words that are no language's (formats, attributes, Go's loan words), and the words German shares with English. */
const NO_LANGUAGE = ['sgf', 'svg', 'png', 'html', 'http', 'go', 'komi', 'atari', 'ko', 'seki', 'superko', 'tengen', 'size', 'moves'];
const SHARED: Record<string, Set<string>> = {
  ja: new Set(NO_LANGUAGE),
  de: new Set([...NO_LANGUAGE, 'an', 'in', 'was', 'start', 'editor', 'pause', 'standard', 'region']),
};

describe('no English on a board in another language', () => {
  /** The words each scene shows and says in English, walked once. */
  const english = new Map<string, Set<string>>();

  for (const [scene, walkScene] of Object.entries(SCENES)) {
    for (const lang of ['ja', 'de']) {
      it(`${lang}, ${scene}: no English word in any text, aria-label, title or live region`, async () => {
        if (!english.has(scene)) {
          const walk = new Walk('en');
          await walkScene(walk);
          english.set(scene, wordsOf(walk.texts));
        }
        const walk = new Walk(lang);
        await walkScene(walk);
        const left = (word: string): boolean => !SHARED[lang]!.has(word) && (lang === 'ja' ? /^[a-z]+$/.test(word) : english.get(scene)!.has(word));
        const found = walk.texts.map((text) => [text, [...wordsOf([text])].filter(left)] as const).filter(([, words]) => words.length > 0);
        expect([...new Set(found.map(([text, words]) => `${text} (${words.join(' ')})`))]).to.deep.equal([]);
      });
    }
  }
});
