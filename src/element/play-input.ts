/**
 * The play input: what a board needs to take the reader's moves (play and puzzle mode; the
 * puzzle itself is a chunk of its own, puzzle-mode.ts), and the pointer that follows a variation
 * mark clicked in replay mode. A chunk of its
 * own, loaded when a board first takes input, so a page that only replays never downloads it.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { formatPoint } from '../engine/core.js';
import type { Coord } from '../engine/types.js';
import * as sceneInput from '../render/scene-input.js';
import type { ConfirmChoice } from './board-options.js';
import type { TurnButtons } from './controls.js';
import { CursorKeys } from './cursor-keys.js';
import type { Drawing } from './drawing.js';
import { cellId, cellsTemplate } from './grid-cells.js';
import type { PlayWords } from './i18n/play/en.js';
import { playWords } from './i18n/play/index.js';
import type { KeyboardInput } from './keyboard.js';
import { MovePlayer, type MovesBoard } from './move-player.js';
import { turnButtons } from './play-controls.js';
import { PointerInput } from './pointer.js';
import { addStyles } from './feature-styles.js';
import { LazyModule } from './lazy-module.js';
import type { LoadedPart } from './problem-facts.js';
import { playStyles } from './play-input.styles.js';
import { outcomeTemplate } from './play-outcome.js';

/** The record's SGF writer, which the reader's moves need (move-player.ts), for the board's `record` too. */
export { recordSgf } from './record-sgf.js';

/** What the play input needs of the element. */
export interface PlayBoard extends MovesBoard {
  host: MovesBoard['host'] & ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };
  keyboard: KeyboardInput;
  /** The drawing of the last update, whose points and variation marks the pointer hits. */
  drawing(): Drawing;
  /** `confirm` as read: when a tap waits for the loupe's button. */
  confirm(): ConfirmChoice;
  /** Loads `part` for the reader's use; a failed load is reported as `ERR_FETCH` naming `what`, and gives `null`. */
  loadOnUse<T>(part: LazyModule<T>, what: LoadedPart): Promise<T | null>;
}

/** The loupe, which confirms a tap: a chunk of its own, loaded when a board first asks for a confirmation. */
const loupePart = new LazyModule(() => import('./loupe.js'));

export class PlayInput {
  /** The drawing of the preview and the cursor. */
  readonly part = sceneInput;

  /** The play input's words, in the board's language once they are in. */
  private get words(): PlayWords {
    return this.board.language.words(playWords);
  }

  /** The buttons of play and puzzle mode. */
  get buttons(): TurnButtons {
    return turnButtons(this.words.controls, this.moves.puzzle?.words.common ?? null);
  }

  /** What the reader's last move left, in the status part. */
  outcome(): TemplateResult {
    return outcomeTemplate(this.moves, this.board.loader.record.game, this.moves.words);
  }
  readonly moves: MovePlayer;
  readonly keys: CursorKeys;
  readonly pointer: PointerInput;
  /** The choice the loupe was last loaded for, and whether that load failed. */
  private loupeTriedFor: Coord | null = null;
  private loupeFailed = false;

  constructor(private readonly board: PlayBoard) {
    addStyles(board.host.renderRoot, playStyles);
    this.moves = new MovePlayer(board);
    this.keys = new CursorKeys(board.host, board.loader, board.actions, this.moves);
    this.pointer = new PointerInput(board.host, board, board.keyboard, this.keys, board.actions, this.moves, board.live);
  }

  /** The grid's cells over the points of `drawing`. */
  cells({ view, points, scene }: Drawing): TemplateResult {
    return cellsTemplate(view, points, scene, this.words.grid);
  }

  /** The loupe over the point a tap chose, once its chunk is in; nothing while no point waits for confirmation. */
  loupe(drawing: Drawing): TemplateResult | typeof nothing {
    const point = this.pointer.chosen;
    if (!point) return nothing;
    const loaded = loupePart.value;
    if (!loaded) {
      // One load for each choice: a loupe that could not be loaded is tried again by a new tap, not by every update.
      if (point !== this.loupeTriedFor) {
        this.loupeTriedFor = point;
        void this.board.loadOnUse(loupePart, 'loupe').then((loaded) => {
          this.loupeFailed = loaded === null;
          this.board.host.requestUpdate();
        });
      }
      if (!this.loupeFailed) return nothing;
      // A loupe that cannot be loaded: a plain button under the board plays the point chosen.
      const { view, scene } = drawing;
      const name = this.words.grid.play(formatPoint(point.x, point.y, view.width, view.height), scene.preview?.ghost ?? false);
      return html`<button part="control loupe-fallback" type="button" class="loupe-fallback" @mousedown=${(event: Event) => event.preventDefault()} @click=${() =>
        this.pointer.confirm()}>${name}</button>`;
    }
    addStyles(this.board.host.renderRoot, loaded.loupeStyles);
    const picture = this.board.host.renderRoot.querySelector<SVGSVGElement>('[part~="board"] svg');
    return loaded.loupeTemplate(drawing, point, picture, () => this.pointer.confirm(), this.words.grid);
  }

  /** The id of the cursor's cell, the grid's active descendant. */
  get activeCell(): string {
    return cellId(this.keys.cursor);
  }
}
