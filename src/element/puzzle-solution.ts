/**
 * The solution of a puzzle, as the reader explores it (part of the puzzle's chunk): where the
 * record stands on the right line, and each variation of the node shown judged right or wrong
 * by the puzzle's own judging (puzzle.ts, in the readers' chunk, so asked of the session), in
 * words and signs, never colour alone; and the `puzzle` part's buttons that step, choose, go
 * back to the problem and on to the next one.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Color } from '../engine/types.js';
import { moveSentence, player } from './describe.js';
import { commentSentence } from './node-words.js';
import type { PuzzleSession } from './puzzle.js';
import type { TreeRecord } from './tree-record.js';

/** A variation of the node shown, judged for the reader. */
export interface SolutionBranch {
  index: number;
  /** "a: Black D6". */
  name: string;
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
    name: move ? `${label}: ${player(move.color)} ${move.move}` : `${label}: no move`,
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

/** "✓ right" or "✗ wrong": the sign is for the eye, the word for everyone. */
function verdictMark(verdict: 'right' | 'wrong'): TemplateResult {
  return html`<span class="mark ${verdict}"><span aria-hidden="true">${verdict === 'right' ? '✓' : '✗'} </span>${verdict}</span>`;
}

/** A button of the `puzzle` part, labelled with its text. */
export function textButton(label: string, action: Click, disabled = false): TemplateResult {
  return html`<button part="control" class="text" type="button" ?disabled=${disabled} @click=${action}>${label}</button>`;
}

/** The `puzzle` part while the reader explores the solution. */
export function solutionTemplate(view: SolutionView, actions: SolutionActions): TemplateResult {
  const { step, steps, verdict } = view;
  return html`<div part="puzzle" class="puzzle solution">
    <p>
      <strong>Solution.</strong>
      ${view.solved ? 'You solved this one; here is the whole tree.' : 'Seen, so not solved this time.'}
      ${verdict ? html`This line is ${verdictMark(verdict)}.` : 'The problem’s start.'}
    </p>
    <div class="solution-steps" role="group" aria-label="Solution steps">
      ${textButton('Previous step', actions.step(-1), step === 0)}
      <span class="solution-step">Step ${step} of ${steps}</span>
      ${textButton('Next step', actions.step(1), step === steps)}
    </div>
    ${view.branches.length > 0
      ? html`<ul part="solution-variations" class="solution-variations" aria-label="Variations from here">
          ${view.branches.map(
            (branch) => html`<li>
              <button part="control" class="text" type="button" aria-current=${branch.current ? 'step' : nothing} @click=${actions.choose(branch.index)}>
                <span>${branch.name}, ${verdictMark(branch.verdict)}</span>
              </button>
            </li>`,
          )}
        </ul>`
      : nothing}
    <div class="solution-actions">
      ${textButton('Back to the problem', actions.back)}
      ${actions.next ? textButton('Next problem', actions.next) : nothing}
    </div>
  </div>`;
}

/** What a step of the solution says: the move, whether its line is right or wrong, the comment, and the variations that follow. */
export function solutionSentence(view: SolutionView, tree: TreeRecord, side: Color): string {
  const facts = view.step > 0 ? tree.shownFacts() : null;
  const here =
    view.step === 0
      ? `The problem’s start. ${player(side)} to play`
      : `Step ${view.step} of ${view.steps}: ${facts ? moveSentence(facts) : 'no move'}, a ${view.verdict} line`;
  const branches = view.branches.map((branch) => `${branch.name}, ${branch.verdict}`).join('; ');
  return sentences([here, commentSentence(tree.node), branches && `Variations: ${branches}`]);
}

/** `parts` as one text, each ending with a full stop unless it ends with its own (a comment's "Correct!", a quotation's “too slow.”); the last one bare. */
export function sentences(parts: readonly string[]): string {
  return parts
    .filter(Boolean)
    .map((part) => part.replace(/[.!?]$/, (end) => (end === '.' ? '' : end)))
    .join('. ')
    .replace(/([!?]|[.!?]”)\. /g, '$1 ');
}
