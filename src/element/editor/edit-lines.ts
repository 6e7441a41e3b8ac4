/**
 * The editor's lines (the `edit-lines` part): where the node shown stands in the tree of moves,
 * the buttons that go along it (Start, Back, Forward, Next variation), take out a move or make its
 * line the main one, and the verdict on the line shown (Right, Wrong), which a puzzle reads.
 * What each says. Playing a move where another already follows starts a variation.
 */
import { html, type TemplateResult } from 'lit';
import type { DiagramDocument, DiagramEdit, DiagramMove } from '../../editor/document.js';
import { nodesTo, shownNode } from '../../editor/index.js';
import type { PositionView } from '../../engine/types.js';
import { factsOfView } from '../board-record.js';
import { moveSentence } from '../describe.js';
import type { EditSpeech } from '../i18n/edit/en.js';
import { ruleGameOf } from './edit-words.js';

/** The edits of the lines' buttons. */
export type LineEdit = Extract<DiagramEdit, { kind: 'go' | 'delete' | 'verdict' | 'promote' }>;

/** The next variation of the move shown: its sibling after it, round to the first. */
function nextVariation(document: DiagramDocument): readonly number[] | null {
  const { at } = document;
  if (at.length === 0) return null;
  const siblings = nodesTo(document.root, at.slice(0, -1)).at(-1)!.children.length;
  return siblings > 1 ? [...at.slice(0, -1), (at.at(-1)! + 1) % siblings] : null;
}

/** The edit of a key on the board, or `null`: PageUp goes back a move, PageDown forward along the main line, as play mode steps. */
export function lineKey(key: string, document: DiagramDocument): LineEdit | null {
  const { at } = document;
  if (key === 'PageUp' && at.length > 0) return { kind: 'go', at: at.slice(0, -1) };
  if (key === 'PageDown' && shownNode(document).children.length > 0) return { kind: 'go', at: [...at, 0] };
  return null;
}

/**
 * Where the node shown stands, `view` being its position: "Setup, 2 moves next", "Move 3,
 * Black D4, variation 2 of 3, marked right, end of the line".
 */
export function placeSentence(words: EditSpeech, document: DiagramDocument, view: PositionView): string {
  const { lines, reader } = words;
  const node = shownNode(document);
  const { at } = document;
  const parts = [at.length === 0 ? lines.setup : reader.announce.step(at.length, null)];
  const played = at.length > 0 ? factsOfView(view) : null;
  if (played) parts.push(moveSentence(played, reader, ruleGameOf(document)));
  const siblings = at.length > 0 ? nodesTo(document.root, at.slice(0, -1)).at(-1)!.children.length : 1;
  if (siblings > 1) parts.push(lines.variation(at.at(-1)! + 1, siblings));
  const { verdict } = node as Partial<DiagramMove>;
  if (verdict) parts.push(lines.marked(verdict));
  const next = node.children.length;
  if (at.length > 0 || next > 0) parts.push(next === 0 ? lines.end : lines.next(next));
  return lines.place(parts);
}

/** What a line edit did, `view` being the position then shown. */
export function lineSentence(words: EditSpeech, edit: LineEdit, document: DiagramDocument, view: PositionView): string {
  const { lines } = words;
  const place = placeSentence(words, document, view);
  switch (edit.kind) {
    case 'go':
      return place;
    case 'delete':
      return lines.takenOut(place);
    case 'promote':
      return lines.madeMain(place);
    case 'verdict':
      return edit.verdict ? lines.judged(edit.verdict) : lines.unjudged;
  }
}

/** The `edit-lines` part for `document`, `view` being the position shown, in `words`; `edit` sends a line edit. */
export function linesTemplate(document: DiagramDocument, view: PositionView, edit: (edit: LineEdit) => void, words: EditSpeech): TemplateResult {
  const { lines } = words;
  const { at } = document;
  const node = shownNode(document);
  const onMove = at.length > 0;
  const variation = nextVariation(document);
  const verdict = (node as Partial<DiagramMove>).verdict ?? null;
  const judge = (given: 'right' | 'wrong') => () => edit({ kind: 'verdict', verdict: verdict === given ? null : given });
  return html`<div part="edit-lines" class="edit-lines" role="group" aria-label=${lines.lines}>
    <p class="edit-place"><span class="edit-caption">${lines.caption}</span> ${placeSentence(words, document, view)}</p>
    <div class="edit-buttons">
      <button part="control" type="button" ?disabled=${!onMove} @click=${() => edit({ kind: 'go', at: [] })}>${lines.start}</button>
      <button part="control" type="button" aria-keyshortcuts="PageUp" ?disabled=${!onMove} @click=${() => edit({ kind: 'go', at: at.slice(0, -1) })}>${lines.back}</button>
      <button part="control" type="button" aria-keyshortcuts="PageDown" ?disabled=${node.children.length === 0} @click=${() => edit({ kind: 'go', at: [...at, 0] })}>
        ${lines.forward}
      </button>
      <button part="control" type="button" ?disabled=${!variation} @click=${() => variation && edit({ kind: 'go', at: variation })}>${lines.nextVariation}</button>
      <button part="control" type="button" ?disabled=${!onMove} @click=${() => edit({ kind: 'delete' })}>${lines.takeOut}</button>
      <button part="control" type="button" ?disabled=${!onMove || at.every((i) => i === 0)} @click=${() => edit({ kind: 'promote' })}>${lines.mainLine}</button>
    </div>
    <div class="edit-buttons" role="group" aria-label=${lines.verdicts}>
      <span class="edit-caption" aria-hidden="true">${lines.verdictCaption}</span>
      <button part="control" type="button" aria-pressed=${verdict === 'right'} ?disabled=${!onMove} @click=${judge('right')}>${lines.right}</button>
      <button part="control" type="button" aria-pressed=${verdict === 'wrong'} ?disabled=${!onMove} @click=${judge('wrong')}>${lines.wrong}</button>
    </div>
  </div>`;
}
