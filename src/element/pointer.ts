/**
 * The pointer on the board, part of the play input's chunk. A mouse previews the move under it; a touch or a pen previews while
 * pressed. A press acts when it is lifted over the point it went down on: in play and puzzle
 * mode it plays there, in replay mode it follows the variation marked there. (Any press pauses
 * autoplay, which the element does before the chunk is in.)
 *
 * Where a tap could land on a neighbour (`confirm`: a finger or a pen on points under
 * {@link COMFORTABLE_PITCH}, any tap in puzzle mode, or every press with `always`), a press only
 * chooses its point: the loupe shows it magnified and named beside the finger, a press that
 * slides moves the choice along, and the loupe's button plays it. Another tap chooses again, so
 * a tap never plays a point the reader did not see first.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { formatPoint } from '../engine/core.js';
import type { Coord } from '../engine/types.js';
import { playable, type ConfirmChoice, type Mode } from './board-options.js';
import type { LiveRegion } from './announcements.js';
import { pointUnder } from './board-point.js';
import type { BoardListeners } from './board-template.js';
import type { CursorKeys } from './cursor-keys.js';
import type { Drawing } from './drawing.js';
import type { BoardLanguage } from './i18n/language.js';
import { playWords } from './i18n/play/index.js';
import type { KeyboardInput } from './keyboard.js';
import type { MovePlayer } from './move-player.js';
import type { ReaderActions } from './reader-actions.js';

/**
 * Below this many CSS pixels between points a fingertip (about 7 mm, near 40 px) covers more than
 * one point, so `confirm="touch"` asks for confirmation; 44 px is WCAG 2.5.5's enhanced target size.
 */
export const COMFORTABLE_PITCH = 44;

/** What the pointer reads of the element: its mode, `confirm` as read, and the drawing of the last update (its points and variation marks). */
export interface PointerBoard {
  mode(): Mode;
  confirm(): ConfirmChoice;
  drawing(): Drawing;
  /** The board's language, which says a choice. */
  language: BoardLanguage;
}

function samePoint(a: Coord | null, b: Coord | null): boolean {
  return a === b || (!!a && !!b && a.x === b.x && a.y === b.y);
}

/** The preview point and the board's pointer listeners. A new preview point asks the element to update, as a `@state()` field would. */
export class PointerInput implements ReactiveController {
  private hoverValue: Coord | null = null;
  private chosenValue: Coord | null = null;
  /** A pointer pressed on a point, waiting to be lifted over the same point; a press that chooses keeps the choice it replaces, for a press the page scrolls instead. */
  private press: { id: number; point: Coord | null; choosing: boolean; before: Coord | null } | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment },
    private readonly board: PointerBoard,
    private readonly keyboard: KeyboardInput,
    private readonly keys: CursorKeys,
    private readonly actions: ReaderActions,
    private readonly moves: MovePlayer,
    private readonly live: LiveRegion,
  ) {
    host.addController(this);
  }

  /** Taken out of the page, the board forgets a press under way and its preview: the pointer that made them is no longer over it. */
  hostDisconnected(): void {
    this.press = null;
    this.forget();
  }

  /** Forgets the preview and the point chosen: the position or the mode they were made on is gone. */
  forget(): void {
    this.hover = null;
    this.chosen = null;
  }

  /** The point under the mouse or a pressed finger (play and puzzle mode). */
  get hover(): Coord | null {
    return this.hoverValue;
  }

  set hover(value: Coord | null) {
    if (value === this.hoverValue) return;
    this.hoverValue = value;
    this.host.requestUpdate();
  }

  /** The point a tap chose, waiting for the loupe's button to play it (see `confirm`). */
  get chosen(): Coord | null {
    return this.chosenValue;
  }

  private set chosen(value: Coord | null) {
    if (samePoint(value, this.chosenValue)) return;
    this.chosenValue = value;
    this.host.requestUpdate();
  }

  /** Where the preview is drawn: the point hovered, else the point chosen. */
  get previewPoint(): Coord | null {
    return this.hoverValue ?? this.chosenValue;
  }

  /** Whether a press on the board does something: play (play and puzzle mode) or follow a variation mark (replay mode). */
  get clickable(): boolean {
    const mode = this.board.mode();
    return playable(mode) || (mode === 'replay' && !!this.board.drawing().variations?.length);
  }

  /** The board's pointer listeners. */
  readonly listeners: Pick<BoardListeners, 'pointerdown' | 'pointermove' | 'pointerup' | 'pointerend'> = {
    pointerdown: (event) => {
      if (!this.clickable || !event.isPrimary || event.button !== 0) return;
      this.keyboard.focused = false;
      const point = this.pointUnder(event);
      const choosing = this.confirms(event.pointerType);
      this.press = { id: event.pointerId, point, choosing, before: this.chosen };
      if (choosing) this.chosen = point ?? this.chosen;
      else if (this.board.mode() !== 'replay') this.setHover(point);
    },
    pointermove: (event) => {
      if (!playable(this.board.mode())) return;
      const press = this.press;
      if (press?.choosing && press.id === event.pointerId) this.chosen = this.pointUnder(event) ?? this.chosen;
      else if (press ? press.id === event.pointerId : event.pointerType === 'mouse') this.setHover(this.pointUnder(event));
    },
    pointerup: (event) => {
      const press = this.press;
      if (!press || press.id !== event.pointerId) return;
      this.press = null;
      const point = this.pointUnder(event);
      // Lifted off the grid, the choice is dropped: the way to put the loupe away without playing.
      if (press.choosing) return this.choose(point, press.before);
      if (event.pointerType !== 'mouse') this.setHover(null);
      if (point && samePoint(point, press.point)) this.tap(point);
    },
    // Leaving the board or a cancelled press: the preview goes, unless a press is still under way; a press the page scrolled chooses nothing.
    pointerend: (event) => {
      const press = this.press;
      if (event.type === 'pointercancel' && press?.id === event.pointerId) {
        this.press = null;
        if (press.choosing) this.chosen = press.before;
      }
      if (!this.press) this.setHover(null);
    },
  };

  /** A press of a pointer of `pointerType` lifted over `point` while the play input loaded: what its lifting would have done. */
  lifted(point: Coord, pointerType: string): void {
    if (this.confirms(pointerType)) this.choose(point, this.chosen);
    else this.tap(point);
  }

  /** The loupe's button: plays the point chosen. */
  confirm(): void {
    const point = this.chosen;
    if (!point) return;
    this.chosen = null;
    this.tap(point);
  }

  /** A press lifted over `point`: in replay mode it follows the variation marked there, else it plays there. */
  tap(point: Coord): void {
    if (this.board.mode() === 'replay') {
      const mark = this.board.drawing().variations?.find((v) => samePoint(v.point, point));
      if (mark) this.actions.choose(mark.childIndex);
      return;
    }
    this.keys.cursor = point;
    this.moves.play(this.moves.moveAt(point));
  }

  /** Chooses `point`, or drops the choice (`null`); a choice other than `before`, the one before the press, is said, for a reader who explores the board by touch with a screen reader. */
  private choose(point: Coord | null, before: Coord | null): void {
    this.chosen = point;
    if (!point || samePoint(point, before)) return;
    const { view } = this.board.drawing();
    const name = formatPoint(point.x, point.y, view.width, view.height);
    const { grid } = this.board.language.words(playWords);
    this.live.say(grid.chosen(name, grid.play(name, this.actions.ghostMode)));
  }

  /** Whether a press of a pointer of `pointerType` waits for confirmation (`confirm`); following a variation mark in replay mode never does. */
  private confirms(pointerType: string): boolean {
    const mode = this.board.mode();
    const choice = this.board.confirm();
    if (!playable(mode) || choice === 'never') return false;
    if (choice === 'always') return true;
    if (pointerType === 'mouse') return false;
    // One wrong tap ends a puzzle's attempt, so a puzzle confirms every touch.
    if (mode === 'puzzle') return true;
    const pitch = this.pitch();
    return pitch !== null && pitch < COMFORTABLE_PITCH;
  }

  /** CSS pixels between two neighbouring points on screen, or `null` before the drawing is laid out. */
  private pitch(): number | null {
    const matrix = this.host.renderRoot.querySelector<SVGSVGElement>('[part~="board"] svg')?.getScreenCTM();
    return matrix ? Math.hypot(matrix.a, matrix.b) * this.board.drawing().scene.grid.step : null;
  }

  private setHover(point: Coord | null): void {
    if (!samePoint(point, this.hover)) this.hover = point;
  }

  private pointUnder(event: PointerEvent): Coord | null {
    return pointUnder(event, this.board.drawing().scene);
  }
}
