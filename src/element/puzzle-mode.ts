/**
 * Puzzle mode on the board: the {@link PuzzleSession} over the record's tree, what the `puzzle`
 * part says, the point the hint marks, and the verdict's event. The reader's moves reach it
 * through the element's write path (reader-actions.ts), which fires the move's own events. A
 * chunk of its own, with its styles, loaded when a board is first in puzzle mode.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Color, Coord, MoveDone, MoveResult, PointMove } from '../engine/types.js';
import type { LiveRegion } from './announcements.js';
import { moveSentence, player, type MoveFacts } from './describe.js';
import { VgbPuzzleFailedEvent, VgbPuzzleSolvedEvent, type VgbPuzzleDetail } from './events/vgb-puzzle.js';
import type { NodeMove } from './node-move.js';
import { commentSentence } from './node-words.js';
import type { Outcome, PuzzleAnswer, PuzzleSession } from './puzzle.js';
import { sentences, solutionSentence, solutionTemplate, solutionView, textButton, type Click } from './puzzle-solution.js';
import type { TreeRecord } from './tree-record.js';

export { puzzleStyles } from './puzzle-mode.styles.js';
// The navigator of a collection comes with the puzzle.
export { PuzzleCollection, collectionStyles } from './puzzle-collection.js';

/** What the `puzzle` part says. */
export interface PuzzleReport {
  side: Color;
  verdict: 'right' | 'wrong' | null;
  /** A sentence after the verdict, or the task before one. */
  text: string;
  /** A hint's sentence, when one was asked for. */
  hint: string;
}

/** What the puzzle needs of the board besides its host and live region. */
export interface PuzzleBoard {
  /** The write path's events of a new position shown, and Retry (reader-actions.ts). */
  actions: { firePositionChange(): void; retry(): void; dropGhost(): string };
  /** The navigator of the board's collection (puzzle-collection.ts): Next problem is offered when it has one. */
  collection: { readonly hasNext: boolean; next(): unknown };
}

/** The `puzzle` part's buttons: Retry, Show solution, and Next problem when there is one. */
interface PuzzleButtons {
  retry: Click;
  solution: Click;
  next: Click | null;
}

/**
 * The `puzzle` part: the task, then "Right" or "Wrong" with why, and the hint; Show solution,
 * after a failure Retry beside it (the two ways on, where the verdict is read), and after a
 * solve the next problem.
 */
function puzzleTemplate(report: PuzzleReport, buttons: PuzzleButtons): TemplateResult {
  const verdict =
    report.verdict === 'right'
      ? html`<strong class="verdict right"><span aria-hidden="true">✓ </span>Right.</strong> `
      : report.verdict === 'wrong'
        ? html`<strong class="verdict wrong"><span aria-hidden="true">✗ </span>Wrong.</strong> `
        : nothing;
  return html`<div part="puzzle" class="puzzle ${report.verdict ?? 'open'}">
    <p>${verdict}${report.text}</p>
    ${report.hint ? html`<p part="hint" class="hint">${report.hint}</p>` : nothing}
    <div class="solution-actions">
      ${report.verdict === 'wrong' ? textButton('Retry', buttons.retry) : nothing}
      ${textButton('Show solution', buttons.solution)}
      ${report.verdict === 'right' && buttons.next ? textButton('Next problem', buttons.next) : nothing}
    </div>
  </div>`;
}

/** The `puzzle` part before a verdict: whose move it is. */
function taskReport(side: Color): PuzzleReport {
  return { side, verdict: null, text: `${player(side)} to play: find the right move.`, hint: '' };
}

/** What ended an attempt: the reader's last move, the tree's last reply to it (if any), and what the node reached says (its name and comment, {@link commentSentence}). */
export interface AttemptEnd {
  move: string;
  reply: MoveFacts | null;
  comment: string;
}

/** A move in the words of a verdict, inside a sentence: `D4`, `the pass`, `the return`, `the ghost at D4`. */
function movePhrase(move: string): string {
  return move === 'pass' || move === 'return' ? `the ${move}` : move.startsWith('ghost:') ? `the ghost at ${move.slice('ghost:'.length)}` : move;
}

/** The tree's reply, as the verdict tells it: "White answers E5", "White passes". */
function replyWords({ color, move }: MoveFacts): string {
  if (move === 'pass') return `${player(color)} passes`;
  if (move === 'return') return `${player(color)} returns a prisoner`;
  return `${player(color)} answers ${movePhrase(move)}`;
}

/**
 * A verdict in words: `shown` in the `puzzle` part ("✓ Right." or "✗ Wrong." goes before it),
 * `said` in the live region. A failure says what happened (the move is not in the solution, the
 * tree's reply refutes it, the solution marks the line wrong), quotes what the node reached
 * says, and, said, offers the two ways on that the part shows: Retry and Show solution.
 */
export function verdictWords(outcome: Outcome, end: AttemptEnd): { shown: string; said: string } {
  if (outcome.solved) return { shown: 'Solved.', said: 'Right: solved' };
  const move = movePhrase(end.move);
  // The live region has just said the reply ("White D6 in answer"): its words leave it out.
  const [why, said] =
    outcome.reason === 'not-in-tree'
      ? [`${move} is not in the solution`, `${move} is not in the solution`]
      : !end.reply
        ? [`the solution marks ${move} wrong`, `the solution marks ${move} wrong`]
        : outcome.reason === 'refuted'
          ? [`${replyWords(end.reply)}, which refutes ${move}`, `that refutes ${move}`]
          : [`${replyWords(end.reply)}: the solution marks this line wrong`, 'the solution marks this line wrong'];
  const quote = end.comment && `The solution says: “${end.comment}”`;
  const told = sentences([why.charAt(0).toUpperCase() + why.slice(1), quote]);
  return { shown: /[.!?]”?$/.test(told) ? told : `${told}.`, said: sentences([`Wrong: ${said}`, quote, 'Retry, or show the solution']) };
}

/** What Hint says: the move (`D4`, `a ghost at D4`, `pass`, `return a prisoner`), or why there is none. */
export function hintSentence(found: NodeMove | null, over: boolean): string {
  if (over) return 'Retry first: the hint shows the way from the position to solve.';
  if (!found) return 'No hint here: the solution has no right move from this position.';
  const move = found.move;
  const words =
    move === 'pass' ? 'pass' : move === 'return' ? 'return a prisoner' : move.startsWith('ghost:') ? `a ghost at ${move.slice('ghost:'.length)}` : move;
  return `Hint: ${words}.`;
}

/** The puzzle under way. A new report or hint asks the element to update, as a `@state()` field would. */
export class PuzzleMode {
  private sessionValue: PuzzleSession | null = null;
  private tree: TreeRecord | null = null;
  private reportValue: PuzzleReport | null = null;
  private hintValue: Coord | null = null;
  /** While the reader explores the solution: the problem's start step. */
  private solutionStart: number | null = null;
  /** The 1-based index of the problem in its collection, set by the element: the verdicts' events carry it. */
  game = 1;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget & { readonly renderRoot: HTMLElement | DocumentFragment },
    private readonly live: LiveRegion,
    private readonly board: PuzzleBoard,
  ) {}

  /** Whether the reader explores the solution (the board then marks the variations). */
  get exploring(): boolean {
    return this.solutionStart !== null;
  }

  /** The `puzzle` part offers the way back to the start itself (Retry beside a wrong verdict, Back to the problem beside the solution), so the controls leave theirs out. */
  get offersRetry(): boolean {
    return this.exploring || this.reportValue?.verdict === 'wrong';
  }

  /** The puzzle under way, or `null` outside puzzle mode or when the record is no tree. */
  get session(): PuzzleSession | null {
    return this.sessionValue;
  }

  /** What the `puzzle` part says. */
  get report(): PuzzleReport | null {
    return this.reportValue;
  }

  private set report(value: PuzzleReport | null) {
    if (value === this.reportValue) return;
    this.reportValue = value;
    this.host.requestUpdate();
  }

  /** The point the hint marks. */
  get hintPoint(): Coord | null {
    return this.hintValue;
  }

  private set hintPoint(value: Coord | null) {
    if (value === this.hintValue) return;
    this.hintValue = value;
    this.host.requestUpdate();
  }

  /** The `puzzle` part, while a puzzle is under way. */
  template(): TemplateResult | typeof nothing {
    const { session, tree, report } = this;
    if (!report || !session || !tree) return nothing;
    const { collection } = this.board;
    const nextProblem = collection.hasNext ? this.keeping(() => collection.next()) : null;
    if (this.solutionStart === null) {
      return puzzleTemplate(report, { retry: this.keeping(() => this.board.actions.retry()), solution: this.keeping(() => this.showSolution()), next: nextProblem });
    }
    return solutionTemplate(solutionView(tree, session, this.solutionStart), {
      step: (delta) => this.keeping(() => this.solutionStep(delta)),
      choose: (index) => this.keeping(() => this.solutionChoose(index)),
      back: this.keeping(() => this.board.actions.retry()),
      next: nextProblem,
    });
  }

  /**
   * A click handler running `action`: a button the action disables or removes (Show solution,
   * the last step, Back to the problem) hands focus to the part's first button that works, so
   * keyboard users keep their place.
   */
  private keeping(action: () => void): Click {
    return (event) => {
      const button = event.currentTarget as HTMLButtonElement;
      action();
      void this.host.updateComplete.then(() => {
        if (button.disabled || !button.isConnected) this.host.renderRoot.querySelector<HTMLElement>('[part~="puzzle"] button:not(:disabled)')?.focus();
      });
    };
  }

  /**
   * Show solution: the right line from the problem's start, to step through and explore. An
   * attempt still open ends unsolved (`vgb-puzzle-failed`, `solution-shown`).
   */
  showSolution(): void {
    const { session, tree } = this;
    if (!session || !tree) return;
    // The event reports the position the reader left, before the solution replaces it.
    const ended = session.outcome === null;
    if (ended) this.dispatch(session, { solved: false, reason: 'solution-shown' }, '');
    this.solutionStart = session.showSolution();
    this.hintPoint = null;
    this.shownInSolution(ended ? 'Solution shown; this attempt counts as not solved' : 'Solution shown');
  }

  /** Steps `delta` along the line of the solution shown, never before the problem's start. */
  solutionStep(delta: number): void {
    const { tree, solutionStart: start } = this;
    if (!tree || start === null) return;
    const target = Math.min(Math.max(tree.shown + delta, start), tree.length);
    if (target === tree.shown) return;
    tree.show(target);
    this.shownInSolution();
  }

  /** Follows variation `index` of the node shown in the solution. */
  solutionChoose(index: number): void {
    if (this.solutionStart === null || !this.tree?.choose(index)) return;
    this.shownInSolution();
  }

  /** Exploring the solution, follows the variation that holds the reader's `move`; `null` when none does (or the solution is not shown). */
  follow(move: string | PointMove): MoveResult | null {
    const tree = this.tree;
    if (!tree || this.solutionStart === null) return null;
    const checked = tree.game.check(move);
    const index = checked.ok ? tree.childHolding(checked.move, tree.game.toPlay) : -1;
    if (index < 0) return null;
    this.solutionChoose(index);
    return checked;
  }

  /** After the solution moved: the board updates, the step is announced (after `before`), and the position's events fire. */
  private shownInSolution(before = ''): void {
    const tree = this.tree!;
    const session = this.session!;
    this.host.requestUpdate();
    const said = solutionSentence(solutionView(tree, session, this.solutionStart!), tree, session.side);
    this.live.say(sentences([before, said, this.board.actions.dropGhost()]));
    this.board.actions.firePositionChange();
  }

  /** Starts the puzzle on `tree` (none without a tree): the reader plays `side`, else the side to move at the root. */
  start(tree: TreeRecord | null, side: unknown): void {
    this.hintPoint = null;
    this.solutionStart = null;
    this.tree = tree;
    if (!tree) {
      this.sessionValue = null;
      this.report = null;
      return;
    }
    this.sessionValue = tree.puzzle(side === 'black' || side === 'white' ? side : null);
    this.report = taskReport(this.sessionValue.side);
  }

  /** Leaves puzzle mode; returns whether a puzzle was under way. */
  stop(): boolean {
    const left = this.sessionValue !== null;
    this.sessionValue = null;
    this.solutionStart = null;
    this.report = null;
    this.hintPoint = null;
    return left;
  }

  /** Plays the reader's answer on the session under way; a move the rules accept clears the hint. */
  answer(session: PuzzleSession, move: string | PointMove): PuzzleAnswer {
    const answer = session.answer(move);
    if (answer.result.ok) this.hintPoint = null;
    return answer;
  }

  /** After the reader's move `done` and the tree's replies: the verdict (its event and the part) or the next task. Returns what to announce. */
  settle(session: PuzzleSession, answer: PuzzleAnswer, done: MoveDone): string {
    const said = [moveSentence(done), ...answer.replies.map((reply) => `${moveSentence(reply)} in answer`)];
    const comment = this.tree && answer.inTree ? commentSentence(this.tree.node) : '';
    const { outcome } = answer;
    if (outcome) {
      said.push(this.finish(session, outcome, { move: done.move, reply: answer.replies.at(-1) ?? null, comment }));
    } else {
      this.report = { ...taskReport(session.side), text: `${player(session.side)} to play.` };
      said.push(`${player(session.side)} to play`);
    }
    // A failure's words quote the comment already.
    return [...said, outcome?.solved === false ? '' : comment].filter(Boolean).join('. ');
  }

  /** Back to the puzzle's start; returns what to announce, or `null` when there is no puzzle. */
  retry(): string | null {
    const session = this.session;
    if (!session) return null;
    session.retry();
    this.hintPoint = null;
    this.solutionStart = null;
    this.report = taskReport(session.side);
    return `Back to the start. ${player(session.side)} to play`;
  }

  /** Marks the first right move and says where it is. */
  hint(): void {
    const session = this.session;
    if (!session || !this.report) return;
    const found = session.hint();
    const text = hintSentence(found, session.outcome !== null);
    this.hintPoint = found?.point ?? null;
    this.report = { ...this.report, hint: text };
    this.live.say(text);
  }

  /** Fires the verdict's event and shows it; returns its sentence. */
  private finish(session: PuzzleSession, outcome: Outcome, end: AttemptEnd): string {
    this.dispatch(session, outcome, end.move);
    const words = verdictWords(outcome, end);
    const next = outcome.solved && this.board.collection.hasNext ? '. Next problem available' : '';
    this.report = { side: session.side, verdict: outcome.solved ? 'right' : 'wrong', text: words.shown, hint: '' };
    return `${words.said}${next}`;
  }

  /** Fires the event of `outcome`, the reader's `move` having ended the attempt (`''`: the solution was shown). */
  private dispatch(session: PuzzleSession, outcome: Outcome, move: string): void {
    const tree = this.tree!;
    const detail: VgbPuzzleDetail = {
      side: session.side,
      moves: tree.game.moves.slice(0, tree.game.moveNumber),
      path: tree.path,
      comment: move && (outcome.solved || outcome.reason !== 'not-in-tree') ? (tree.node.props.C?.join('\n') ?? '') : '',
      tries: session.tries,
      game: this.game,
    };
    if (outcome.solved) this.host.dispatchEvent(new VgbPuzzleSolvedEvent(detail));
    else this.host.dispatchEvent(new VgbPuzzleFailedEvent({ ...detail, reason: outcome.reason, move }));
  }
}
