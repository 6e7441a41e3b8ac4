/**
 * The solution of a puzzle, as the reader explores it (part of the puzzle's chunk): where the
 * record stands on the right line, and each variation of the node shown judged right or wrong
 * by the puzzle's own judging (puzzle.ts, in the readers' chunk, so asked of the session), in
 * words and signs, never colour alone; and the `puzzle` part's buttons that step, choose, go
 * back to the problem and on to the next one.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Color } from '../engine/types.js';
import { moveSentence, moveWords } from './describe.js';
import type { CommonWords } from './i18n/puzzle/common/en.js';
import type { PuzzleSpeech } from './i18n/puzzle/en.js';
import { commentSentence } from './node-words.js';
import type { PuzzleSession } from './puzzle.js';
import type { TreeRecord } from './tree-record.js';

/** A variation of the node shown, judged for the reader. */
export interface SolutionBranch {
  index: number;
  /** Its letter, and the move it starts with (`null` for a node without one). */
  label: string;
  move: { color: Color; move: string } | null;
  verdict: 'right' | 'wrong';
  /** It lies on the line shown (Next step follows it). */
  current: boolean;
}

/** Where the reader stands in the solution. */
export interface SolutionView {
  /** Steps from the problem's start to the node shown, and to the end of the line shown. */
  step: number;
  steps: number;
  /** How the line through the node shown goes for the reader; `null` at the problem's start. */
  verdict: 'right' | 'wrong' | null;
  branches: SolutionBranch[];
  /** The reader solved this attempt before opening the solution (else it counts as not solved). */
  solved: boolean;
}

/** A button's click handler. */
export type Click = (event: Event) => void;

/** What the solution's buttons do. */
export interface SolutionActions {
  step(delta: number): Click;
  choose(index: number): Click;
  back: Click;
  /** The next problem of the board's collection, or `null` when there is none. */
  next: Click | null;
}

/** The solution at the node `tree` shows, `start` being the problem's start step. */
export function solutionView(tree: TreeRecord, session: PuzzleSession, start: number): SolutionView {
  const children = tree.node.children;
  const branches = tree.branches().map(({ index, label, move, current }) => ({
    index,
    label,
    move: move && { color: move.color, move: move.move },
    verdict: session.verdictOf(children[index]!),
    current,
  }));
  return {
    step: tree.shown - start,
    steps: tree.length - start,
    verdict: tree.shown > start ? session.verdictOf(tree.node) : null,
    branches,
    solved: session.outcome?.solved ?? false,
  };
}

/** A variation in words: "a: Black D6", "b: White passes". */
function branchName({ label, move }: SolutionBranch, { reader, solution }: PuzzleSpeech): string {
  return move ? solution.branch(label, moveWords(move, reader)) : solution.branchNoMove(label);
}

/** "✓ right" or "✗ wrong": the sign is for the eye, the word for everyone. */
function verdictMark(verdict: 'right' | 'wrong', words: CommonWords): TemplateResult {
  return html`<span class="mark ${verdict}"><span aria-hidden="true">${verdict === 'right' ? '✓' : '✗'} </span>${words[verdict]}</span>`;
}

/** A button of the `puzzle` part, labelled with its text. */
export function textButton(label: string, action: Click, disabled = false): TemplateResult {
  return html`<button part="control" class="text" type="button" ?disabled=${disabled} @click=${action}>${label}</button>`;
}

/** The `puzzle` part while the reader explores the solution. */
export function solutionTemplate(view: SolutionView, actions: SolutionActions, words: PuzzleSpeech): TemplateResult {
  const { step, steps, verdict } = view;
  const { common, solution } = words;
  return html`<div part="puzzle" class="puzzle solution">
    <p>
      <strong>${finished(solution.heading, common)}</strong>${common.space}${view.solved ? solution.solved : solution.seen}${common.space}${verdict
        ? html`${solution.line.before}${verdictMark(verdict, common)}${solution.line.after}`
        : finished(solution.start, common)}
    </p>
    <div class="solution-steps" role="group" aria-label=${solution.steps}>
      ${textButton(solution.previous, actions.step(-1), step === 0)}
      <span class="solution-step">${solution.step(step, steps)}</span>
      ${textButton(solution.next, actions.step(1), step === steps)}
    </div>
    ${view.branches.length > 0
      ? html`<ul part="solution-variations" class="solution-variations" aria-label=${solution.variations}>
          ${view.branches.map(
            (branch) => html`<li>
              <button part="control" class="text" type="button" aria-current=${branch.current ? 'step' : nothing} @click=${actions.choose(branch.index)}>
                <span>${branchName(branch, words)}${common.comma}${verdictMark(branch.verdict, common)}</span>
              </button>
            </li>`,
          )}
        </ul>`
      : nothing}
    <div class="solution-actions">
      ${textButton(solution.back, actions.back)}
      ${actions.next ? textButton(common.nextProblem, actions.next) : nothing}
    </div>
  </div>`;
}

/** What a step of the solution says: the move, whether its line is right or wrong, the comment, and the variations that follow. */
export function solutionSentence(view: SolutionView, tree: TreeRecord, side: Color, words: PuzzleSpeech): string {
  const { common, solution, reader } = words;
  const facts = view.step > 0 ? tree.shownFacts() : null;
  const here =
    view.step === 0 || !view.verdict
      ? sentences([solution.start, reader.moves.toPlay(reader.position.player(side))], common)
      : solution.said.step(view.step, view.steps, facts ? moveSentence(facts, reader, tree.game) : solution.said.noMove, view.verdict);
  const branches = view.branches.map((branch) => `${branchName(branch, words)}${common.comma}${common[branch.verdict]}`).join(solution.said.separator);
  return sentences([here, commentSentence(tree.node, reader.moves.sentences), branches && solution.said.variations(branches)], common);
}

/** How sentences end and join in a language (i18n/puzzle/common/). */
type Prose = Pick<CommonWords, 'stop' | 'space'>;

/** A text that ends a sentence itself: with its own stop, "!" or "?" (in any script), perhaps inside a closing quotation mark. */
const ENDED = /[.!?。！？][\s”“」』»)）]*$/u;

/**
 * `parts` as one text, each ending with the language's full stop unless it ends with its own (a
 * comment's "Correct!", a quotation's “too slow.”); the last one bare (its own full stop taken
 * off), for the live region.
 */
export function sentences(parts: readonly string[], { stop, space }: Prose): string {
  const given = parts.filter(Boolean);
  return given
    .map((part, i) => (i === given.length - 1 ? (part.endsWith(stop) ? part.slice(0, -stop.length) : part) : ENDED.test(part) ? part : part + stop))
    .join(space);
}

/** `text` ending with the language's full stop, unless it ends with its own: a sentence shown. */
export function finished(text: string, { stop }: Prose): string {
  return ENDED.test(text) ? text : text + stop;
}
