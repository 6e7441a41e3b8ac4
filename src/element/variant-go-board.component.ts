import { ContextProvider } from '@lit/context';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { formatPoint } from '../engine/index.js';
import type { Coord, MoveError, MoveResult, PositionView, VariantId } from '../engine/types.js';
import { writeDiagram } from '../formats/diagram.js';
import { writeSgf, type SgfNode } from '../formats/sgf.js';
import { gameToSgf, type ReadRecordOptions } from '../formats/sgf-record.js';
import { renderSvg } from '../render/index.js';
import { buildScene, hitTest, type Scene, type SceneOptions, type ScenePreview } from '../render/scene.js';
import type { BoardRecord } from './board-record.js';
import { boardContext, type BoardState } from './context.js';
import { attempt, cellId, cellsTemplate, controlsTemplate, statusTemplate } from './controls.js';
import { moveSentence, player, pointContext, positionDescription, resultSentence, type PointContext } from './describe.js';
import { VgbErrorEvent, type VgbErrorDetail } from './events/vgb-error.js';
import { VgbGameEndEvent } from './events/vgb-game-end.js';
import { VgbMoveRejectedEvent, type VgbMoveRejectedDetail } from './events/vgb-move-rejected.js';
import { VgbMoveEvent } from './events/vgb-move.js';
import { VgbNodeChangeEvent } from './events/vgb-node-change.js';
import { VgbPositionChangeEvent } from './events/vgb-position-change.js';
import { VgbPuzzleFailedEvent, VgbPuzzleSolvedEvent, type VgbPuzzleDetail } from './events/vgb-puzzle.js';
import { download, fileBase, svgToPng } from './exports.js';
import { loadRecord, type RecordText } from './load-record.js';
import {
  commentSentence,
  commentTemplate,
  exportsTemplate,
  gameInfo,
  infoTemplate,
  puzzleTemplate,
  variationsTemplate,
  type ExportFormat,
  type PuzzleReport,
} from './panels.js';
import { PuzzleSession, hintSentence, verdictWords, type Outcome } from './puzzle.js';
import type { BoardConfig } from './replay.js';
import { recordMarkup, variationMarks } from './record-markup.js';
import { RecordSources } from './sources.js';
import { sceneTemplate } from './scene-template.js';
import { TreeRecord } from './tree-record.js';
import { styles } from './variant-go-board.styles.js';

/** Shown when the first variant or size given cannot build a game. */
const DEFAULT_CONFIG: BoardConfig = { variant: 'go', size: 19 };

/** What the board lets the reader do. */
type Mode = 'view' | 'replay' | 'play' | 'puzzle';
const MODES: readonly string[] = ['view', 'replay', 'play', 'puzzle'];

const DEFAULT_SPEED = 1000;

/** Attributes that describe the game of `moves`; changing any of them replays it from scratch. */
const GAME_INPUTS = ['variant', 'size', 'komi', 'moves', 'black', 'white', 'toPlay', 'ko', 'maxTiles', 'scoring'] as const;

/** Reads `max-tiles`: a whole number or `unlimited`; other text is kept for the engine to report. */
const maxTilesConverter = {
  fromAttribute: (value: string | null): number | string | undefined => {
    if (value === null) return undefined;
    return /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  },
};

/**
 * A Go board for Go and its variants: a still diagram, a replayable game record with its
 * variations and comments, a board to play on, or a puzzle.
 *
 * **The record.** The first of these that is given is the record (the others are ignored):
 * 1. `src`: the address of an SGF file, fetched when given (and again when it changes; a fetch
 *    still running for the old address is aborted). Until it has loaded, and if it fails, the
 *    board shows the next source of this list;
 * 2. `sgf`: SGF text in the attribute (of a collection, the first game is shown);
 * 3. a child `<script type="application/x-go-sgf">`: its text is the SGF (read as text, never
 *    run or parsed as HTML; a `<script>` of that type is inert, so the page shows nothing before
 *    the element loads);
 * 4. a Sensei's Library `$$` diagram in the element's own text: the text directly inside the
 *    element, or else the text of a direct child `<pre>` (which keeps the diagram readable before
 *    the element loads). The text of other child elements is never read. Its title heads the
 *    board, its numbered moves are numbered on the stones at the end, and `$$c` turns
 *    coordinates on;
 * 5. `moves`, with `black`, `white`, `to-play` and `size`.
 *
 * An SGF record or a diagram brings its own board size (`size` is ignored), setup, komi and rule
 * set (`ZVR`, else `RU`, else Go). The attributes `variant`, `komi`, `ko`, `max-tiles` and
 * `scoring`, when given, win over what the record says.
 *
 * **Trees.** An SGF record is a tree: the steps of the controls go from node to node (a node may
 * hold a comment or setup and no move), Next follows the current line (the first variation
 * unless the reader chose another). Where the node shown has several continuations, each is
 * marked on the board with its letter where its move lands (clicking one follows it), and listed
 * in the `variations` part; ArrowUp and ArrowDown switch to the previous or next variation of the
 * node shown. The node's comment (`C`) and name (`N`, as a heading) are shown as plain text, its
 * markup (`CR TR SQ MA SL LB AR LN DD`) is drawn, and the game information (players, ranks,
 * result, event) heads the board. In play mode a move the reader plays follows the variation that
 * holds it, or adds a new one, so nothing entered is lost; Undo removes a move the reader added.
 * Companions see the current line: `moves` are the line's moves, `moveNumber` the moves up to
 * the node shown. By default the end of the main line is shown; `move="0"` opens at the root.
 *
 * **Modes.** `mode="view"` draws a still diagram: no controls, not focusable, described in
 * words for assistive technology. `mode="replay"` (the default) adds step buttons, a move
 * slider and autoplay; with focus on the board, ArrowLeft and ArrowRight step through the record,
 * Home and End jump to the start and the end. `mode="play"` lets the reader play the player to
 * move: a click or tap on a point plays there (a mouse shows a preview stone on hover, a touch
 * shows it while pressed and plays when lifted over the same point), the preview is marked when
 * the move is illegal, and an illegal attempt shows the rule's reason under the board. On the
 * focused board the arrow keys move a cursor, Home and End go to the ends of its row, Enter or
 * Space plays at the cursor, PageUp and PageDown step back and forth through the moves, and G
 * toggles ghosts (No Seki Go). Buttons pass, return a prisoner (Tile and Cushion Go with
 * prisoner return), toggle ghosts and undo, where the variant has them. With `moves`, a move
 * played at move N replaces the moves after N; the reader's moves stay until the page sets
 * `moves` (or any option of the game) again.
 *
 * **Puzzles.** `mode="puzzle"` makes the record a problem: the reader plays `puzzle-side` (or
 * the side to move at the root: `PL`, else the colour of the first move), clicking as in play
 * mode; a move that the tree holds is accepted and the board answers with the tree's reply (the
 * first child of the reader's move). The attempt is judged right or wrong by the common
 * conventions: a comment saying "Correct" or "RIGHT" (or 正解), or `GB`/`GW` for the reader's
 * side, is right; a comment saying "Wrong" or "Incorrect" (or 不正解, 失敗), `GB`/`GW` for the
 * other side, or `BM` on the reader's move is wrong; otherwise a line ending on the reader's
 * move is right and a line ending on the tree's reply is wrong (unless that reply is marked
 * `BM`); a move not in the tree is wrong (it is shown, but not added to the tree). Comments
 * speak to the side the problem is posed for (to move at the root): with `puzzle-side` set to
 * the other side, their words count the other way round and the board first plays the tree's
 * moves for the side to move. The verdict is shown in the `puzzle` part and announced; Retry
 * starts again and Hint marks the first right move. The steps, the slider and the variation
 * marks are left out, and companions see only the moves played, so nothing gives the answer
 * away. With `moves`, the moves are the one right line.
 *
 * **Exports.** `toSgf()`, `toDiagram()`, `toSvg()` and `toPng()` give the record and the shown
 * position as SGF, a `$$` diagram, an SVG document and a PNG image, as last rendered (after
 * changing an attribute, await `updateComplete` first); with `exports`, buttons download them.
 *
 * **Errors.** Invalid input never leaves the element blank: a bad variant, size, komi, setup or
 * rule option shows an empty board of the last configuration that worked (at first an empty
 * 19x19 Go board), an SGF record or diagram that cannot be read does the same and names its line
 * and column, a move that cannot be read or played ends the replay at the move before it, and a
 * `src` that cannot be loaded leaves the next source on the board. Each shows a message and
 * fires `vgb-error`. A bad `mode` or `speed` is reported the same way and the default is used.
 *
 * **Accessibility.** The board is one tab stop. In play and puzzle mode it is a `grid` whose
 * cells are the points, each named with its coordinate and what stands on it ("D4, black stone on
 * 2 tiles"); the cursor is the grid's `aria-activedescendant`, so focus stays on the board while
 * the cursor moves. In the other modes it is an image named with the position and described point
 * by point. Moves, captures, flips, marks, tiles, comments, rejected moves, puzzle verdicts,
 * errors and results are announced in a polite live region.
 *
 * **Companions.** Elements placed inside the board are shown below its controls and receive its
 * state through `@lit/context` (`boardContext` in `src/element/context.ts`), a new object on
 * every change. Only child elements are shown there: the element's own text (a diagram), its
 * `<pre>` diagram and its SGF `<script>` are not.
 *
 * @summary Shows, replays and plays Go and Go-variant games, SGF records with variations and comments, Sensei's Library diagrams and puzzles: an SVG board with controls, a move slider, autoplay, play by click, tap or keyboard, and exports.
 * @tagname variant-go-board
 *
 * @slot - Companion elements such as `<vgb-move-list>` and `<vgb-status>`, shown below the controls.
 *
 * @fires {VgbMoveEvent} vgb-move - The reader played a move (play and puzzle mode). `detail: { move, color, moveNumber, captured, flipped, marked, tile }`. Never fired for `moves` set from script.
 * @fires {VgbMoveRejectedEvent} vgb-move-rejected - The reader tried a move the rules refuse (play and puzzle mode). `detail: { move, code, message }`.
 * @fires {VgbPositionChangeEvent} vgb-position-change - The shown position changed on the reader's behalf: step buttons, slider, keys, autoplay, a companion, a variation chosen, a move played or taken back, a puzzle's reply or retry. `detail: { moveNumber, total, move }`. Not fired when `move`, `moves` or the record is set from script.
 * @fires {VgbNodeChangeEvent} vgb-node-change - In a record with a tree (SGF, diagram), the node shown changed on the reader's behalf, also between nodes without moves. `detail: { path, moveNumber, move, variations }`.
 * @fires {VgbGameEndEvent} vgb-game-end - A move the reader played ended the game. `detail: { result }`.
 * @fires {VgbPuzzleSolvedEvent} vgb-puzzle-solved - Puzzle mode: the reader reached a right answer. `detail: { side, moves, path, comment, tries }`.
 * @fires {VgbPuzzleFailedEvent} vgb-puzzle-failed - Puzzle mode: the reader's attempt failed. `detail: { side, moves, path, comment, tries, reason, move }`, `reason` being `not-in-tree`, `marked-wrong` or `refuted`.
 * @fires {VgbErrorEvent} vgb-error - The input is invalid (unknown variant, bad size, komi, setup, rule option, mode or speed, unreadable or illegal move, an SGF record or diagram that cannot be read, a `src` that cannot be loaded). `detail: { code, message, token?, index?, source?, line?, column? }`. Fired for markup and script input alike.
 *
 * @csspart board - The board drawing; the one tab stop in replay, play and puzzle mode.
 * @csspart info - The game information above the board (title, players and ranks, result, event); present only when the record has some.
 * @csspart error - The message naming invalid input; present only while there is one.
 * @csspart status - Whose turn it is, prisoners, the rule notes the player to move must know, the result, and why a move was refused.
 * @csspart rejection - Inside `status`: why the reader's last move was refused; present only then.
 * @csspart puzzle - Puzzle mode: the task, then the verdict (right or wrong) and why.
 * @csspart hint - Inside `puzzle`: the hint, once asked for.
 * @csspart comment - The comment of the node shown, as plain text; present only when it has a comment or a name.
 * @csspart comment-name - Inside `comment`: the node's name, as a heading.
 * @csspart variations - The list of variations that continue from the node shown; present only when there are several.
 * @csspart variation - Each variation's button in `variations` (it also has the part `control`).
 * @csspart controls - The bar holding the buttons, the slider and the move counter (replay, play and puzzle mode).
 * @csspart control - Each button: the step buttons, play/pause, pass, return, ghost, undo, retry, hint, the variations and the downloads.
 * @csspart slider - The move slider (hidden below 280 px of width).
 * @csspart counter - The "Move N / total" counter.
 * @csspart exports - The download buttons (with the `exports` attribute).
 * @csspart export - Each download button (it also has the part `control`).
 *
 * @cssprop [--vgb-board-color=#dcb35c] - Wood of the board.
 * @cssprop [--vgb-line-color=#3d2b12] - Grid lines and star points.
 * @cssprop [--vgb-line-width=1px] - Width of the grid lines, in CSS pixels at any board size.
 * @cssprop [--vgb-label-color=#4f3a1c] - Coordinate labels.
 * @cssprop [--vgb-black-stone=#1b1b1b] - Black stones, ghosts and owner marks.
 * @cssprop [--vgb-black-stone-edge=#000000] - Edge of black stones and ghosts.
 * @cssprop [--vgb-white-stone=#f6f4ee] - White stones, ghosts and owner marks.
 * @cssprop [--vgb-white-stone-edge=#505050] - Edge of white stones.
 * @cssprop [--vgb-stone-edge-width=1px] - Width of stone and tile edges, in CSS pixels.
 * @cssprop [--vgb-tile-color=#8a6a34] - Tiles under points (Tile and Cushion Go).
 * @cssprop [--vgb-tile-edge-color=#2b1d0b] - Edge of tiles.
 * @cssprop [--vgb-tile-badge-color=#2b1d0b] - Badge holding the height of a tile stack.
 * @cssprop [--vgb-tile-count-color=#ffffff] - Digits of a tile stack's height.
 * @cssprop [--vgb-mark-on-light=#1b1b1b] - Marks on white stones and on the wood.
 * @cssprop [--vgb-mark-on-dark=#f6f4ee] - Marks on black stones.
 * @cssprop [--vgb-mark-weight=1] - Multiplier of every mark stroke (a plain number).
 * @cssprop [--vgb-cursor-color=#0a3d91] - Keyboard cursor square (play mode).
 * @cssprop [--vgb-forbidden-color=#8f1a10] - "Not allowed" sign over an illegal preview.
 * @cssprop [--vgb-halo-color=#ffffff] - Halo round the cursor and the "not allowed" sign.
 * @cssprop [--vgb-text-color=#1f2328] - Text of the controls and the status.
 * @cssprop [--vgb-muted-color=#59636e] - The move counter and secondary status text.
 * @cssprop [--vgb-control-background=#f6f8fa] - Background of the buttons.
 * @cssprop [--vgb-control-border=#d1d9e0] - Border of the buttons.
 * @cssprop [--vgb-control-border-width=1px] - Width of the buttons' border.
 * @cssprop [--vgb-accent-color=#0969da] - The slider and pressed toggle buttons.
 * @cssprop [--vgb-focus-color=#0969da] - Focus ring of the board, buttons and slider.
 * @cssprop [--vgb-focus-width=3px] - Width of the focus ring.
 * @cssprop [--vgb-error-color=#b42318] - Text and accent of the error message.
 * @cssprop [--vgb-error-background=#fef3f2] - Background of the error message.
 * @cssprop [--vgb-notice-color=#7a4b00] - Text and accent of a refused move's reason.
 * @cssprop [--vgb-notice-background=#fff8e6] - Background of a refused move's reason.
 * @cssprop [--vgb-right-color=#1a7f37] - Text and accent of a puzzle solved.
 * @cssprop [--vgb-wrong-color=#b42318] - Text and accent of a puzzle failed.
 * @cssprop [--vgb-comment-max-height=12rem] - Height at which the comment starts to scroll.
 * @cssprop [--vgb-font-family=system-ui] - Font of labels, controls, status and messages.
 */
export class VariantGoBoard extends LitElement {
  static override styles = styles;

  /** Manual slot assignment: only child elements (companions) are shown, never the element's text, its diagram or its SGF script. */
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, slotAssignment: 'manual' };

  /** What the reader can do: `view` (a still diagram), `replay` (step through the record), `play` (play moves) or `puzzle` (solve the record as a problem). */
  @property() mode: Mode = 'replay';

  /** Rule set, such as `go`, `loose` or `tile` (default `go`). With an SGF record or a diagram, given (as an attribute or from script) it wins over the record's `ZVR`/`RU`; absent, the record decides. */
  @property()
  get variant(): string {
    return this.variantValue;
  }

  set variant(value: string) {
    const old = this.variantValue;
    const given = value !== null && value !== undefined && value !== '';
    this.variantValue = given ? value : 'go';
    if (given !== this.variantGiven) {
      this.variantGiven = given;
      this.requestUpdate();
    }
    this.requestUpdate('variant', old);
  }

  /** Number of lines on each side of the board, 2 to 25 (for `moves`; an SGF record or diagram gives its own). */
  @property({ type: Number }) size = 19;

  /** The moves to replay, separated by spaces or commas: points such as `D4` (any case), `pass`, `ghost:D4`, `return`. Setting it replaces the record, the reader's moves included. Used only when no SGF record or diagram is given. */
  @property() moves = '';

  /** Black stones on the board before the first move (with `moves`): points separated by spaces or commas. */
  @property() black = '';

  /** White stones on the board before the first move (with `moves`): points separated by spaces or commas. */
  @property() white = '';

  /** The player to move first (with `moves`), `black` or `white`; unset, Black. */
  @property({ attribute: 'to-play' }) toPlay?: 'black' | 'white';

  /** Points added to White's score (Tile and Cushion Go: prisoners White starts with); unset uses the record's `KM`, else the variant's default. */
  @property({ type: Number }) komi?: number;

  /** Ko rule, `basic` or `positional` (Go and No Seki Go); unset uses the record's, else the variant's default. */
  @property() ko?: 'basic' | 'positional';

  /** Tile and Cushion Go: most tiles one point may hold, a whole number or `unlimited`; unset, the record's, else 1. */
  @property({ attribute: 'max-tiles', converter: maxTilesConverter }) maxTiles?: number | 'unlimited';

  /** Tile and Cushion Go: `prisoner-return` (the default) or `standard` (passes, Go's area scoring); unset, the record's. */
  @property() scoring?: 'prisoner-return' | 'standard';

  /** An SGF record (FF[4]) as text. Setting it replaces the record, the reader's variations included. */
  @property() sgf = '';

  /** The address of an SGF file to fetch and show; resolved against the page's address. Fetched only when given. */
  @property() src = '';

  /** Puzzle mode: the side the reader plays, `black` or `white`; unset, the side to move at the root. */
  @property({ attribute: 'puzzle-side' }) puzzleSide?: 'black' | 'white';

  /** Show the position after this many moves of the line, clamped to it; unset shows the end of the line. Set by the controls. */
  @property({ type: Number }) move?: number;

  /** Draw column letters and row numbers around the grid. */
  @property({ type: Boolean }) coordinates = false;

  /** Replay mode: step through the moves on their own, from the start if the end is shown, when the board appears or when set. The reader's pause or any step stops it. */
  @property({ type: Boolean }) autoplay = false;

  /** Milliseconds per move of autoplay. */
  @property({ type: Number }) speed = DEFAULT_SPEED;

  /** Show buttons that download the record as SGF, the shown position as a `$$` diagram, and its drawing as SVG and PNG. */
  @property({ type: Boolean }) exports = false;

  @state() private playing = false;
  @state() private ghostMode = false;
  /** The keyboard cursor (play mode). */
  @state() private cursor: Coord = { x: 0, y: 0 };
  /** Whether the cursor is drawn: the board has focus from the keyboard. */
  @state() private keyboardFocus = false;
  /** The point under the mouse or a pressed finger (play mode). */
  @state() private hover: Coord | null = null;
  @state() private rejection: VgbMoveRejectedDetail | null = null;
  /** What the live region says. */
  @state() private announcement = '';
  /** A `<vgb-status>` is slotted in, so the board's own status leaves out what it shows. */
  @state() private statusCompanion = false;
  /** What the puzzle part says (puzzle mode). */
  @state() private puzzleReport: PuzzleReport | null = null;
  /** The point the puzzle's hint marks. */
  @state() private hintPoint: Coord | null = null;

  private record!: BoardRecord;
  /** What the record was built from; a new key rebuilds it. */
  private recordKey = '';
  /** The diagram's title, when the record is a diagram. */
  private diagramTitle = '';
  /** The diagram's header asks for coordinates (`$$c`). */
  private diagramCoordinates = false;
  /** The games after the first of an SGF collection, kept for `toSgf()`. */
  private otherGames: SgfNode[] = [];
  private lastGoodConfig: BoardConfig = DEFAULT_CONFIG;
  private view!: PositionView;
  private scene!: Scene;
  private sceneOptions: SceneOptions = {};
  private points!: PointContext;
  private modeProblem: VgbErrorDetail | null = null;
  private speedProblem: VgbErrorDetail | null = null;
  private variantValue = 'go';
  /** `variant` was given (an attribute, or set from script), so it wins over a record's. */
  private variantGiven = false;
  private puzzle: PuzzleSession | null = null;
  /** Problems already reported with `vgb-error`, so each is reported once. */
  private reported = new WeakSet<VgbErrorDetail>();
  /** Problems to report after this update. */
  private unreported: VgbErrorDetail[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** A pointer pressed on a point, waiting to be lifted over the same point. */
  private press: { id: number; point: Coord | null } | null = null;
  private readonly sources = new RecordSources(this);
  private readonly provider = new ContextProvider(this, { context: boardContext });

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.schedule();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.clearTimer();
  }

  // ---- the public API: exports ----

  /**
   * The record as SGF text: an SGF record as it came in (unknown properties kept, and the other
   * games of a collection after the one shown) with the variations the reader added; a diagram as
   * the SGF tree it stands for; `moves` as a record of the game with its setup and rule set
   * (`ZVR`, `RU`).
   */
  toSgf(): string {
    const record = this.ensureRecord();
    if (record instanceof TreeRecord) return writeSgf([record.root, ...this.otherGames]);
    return writeSgf([gameToSgf(record.game)]);
  }

  /** The position shown, with its markup, as a Sensei's Library `$$` diagram. */
  toDiagram(): string {
    this.ensureRecord();
    const markup = this.sceneOptions.markup ?? undefined;
    return writeDiagram(this.view, { coordinates: this.showCoordinates, ...(markup ? { markup } : {}), ...(this.diagramTitle ? { title: this.diagramTitle } : {}) });
  }

  /** The position shown as a standalone SVG document: the same drawing as the board (markup and variation marks included, no cursor or preview), named with the board's description. */
  toSvg(): string {
    this.ensureRecord();
    return renderSvg(this.view, { ...this.exportOptions(), title: this.describe() }).svg;
  }

  /** The position shown as a PNG image: {@link toSvg} drawn on a canvas, `scale` times 32 pixels per line spacing. */
  toPng(scale = 1): Promise<Blob> {
    return svgToPng(this.toSvg(), scale);
  }

  /** Scene options of an export: the board's, less what belongs to the reader's pointer and keys. */
  private exportOptions(): SceneOptions {
    const { cursor: _cursor, preview: _preview, ...options } = this.sceneOptions;
    return options;
  }

  /** The record, built if no update has run yet (an export called before the first render). */
  private ensureRecord(): BoardRecord {
    if (!this.record) this.willUpdate(new Map());
    return this.record;
  }

  // ---- lifecycle ----

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('src')) this.sources.fetch(this.src ?? '');
    const mode = this.currentMode;
    const rebuilt = this.rebuildIfNeeded(changed);

    if (changed.has('mode')) {
      this.modeProblem = MODES.includes(this.mode)
        ? null
        : { code: 'ERR_OPTION', message: `The mode attribute must be 'view', 'replay', 'play' or 'puzzle', not '${String(this.mode)}'` };
      this.hover = null;
      this.rejection = null;
    }
    if (changed.has('speed')) {
      // Unset (a removed attribute) means the default.
      const ok = this.speed == null || (typeof this.speed === 'number' && Number.isFinite(this.speed) && this.speed > 0);
      this.speedProblem = ok
        ? null
        : {
            code: 'ERR_OPTION',
            message: `The speed attribute must be a number of milliseconds above 0, not '${this.getAttribute('speed') ?? String(this.speed)}'`,
          };
    }
    if (changed.has('autoplay') || changed.has('mode')) {
      const wanted = this.autoplay && mode === 'replay';
      if (wanted && !this.playing && changed.has('autoplay')) this.startAutoplay();
      else if (!wanted && (changed.has('autoplay') || mode !== 'replay')) this.playing = false;
    }

    if (mode === 'puzzle') {
      if (rebuilt || !this.puzzle || changed.has('mode') || changed.has('puzzleSide')) this.startPuzzle();
    } else {
      const left = this.puzzle !== null;
      this.puzzle = null;
      this.puzzleReport = null;
      this.hintPoint = null;
      if (rebuilt || left || changed.has('move')) this.syncMove();
    }

    const { game } = this.record;
    this.view = game.view();
    this.points = pointContext(this.view);
    if (this.cursor.x >= this.view.width || this.cursor.y >= this.view.height || changed.has('mode')) {
      this.cursor = this.view.lastMove?.point ?? { x: this.view.width >> 1, y: this.view.height >> 1 };
    }
    this.sceneOptions = {
      coordinates: this.showCoordinates,
      cursor: this.cursorShown ? this.cursor : null,
      preview: this.previewFor(this.cursorShown ? this.cursor : this.hover),
      markup: recordMarkup(this.tree, this.view, { numbers: this.recordKey.startsWith('diagram'), hint: this.hintPoint }),
      variations: this.tree && (mode === 'replay' || mode === 'play') ? variationMarks(this.tree) : null,
    };
    this.scene = buildScene(this.view, this.sceneOptions);

    this.unreported = this.problems.filter((problem) => !this.reported.has(problem));
    if (this.unreported.length > 0) this.say(this.unreported.map((problem) => problem.message).join(' '));
    this.provider.setValue(this.boardState());
  }

  protected override updated(changed: PropertyValues): void {
    for (const problem of this.unreported) {
      this.reported.add(problem);
      this.dispatchEvent(new VgbErrorEvent(problem));
    }
    this.unreported = [];
    if (changed.has('playing') || changed.has('speed') || changed.has('mode') || changed.has('move')) this.schedule();
  }

  // ---- the record ----

  /** The text of the source that wins, or `null` for `moves`. */
  private recordText(): RecordText | null {
    const fetched = this.sources.text;
    if (fetched !== null) return { kind: 'src', text: fetched, url: this.src.trim() };
    if (this.sgf?.trim()) return { kind: 'sgf', text: this.sgf };
    if (this.sources.script?.trim()) return { kind: 'script', text: this.sources.script };
    if (this.sources.diagram) return { kind: 'diagram', text: this.sources.diagram };
    return null;
  }

  /** The rule options the attributes give, to win over a record's. */
  private recordOptions(): ReadRecordOptions {
    const options: ReadRecordOptions = {};
    if (this.variantGiven && this.variant) options.variant = this.variant.trim() as VariantId;
    if (this.komi != null) options.komi = this.komi;
    if (this.ko) options.ko = this.ko;
    if (this.maxTiles != null) options.maxTiles = this.maxTiles;
    if (this.scoring) options.scoring = this.scoring;
    return options;
  }

  /** Builds the record again when its source or options changed. Returns whether it did. */
  private rebuildIfNeeded(changed: PropertyValues): boolean {
    const text = this.recordText();
    const options = this.recordOptions();
    const asTree = this.currentMode === 'puzzle';
    const key = text ? `${text.kind}\u0000${text.url ?? ''}\u0000${text.text}\u0000${JSON.stringify(options)}` : `moves\u0000${asTree}`;
    const movesChanged = !text && GAME_INPUTS.some((name) => changed.has(name));
    if (this.record && key === this.recordKey && !movesChanged) return false;
    const loaded = loadRecord(
      text,
      options,
      {
        variant: this.variant || DEFAULT_CONFIG.variant,
        size: this.size ?? DEFAULT_CONFIG.size,
        komi: this.komi ?? undefined,
        moves: this.moves ?? '',
        black: this.black ?? '',
        white: this.white ?? '',
        toPlay: this.toPlay ?? undefined,
        ko: this.ko ?? undefined,
        maxTiles: this.maxTiles ?? undefined,
        scoring: this.scoring ?? undefined,
      },
      this.lastGoodConfig,
      asTree,
    );
    this.record = loaded.record;
    this.diagramTitle = loaded.title;
    this.diagramCoordinates = loaded.coordinates;
    this.otherGames = loaded.others;
    this.recordKey = key;
    this.lastGoodConfig = this.record.config;
    this.rejection = null;
    this.hover = null;
    if (!this.record.turns.ghost) this.ghostMode = false;
    return true;
  }

  /** Shows the step `move` asks for: the node of move `move` on the line (staying on the node shown if it has that number), or the end. */
  private syncMove(): void {
    const record = this.record;
    const wanted = this.move ?? Number.NaN;
    let target = record.length;
    if (Number.isFinite(wanted)) {
      const total = record.moveNumberAt(record.length);
      const n = Math.min(Math.max(Math.round(wanted), 0), total);
      target = record.moveNumberAt(record.shown) === n ? record.shown : record.stepOfMove(n);
    }
    if (target !== record.shown) record.show(target);
  }

  // ---- state read by render ----

  /** `mode`, or `replay` when `mode` is not one of the four. */
  private get currentMode(): Mode {
    return MODES.includes(this.mode) ? this.mode : 'replay';
  }

  private get problems(): VgbErrorDetail[] {
    return [this.sources.problem, this.record.problem, this.modeProblem, this.speedProblem].filter((p): p is VgbErrorDetail => p !== null);
  }

  /** Coordinates are drawn: the attribute, or a diagram's `$$c`. */
  private get showCoordinates(): boolean {
    return this.coordinates || this.diagramCoordinates;
  }

  /** The record as a tree, or `null` for `moves`. */
  private get tree(): TreeRecord | null {
    return this.record instanceof TreeRecord ? this.record : null;
  }

  /** Moves on the current line. */
  private get totalMoves(): number {
    return this.record.moveNumberAt(this.record.length);
  }

  private get cursorShown(): boolean {
    return (this.currentMode === 'play' || this.currentMode === 'puzzle') && this.keyboardFocus;
  }

  private get interval(): number {
    return this.speedProblem || this.speed == null ? DEFAULT_SPEED : this.speed;
  }

  /** The move a click on `point` plays: a stone, or a ghost in ghost mode. */
  private moveAt(point: Coord): string {
    const name = formatPoint(point.x, point.y, this.view.width, this.view.height);
    return this.ghostMode ? `ghost:${name}` : name;
  }

  /** The preview of a move at `point` (play and puzzle mode): the player to move's piece, legal or not. No preview over a piece that stays. */
  private previewFor(point: Coord | null): ScenePreview | null {
    const mode = this.currentMode;
    if (!point || (mode !== 'play' && mode !== 'puzzle') || this.puzzle?.outcome) return null;
    const check = this.record.game.check(this.moveAt(point));
    if (!check.ok && (check.code === 'ERR_OCCUPIED' || check.code === 'ERR_MARKED_POINT' || check.code === 'ERR_GAME_OVER')) return null;
    return { point, color: this.view.toPlay, ghost: this.ghostMode, legal: check.ok };
  }

  private boardState(): BoardState {
    const record = this.record;
    const puzzle = this.currentMode === 'puzzle';
    const moves = puzzle ? this.view.moveNumber === 0 ? [] : record.game.moves.slice(0, this.view.moveNumber) : record.moves;
    return {
      variant: record.variant,
      variantName: record.variantName,
      view: this.view,
      moves,
      moveNumber: this.view.moveNumber,
      total: puzzle ? moves.length : this.totalMoves,
      mode: this.currentMode,
      result: this.view.result,
      goTo: (n: number) => {
        if (!puzzle) this.step(this.record.stepOfMove(n));
      },
      play: (move: string) => this.playMove(move),
    };
  }

  // ---- the one write path: every change the reader makes goes through step, choose, playMove, undo and the puzzle's actions ----

  /** Shows step `n` of the line on the reader's behalf (or autoplay's), and says so. */
  private step(n: number, byAutoplay = false): void {
    if (!byAutoplay) this.playing = false;
    const record = this.record;
    const target = Math.min(Math.max(Math.trunc(n) || 0, 0), record.length);
    if (target === record.shown) return;
    record.show(target);
    this.shown();
  }

  /** After the reader moved along or across the record: `move`, the announcement and the events. */
  private shown(): void {
    const record = this.record;
    this.move = record.moveNumberAt(record.shown);
    this.requestUpdate();
    this.rejection = null;
    this.say(this.positionSentence());
    this.firePositionChange();
  }

  private firePositionChange(): void {
    const record = this.record;
    const game = record.game;
    const moveNumber = game.moveNumber;
    const move = moveNumber === 0 ? null : (game.moves[moveNumber - 1] ?? null);
    const total = this.currentMode === 'puzzle' ? moveNumber : this.totalMoves;
    this.dispatchEvent(new VgbPositionChangeEvent({ moveNumber, total, move }));
    const tree = this.tree;
    if (tree) {
      const own = tree.shownFacts();
      this.dispatchEvent(
        new VgbNodeChangeEvent({ path: tree.path, moveNumber, move: own ? own.move : null, variations: tree.node.children.length }),
      );
    }
  }

  /** Follows variation `index` of the node shown (a variation mark, the list). */
  private choose(index: number): void {
    const tree = this.tree;
    if (!tree) return;
    this.playing = false;
    if (tree.choose(index)) this.shown();
  }

  /** Shows the node's previous or next sibling variation (ArrowUp, ArrowDown). */
  private switchVariation(delta: number): boolean {
    const tree = this.tree;
    if (!tree || !tree.switchSibling(delta)) return false;
    this.playing = false;
    this.shown();
    return true;
  }

  /** Plays `move` for the player to move, as the reader; the only place the reader's moves reach the engine. */
  private playMove(move: string): MoveResult {
    const mode = this.currentMode;
    if (mode === 'puzzle') return this.puzzleMove(move);
    if (mode !== 'play') {
      const refused: MoveError = {
        ok: false,
        code: 'ERR_MOVE_KIND',
        message: 'variant-go-board: moves are played only in play mode (mode="play")',
        move,
      };
      return refused;
    }
    this.playing = false;
    const record = this.record;
    const result = record.play(move);
    if (!result.ok) return this.refuse(move, result);
    const moveNumber = record.game.moveNumber;
    this.move = moveNumber;
    this.requestUpdate();
    this.rejection = null;
    const notes = record.game.view().notes ?? [];
    const comment = this.tree ? commentSentence(this.tree.node) : '';
    this.say(
      [moveSentence(result), result.result ? resultSentence(result.result) : '', ...notes.map((note) => note.text), comment]
        .filter(Boolean)
        .join('. '),
    );
    const { color, captured, flipped, marked, tile } = result;
    this.dispatchEvent(new VgbMoveEvent({ move: result.move, color, moveNumber, captured, flipped, marked, tile }));
    this.firePositionChange();
    if (result.result) this.dispatchEvent(new VgbGameEndEvent({ result: result.result }));
    return result;
  }

  /** Shows, announces and reports a move the rules refuse. */
  private refuse(move: string, result: MoveError): MoveError {
    this.rejection = { move, code: result.code, message: result.message };
    this.say(`${attempt(move)}: not allowed. ${result.message}`);
    this.dispatchEvent(new VgbMoveRejectedEvent({ ...this.rejection }));
    return result;
  }

  /** Takes back the reader's last move (play mode): the end of `moves`, or a node the reader added to a tree. */
  private undo(): void {
    const record = this.record;
    if (this.currentMode !== 'play' || !record.canUndo) return;
    this.playing = false;
    const taken = record.shownFacts();
    record.undo();
    this.move = record.moveNumberAt(record.shown);
    this.requestUpdate();
    this.rejection = null;
    const back = taken ? `Took back ${moveSentence(taken)}` : 'Took back the last move';
    this.say(`${back}. ${player(record.game.toPlay)} to play`);
    this.firePositionChange();
  }

  // ---- puzzles ----

  /** Starts the puzzle on the record (puzzle mode): the reader's side, the start, the task. */
  private startPuzzle(): void {
    const tree = this.tree;
    this.hintPoint = null;
    this.rejection = null;
    if (!tree) {
      this.puzzle = null;
      this.puzzleReport = null;
      return;
    }
    const side = this.puzzleSide === 'black' || this.puzzleSide === 'white' ? this.puzzleSide : null;
    this.puzzle = new PuzzleSession(tree, side);
    this.puzzleReport = this.taskReport();
  }

  /** The puzzle part before a verdict: whose move it is. */
  private taskReport(): PuzzleReport {
    const side = this.puzzle!.side;
    return { side, verdict: null, text: `${player(side)} to play: find the right move.`, hint: '' };
  }

  /** The reader's answer in puzzle mode: the move, the tree's replies, the verdict. */
  private puzzleMove(move: string): MoveResult {
    const puzzle = this.puzzle;
    const record = this.record;
    if (!puzzle) {
      return { ok: false, code: 'ERR_MOVE_KIND', message: 'variant-go-board: this record has no puzzle to solve', move };
    }
    if (puzzle.outcome) {
      const over: MoveError = { ok: false, code: 'ERR_GAME_OVER', message: 'The puzzle is over: Retry to try again', move };
      this.say(`${over.message}.`);
      return over;
    }
    const answer = puzzle.answer(move);
    if (!answer.result.ok) return this.refuse(move, answer.result);
    const done = answer.result;
    this.rejection = null;
    this.hintPoint = null;
    this.requestUpdate();
    const { color, captured, flipped, marked, tile } = done;
    this.dispatchEvent(new VgbMoveEvent({ move: done.move, color, moveNumber: record.game.moveNumber, captured, flipped, marked, tile }));
    this.firePositionChange();
    const said = [moveSentence(done), ...answer.replies.map((reply) => `${moveSentence(reply)} in answer`)];
    if (answer.outcome) {
      said.push(this.finishPuzzle(answer.outcome, done.move));
    } else {
      this.puzzleReport = { ...this.taskReport(), text: `${player(puzzle.side)} to play.` };
      said.push(`${player(puzzle.side)} to play`);
    }
    const comment = this.tree && answer.inTree ? commentSentence(this.tree.node) : '';
    this.say([...said, comment].filter(Boolean).join('. '));
    return done;
  }

  /** Shows the verdict and fires its event; answers the verdict's sentence. */
  private finishPuzzle(outcome: Outcome, move: string): string {
    const puzzle = this.puzzle!;
    const tree = this.tree!;
    const detail: VgbPuzzleDetail = {
      side: puzzle.side,
      moves: tree.game.moves,
      path: tree.path,
      comment: outcome.solved || outcome.reason !== 'not-in-tree' ? (tree.node.props.C?.join('\n') ?? '') : '',
      tries: puzzle.tries,
    };
    const words = verdictWords(outcome, puzzle.side);
    if (outcome.solved) this.dispatchEvent(new VgbPuzzleSolvedEvent(detail));
    else this.dispatchEvent(new VgbPuzzleFailedEvent({ ...detail, reason: outcome.reason, move }));
    this.puzzleReport = { side: puzzle.side, verdict: outcome.solved ? 'right' : 'wrong', text: words.shown, hint: '' };
    return words.said;
  }

  /** Retry: back to the puzzle's start. */
  private retry(): void {
    const puzzle = this.puzzle;
    if (!puzzle) return;
    puzzle.retry();
    this.hintPoint = null;
    this.rejection = null;
    this.puzzleReport = this.taskReport();
    this.requestUpdate();
    this.say(`Back to the start. ${player(puzzle.side)} to play`);
    this.firePositionChange();
  }

  /** Hint: marks the first right move and says where it is. */
  private hint(): void {
    const puzzle = this.puzzle;
    if (!puzzle || !this.puzzleReport) return;
    const found = puzzle.hint();
    const text = hintSentence(found, puzzle.outcome !== null);
    this.hintPoint = found?.point ?? null;
    this.puzzleReport = { ...this.puzzleReport, hint: text };
    this.say(text);
  }

  // ---- autoplay ----

  private startAutoplay(): void {
    if (this.record.shown >= this.record.length) {
      this.record.show(0);
      this.move = 0;
    }
    this.playing = this.record.length > 0;
  }

  /** The play/pause button. Started at the end, autoplay goes back to the start first, as the reader's step. */
  private toggleAutoplay(): void {
    if (this.playing) {
      this.playing = false;
      return;
    }
    if (this.record.shown >= this.record.length) this.step(0, true);
    this.startAutoplay();
  }

  /** Sets the timer for the next autoplay step, if autoplay runs; clears any other. */
  private schedule(): void {
    this.clearTimer();
    if (!this.playing || !this.isConnected || this.currentMode !== 'replay') return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const total = this.record.length;
      const next = this.record.shown + 1;
      if (next > total) {
        this.playing = false;
        return;
      }
      this.step(next, true);
      if (next >= total) this.playing = false;
    }, this.interval);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  // ---- the live region ----

  /** Puts `text` in the live region; the same text twice is still announced twice. */
  private say(text: string): void {
    this.announcement = text === this.announcement.trimEnd() ? `${text}\u00a0` : text;
  }

  /** What showing the current step announces: "Move 3 of 10: Black D4, captures 2 stones", then a tree node's variations and comment. */
  private positionSentence(): string {
    const record = this.record;
    const total = this.totalMoves;
    const n = record.moveNumberAt(record.shown);
    const facts = record.shownFacts();
    let text: string;
    if (record.shown === 0) text = `Start of the game, move 0 of ${total}`;
    else if (facts) text = `Move ${n} of ${total}: ${moveSentence(facts)}${record.game.result ? `. ${resultSentence(record.game.result)}` : ''}`;
    else text = `Move ${n} of ${total}`;
    const tree = this.tree;
    if (!tree) return text;
    const branches = tree.node.children.length;
    const parts = [text];
    if (branches > 1) parts.push(`${branches} variations`);
    const comment = commentSentence(tree.node);
    if (comment) parts.push(comment);
    return parts.join('. ');
  }

  // ---- input ----

  private async onControl(event: Event, action: () => void): Promise<void> {
    const button = event.currentTarget as HTMLButtonElement;
    action();
    await this.updateComplete;
    // A button that just became disabled (or went away) drops focus to the page; keep keyboard users on the board.
    if (button.disabled || !button.isConnected) this.boardElement?.focus();
  }

  private get boardElement(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.board');
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const mode = this.currentMode;
    const handled = mode === 'play' || mode === 'puzzle' ? this.playKey(event.key) : this.replayKey(event.key);
    if (handled) event.preventDefault();
  };

  private replayKey(key: string): boolean {
    const shown = this.record.shown;
    if (key === 'ArrowUp' || key === 'ArrowDown') return this.switchVariation(key === 'ArrowUp' ? -1 : 1);
    const targets: Record<string, number> = {
      ArrowLeft: shown - 1,
      ArrowRight: shown + 1,
      Home: 0,
      End: this.record.length,
    };
    const target = targets[key];
    if (target === undefined) return false;
    this.step(target);
    return true;
  }

  private playKey(key: string): boolean {
    const { width, height } = this.view;
    const { x, y } = this.cursor;
    const moves: Record<string, Coord> = {
      ArrowLeft: { x: Math.max(x - 1, 0), y },
      ArrowRight: { x: Math.min(x + 1, width - 1), y },
      ArrowUp: { x, y: Math.max(y - 1, 0) },
      ArrowDown: { x, y: Math.min(y + 1, height - 1) },
      Home: { x: 0, y },
      End: { x: width - 1, y },
    };
    this.keyboardFocus = true;
    const to = moves[key];
    if (to) {
      this.cursor = to;
      return true;
    }
    const puzzle = this.currentMode === 'puzzle';
    switch (key) {
      case 'Enter':
      case ' ':
        this.playMove(this.moveAt(this.cursor));
        return true;
      case 'PageUp':
        if (!puzzle) this.step(this.record.shown - 1);
        return !puzzle;
      case 'PageDown':
        if (!puzzle) this.step(this.record.shown + 1);
        return !puzzle;
      case 'g':
      case 'G':
        if (!this.record.turns.ghost) return false;
        this.ghostMode = !this.ghostMode;
        return true;
      default:
        return false;
    }
  }

  /** The board point under a pointer event, or `null` off the grid. */
  private pointUnder(event: PointerEvent): Coord | null {
    const drawing = this.boardElement?.querySelector('svg');
    const matrix = drawing?.getScreenCTM();
    if (!matrix) return null;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return hitTest(this.scene, at.x, at.y);
  }

  private setHover(point: Coord | null): void {
    const same = point === this.hover || (point && this.hover && point.x === this.hover.x && point.y === this.hover.y);
    if (!same) this.hover = point;
  }

  /** Whether clicks on the board do something: play (play and puzzle mode) or follow a variation mark (replay mode). */
  private get clickable(): boolean {
    const mode = this.currentMode;
    return mode === 'play' || mode === 'puzzle' || (mode === 'replay' && !!this.sceneOptions.variations?.length);
  }

  private readonly onPointerDown = (event: PointerEvent): void => {
    this.playing = false;
    if (!this.clickable || !event.isPrimary || event.button !== 0) return;
    this.keyboardFocus = false;
    const point = this.pointUnder(event);
    this.press = { id: event.pointerId, point };
    if (this.currentMode !== 'replay') this.setHover(point);
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    const mode = this.currentMode;
    if (mode !== 'play' && mode !== 'puzzle') return;
    if (this.press ? this.press.id === event.pointerId : event.pointerType === 'mouse') this.setHover(this.pointUnder(event));
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || press.id !== event.pointerId) return;
    this.press = null;
    const point = this.pointUnder(event);
    if (event.pointerType !== 'mouse') this.setHover(null);
    if (!point || !press.point || point.x !== press.point.x || point.y !== press.point.y) return;
    if (this.currentMode === 'replay') {
      const mark = this.sceneOptions.variations?.find((v) => v.point.x === point.x && v.point.y === point.y) as
        | { childIndex?: number }
        | undefined;
      if (mark?.childIndex !== undefined) this.choose(mark.childIndex);
      return;
    }
    this.cursor = point;
    this.playMove(this.moveAt(point));
  };

  private readonly onPointerEnd = (event: PointerEvent): void => {
    if (event.type === 'pointercancel' && this.press?.id === event.pointerId) this.press = null;
    if (!this.press) this.setHover(null);
  };

  private readonly onFocus = (): void => {
    this.keyboardFocus = this.boardElement?.matches(':focus-visible') ?? false;
  };

  private readonly onBlur = (): void => {
    this.keyboardFocus = false;
  };

  private readonly onSlotChange = (event: Event): void => {
    const slot = event.target as HTMLSlotElement;
    this.statusCompanion = slot
      .assignedElements({ flatten: true })
      .some((el) => el.localName === 'vgb-status' || el.querySelector('vgb-status') !== null);
  };

  /** An export button: builds the file and offers it as a download. */
  private async save(format: ExportFormat): Promise<void> {
    const tree = this.tree;
    const name = fileBase(tree ? gameInfo(tree.root, this.diagramTitle).title || [tree.root.props.PB?.[0], tree.root.props.PW?.[0]].filter(Boolean).join(' vs ') : '');
    const files: Record<ExportFormat, () => Promise<[Blob, string]> | [Blob, string]> = {
      sgf: () => [new Blob([this.toSgf()], { type: 'application/x-go-sgf' }), `${name}.sgf`],
      diagram: () => [new Blob([this.toDiagram()], { type: 'text/plain' }), `${name}.txt`],
      svg: () => [new Blob([this.toSvg()], { type: 'image/svg+xml' }), `${name}.svg`],
      png: async () => [await this.toPng(2), `${name}.png`],
    };
    const [blob, file] = await files[format]();
    download(this.renderRoot, blob, file);
    this.say(`Downloading ${file}`);
  }

  // ---- rendering ----

  protected override render(): TemplateResult {
    const mode = this.currentMode;
    const problems = this.problems;
    const tree = this.tree;
    return html`<div class="frame">
      ${tree ? infoTemplate(gameInfo(tree.root, this.diagramTitle)) : nothing}
      ${this.renderBoard(mode)}
      ${problems.length > 0
        ? html`<div part="error" class="error">${problems.map((problem) => html`<p>${problem.message}</p>`)}</div>`
        : nothing}
      ${this.renderStatus(mode)}
      ${mode === 'puzzle' && this.puzzleReport ? puzzleTemplate(this.puzzleReport) : nothing}
      ${tree ? commentTemplate(tree.node) : nothing}
      ${tree && (mode === 'replay' || mode === 'play') && tree.node.children.length > 1
        ? variationsTemplate(tree.branches(), (index) => this.choose(index))
        : nothing}
      ${mode === 'view' ? nothing : this.renderControls(mode)}
      ${this.exports ? exportsTemplate((format) => void this.save(format)) : nothing}
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
      <slot @slotchange=${this.onSlotChange}></slot>
    </div>`;
  }

  private renderBoard(mode: Mode): TemplateResult {
    const drawing = sceneTemplate(this.scene);
    const events = {
      keydown: this.onKeyDown,
      pointerdown: this.onPointerDown,
      pointermove: this.onPointerMove,
      pointerup: this.onPointerUp,
      pointerleave: this.onPointerEnd,
      pointercancel: this.onPointerEnd,
      focus: this.onFocus,
      blur: this.onBlur,
    };
    const busy = this.sources.loading ? 'true' : 'false';
    if (mode === 'play' || mode === 'puzzle') {
      const ghosts = this.record.turns.ghost ? ' G' : '';
      const steps = mode === 'play' ? ' PageUp PageDown' : '';
      // A grid with aria-activedescendant rather than a roving tabindex: DOM focus never leaves the
      // board, so re-renders cannot drop it and the cells need no focusable boxes of their own; the
      // cursor drawn in the SVG is the visible focus, and assistive technology reads the active
      // cell's name (it sits over its point, so screen magnifiers follow it too).
      return html`<div
        part="board"
        class="board play ${this.cursorShown ? 'keyboard' : ''}"
        role="grid"
        tabindex="0"
        aria-busy=${busy}
        aria-label=${this.describe()}
        aria-activedescendant=${cellId(this.cursor)}
        aria-keyshortcuts=${`ArrowUp ArrowDown ArrowLeft ArrowRight Home End Enter Space${steps}${ghosts}`}
        @keydown=${events.keydown}
        @pointerdown=${events.pointerdown}
        @pointermove=${events.pointermove}
        @pointerup=${events.pointerup}
        @pointerleave=${events.pointerleave}
        @pointercancel=${events.pointercancel}
        @focus=${events.focus}
        @blur=${events.blur}
      >
        ${drawing}${cellsTemplate(this.view, this.points, this.showCoordinates)}
      </div>`;
    }
    const description = html`<div id="description" hidden>${positionDescription(this.points)}</div>`;
    if (mode === 'view') {
      return html`<div part="board" class="board" role="img" aria-busy=${busy} aria-label=${this.describe()} aria-describedby="description">
          ${drawing}
        </div>
        ${description}`;
    }
    const variations = this.tree ? ' ArrowUp ArrowDown' : '';
    return html`<div
        part="board"
        class="board ${this.sceneOptions.variations?.length ? 'choosing' : ''}"
        role="img"
        tabindex="0"
        aria-busy=${busy}
        aria-label=${this.describe()}
        aria-describedby="description"
        aria-keyshortcuts=${`ArrowLeft ArrowRight Home End${variations}`}
        @keydown=${events.keydown}
        @pointerdown=${events.pointerdown}
        @pointerup=${events.pointerup}
        @pointercancel=${events.pointercancel}
      >
        ${drawing}
      </div>
      ${description}`;
  }

  private renderStatus(mode: Mode): TemplateResult {
    return statusTemplate({
      view: this.view,
      ghostMode: this.ghostMode && (mode === 'play' || mode === 'puzzle'),
      // A slotted <vgb-status> shows turn, prisoners and notes itself; the board keeps the rest.
      companion: this.statusCompanion,
      returns: this.record.turns.return,
      loading: this.sources.loading,
      rejection: this.rejection,
    });
  }

  private renderControls(mode: 'replay' | 'play' | 'puzzle'): TemplateResult {
    const record = this.record;
    return controlsTemplate(
      {
        mode,
        shown: record.shown,
        last: record.length,
        moveNumber: record.moveNumberAt(record.shown),
        totalMoves: this.totalMoves,
        turns: record.turns,
        playing: this.playing,
        ghostMode: this.ghostMode,
        canUndo: record.canUndo,
        puzzle: this.puzzle ? { over: this.puzzle.outcome !== null } : null,
      },
      {
        run: (event, action) => void this.onControl(event, action),
        step: (n) => this.step(n),
        play: (move) => void this.playMove(move),
        toggleGhost: () => (this.ghostMode = !this.ghostMode),
        undo: () => this.undo(),
        toggleAutoplay: () => this.toggleAutoplay(),
        retry: () => this.retry(),
        hint: () => this.hint(),
      },
    );
  }

  /** The board's accessible name: what it is, where in the record, the last move, a tree's variations, and in play and puzzle mode whose turn. */
  private describe(): string {
    const { width, height, moveNumber, lastMove, result, toPlay } = this.view;
    const name = this.record.variantName;
    const total = this.currentMode === 'puzzle' ? moveNumber : this.totalMoves;
    const last = lastMove ? `, last move ${player(lastMove.color)} ${lastMove.move}` : '';
    let text = `${name} board, ${width} by ${height}, move ${moveNumber} of ${total}${last}`;
    const tree = this.tree;
    if (tree && this.currentMode !== 'puzzle') {
      const siblings = tree.siblings();
      const current = siblings.find((branch) => branch.current);
      if (siblings.length > 1 && current) text += `, variation ${current.label} of ${siblings.length}`;
      const branches = tree.node.children.length;
      if (branches > 1) text += `, ${branches} variations follow`;
    }
    const mode = this.currentMode;
    if (mode === 'play' || mode === 'puzzle') text += result ? `, game over` : `, ${player(toPlay)} to play`;
    return text;
  }
}


