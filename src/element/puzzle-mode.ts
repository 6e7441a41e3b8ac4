/**
 * Puzzle mode on the board: the {@link PuzzleSession} over the record's tree, what the `puzzle`
 * part says, the point the hint marks, and the verdict's event. The reader's moves reach it
 * through the element's write path (reader-actions.ts), which fires the move's own events. A
 * chunk of its own, with its styles and its words (i18n/puzzle/), loaded when a board is first in
 * puzzle mode. The part keeps what happened, not sentences, so it speaks the board's language of
 * the moment.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Color, Coord, MoveDone, MoveResult, PointMove } from '../engine/types.js';
import type { LiveRegion } from './announcements.js';
import { moveSentence, type MoveFacts } from './describe.js';
import { VgbPuzzleFailedEvent, VgbPuzzleSolvedEvent, type VgbPuzzleDetail } from './events/vgb-puzzle.js';
import type { BoardLanguage } from './i18n/language.js';
import { puzzleWords } from './i18n/puzzle/index.js';
import type { PuzzleSpeech } from './i18n/puzzle/en.js';
import type { ReaderWords } from './i18n/reader/en.js';
import type { WordSection } from './i18n/words.js';
import type { NodeMove } from '../formats/node-move.js';
import { commentSentence } from './node-words.js';
import type { Outcome, PuzzleAnswer, PuzzleSession } from './puzzle.js';
import { finished, sentences, solutionSentence, solutionTemplate, solutionView, textButton, type Click } from './puzzle-solution.js';
import type { TreeRecord } from './tree-record.js';

export { puzzleStyles } from './puzzle-mode.styles.js';
// The navigator of a collection comes with the puzzle.
export { PuzzleCollection, collectionStyles } from './puzzle-collection.js';

/** What Hint found: the first right move, or none; `over`: asked after a verdict, when it shows nothing. */
interface HintFound {
  found: NodeMove | null;
  over: boolean;
}

/** What the `puzzle` part tells, worded when it is drawn. */
export interface PuzzleReport {
  side: Color;
  /** The reader has moved in this attempt: the part says whose turn it is rather than the task. */
  moved: boolean;
  /** The verdict that ended the attempt and what ended it, or `null` while it goes on. */
  ended: { outcome: Outcome; end: AttemptEnd } | null;
  /** The hint, once asked for. */
  hint: HintFound | null;
}

/** What the puzzle needs of the board besides its host and live region. */
export interface PuzzleBoard {
  /** The write path's events of a new position shown, and Retry (reader-actions.ts). */
  actions: { firePositionChange(): void; retry(): void; dropGhost(): string };
  /** The navigator of the board's collection (puzzle-collection.ts): Next problem is offered when it has one. */
  collection: { readonly hasNext: boolean; next(): unknown };
  /** The board's language, which the part and the live region speak. */
  language: BoardLanguage;
  /** The entry's words (the players, whose turn, the moves), which the puzzle speaks beside its own. */
  readerWords: WordSection<ReaderWords>;
}

/** The `puzzle` part's buttons: Retry, Show solution, and Next problem when there is one. */
interface PuzzleButtons {
  retry: Click;
  solution: Click;
  next: Click | null;
}

/** The verdict of a report: `right` or `wrong` once the attempt ended, else `null`. */
function verdictOf(report: PuzzleReport | null): 'right' | 'wrong' | null {
  return report?.ended ? (report.ended.outcome.solved ? 'right' : 'wrong') : null;
}

/**
 * The `puzzle` part: the task, then "Right" or "Wrong" with why, and the hint; Show solution,
 * after a failure Retry beside it (the two ways on, where the verdict is read), and after a
 * solve the next problem.
 */
function puzzleTemplate(report: PuzzleReport, buttons: PuzzleButtons, words: PuzzleSpeech): TemplateResult {
  const { common, verdicts, reader } = words;
  const verdict = verdictOf(report);
  const heading = (sign: string, text: string) =>
    html`<strong class="verdict ${verdict}"><span aria-hidden="true">${sign} </span>${text}${common.stop}</strong>${common.space}`;
  const player = reader.position.player(report.side);
  const text = report.ended
    ? verdictWords(report.ended.outcome, report.ended.end, words).shown
    : report.moved
      ? finished(reader.moves.toPlay(player), common)
      : verdicts.task(player);
  return html`<div part="puzzle" class="puzzle ${verdict ?? 'open'}">
    <p>${verdict === 'right' ? heading('✓', verdicts.right) : verdict === 'wrong' ? heading('✗', verdicts.wrong) : nothing}${text}</p>
    ${report.hint ? html`<p part="hint" class="hint">${hintSentence(report.hint, words)}</p>` : nothing}
    <div class="solution-actions">
      ${verdict === 'wrong' ? textButton(common.retry, buttons.retry) : nothing}
      ${textButton(verdicts.showSolution, buttons.solution)}
      ${verdict === 'right' && buttons.next ? textButton(common.nextProblem, buttons.next) : nothing}
    </div>
  </div>`;
}

/** The `puzzle` part at the start of an attempt: the task. */
function taskReport(side: Color): PuzzleReport {
  return { side, moved: false, ended: null, hint: null };
}

/** What ended an attempt: the reader's last move, the tree's last reply to it (if any), and what the node reached says (its name and comment, {@link commentSentence}). */
export interface AttemptEnd {
  move: string;
  reply: MoveFacts | null;
  comment: string;
}

/** A move in the words of a verdict, inside a sentence: `D4`, `the pass`, `the return`, `the ghost at D4`. */
function movePhrase(move: string, words: PuzzleSpeech['verdicts']['move']): string {
  if (move === 'pass' || move === 'return') return words[move];
  return move.startsWith('ghost:') ? words.ghost(move.slice('ghost:'.length)) : move;
}

/** The tree's reply, as the verdict tells it: "White answers E5", "White passes". */
function replyWords({ color, move }: MoveFacts, { reader, verdicts }: PuzzleSpeech): string {
  const player = reader.position.player(color);
  if (move === 'pass') return verdicts.reply.passes(player);
  if (move === 'return') return verdicts.reply.returns(player);
  if (move.startsWith('ghost:')) return verdicts.reply.ghost(player, move.slice('ghost:'.length));
  return verdicts.reply.answers(player, move);
}

/**
 * A verdict in words: `shown` in the `puzzle` part ("✓ Right." or "✗ Wrong." goes before it),
 * `said` in the live region. A failure says what happened (the move is not in the solution, the
 * tree's reply refutes it, the solution marks the line wrong), quotes what the node reached
 * says, and, said, offers the two ways on that the part shows: Retry and Show solution.
 */
function verdictWords(outcome: Outcome, end: AttemptEnd, words: PuzzleSpeech): { shown: string; said: string } {
  const { common, verdicts } = words;
  if (outcome.solved) return { shown: finished(verdicts.solved, common), said: verdicts.said.solved };
  const reason = verdicts.why;
  const move = movePhrase(end.move, verdicts.move);
  // The live region has just said the reply ("White D6 in answer"): its words leave it out.
  const [why, said] =
    outcome.reason === 'not-in-tree'
      ? [reason.notInSolution(move), reason.notInSolution(move)]
      : !end.reply
        ? [reason.markedWrong(move), reason.markedWrong(move)]
        : outcome.reason === 'refuted'
          ? [reason.refuted(replyWords(end.reply, words), move), reason.saidRefuted(move)]
          : [reason.lineWrong(replyWords(end.reply, words)), reason.saidLineWrong];
  const quote = end.comment && reason.quote(end.comment);
  return {
    shown: finished(sentences([why.charAt(0).toUpperCase() + why.slice(1), quote], common), common),
    said: sentences([verdicts.said.wrong(said), quote, verdicts.said.waysOn], common),
  };
}

/** What Hint says: the move (`D4`, `a ghost at D4`, `pass`, `return a prisoner`), or why there is none. */
function hintSentence({ found, over }: HintFound, { verdicts: { hint } }: PuzzleSpeech): string {
  if (over) return hint.over;
  if (!found) return hint.none;
  const move = found.move;
  return hint.move(move === 'pass' || move === 'return' ? hint[move] : move.startsWith('ghost:') ? hint.ghost(move.slice('ghost:'.length)) : move);
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
    return this.exploring || verdictOf(this.reportValue) === 'wrong';
  }

  /** The puzzle's words in the board's language (its buttons in the controls too, play-controls.ts). */
  get words(): PuzzleSpeech {
    const { language, readerWords } = this.board;
    return { ...language.words(puzzleWords), reader: language.alongside(puzzleWords, readerWords) };
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
      return puzzleTemplate(
        report,
        { retry: this.keeping(() => this.board.actions.retry()), solution: this.keeping(() => this.showSolution()), next: nextProblem },
        this.words,
      );
    }
    return solutionTemplate(
      solutionView(tree, session, this.solutionStart),
      {
        step: (delta) => this.keeping(() => this.solutionStep(delta)),
        choose: (index) => this.keeping(() => this.solutionChoose(index)),
        back: this.keeping(() => this.board.actions.retry()),
        next: nextProblem,
      },
      this.words,
    );
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
    const { said } = this.words.solution;
    this.shownInSolution(ended ? said.shownUnsolved : said.shown);
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
    const words = this.words;
    const said = solutionSentence(solutionView(tree, session, this.solutionStart!), tree, session.side, words);
    this.live.say(sentences([before, said, this.board.actions.dropGhost()], words.common));
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
    const words = this.words;
    const { common, verdicts, reader } = words;
    const { game } = session;
    const said = [moveSentence(done, reader, game), ...answer.replies.map((reply) => verdicts.said.inAnswer(moveSentence(reply, reader, game)))];
    const comment = this.tree && answer.inTree ? commentSentence(this.tree.node, reader.moves.sentences) : '';
    const { outcome } = answer;
    if (outcome) {
      said.push(this.finish(session, outcome, { move: done.move, reply: answer.replies.at(-1) ?? null, comment }, words));
    } else {
      this.report = { ...taskReport(session.side), moved: true };
      said.push(reader.moves.toPlay(reader.position.player(session.side)));
    }
    // A failure's words quote the comment already.
    return [...said, outcome?.solved === false ? '' : comment].filter(Boolean).join(common.stop + common.space);
  }

  /** Back to the puzzle's start; returns what to announce, or `null` when there is no puzzle. */
  retry(): string | null {
    const session = this.session;
    if (!session) return null;
    session.retry();
    this.hintPoint = null;
    this.solutionStart = null;
    this.report = taskReport(session.side);
    const { common, verdicts, reader } = this.words;
    return sentences([verdicts.said.backToStart, reader.moves.toPlay(reader.position.player(session.side))], common);
  }

  /** Marks the first right move and says where it is. */
  hint(): void {
    const session = this.session;
    if (!session || !this.report) return;
    const hint = { found: session.hint(), over: session.outcome !== null };
    this.hintPoint = hint.found?.point ?? null;
    this.report = { ...this.report, hint };
    this.live.say(hintSentence(hint, this.words));
  }

  /**
   * What the live region says of a move on the board once the attempt is over (the move's
   * `ERR_GAME_OVER` keeps its English message): no variation of the solution shown holds it, or
   * the puzzle waits for Retry.
   */
  overSentence(): string {
    const { common, verdicts } = this.words;
    return finished(this.exploring ? verdicts.said.noVariation : verdicts.said.over, common);
  }

  /** Fires the verdict's event and shows it; returns its sentence. */
  private finish(session: PuzzleSession, outcome: Outcome, end: AttemptEnd, words: PuzzleSpeech): string {
    this.dispatch(session, outcome, end.move);
    this.report = { side: session.side, moved: true, ended: { outcome, end }, hint: null };
    const next = outcome.solved && this.board.collection.hasNext ? words.verdicts.said.nextAvailable : '';
    return sentences([verdictWords(outcome, end, words).said, next], words.common);
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
