/**
 * The pointer on the board, part of the play input's chunk. A mouse previews the move under it; a touch or a pen previews while
 * pressed. A press acts when it is lifted over the point it went down on: in play and puzzle
 * mode it plays there, in replay mode it follows the variation marked there. (Any press pauses
 * autoplay, which the element does before the chunk is in.)
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Coord } from '../engine/types.js';
import { playable, type Mode } from './board-options.js';
import { pointUnder } from './board-point.js';
import type { BoardListeners } from './board-template.js';
import type { CursorKeys } from './cursor-keys.js';
import type { Drawing } from './drawing.js';
import type { KeyboardInput } from './keyboard.js';
import type { MovePlayer } from './move-player.js';
import type { ReaderActions } from './reader-actions.js';

/** What the pointer reads of the element: its mode, and the drawing of the last update (its points and variation marks). */
export interface PointerBoard {
  mode(): Mode;
  drawing(): Drawing;
}

function samePoint(a: Coord | null, b: Coord | null): boolean {
  return a === b || (!!a && !!b && a.x === b.x && a.y === b.y);
}

/** The preview point and the board's pointer listeners. A new preview point asks the element to update, as a `@state()` field would. */
export class PointerInput implements ReactiveController {
  private hoverValue: Coord | null = null;
  /** A pointer pressed on a point, waiting to be lifted over the same point. */
  private press: { id: number; point: Coord | null } | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly board: PointerBoard,
    private readonly keyboard: KeyboardInput,
    private readonly keys: CursorKeys,
    private readonly actions: ReaderActions,
    private readonly moves: MovePlayer,
  ) {
    host.addController(this);
  }

  /** Taken out of the page, the board forgets a press under way and its preview: the pointer that made them is no longer over it. */
  hostDisconnected(): void {
    this.press = null;
    this.hover = null;
  }

  /** The point under the mouse or a pressed finger (play and puzzle mode), where the preview is drawn. */
  get hover(): Coord | null {
    return this.hoverValue;
  }

  set hover(value: Coord | null) {
    if (value === this.hoverValue) return;
    this.hoverValue = value;
    this.host.requestUpdate();
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
      this.press = { id: event.pointerId, point };
      if (this.board.mode() !== 'replay') this.setHover(point);
    },
    pointermove: (event) => {
      if (!playable(this.board.mode())) return;
      if (this.press ? this.press.id === event.pointerId : event.pointerType === 'mouse') this.setHover(this.pointUnder(event));
    },
    pointerup: (event) => {
      const press = this.press;
      if (!press || press.id !== event.pointerId) return;
      this.press = null;
      const point = this.pointUnder(event);
      if (event.pointerType !== 'mouse') this.setHover(null);
      if (point && samePoint(point, press.point)) this.tap(point);
    },
    // Leaving the board or a cancelled press: the preview goes, unless a press is still under way.
    pointerend: (event) => {
      if (event.type === 'pointercancel' && this.press?.id === event.pointerId) this.press = null;
      if (!this.press) this.setHover(null);
    },
  };

  /** A press lifted over `point` (or one made while the play input loaded): in replay mode it follows the variation marked there, else it plays there. */
  tap(point: Coord): void {
    if (this.board.mode() === 'replay') {
      const mark = this.board.drawing().variations?.find((v) => samePoint(v.point, point));
      if (mark) this.actions.choose(mark.childIndex);
      return;
    }
    this.keys.cursor = point;
    this.moves.play(this.moves.moveAt(point));
  }

  private setHover(point: Coord | null): void {
    if (!samePoint(point, this.hover)) this.hover = point;
  }

  private pointUnder(event: PointerEvent): Coord | null {
    return pointUnder(event, this.board.drawing().scene);
  }
}
