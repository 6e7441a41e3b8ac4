/**
 * What the board says in words beyond its points: the polite live region, the sentences it
 * announces when the reader moves through the record, and the board's accessible name (what it
 * says of the reader's moves is in play-sentences.ts, with the play input).
 */
import type { ReactiveControllerHost } from 'lit';
import { formatPoint } from '../engine/core.js';
import type { PositionView } from '../engine/types.js';
import type { Viewport } from '../engine/markup.js';
import { playable, type Mode } from './board-options.js';
import { asTree } from './as-tree.js';
import { totalMoves, type BoardRecord } from './board-record.js';
import { moveSentence, moveWords, resultSentence } from './describe.js';
import type { ReaderWords } from './i18n/reader/en.js';
import { commentSentence } from './node-words.js';

/** The live region's text. Asks the element to update when it changes. */
export class LiveRegion {
  /** What the live region says. */
  text = '';

  constructor(private readonly host: ReactiveControllerHost) {}

  /**
   * Puts `text` in the live region; the same text again is still announced, however many times:
   * a repeat alternates between the text and the text with a non-breaking space after it, so
   * the region's content changes every time.
   */
  say(text: string): void {
    const next = text === this.text ? `${text}\u00a0` : text;
    if (next === this.text) return;
    this.text = next;
    this.host.requestUpdate();
  }
}

/**
 * What showing the current step announces: "Move 3 of 10: Black D4, captures 2 stones", then a
 * tree node's variations and comment. `brief` leaves out the total and says that there is a
 * comment rather than reading it: "Move 3: Black D4. Comment". `solving` (a puzzle under way)
 * says the move alone, for the total, the variations and the comments would give the answer away.
 */
export function positionSentence(record: BoardRecord, brief: boolean, solving: boolean, words: ReaderWords): string {
  const { announce } = words;
  const n = record.moveNumberAt(record.shown);
  const facts = record.shownFacts();
  const total = brief || solving ? null : totalMoves(record);
  const { result } = record.game;
  const parts: string[] = [];
  if (record.shown === 0) parts.push(announce.start(announce.step(n, total)));
  else if (facts) {
    parts.push(announce.stepMove(announce.step(n, total), moveSentence(facts, words, record.game)));
    if (result) parts.push(resultSentence(result, words));
  } else parts.push(announce.step(n, total));
  const tree = asTree(record);
  if (tree && !solving) {
    const branches = tree.node.children.length;
    if (branches > 1) parts.push(announce.variations(branches));
    const comment = commentSentence(tree.node, words.moves.sentences);
    if (comment) parts.push(brief ? announce.comment : comment);
  }
  return words.moves.sentences(parts);
}

/** The part of a `width` by `height` board drawn, from its lower left to its upper right point: "showing A14 to F19". */
export function visibleArea(viewport: Viewport, width: number, height: number, words: ReaderWords): string {
  const from = formatPoint(viewport.x0, viewport.y1, width, height);
  const to = formatPoint(viewport.x1, viewport.y0, width, height);
  return words.announce.showing(from, to);
}

/** The board's accessible name: what it is, the part of it drawn (a record's viewport), where in the record, the last move, a tree's variations, and in play and puzzle mode whose turn; whether the rules overlay is shown. */
export function boardLabel(view: PositionView, record: BoardRecord, mode: Mode, viewport: Viewport | null, overlay: boolean, words: ReaderWords): string {
  const { announce } = words;
  const { width, height, moveNumber, lastMove, result, toPlay } = view;
  const total = mode === 'puzzle' ? moveNumber : totalMoves(record);
  const parts = [announce.board(words.rules.ruleSet(record.game), width, height)];
  if (viewport) parts.push(visibleArea(viewport, width, height, words));
  parts.push(announce.boardMove(moveNumber, total));
  if (lastMove) parts.push(announce.lastMove(moveWords(lastMove, words), !!lastMove.illegal));
  const tree = asTree(record);
  if (tree && mode !== 'puzzle') {
    const siblings = tree.siblings();
    const current = siblings.find((branch) => branch.current);
    if (siblings.length > 1 && current) parts.push(announce.variation(current.label, siblings.length));
    const branches = tree.node.children.length;
    if (branches > 1) parts.push(announce.follow(branches));
  }
  if (playable(mode)) parts.push(result ? announce.gameOver : words.moves.toPlay(words.position.player(toPlay)));
  if (overlay) parts.push(announce.overlayOn);
  return announce.label(parts);
}
