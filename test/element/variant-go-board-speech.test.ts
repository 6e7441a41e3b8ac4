/**
 * What the live region says while autoplay runs, the keys that read the step and switch the
 * verbosity, reduced motion, and pieces named as they are (a ghost captured is not a stone).
 * Each transcript is every text the live region held, in order, as a screen reader hears it.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/variant-go-board.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import type { VgbErrorEvent } from '../../src/element/events/vgb-error.js';
import { announced, board, button, findButton, part, puzzle, status, tap, until } from './helpers.js';

/** Every text the polite live region holds from now on, white space collapsed (a repeat's trailing no-break space too). */
function transcript(el: VariantGoBoard): string[] {
  const region = el.shadowRoot!.querySelector('[aria-live="polite"]')!;
  const said: string[] = [];
  new MutationObserver(() => {
    const text = region.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (text) said.push(text);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

/** Focuses the board's drawing, where the keys go. */
function focusBoard(el: VariantGoBoard): void {
  part(el, 'board')!.focus();
}

const FIVE_MOVES = { size: '9', moves: 'E5 C3 G7 D4 F6' };

describe('<variant-go-board> speech: autoplay, verbosity and pieces named', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('autoplay the reader starts says its start and its end, never each move', async () => {
    const { el } = await board({ ...FIVE_MOVES, speed: '20' });
    const said = transcript(el);
    button(el, 'Play moves').click();
    await el.updateComplete;
    expect(status(el)).to.equal('Move 0 / 5');
    await until(() => status(el) === 'Move 5 / 5' && findButton(el, 'Play moves') !== null);
    await el.updateComplete;
    expect(said).to.deep.equal([
      'Autoplay started at move 0 of 5; moves are not read out: press L for the last one',
      'Autoplay ended. Move 5 of 5: Black F6',
    ]);
  });

  it('the L key reads the step shown and its move while autoplay runs, and autoplay goes on', async () => {
    const { el } = await board({ ...FIVE_MOVES, move: '2', speed: '5000' });
    button(el, 'Play moves').click();
    // Autoplay's words are a chunk of their own, loaded on the first start.
    await until(() => announced(el) === 'Autoplay started at move 2 of 5; moves are not read out: press L for the last one');
    focusBoard(el);
    await sendKeys({ press: 'l' });
    await el.updateComplete;
    expect(announced(el)).to.equal('Move 2 of 5: White C3');
    expect(findButton(el, 'Pause')).to.exist;
  });

  it('pausing says where autoplay stopped; a step that stops it says so before the step', async () => {
    const { el } = await board({ ...FIVE_MOVES, speed: '5000' });
    const said = transcript(el);
    // Autoplay's words are a chunk of their own: each is waited for before the next action.
    button(el, 'Play moves').click();
    await until(() => said.length === 1);
    button(el, 'Pause').click();
    await until(() => said.length === 2);
    button(el, 'Play moves').click();
    await until(() => said.length === 3);
    focusBoard(el);
    await sendKeys({ press: 'ArrowRight' });
    await until(() => said.length === 4);
    expect(said).to.deep.equal([
      'Autoplay started at move 0 of 5; moves are not read out: press L for the last one',
      'Autoplay paused at move 0 of 5',
      'Autoplay started at move 0 of 5; moves are not read out: press L for the last one',
      'Autoplay paused. Move 1 of 5: Black E5',
    ]);
  });

  it('autoplay the page starts says nothing on its own: the reader did not ask for it', async () => {
    const { el } = await board({ ...FIVE_MOVES, autoplay: '', speed: '20' });
    const said = transcript(el);
    await until(() => status(el) === 'Move 5 / 5' && findButton(el, 'Play moves') !== null);
    await el.updateComplete;
    expect(said).to.deep.equal([]);
  });

  it('prefers-reduced-motion: the autoplay attribute does not start it; the board shows the end and the reader starts it', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await board({ ...FIVE_MOVES, autoplay: '', speed: '20' });
    expect(status(el)).to.equal('Move 5 / 5');
    expect(findButton(el, 'Play moves')).to.exist;
    button(el, 'Play moves').click();
    await el.updateComplete;
    expect(findButton(el, 'Pause')).to.exist;
    await until(() => status(el) === 'Move 5 / 5' && findButton(el, 'Play moves') !== null);
  });

  it('verbosity="brief": steps without the total, a comment said as such, autoplay without the keys', async () => {
    const { el } = await board({ sgf: '(;SZ[9];B[ee]C[A long comment about the move];W[cc])', verbosity: 'brief', speed: '20' });
    const said = transcript(el);
    focusBoard(el);
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    button(el, 'Play moves').click();
    await until(() => status(el) === 'Move 2 / 2' && findButton(el, 'Play moves') !== null);
    await el.updateComplete;
    expect(said).to.deep.equal([
      'Start of the game, move 0',
      'Move 1: Black E5. Comment',
      'Autoplay started at move 1',
      'Autoplay ended. Move 2: White C7',
    ]);
  });

  it('verbosity="brief" in play mode: a move onto a commented node says there is a comment, not the comment', async () => {
    const sgf = '(;SZ[9];B[ee]C[Good start: the centre])';
    const { el: full } = await board({ mode: 'play', sgf, move: '0' });
    await tap(full, 'E5');
    expect(announced(full)).to.equal('Black E5. Good start: the centre');
    const { el: brief } = await board({ mode: 'play', sgf, move: '0', verbosity: 'brief' });
    await tap(brief, 'E5');
    expect(announced(brief)).to.equal('Black E5. Comment');
  });

  it('the V key switches between full and brief announcements, and says which', async () => {
    const { el } = await board({ ...FIVE_MOVES });
    focusBoard(el);
    await sendKeys({ press: 'v' });
    await el.updateComplete;
    expect(el.verbosity).to.equal('brief');
    expect(announced(el)).to.equal('Brief announcements');
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(announced(el)).to.equal('Move 4: White D4');
    await sendKeys({ press: 'V' });
    await el.updateComplete;
    expect(el.verbosity).to.equal('full');
    expect(announced(el)).to.equal('Full announcements');
    await sendKeys({ press: 'l' });
    await el.updateComplete;
    expect(announced(el)).to.equal('Move 4 of 5: White D4');
  });

  it('the controls hold a "Brief announcements" toggle, seen only while it has focus, that switches verbosity', async () => {
    const { el } = await board({ ...FIVE_MOVES });
    const toggle = part<HTMLButtonElement>(el, 'verbosity-toggle')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(toggle.getBoundingClientRect().width).to.be.at.most(1);
    toggle.focus();
    expect(toggle.getBoundingClientRect().width).to.be.above(40);
    toggle.click();
    await el.updateComplete;
    expect(el.verbosity).to.equal('brief');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal(toggle);
  });

  it('a verbosity it does not take is reported, quoting it, and full sentences are said', async () => {
    const { el, seen } = await board({ ...FIVE_MOVES, verbosity: 'chatty' }, { events: ['vgb-error'] });
    const problem = (seen as VgbErrorEvent[]).find((e) => e.detail.message.startsWith('verbosity'));
    expect(problem?.detail.code).to.equal('ERR_OPTION');
    expect(problem?.detail.message).to.contain("'chatty'");
    focusBoard(el);
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(announced(el)).to.equal('Move 4 of 5: White D4');
  });

  it('puzzle mode: the L key says the move alone, never the line\'s length, the variations or a comment that would give the answer away', async () => {
    const el = await puzzle();
    focusBoard(el);
    await sendKeys({ press: 'l' });
    await el.updateComplete;
    expect(announced(el)).to.equal('Start of the game, move 0');
    await tap(el, 'D6');
    focusBoard(el);
    await sendKeys({ press: 'l' });
    await el.updateComplete;
    expect(announced(el)).to.equal('Move 2: White E5');
  });

  it('the board\'s name says its last move in words: a ghost as a ghost, a pass as a pass, never the notation', async () => {
    const { el: ghost } = await board({ variant: 'no-seki', size: '5', moves: 'ghost:A1' });
    expect(part(ghost, 'board')!.getAttribute('aria-label')).to.contain('last move Black ghost A1').and.not.contain('ghost:');
    const { el: pass } = await board({ size: '5', moves: 'C3 pass' });
    expect(part(pass, 'board')!.getAttribute('aria-label')).to.contain('last move White passes');
  });

  it('No Seki Go: a capture of ghosts is said as ghosts, not stones', async () => {
    const { el } = await board({ variant: 'no-seki', size: '5', 'to-play': 'white', moves: 'ghost:A1 A2 ghost:B1 C1 pass B2' });
    focusBoard(el);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(announced(el)).to.equal('Move 6 of 6: Black B2, captures 2 ghosts');
  });
});
