/**
 * Keyboard-only games (issue 18): a whole game played with the keys alone in Go, No Seki Go and
 * Tile Go, each special move included, with the transcript of everything the live region and
 * the alert said, each state change once.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { VARIANT_IDS } from '../../src/engine/variants/ids.js';
import { seededRandom } from '../seeded-random.js';
import { button, findButton, PUZZLE_URL, record, stones, until } from './helpers.js';

/** Every text the polite live region ("said") and the alert ("alert") take from now on, in order; a repeat's trailing non-breaking space is dropped. */
function transcript(el: VariantGoBoard): string[] {
  const lines: string[] = [];
  const regions = [...el.shadowRoot!.querySelectorAll('[aria-live="polite"], [role="alert"]')];
  const before = new Map(regions.map((region) => [region, region.textContent!]));
  new MutationObserver(() => {
    for (const region of regions) {
      const text = region.textContent!;
      if (text === before.get(region)) continue;
      before.set(region, text);
      // A repeat ends with a no-break space (LiveRegion); French puts one before a colon, read as a space.
      const words = text.replace(/\u00a0$/, '').replace(/\u00a0/g, ' ').trim();
      if (words) lines.push(`${region.getAttribute('role') === 'alert' ? 'alert' : 'said'}: ${words}`);
    }
  }).observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
  return lines;
}

/** Presses each key in turn ("Shift+Tab" holds Shift), letting the board update after each. */
async function keys(el: VariantGoBoard, ...presses: string[]): Promise<void> {
  for (const press of presses) {
    if (press.startsWith('Shift+')) {
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: press.slice('Shift+'.length) });
      await sendKeys({ up: 'Shift' });
    } else {
      await sendKeys({ press });
    }
    await el.updateComplete;
  }
}

/** A control's accessible name, its label or text; the board is `board`. */
function controlName(control: HTMLElement): string {
  if (control.getAttribute('part') === 'board') return 'board';
  return control.getAttribute('aria-label') ?? control.textContent!.replace(/\s+/g, ' ').trim();
}

/** The accessible name of what has focus in the board's element, or `page` when focus is outside it. */
function focusName(el: VariantGoBoard): string {
  const active = el.shadowRoot!.activeElement as HTMLElement | null;
  return active ? controlName(active) : 'page';
}

/** Every control after the board that takes focus (enabled, shown), in document order: what Tab must reach. */
function controlsAfterBoard(el: VariantGoBoard): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('button, input, select, [tabindex]')]
    .filter((control) => control.tabIndex >= 0 && !(control as HTMLButtonElement).disabled && control.checkVisibility())
    .map(controlName)
    .filter((name) => name !== 'board');
}

/** A board in play mode after a button of the page, which has focus: the game starts with Tab, as a keyboard user comes to it. */
async function playBoard(attributes: Record<string, string>): Promise<VariantGoBoard> {
  const page = await fixture<HTMLDivElement>(html`<div style="width: 360px"><button>Before</button></div>`);
  const el = document.createElement('variant-go-board');
  for (const [name, value] of Object.entries({ mode: 'play', size: '5', ...attributes })) el.setAttribute(name, value);
  page.append(el);
  await el.updateComplete;
  page.querySelector('button')!.focus();
  return el;
}

/** The names Tab reaches from the board onwards, until focus leaves the board's element. */
async function tabStops(el: VariantGoBoard): Promise<string[]> {
  const names: string[] = [];
  for (let stop = 0; stop < 20; stop++) {
    await keys(el, 'Tab');
    const name = focusName(el);
    if (name === 'page') return names;
    names.push(name);
  }
  throw new Error('Tab never left the board');
}

describe('keyboard-only play (issue 18)', () => {
  it('Go: a whole game with the keys, each move, capture, refusal, step, pass, result and undo said once; Tab reaches every control', async () => {
    const el = await playBoard({});
    const said = transcript(el);
    await keys(el, 'Tab');
    expect(focusName(el)).to.equal('board');
    await keys(el, 'Enter'); // Black C3, the cursor starting at the centre
    await keys(el, 'ArrowUp', 'Enter'); // White C4
    await keys(el, 'ArrowLeft', 'Enter'); // Black B4
    await keys(el, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Home', 'Enter'); // White A1
    await keys(el, 'End', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'Enter'); // Black D4
    await keys(el, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'End', 'Enter'); // White E1
    await keys(el, 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft', 'Enter'); // Black C5 captures C4
    await keys(el, ' '); // C5 again: occupied
    await keys(el, 'ArrowDown', 'Enter'); // White C4: no liberty
    await keys(el, 'PageUp', 'PageDown'); // back a move and forward again
    const stops = await tabStops(el);
    expect(stops).to.deep.equal(controlsAfterBoard(el));
    expect(stops.slice(0, 2)).to.deep.equal(['Pass', 'Undo']);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="board"]')!.focus();
    await keys(el, 'Tab', 'Enter', 'Enter'); // Pass, Pass: the game ends
    expect(focusName(el)).to.equal('Pass');
    await keys(el, 'Tab', 'Enter'); // Undo the last pass
    await keys(el, 'Shift+Tab', 'Shift+Tab', 'ArrowUp', 'ArrowRight', 'Enter'); // back on the board: Black D5
    expect(said).to.deep.equal([
      'said: Black C3',
      'said: White C4',
      'said: Black B4',
      'said: White A1',
      'said: Black D4',
      'said: White E1',
      'said: Black C5, captures 1 stone',
      'alert: C5: not allowed. Go: that point is already occupied',
      'alert: C4: not allowed. Go: suicide is not allowed: that stone would have no liberties',
      'said: Move 6 of 7: White E1',
      'said: Move 7 of 7: Black C5, captures 1 stone',
      'said: White passes',
      'said: Black passes. Game over: White wins by 4.5 points (Black 5, White 9.5)',
      'said: Took back Black passes. Black to play',
      'said: Black D5',
    ]);
  });

  it('No Seki Go: ghosts with G and the Ghost button, a refused ghost, a ghost dropped by a step, all said once', async () => {
    const el = await playBoard({ variant: 'no-seki' });
    const said = transcript(el);
    await keys(el, 'Tab', 'g', 'Enter'); // Black ghost C3
    await keys(el, 'ArrowLeft', 'Enter'); // White B3
    await keys(el, 'g', 'ArrowRight', 'Enter'); // a ghost on C3, which holds one: refused, and ghost mode stays on
    await keys(el, 'ArrowRight', 'Enter'); // Black ghost D3
    await keys(el, 'ArrowUp', 'Enter'); // White D4
    const stops = await tabStops(el);
    expect(stops).to.deep.equal(controlsAfterBoard(el));
    expect(stops.slice(0, 3)).to.deep.equal(['Pass', 'Ghost', 'Undo']);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="board"]')!.focus();
    await keys(el, 'Tab', 'Tab', 'Enter'); // the Ghost button: on
    expect(button(el, 'Ghost').getAttribute('aria-pressed')).to.equal('true');
    await keys(el, 'Shift+Tab', 'Shift+Tab', 'PageUp'); // back on the board, a move back: the ghost was Black's, White is to play
    expect(button(el, 'Ghost').getAttribute('aria-pressed')).to.equal('false');
    await keys(el, 'PageDown', 'ArrowUp', 'Enter'); // Black D5, a stone
    await keys(el, 'Tab', 'Enter', 'Tab', 'Tab', 'Enter'); // White passes; Undo takes the pass back
    expect(said).to.deep.equal([
      "said: Ghost on: Black's next move is a ghost",
      'said: Black ghost C3',
      'said: White B3',
      "said: Ghost on: Black's next move is a ghost",
      'alert: Ghost at C3: not allowed. No Seki Go: a ghost may only go on an empty point',
      'said: Black ghost D3',
      'said: White D4',
      "said: Ghost on: Black's next move is a ghost",
      'said: Move 3 of 4: Black ghost D3. Ghost off',
      'said: Move 4 of 4: White D4',
      'said: Black D5',
      "said: White passes. No Seki Go: White passed, so a stone on Black's ghosts at C3, D3 would repeat the position (ko); Black may not play it now",
      'said: Took back White passes. White to play',
    ]);
  });

  it('Tile Go: an incursion, the tile the next stone goes on, a capture, prisoners returned and one refused, all said once', async () => {
    const el = await playBoard({ variant: 'tile' });
    const said = transcript(el);
    await keys(el, 'Tab', 'Enter'); // Black C3
    await keys(el, 'ArrowLeft', 'Enter'); // White B3: an incursion into Black's area
    await keys(el, 'ArrowUp', 'Enter'); // Black B4, on a tile
    const stops = await tabStops(el);
    expect(stops).to.deep.equal(controlsAfterBoard(el));
    expect(stops.slice(0, 2)).to.deep.equal(['Return a prisoner', 'Undo']);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="board"]')!.focus();
    await keys(el, 'Tab', 'Enter'); // White returns one of the prisoners komi gave
    await keys(el, 'Enter'); // Black holds none to return
    await keys(el, 'Shift+Tab', 'Home', 'ArrowDown', 'Enter'); // Black A3
    await keys(el, 'End', 'ArrowUp', 'ArrowUp', 'Enter'); // White E5
    await keys(el, 'Home', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'Enter'); // Black B2 captures B3
    await keys(el, 'End', 'ArrowUp', 'ArrowUp', 'Enter'); // White E4
    await keys(el, 'Tab', 'Enter'); // Black returns the prisoner
    await keys(el, 'Tab', 'Enter'); // and takes it back
    expect(said).to.deep.equal([
      'said: Black C3',
      "said: White B3. Tile Go: the latest placement was an incursion, so Black's next stone goes on a new tile",
      'said: Black B4, tile placed',
      'said: White returns a prisoner',
      'alert: Return a prisoner: not allowed. Tile Go: you hold no prisoner to return',
      'said: Black A3',
      'said: White E5',
      'said: Black B2, captures 1 stone',
      'said: White E4',
      'said: Black returns a prisoner',
      'said: Took back Black returns a prisoner. Black to play',
    ]);
  });

  it('No Seki Go: a ghost is for the move about to be played where it was turned on: Undo, and a move the page shows, turn it off', async () => {
    const el = await playBoard({ variant: 'no-seki', moves: 'C3 B3' });
    const said = transcript(el);
    const ghost = () => button(el, 'Ghost').getAttribute('aria-pressed');
    button(el, 'Ghost').click();
    await el.updateComplete;
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(ghost()).to.equal('false');
    button(el, 'Ghost').click();
    await el.updateComplete;
    el.move = 0;
    await el.updateComplete;
    expect(ghost()).to.equal('false');
    expect(said).to.deep.equal([
      "said: Ghost on: Black's next move is a ghost",
      'said: Took back White B3. White to play. Ghost off',
      "said: Ghost on: White's next move is a ghost",
    ]);
  });
});

describe('keyboard-only play in the board’s language (issues 18, 19)', () => {
  /** The Go game above to its end: moves, a capture, a refusal, a step back and forth, two passes. */
  async function game(el: VariantGoBoard): Promise<void> {
    await keys(el, 'Tab', 'Enter', 'ArrowUp', 'Enter', 'ArrowLeft', 'Enter'); // Black C3, White C4, Black B4
    await keys(el, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Home', 'Enter'); // White A1
    await keys(el, 'End', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'Enter'); // Black D4
    await keys(el, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'End', 'Enter'); // White E1
    await keys(el, 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft', 'Enter'); // Black C5 captures C4
    await keys(el, ' ', 'ArrowDown', 'Enter'); // C5 again: occupied; White C4: no liberty
    await keys(el, 'PageUp', 'PageDown', 'Tab', 'Enter', 'Enter'); // back a move and forward again; Pass, Pass
  }

  it('Japanese: each move, capture, refusal, step and the result said once, in Japanese', async () => {
    const el = await playBoard({ lang: 'ja' });
    const said = transcript(el);
    await game(el);
    expect(said).to.deep.equal([
      'said: 黒 C3',
      'said: 白 C4',
      'said: 黒 B4',
      'said: 白 A1',
      'said: 黒 D4',
      'said: 白 E1',
      'said: 黒 C5、1子を取った',
      'alert: C5：打てません。囲碁：その点にはすでに石があります',
      'alert: C4：打てません。囲碁：自殺手は禁止です：その石とその一団の呼吸点がなくなります',
      'said: 6手目（全7手）：白 E1',
      'said: 7手目（全7手）：黒 C5、1子を取った',
      'said: 白 パス',
      'said: 黒 パス。終局：白の4.5目勝ち（黒 5、白 9.5）',
    ]);
  });

  it('French: each move, capture, refusal, step and the result said once, in French', async () => {
    const el = await playBoard({ lang: 'fr' });
    const said = transcript(el);
    await game(el);
    expect(said).to.deep.equal([
      'said: Noir C3',
      'said: Blanc C4',
      'said: Noir B4',
      'said: Blanc A1',
      'said: Noir D4',
      'said: Blanc E1',
      'said: Noir C5, capture 1 pierre',
      'alert: C5 : non permis. Go : cette intersection est déjà occupée',
      'alert: C4 : non permis. Go : le suicide est interdit : cette pierre et son groupe n’auraient plus de liberté',
      'said: Coup 6 sur 7 : Blanc E1',
      'said: Coup 7 sur 7 : Noir C5, capture 1 pierre',
      'said: Blanc passe',
      'said: Noir passe. Partie terminée : Blanc gagne de 4,5 points (Noir 5, Blanc 9,5)',
    ]);
  });
});

describe('keyboard-only puzzle solving (issue 18)', () => {
  it('a puzzle answered, judged and its solution shown with the keys alone, each change said once; Tab reaches every control', async () => {
    const el = await playBoard({ mode: 'puzzle', size: '9', src: PUZZLE_URL });
    await until(() => stones(el).length >= 2);
    await el.updateComplete;
    const said = transcript(el);
    await keys(el, 'Tab', 'ArrowUp', 'ArrowLeft', 'Enter'); // D6, answered by E5
    await keys(el, 'ArrowRight', 'ArrowRight', 'ArrowDown', 'Enter'); // F5, answered by F4: wrong
    const stops = await tabStops(el);
    expect(stops).to.deep.equal(controlsAfterBoard(el));
    expect(stops).to.include.members(['Retry', 'Show solution']);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="board"]')!.focus();
    await keys(el, 'Tab', 'Tab', 'Enter'); // Show solution
    expect(focusName(el)).to.equal('Next step');
    await keys(el, 'Enter'); // the solution's first step
    expect(said).to.deep.equal([
      'said: Black D6. White E5 in answer. Black to play',
      'said: Black F5. White F4 in answer. Wrong: that refutes F5. Retry, or show the solution',
      // The second "Black to play." is the problem's comment.
      'said: Solution shown. The problem’s start. Black to play. Black to play. Variations: a: Black D6, right; b: Black E6, wrong; c: Black D5, wrong',
      'said: Step 1 of 3: Black D6, a right line. Variations: a: White E5, right',
    ]);
  });
});

describe('keyboard-only play in every variant (issue 18)', () => {
  // Keys a reader presses on the board, the arrows most; Tab, Enter and Shift+Tab press the first button (Pass, or Return a prisoner).
  const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', 'Enter', 'Enter', ' ', 'g', 'PageUp', 'PageDown', 'Tab'];

  for (const variant of VARIANT_IDS) {
    it(`${variant}: every change a key makes is said once (a move or step in the live region, a refusal in the alert), and a key that changes nothing says nothing`, async () => {
      const el = await playBoard({ variant });
      const said = transcript(el);
      const seen = record(el, 'vgb-move', 'vgb-move-rejected', 'vgb-position-change');
      const random = seededRandom(18 + variant.length);
      const ghost = () => findButton(el, 'Ghost')?.getAttribute('aria-pressed') ?? 'false';
      await keys(el, 'Tab');
      for (let press = 0; press < 40; press++) {
        const key = KEYS[Math.floor(random() * KEYS.length)]!;
        const [events, lines, ghostBefore] = [seen.length, said.length, ghost()];
        await keys(el, ...(key === 'Tab' ? ['Tab', 'Enter', 'Shift+Tab'] : [key]));
        await new Promise((resolve) => setTimeout(resolve));
        const fired = seen.slice(events).map((event) => event.type);
        const told = said.slice(lines);
        const changed = fired.includes('vgb-position-change') || ghost() !== ghostBefore;
        const refused = fired.filter((type) => type === 'vgb-move-rejected').length;
        const where = `${variant}, key ${press} (${key}): ${JSON.stringify(fired)} ${JSON.stringify(told)}`;
        expect(told.filter((line) => line.startsWith('said:')), where).to.have.length(changed ? 1 : 0);
        expect(told.filter((line) => line.startsWith('alert:')), where).to.have.length(refused);
        for (const line of told) expect(line, where).not.to.match(/undefined|NaN|\[object|ghost:|: $/);
      }
    });
  }
});
