import { LitElement, html, nothing, type CSSResult, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { sceneTextSizes } from '../render/scene.js';
import { LiveRegion, boardLabel } from './announcements.js';
import { AutoplayController } from './autoplay.js';
import { verbosityToggle } from './verbosity-toggle.js';
import { AttributeReader, writtenText, type AttributeName, type AttributeValue, type ReadAttribute } from './attributes.js';
import { maxTilesConverter, playable, type ConfirmChoice, type Mode, type OverlayChoice, type Theme, type Verbosity } from './board-options.js';
import type { VariantId } from '../engine/types.js';
import type { PointNames } from '../render/position-words.js';
import { pointUnder } from './board-point.js';
import { shownWindow } from './board-record.js';
import { boardTemplate, type BoardListeners } from './board-template.js';
import { controlsTemplate, FULL_SCREEN_ICON, iconButton } from './controls.js';
import { BoardLanguage } from './i18n/language.js';
import type { ReaderWords } from './i18n/reader/en.js';
import { readerWords } from './i18n/reader/index.js';
import { loadMarkupDrawing } from './drawing-parts.js';
import { drawPosition, drawingWindow, drawsMarkedStones, type Drawing } from './drawing.js';
import { DrawnWidth } from './drawn-width.js';
import type { EditMode } from './editor/edit-mode.js';
import { addStyles } from './feature-styles.js';
import type { PuzzleProgress } from './events/vgb-collection-change.js';
import type { BoardProblem } from './problem.js';
import type { LoadedPart } from './problem-facts.js';
import { KeyboardInput } from './keyboard.js';
import { failedLoad, LazyModule, loadProblem } from './lazy-module.js';
import type { CommentShown, ExportFormat } from './panels.js';
import { NearViewport } from './near-viewport.js';
import type { ShownOverlay } from './overlay-drawing.js';
import type { PlayInput } from './play-input.js';
import type { ProblemReporter } from './problem-reporter.js';
import type { PuzzleCollection } from './puzzle-collection.js';
import { ReaderActions } from './reader-actions.js';
import { GAME_ATTRIBUTES, GAME_INPUTS, RecordLoader, type GameAttributes } from './record-loader.js';
import { SourceWatch } from './source-watch.js';
import { statusTemplate } from './status.js';
import { stateSharing, type SharedFacts } from './state-sharing.js';
import { styles } from './variant-go-board.styles.js';
import { writers } from './writers.js';

/** The play input (moves, the cursor keys, the pointer, puzzles): a chunk of its own, loaded when a board first takes input. */
const playInput = new LazyModule(() => import('./play-input.js'));

/** Puzzle mode: a chunk of its own, loaded with the play input when a board is first in puzzle mode. */
const puzzleMode = new LazyModule(() => import('./puzzle-mode.js'));

/** The parts a record brings (info, comment, variations) and the download buttons: a chunk of their own, loaded when a board first shows a record or downloads. */
const panelParts = new LazyModule(() => import('./panels.js'));

/** The reporter of problems and warnings with the `error` part: a chunk of its own, loaded when a board first has one. */
const problemParts = new LazyModule(() => import('./problem-reporter.js'));

/** Paper and Pencil Go's legend: a chunk of its own, loaded when a board first draws a marked stone. */
const legendPart = new LazyModule(() => import('./legend.js'));

/** The rules overlay (drawing, rules, legend, toggle, the engine's facts): a chunk of its own, loaded when a board first shows one. */
const overlayPart = new LazyModule(() => import('./overlay-drawing.js'));
/** What the reading keys say (R, S): a chunk of its own, loaded on the first press. */
const readingPart = new LazyModule(() => import('./position-reading.js'));

/** Full screen: a chunk of its own, loaded when the reader first asks for it. */
const fullScreenPart = new LazyModule(() => import('./full-screen.js'));

/** The editor (`mode="edit"`): a chunk of its own, loaded when a board is first in edit mode, with the drawing of marks. */
const editorPart = new LazyModule(() => Promise.all([import('./editor/edit-mode.js'), loadMarkupDrawing()]).then(([editor]) => editor));

/** The properties that set a new position, besides `mode` going into or out of puzzle mode: the record's sources and the game's inputs. */
const POSITION_PROPERTIES: readonly string[] = ['sgf', 'src', ...GAME_INPUTS];

/** Milliseconds per move of autoplay when `speed` is unset or bad. Declared here, not imported, so the manifest shows its value. */
const DEFAULT_SPEED = 1000;

const asNumber = (text: string): number => Number(text);
const asText = (text: string): string => text;

/** The property each attribute read by a rule (attributes.ts) sets, and how Lit converts the attribute's text to it. */
const PROPERTIES: { readonly [N in AttributeName]: readonly [property: string, convert: (text: string) => unknown] } = {
  variant: ['variant', asText],
  mode: ['mode', asText],
  size: ['size', asNumber],
  'to-play': ['toPlay', asText],
  komi: ['komi', asNumber],
  ko: ['ko', asText],
  'max-tiles': ['maxTiles', maxTilesConverter.fromAttribute],
  scoring: ['scoring', asText],
  move: ['move', asNumber],
  speed: ['speed', asNumber],
  'puzzle-side': ['puzzleSide', asText],
  overlay: ['overlay', asText],
  confirm: ['confirm', asText],
  'point-names': ['pointNames', asText],
  verbosity: ['verbosity', asText],
  theme: ['theme', asText],
  game: ['game', asNumber],
};

/** The attributes read by a rule that are not the game's (those the record reports): reported always, and their default used instead. */
const BOARD_ATTRIBUTES = ['mode', 'speed', 'move', 'puzzle-side', 'overlay', 'confirm', 'point-names', 'verbosity', 'theme', 'game'] as const;

/**
 * A Go board for Go and its variants: a still diagram, a replayable game record with its
 * variations and comments, a board to play on, or a puzzle.
 *
 * **The record.** The first of these that is given is the record (the others are ignored):
 * 1. `src`: the address of an SGF file, fetched when given (and again when it changes; a fetch
 *    still running for the old address is aborted). A first `src`: until it has loaded, and if
 *    it fails, the board shows the next source of this list. A new `src`: the board keeps what
 *    it shows (the reader's moves included) until the file has loaded, and if it fails, keeps it
 *    with the error until the page sets another position;
 * 2. `sgf`: SGF text in the attribute (of a collection, the game `game` names);
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
 * markup (`CR TR SQ MA SL LB AR LN DD`) is drawn, its view (`VW`, inherited; a diagram of a
 * corner has one) draws only that part of the board (the keyboard cursor and the grid's cells
 * keep to it, the board's name says which part it shows, and the SVG and PNG exports show it
 * too), and the game information (players, ranks,
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
 * shows it while pressed and plays when lifted over the same point; on small points and in
 * puzzle mode a tap waits for confirmation in a loupe, see `confirm`), the preview is marked when
 * the move is illegal, and an illegal attempt shows the rule's reason under the board. On the
 * focused board the arrow keys move a cursor, Home and End go to the ends of its row, Enter or
 * Space plays at the cursor, PageUp and PageDown step back and forth through the moves, and G
 * toggles ghosts (No Seki Go): the next move is a ghost, for that one move. Buttons pass, return
 * a prisoner (Tile and Cushion Go with prisoner return), toggle ghosts and undo, where the
 * variant has them. With `moves`, a move played at move N replaces the moves after N; a move
 * after two passes resumes the game (ruling A3). The status says either and so does the live
 * region: nothing is dropped or undone silently.
 *
 * **Speech and motion.** On the focused board in replay, play and puzzle mode, L says the step
 * shown and its move and V switches `verbosity`. Autoplay the reader starts says its start,
 * pauses and end, never each move; under `prefers-reduced-motion: reduce` the `autoplay`
 * attribute waits for the reader's Play.
 *
 * **Keeping the reader's moves.** The moves the reader plays stay through re-renders, resizes,
 * theme and style changes, `move`, `coordinates`, `speed`, `autoplay`, `exports`, `mode` between
 * `view`, `replay` and `play`, and the element's removal and re-insertion anywhere in the page.
 * They are replaced only when the page sets a new position: a new value of `src` (once it has
 * loaded), `sgf`, the SGF `<script>` or diagram text, of `game` (of those), `orientation` or
 * `crop`, or of an option that wins over the record
 * (`variant`, `komi`, `ko`, `max-tiles`, `scoring`); with `moves`, also of `moves`, `size`,
 * `black`, `white` or `to-play`, or `mode` going into or out of `puzzle`. Setting an attribute to
 * the value it has is no change. Before the new position is drawn, `vgb-position-replace` gives
 * the page the old record with the reader's moves, to save them. At any time `record` gives the
 * record with them as SGF, and `vgb-change` tells each change the reader makes to it.
 *
 * **Editing.** `mode="edit"` makes the board an editor for authors: it opens what it was given
 * (the record's main line, its setup, last node's markup, view, title and comment; or an empty
 * board of `variant` and `size`) and the author changes it with tools, fields and keys. The
 * `edit-tools` toolbar (one tab stop: the arrow keys, Home and End move along it) holds
 * Alternate (chosen when the editor opens: a click plays the next move under the variant's
 * rules, and a refused move is explained under the board and in an alert, as in play mode),
 * Black stone, White stone, Erase, the variant's own point states (tiles, ghosts, marked stones,
 * from the registry), Triangle, Square, Circle, Cross, Letter, Number and Crop. A click or tap
 * on a point, or Enter or Space on the grid's cursor, applies the tool; Crop takes a drag, or
 * two corners (two taps, or Enter at each; Escape cancels), and the points outside the crop are
 * drawn dimmed. Moves form a tree: a move played where another follows starts a variation, and
 * the moves played next are lettered on the board. The `edit-lines` part says where the node
 * shown stands and holds Start, Back (PageUp), Forward (PageDown), Next variation, Take out move,
 * Make main line, and the verdict on the line shown, Right or Wrong, written as the first word
 * of its comment (`RIGHT`, `Wrong`) for puzzle mode; a document with a verdict gives a puzzle
 * board's HTML snippet. The `edit-fields` part holds the title, the comment of the node shown, the side to move, komi, the
 * variant's rule options, the variant and the board's width and height (rectangular boards
 * too), with Undo, Redo, Clear and Whole board; Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes
 * on the focused board. A position the variant does not allow is shown with its reason
 * (`edit-problems`) and its points selected, and the author keeps editing. Each change fires
 * `vgb-change` and sets the form value: in a `<form>`, the board (form-associated) posts the SGF
 * under its `name`; `value` reads it, and writing it opens that SGF. `toSgf()`, `toDiagram()`
 * and `toSvg()` give the editor's SGF, `$$` diagram and SVG. Each tool chosen and each edit is
 * announced ("Tool: white stone", "Black stone at D4", "Triangle at C3 removed"). The editor's
 * code loads when a board is first in edit mode; until it is in, the board shows the position.
 * The page setting a new position (see **Keeping the reader's moves**) opens it in place of the
 * author's document, and companions see the record the board was given, not the document.
 * Another mode shows the record the board was given; back in edit mode, the document is as the
 * author left it.
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
 * moves for the side to move. The verdict is shown in the `puzzle` part and announced; a failure
 * says what happened (the move is not in the solution, the tree's reply refutes it, or the
 * solution marks the line wrong), quotes the comment of the node reached, and offers Retry and
 * Show solution beside it. Retry starts again and Hint marks the first right move. The steps, the slider and the variation
 * marks are left out, and companions see only the moves played, so nothing gives the answer
 * away. With `moves`, the moves are the one right line. A puzzle, whatever its source, is cropped
 * to the region its tree uses (`crop`), and `orientation` turns it (`random`: a new way for each problem shown). An SGF collection is a
 * set of problems: the `collection` part goes through them (`game`) and keeps each one's
 * `progress`, told with `vgb-collection-change`. A set kept as several files is shown by setting
 * `src` (and `game`) in turn. Show solution (in the `puzzle` part, at
 * any time) shows the problem's start with the right line (the first right move, the tree's
 * first reply, and on) to step through with Previous step and Next step, each step announced;
 * the variations of the node shown are marked on the board by letter and listed as buttons
 * (`solution-variations`), each judged right (✓) or wrong (✗) in words by the same judging; a
 * button or a tap on a mark follows one. Showing the solution before an answer ends the attempt
 * counts as not solved (`vgb-puzzle-failed`, reason `solution-shown`); Back to the problem (or
 * Retry) starts a new attempt. A problem solved in a collection offers Next problem, and the
 * puzzle's events carry the problem's `game`.
 *
 * **Exports.** `toSgf()`, `toDiagram()`, `toSvg()` and `toPng()` give the record and the shown
 * position as SGF, a `$$` diagram, an SVG document and a PNG image, as last rendered (after
 * changing an attribute, await `updateComplete` first), the pictures in the colours the board
 * shows (its `theme`, the page's custom properties); with `exports`, buttons download them.
 * Each returns a promise: their writers load on the first export call or download (the SGF
 * writer comes with the play input too), never before, and a call rejects when their code
 * cannot be loaded.
 *
 * **Loading.** What a replay of `moves` does not need is loaded on first use: the reading of
 * the element's content (when it holds any child element or text) and of `src`, the SGF and
 * diagram readers, the fetch of `src`, the play input (play and puzzle mode, and a click on a
 * record's variation mark), the puzzle, the record's info, comment and variation parts with the
 * download buttons, Paper and Pencil Go's legend, the rules overlay, the export writers and the companions; each
 * brings its styles. While a record's reader loads, the board keeps what it shows (at first, an empty board
 * of its `variant` and `size`), marked busy; in puzzle mode it shows the problem's start until
 * the puzzle is in. A click or key on the board while the play input loads is played once it is
 * in. `updateComplete` settles once the record is shown with the parts it loaded (in play and
 * puzzle mode, the play input). A part that cannot be loaded is reported as `ERR_FETCH`, like a
 * `src` that cannot be, and tried again by the next change of an attribute or property (a step
 * sets `move`; the play input: the reader's next input; the overlay: a new value of `overlay`).
 *
 * **Many boards.** A board more than half a viewport height above or below the screen draws
 * only the empty board (lines, star points, coordinates), at the size its drawing will have,
 * until it is scrolled that near; then it is
 * drawn and stays drawn. Its record, controls, status and accessible names are there from the
 * start, the exports give its whole picture at any time, and printing draws every board.
 * `updateComplete` settles once a board in view is drawn (the frame after it appears). The
 * distance is measured from the page's viewport: inside a scrolling container, a board is drawn
 * when it scrolls into the part of the container that is on screen.
 *
 * **Errors.** Invalid input never leaves the element blank: a bad variant, size, komi, setup or
 * rule option shows an empty board of the last configuration that worked (at first an empty
 * 19x19 Go board), an SGF record or diagram that cannot be read does the same and names its line
 * and column, a move that cannot be read or played ends the replay at the move before it, and a
 * `src` that cannot be loaded leaves what the board showed (at first, the next source). Each
 * shows a message and fires `vgb-error`. Attribute values are trimmed, and words (`variant`,
 * `mode`, `to-play`, `ko`, `scoring`, `puzzle-side`, `overlay`, `confirm`, `point-names`, `verbosity`, `theme`, `unlimited`) read in any case; a value an
 * attribute does not take is refused with a message that quotes it ("size: 'abc' is not a board
 * size from 2 to 25"). A bad variant, size, komi, `to-play` or rule option is ignored by a record
 * that does not take it (`size` and `to-play` by SGF and diagrams); a bad `mode`, `speed`, `move`,
 * `puzzle-side`, `overlay`, `confirm`, `point-names`, `verbosity` or `theme` is reported and its default used.
 *
 * **Accessibility.** The board is one tab stop. In play and puzzle mode it is a `grid` whose
 * cells are the points, each named with its coordinate and what stands on it ("D4, black stone on
 * 2 tiles"), and while the rules overlay is shown its facts there ("C3, empty, false liberty",
 * "A1, empty, refused: suicide"; the board's name then ends "rules overlay on"); the cursor is
 * the grid's `aria-activedescendant`, so focus stays on the board while
 * the cursor moves; each row is named by its number ("row 5"). In the other modes it is an image
 * named with the position. A board that takes focus (replay, play, puzzle) is described in a
 * few words, read with its name on every focus ("Black 52 stones, White 49 stones, 260 empty
 * points", tiles, marked stones, counted areas); on it, S reads the stones grouped by
 * contents and R the position row by row, in the live region (their code loads on the first
 * press). A still diagram (view mode) is described point by point. `point-names="audouard"`
 * names the points in words from their corner, for speech ("D 4 4"). `board.focus()` focuses
 * the board itself, ready for the keys. In forced colours the focus ring is an outline in the
 * system's Highlight. Moves, captures, flips, marks, tiles, comments, the Ghost toggle, puzzle verdicts,
 * errors and results are announced in a polite live region, with a rule note for the player to
 * move when it comes (not after every move while it stands); a refused move is announced at once,
 * in an alert.
 *
 * **Companions.** Elements placed inside the board are shown below its controls and receive its
 * state through `@lit/context` (`boardContext` in `src/element/context.ts`, exported by the
 * package entry), a new object on every change. Only child elements are shown there: the element's own text (a diagram), its
 * `<pre>` diagram and its SGF `<script>` are not.
 *
 * @summary Shows, replays and plays Go and Go-variant games, SGF records with variations and comments, Sensei's Library diagrams and puzzles: an SVG board with controls, a move slider, autoplay, play by click, tap or keyboard, and exports.
 * @tagname variant-go-board
 *
 * @attr {string} name - The name a `<form>` holding the board posts its `value` under (edit mode).
 * @attr {string} lang - The board's language (BCP 47), as on any element: English, Japanese (`ja`), Simplified Chinese (`zh`, any Chinese), Korean (`ko`), French (`fr`) or German (`de`), else English; without it, the nearest ancestor's or the page's `lang`. The `lang` property sets it.
 *
 * @slot - Companion elements such as `<vgb-move-list>` and `<vgb-status>`, shown below the controls.
 * @slot static - A static picture of the board (a direct child with `slot="static"`, typically the `<svg>` the static renderer writes), which a page shows before the element's script runs: the board shows it in its place until it has drawn its record, then hides it. Never read as a record, never shown as a companion. A server-rendered board (declarative shadow DOM, `variant-go-board/ssr`) keeps its server picture the same way.
 *
 * @fires {VgbMoveEvent} vgb-move - The reader played a move (play and puzzle mode). `detail: { move, color, moveNumber, captured, flipped, marked, tile, game }`. Never fired for `moves` set from script.
 * @fires {VgbMoveRejectedEvent} vgb-move-rejected - The reader tried a move the rules refuse (play and puzzle mode). `detail: { move, code, message, game }`.
 * @fires {VgbPositionChangeEvent} vgb-position-change - The shown position changed on the reader's behalf: step buttons, slider, keys, autoplay, a companion, a variation chosen, a move played or taken back, a puzzle's reply or retry. `detail: { moveNumber, total, move, game }`. Not fired when `move`, `moves` or the record is set from script.
 * @fires {VgbNodeChangeEvent} vgb-node-change - In a record with a tree (SGF, diagram), the node shown changed on the reader's behalf, also between nodes without moves. `detail: { path, moveNumber, move, variations, game }`.
 * @fires {VgbGameEndEvent} vgb-game-end - A move the reader played ended the game. `detail: { result, game }`. Every event that speaks of a position of the record (these five, the puzzle's and `vgb-position-replace`) carries `game`, the 1-based index of the game shown in its SGF collection (1 for a record of one game and for `moves`).
 * @fires {VgbPuzzleSolvedEvent} vgb-puzzle-solved - Puzzle mode: the reader reached a right answer. `detail: { side, moves, path, comment, tries, game }`.
 * @fires {VgbPuzzleFailedEvent} vgb-puzzle-failed - Puzzle mode: the reader's attempt failed. `detail: { side, moves, path, comment, tries, game, reason, move }`, `reason` being `not-in-tree`, `marked-wrong`, `refuted` or `solution-shown` (Show solution before an answer ended the attempt: seen, so not solved; `move` is then `''`).
 * @fires {VgbCollectionChangeEvent} vgb-collection-change - Puzzle mode on a collection (an SGF file of several games): the reader went to another problem or solved or failed one. `detail: { game, count, progress }`, `progress` holding `solved`, `failed` or `not-tried` per problem.
 * @fires {VgbPositionReplaceEvent} vgb-position-replace - Play mode: the page set a new position (see **Keeping the reader's moves**) on a board the reader had played on, so the reader's moves are about to go. Fired once, before the new position is drawn. `detail: { reason, moves, moveNumber, sgf, game }`: what the page set (`moves`, `sgf`, `src`, `variant`, `size`, `komi`, `black`, `white`, `to-play`, `ko`, `max-tiles`, `scoring`, `game`, `orientation`, `crop`, `mode`, or `content` for the SGF script or diagram text), and the old record: its line's moves, the move shown, the record as SGF with the reader's moves, and its game.
 * @fires {VgbWarningEvent} vgb-warning - The record was read, but decoding or a reader put up with something: a charset it could not be sure of, a property repeated in a node, a komi read as hundredths... `detail: { code, message, source, line?, column? }`, `code` starting `WARN_` ([docs/formats.md](docs/formats.md)). Fired once for each warning, after the update that first shows the record; the reader's warnings of one kind come as one, with a count.
 * @fires {VgbChangeEvent} vgb-change - The record changed on the reader's or the author's behalf. Play mode: the reader played a move that changed it (at the end of `moves` or in its past, replacing the later moves; a new variation of a tree; a pass, a prisoner returned, a ghost) or took one back; a move the tree holds already only follows it. Edit mode: the author changed the document (an edit on a point, a field, the crop, clear, undo or redo). `detail: { sgf, diagram? }`: the record as `record` and `toSgf()` give it, and in edit mode the document as `toDiagram()` gives it. Never fired in puzzle mode, nor when the page sets the position or `value`.
 * @fires {VgbErrorEvent} vgb-error - The input is invalid (unknown variant, bad size, komi, setup, rule option, mode, speed, move or puzzle-side, unreadable or illegal move, an SGF record or diagram that cannot be read, a `src` or a part of the element that cannot be loaded). `detail: { code, message, token?, index?, source?, line?, column? }`: `message` is English, for developers, whatever the board's language. Fired for markup and script input alike.
 *
 * @csspart board - The board drawing; the one tab stop in replay, play and puzzle mode.
 * @csspart info - The game information above the board (title, players and ranks, result, event); present only when the record has some.
 * @csspart error - What is wrong with the input and where, quoting what was written, in the board's language (one line each); present only while there is one.
 * @csspart status - Whose turn it is, prisoners, the rule notes the player to move must know, the result, why a move was refused, and what the reader's last move changed besides the position (play resumed after the game ended, later moves replaced).
 * @csspart rejection - Inside `status`: why the reader's last move was refused; present only then. In edit mode, under `edit-tools`: why the author's last edit was refused.
 * @csspart edit-tools - Edit mode: the toolbar (`role="toolbar"`) of the tools.
 * @csspart edit-tool - Each tool's button in `edit-tools` (`aria-pressed` says which is chosen, `data-tool` names it).
 * @csspart edit-problems - Edit mode: what is wrong with the position the author made, each with its reason; present only then.
 * @csspart edit-lines - Edit mode: where the node shown stands in the tree of moves, the buttons going along it (Start, Back, Forward, Next variation), Take out move, Make main line, and the verdict buttons (Right, Wrong).
 * @csspart edit-fields - Edit mode: the fields (title, comment, side to move, komi, rule options, variant, width, height) and the Undo, Redo, Clear and Whole board buttons.
 * @csspart legend - Under the status of a Paper and Pencil Go board showing marked stones: what the cross, the region frames and the owner badges mean.
 * @csspart overlay-legend - Under the status while the rules overlay is shown (`overlay="rules"`): a sample of each kind of mark drawn, with its name and what it means.
 * @csspart overlay-reason - Above `overlay-legend` in play mode: why a stone on the point hovered or under the cursor is refused, in the rules' words ("A1: Go: suicide is not allowed: …"); present only then.
 * @csspart loupe - Play and puzzle mode, while a tap waits for confirmation (`confirm`): the button beside the finger that shows the point chosen magnified and named ("Play D4"), and plays it.
 * @csspart overlay-toggle - The "Rules overlay" toggle button in `controls` (it also has the part `control`), shown with `overlay="rules"` outside view mode: `aria-pressed` says whether the overlay is shown.
 * @csspart verbosity-toggle - The "Brief announcements" toggle in `controls` (it also has the part `control`), outside view and edit mode: seen only while it has focus, as a skip link is; `aria-pressed` says whether announcements are brief (`verbosity`).
 * @csspart puzzle - Puzzle mode: the task, then the verdict (right or wrong) and why, quoting the comment of the node reached; Retry after a failure, Show solution and, solved in a collection, Next problem; while the solution is shown, its step, its buttons and Back to the problem.
 * @csspart hint - Inside `puzzle`: the hint, once asked for.
 * @csspart collection - Puzzle mode on a collection: Previous, the list of problems with each one's progress ("3 of 40: ✓ solved"), Next, and the count solved.
 * @csspart solution-variations - Inside `puzzle`, while the solution is shown: the list of the variations of the node shown, each a button judged right or wrong.
 * @csspart comment - The comment of the node shown, as plain text; present only when it has a comment or a name. A long comment shows its first 10,000 characters, then 10,000 more at each "Show more"; a name or a game-information value is cut at 200 characters.
 * @csspart comment-name - Inside `comment`: the node's name, as a heading.
 * @csspart comment-more - Inside `comment`: the "Show more" button of a long comment (it also has the part `control`).
 * @csspart variations - The list of variations that continue from the node shown; present only when there are several.
 * @csspart variation - Each variation's button in `variations` (it also has the part `control`).
 * @csspart controls - The bar holding the buttons, the slider and the move counter (replay, play and puzzle mode).
 * @csspart control - Each button: the step buttons, play/pause, pass, return, ghost, undo, retry, hint, the variations, a long comment's "Show more" and the downloads.
 * @csspart slider - The move slider (hidden below 280 px of width).
 * @csspart counter - The "Move N / total" counter.
 * @csspart exports - The download buttons (with the `exports` attribute).
 * @csspart export - Each download button (it also has the part `control`).
 *
 * @cssprop [--vgb-board-color=#dcb35c] - Design token: the wood of the board (dark scheme `#b8914b`); tiles and coordinate labels are mixed from it.
 * @cssprop [--vgb-line-color=#3d2b12] - Design token: grid lines and star points (dark scheme `#2b1d0b`); coordinate labels, tiles and their edges are mixed from it.
 * @cssprop [--vgb-black-stone=#1b1b1b] - Design token: black stones, ghosts and owner marks; their edge and the marks on white stones and the wood derive from it.
 * @cssprop [--vgb-white-stone=#f6f4ee] - Design token: white stones, ghosts and owner marks (dark scheme `#e4e1d8`); their edge and the marks on black stones derive from it.
 * @cssprop [--vgb-accent-color=#0969da] - Design token: the slider, pressed toggle buttons, a companion's current move and "to play" badge (dark scheme `#4493f8`); the focus ring, the keyboard cursor and the variation marks derive from it.
 * @cssprop [--vgb-line-width=1px] - Width of the grid lines, in CSS pixels at any board size.
 * @cssprop [--vgb-label-color=#4d3919] - Coordinate labels; by default the line colour, 90%, mixed with the wood.
 * @cssprop [--vgb-black-stone-edge=#0c0c0c] - Edge of black stones and ghosts; by default the black stones' colour, 45%, mixed with black.
 * @cssprop [--vgb-white-stone-edge=#4c4c4a] - Edge of white stones; by default the white stones' colour, 31%, mixed with black.
 * @cssprop [--vgb-stone-edge-width=1px] - Width of stone and tile edges, in CSS pixels.
 * @cssprop [--vgb-tile-color=#9c7d3e] - Tiles under points (Tile and Cushion Go); by default the line colour, 40%, mixed with the wood.
 * @cssprop [--vgb-tile-edge-color=#2b1e0d] - Edge of tiles; by default the line colour, 70%, mixed with black.
 * @cssprop [--vgb-tile-badge-color=#2b1e0d] - Badge holding the height of a tile stack; by default as the tiles' edge.
 * @cssprop [--vgb-tile-count-color=#ffffff] - Digits of a tile stack's height.
 * @cssprop [--vgb-mark-on-light=#1b1b1b] - Marks on white stones and on the wood; by default the black stones' colour.
 * @cssprop [--vgb-mark-on-dark=#f6f4ee] - Marks on black stones; by default the white stones' colour.
 * @cssprop [--vgb-mark-weight=1] - Multiplier of every mark stroke (a plain number).
 * @cssprop [--vgb-cursor-color=#042f62] - Keyboard cursor square (play mode), selected points and variation marks; by default the accent, 45%, mixed with black.
 * @cssprop [--vgb-forbidden-color=#8f1a10] - "Not allowed" sign over an illegal preview.
 * @cssprop [--vgb-halo-color=#ffffff] - Halo round the cursor and the "not allowed" sign.
 * @cssprop [--vgb-text-color=#1f2328] - Text of the controls and the status.
 * @cssprop [--vgb-muted-color=#59636e] - The move counter and secondary status text.
 * @cssprop [--vgb-control-background=#f6f8fa] - Background of the buttons.
 * @cssprop [--vgb-control-border=#d1d9e0] - Border of the buttons.
 * @cssprop [--vgb-control-border-width=1px] - Width of the buttons' border.
 * @cssprop [--vgb-focus-color=#0969da] - Focus ring of the board, buttons and slider; by default the accent.
 * @cssprop [--vgb-focus-width=3px] - Width of the focus ring.
 * @cssprop [--vgb-error-color=#b42318] - Text and accent of the error message.
 * @cssprop [--vgb-error-background=#fef3f2] - Background of the error message.
 * @cssprop [--vgb-notice-color=#7a4b00] - Text and accent of a refused move's reason.
 * @cssprop [--vgb-notice-background=#fff8e6] - Background of a refused move's reason.
 * @cssprop [--vgb-right-color=#1a7f37] - Text and accent of a puzzle solved.
 * @cssprop [--vgb-wrong-color=#b42318] - Text and accent of a puzzle failed.
 * @cssprop [--vgb-comment-max-height=12rem] - Height at which the comment starts to scroll.
 * @cssprop [--vgb-font-family=system-ui] - Font of labels, controls, status and messages.
 * @cssprop [--vgb-size=28rem] - The board's widest width; narrower columns make it narrower. Setting the element's `width` overrides it.
 * @cssprop [--vgb-gap=1rem] - Space after and below the board, so that boards in a row stand apart; the space after shrinks to nothing in a column no wider than the board.
 */
export class VariantGoBoard extends LitElement {
  static override styles = styles;

  /** A form holding the board posts its editor's SGF under its `name` (edit mode). */
  static formAssociated = true;

  /** `lang`, which every element has, also sets the board's language (language.ts). */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.speech.follow();
  }

  /** The reactive properties (declared here rather than with decorators: fewer bytes), by the attribute each reflects; the private ones are internal state (`attribute: false` also tells the manifest). */
  static override properties: PropertyDeclarations = {
    mode: {},
    variant: {},
    size: { type: Number },
    moves: {},
    black: {},
    white: {},
    toPlay: { attribute: 'to-play' },
    komi: { type: Number },
    ko: {},
    maxTiles: { attribute: 'max-tiles', converter: maxTilesConverter },
    scoring: {},
    sgf: {},
    src: {},
    game: { type: Number },
    orientation: {},
    crop: {},
    progress: { attribute: false },
    puzzleSide: { attribute: 'puzzle-side' },
    move: { type: Number },
    coordinates: { type: Boolean },
    autoplay: { type: Boolean },
    speed: { type: Number },
    exports: { type: Boolean },
    overlay: {},
    confirm: {},
    pointNames: { attribute: 'point-names' },
    verbosity: {},
    theme: { reflect: true },
    statusCompanion: { state: true, attribute: false },
    exportProblem: { state: true, attribute: false },
    commentShown: { state: true, attribute: false },
    inputProblem: { state: true, attribute: false },
    overlayProblem: { state: true, attribute: false },
    overlayHidden: { state: true, attribute: false },
  };

  /** Manual slot assignment: only child elements (companions) are shown, never the element's text, its diagram or its SGF script. */
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, slotAssignment: 'manual' };

  /** What the reader can do: `view` (a still diagram), `replay` (step through the record), `play` (play moves), `puzzle` (solve the record as a problem) or `edit` (an author makes a diagram). */
  mode: Mode = 'replay';

  /** Rule set, such as `go`, `loose` or `tile` (default `go`). With an SGF record or a diagram, given (as an attribute or from script) it wins over the record's `ZVR`/`RU`; absent, the record decides. */
  get variant(): VariantId {
    return this.variantValue;
  }

  set variant(value: VariantId) {
    const old = this.variantValue;
    // A removed attribute sets null, and the page may set '': either leaves the choice to the record.
    const given = Boolean(value);
    this.variantValue = given ? value : 'go';
    if (given !== this.variantGiven) {
      this.variantGiven = given;
      this.requestUpdate();
    }
    this.requestUpdate('variant', old);
  }

  /** Number of lines on each side of the board, a whole number from 2 to 25 (for `moves`; an SGF record or diagram gives its own). */
  size = 19;

  /** The moves to replay, separated by spaces or commas: points such as `D4` (any case), `pass`, `ghost:D4`, `return`. Setting it replaces the record, the reader's moves included. Used only when no SGF record or diagram is given. */
  moves = '';

  /** Black stones on the board before the first move (with `moves`): points separated by spaces or commas. */
  black = '';

  /** White stones on the board before the first move (with `moves`): points separated by spaces or commas. */
  white = '';

  /** The player to move first (with `moves`), `black` or `white`; unset, Black. */
  toPlay?: 'black' | 'white';

  /** Points added to White's score, from -1000 to 1000 (Tile and Cushion Go: prisoners White starts with); unset uses the record's `KM`, else the variant's default. */
  komi?: number;

  /** Ko rule, `basic` or `positional` (Go and No Seki Go); unset uses the record's, else the variant's default. */
  ko?: 'basic' | 'positional';

  /** Tile and Cushion Go: most tiles one point may hold, a whole number from 1 to 1000 or `unlimited`; unset, the record's, else 1. */
  maxTiles?: number | 'unlimited';

  /** Tile and Cushion Go: `prisoner-return` (the default) or `standard` (passes, Go's area scoring); unset, the record's. */
  scoring?: 'prisoner-return' | 'standard';

  /** An SGF record (FF[4]) as text. Setting it replaces the record, the reader's variations included. */
  sgf = '';

  /** The address of an SGF file to fetch and show; resolved against the page's address. Fetched only when given. */
  src = '';

  /**
   * The game shown of an SGF collection (a file holding several game trees), from 1 (in any mode);
   * unset, the first. Past the last game, the first is shown and the problem reported: so for a
   * diagram, which is one game. `moves` is one game too, and ignores it.
   */
  game?: number;

  /**
   * The part of the board shown, whatever the source (`moves` too): `auto` (the region the
   * problem's whole tree uses, or the stones of `black`, `white` and `moves`, with a margin, taken
   * to the edges it nearly reaches), `none` (the whole board), or
   * a window between two corners (`A1-K10`). Unset, puzzle mode crops (`auto`) and other modes
   * do not. A record's own `VW` wins.
   */
  crop?: string;

  /**
   * How the position is turned before it is shown, whatever the source (any mode): one of `identity`,
   * `rotate-90`, `rotate-180`, `rotate-270` (quarter turns clockwise), `mirror` (left and right),
   * `flip` (top and bottom), `transpose`, `anti-transpose` (the diagonals), and/or `swap-colors`
   * (`"mirror swap-colors"`); or `random`, drawn for each game shown and kept until another is. The
   * whole tree turns: the position, the solution and its judging, labels, the points named in
   * comments and the hint agree. With `moves`, the moves and the `black` and `white` stones turn
   * (written as the page wrote them, played where the reader sees them), and `swap-colors` makes
   * `black` White's stones and lets the other side start.
   */
  orientation?: string;

  /**
   * Puzzle mode on a collection: each problem's progress, in order, `solved` (at least once),
   * `failed` (and not solved since) or `not-tried`; kept by the board as the reader goes, and told
   * with `vgb-collection-change`. A page gives back what it remembered by setting it (with the
   * record, or after); a new `sgf` or `src` starts it again unless the page sets it with them.
   */
  progress?: PuzzleProgress[];

  /** Puzzle mode: the side the reader plays, `black` or `white`; unset, the side to move at the root. */
  puzzleSide?: 'black' | 'white';

  /** Show the position after this many moves of the line, clamped to it; unset shows the end of the line. Set by the controls. */
  move?: number;

  /** Draw column letters and row numbers around the grid. */
  coordinates = false;

  /** Replay mode: step through the record on their own (`moves`, an SGF record's current line, a diagram's numbered moves), from the start if the end is shown, when set and whenever a new record is shown (once it has been read or fetched), and stop at the end. The reader's pause or any step stops it. */
  autoplay = false;

  /** Milliseconds per move of autoplay, above 0 and at most 3,600,000 (an hour). */
  speed = DEFAULT_SPEED;

  /**
   * How much the live region says: `full` (the default) or `brief`, for a reader who knows the
   * board: "Move 12: Black D4" without the total, a comment said as "comment" rather than read,
   * autoplay's start without the keys. The reader switches it with the V key.
   */
  verbosity: Verbosity = 'full';

  /**
   * The board's colour scheme: `light`, `dark`, or `auto` (the default), the one the reader's
   * system prefers (`prefers-color-scheme`). Reflected to the attribute, so a page's CSS can key on
   * it; a site with a theme switch sets it on its boards. Every colour of the board, its parts
   * and its companions follows, and so does a page's `--vgb-*` value written for each scheme
   * (`light-dark(#e8e4da, #6f6552)`); the exports draw in the colours shown. Forced colours
   * (Windows high contrast) win over either scheme.
   */
  theme: Theme = 'auto';

  /** Show buttons that download the record as SGF, the shown position as a `$$` diagram, and its drawing as SVG and PNG. */
  exports = false;

  /**
   * What the board draws over the position: `none` (the default) or `rules`, the variant's rules
   * overlay for the position shown and the player to move: where a stone is refused now and why,
   * the ko point, groups in atari, and the variant's own facts (Loose's false liberties, Stoical
   * Go's forbidden and disturbing captures, Tile Go's incursions, No Seki Go's ghost liberties,
   * Paper and Pencil Go's regions). Each shape carries `data-overlay` (its kind), `data-point`
   * (`C3`) or `data-points`, and on a refused point and a refusal's area `data-code` (the code of `vgb-move-rejected`),
   * as the README's static SVG section describes. The `overlay-legend` part names each kind
   * drawn in words, and outside view mode a "Rules overlay" toggle in the controls lets the
   * reader hide the overlay and show it again (the attribute keeps its value; a new value of
   * `overlay` shows it again). In play and puzzle mode, the point hovered or under the cursor is
   * probed: where a stone there is refused, `overlay-reason` says why and an outline
   * (`data-overlay="refusal-area"`) goes round what the refusal is about (the group left
   * without a liberty, the stones a ko retake or a forbidden capture would take, the territory
   * an incursion enters, the marked region), and under the ko refinements of Stoical Go the
   * estate it would make is drawn (solid when it passes, dashed when not). Its code loads when an overlay is first shown; until it is in, the
   * board shows the position without it, and if it cannot be loaded the board reports
   * `ERR_FETCH` and a new value of `overlay` tries again. The SVG and PNG exports draw what the board shows.
   * Edit mode shows no overlay: the editor draws the author's document, not the record.
   */
  overlay: OverlayChoice = 'none';

  /**
   * Play and puzzle mode: when a tap waits for the reader's confirmation before it plays.
   * `touch` (the default when unset): a finger or a pen on points drawn less than 44 CSS pixels
   * apart, and every finger or pen in puzzle mode, where one wrong tap ends the attempt;
   * `always`: every pointer, the mouse too; `never`: a tap plays at once. A tap that waits
   * chooses its point: the preview is drawn there and the `loupe` part shows it magnified (36
   * pixels between points) and named beside the finger, not under it ("Play D4"); a press that
   * slides moves the choice, another tap chooses again (it never plays), and the loupe, a
   * button, plays the point chosen. The keys play at once. A loupe that cannot be loaded is
   * reported as `ERR_FETCH`, and a plain "Play D4" button under the board plays the point chosen.
   */
  confirm?: ConfirmChoice;

  /**
   * How points are named in words (grid cells, the stones the S key reads): `letters` (the
   * default) as drawn, `D4`; or `audouard`, Pierre Audouard's names made for speech, from the
   * nearest corner: A upper left, B upper right, C lower right, D lower left, then the point's
   * line from that corner's side edge and from its top or bottom edge (`D 4 4`, the lower left
   * star point of 19x19; `centre`). The drawn coordinates stay letters and numbers.
   */
  pointNames: PointNames = 'letters';

  /** A `<vgb-status>` is slotted in, so the board's own status leaves out what it shows. */
  private statusCompanion = false;

  private variantValue: VariantId = 'go';
  /** `variant` was given (an attribute, or set from script), so it wins over a record's. */
  private variantGiven = false;
  /** Reads the attributes that take a value from a set or a range, and keeps their problems. */
  private readonly attributeReader = new AttributeReader();
  /** Why the last download could not be made (its chunk did not load). */
  private exportProblem: BoardProblem | null = null;
  /** A new `src` is loading, or failed to, and the record shown before it stays (see {@link loadRecord}). */
  private keptForSrc = false;
  /** How much of a node's long comment the reader asked to see (panels.ts). */
  private commentShown: CommentShown | null = null;
  /** The position shown and its drawing, made by each update. */
  private drawing!: Drawing;
  /** The chunks of the parts this update shows, once they are in (see {@link feature}). */
  private panels: (typeof panelParts)['value'] = null;
  private legend: (typeof legendPart)['value'] = null;
  /** The loads of those chunks asked for by this board, which `updateComplete` waits for. */
  private readonly featureLoads: Promise<unknown>[] = [];
  /** The board's language (`lang`), and the words it shows and says in it. */
  private readonly speech = new BoardLanguage(this);

  // Reactive controllers; their hooks run in this order: the light DOM, autoplay (then the slot, `vgb-error` and the context, once their code is in).
  private readonly sources = new SourceWatch(this);
  /** Gives the companions the board's state; set once their code is in (state-sharing.ts). */
  private shareState: ((facts: SharedFacts) => void) | null = null;
  /** Reports the problems and warnings, once the board has had one and its code is in. */
  private reporter: ProblemReporter | null = null;
  private readonly autoplayTimer: AutoplayController = new AutoplayController(this, {
    replaying: () => this.currentMode === 'replay',
    interval: () => this.attribute('speed').value ?? DEFAULT_SPEED,
    advance: () => this.actions.advance(),
  });
  // The record, and the reader's actions on it from the controls, the keys and the pointer.
  private readonly loader = new RecordLoader(this);
  /** What changed in updates whose record waits for a chunk (a reader, a variant's rules): the reason of the replace it leads to. */
  private waitingChanges: PropertyValues | null = null;
  private readonly live = new LiveRegion(this);
  private readonly alert = new LiveRegion(this);
  private readonly actions: ReaderActions = new ReaderActions(this, this.loader, () => this.currentMode, this.live, this.autoplayTimer, () => this.brief, this.speech);
  private readonly keyboard = new KeyboardInput(this, this.loader, this.actions, {
    mode: () => this.currentMode,
    playKey: (key) => {
      const ready = this.ready;
      if (ready) return ready.keys.key(key, this.currentMode);
      this.whenInput((input) => input.keys.key(key, this.currentMode));
      return false;
    },
    read: (key) => {
      void this.loadOnUse(readingPart, 'reading').then(
        async (reading) => reading && this.live.say(await reading.readPosition(key, this.drawing.points, this.speech)),
      );
    },
  });
  /** The play input, once its chunk is in: a board in play or puzzle mode, or showing a record's variations, loads it. */
  private input: PlayInput | null = null;
  /** The editor, once its chunk is in: a board first in edit mode loads it. */
  private editor: EditMode | null = null;
  /** The navigator of a collection and the progress through it, once the puzzle's chunk is in. */
  private collection: PuzzleCollection | null = null;
  /** What the reader did while the play input loaded, done once it is in. */
  private readonly waiting: ((input: PlayInput) => void)[] = [];
  /** The load of the play input (and the puzzle) under way. */
  private inputLoad: Promise<void> | null = null;
  /** Why the play input could not be loaded. */
  private inputProblem: BoardProblem | null = null;
  /** The rules overlay's chunk, once it is in, while `overlay` is `rules` (see {@link feature}). */
  private overlayCode: (typeof overlayPart)['value'] = null;
  /** The rules overlay this update shows, once the variant's facts are in. */
  private overlayShown: ShownOverlay | null = null;
  /** The reader hid the rules overlay with its toggle; shown again when `overlay` changes. */
  private overlayHidden = false;
  /** The rules overlay's chunk or its variant's facts failed to load; tried again when `overlay` changes. */
  private overlayProblem: BoardProblem | null = null;
  /** The parts whose chunk failed to load, each with its problem; tried again by the next change of an attribute or property. */
  private readonly partProblems = new Map<LazyModule<unknown>, BoardProblem>();
  /** The board filling the screen, from the first time the reader asks for it. */
  private fullScreen: InstanceType<NonNullable<(typeof fullScreenPart)['value']>['FullScreen']> | null = null;
  /** The board's listeners: the keys, and the pointer once the play input is in (a press pauses autoplay at once). */
  private readonly listeners: BoardListeners = {
    ...this.keyboard.listeners,
    pointerdown: (event) => {
      this.actions.stopAutoplay();
      this.ready?.pointer.listeners.pointerdown(event);
    },
    pointermove: (event) => this.ready?.pointer.listeners.pointermove(event),
    pointerup: (event) => {
      const ready = this.ready;
      if (ready) return ready.pointer.listeners.pointerup(event);
      const point = this.takesInput ? pointUnder(event, this.drawing.scene) : null;
      if (point) this.whenInput((input) => input.pointer.lifted(point, event.pointerType));
    },
    pointerend: (event) => this.ready?.pointer.listeners.pointerend(event),
  };
  /** Far from the viewport, the board draws a placeholder until it comes near; printing draws it at once. */
  private readonly nearness = new NearViewport(this, () => this.performUpdate());
  /**
   * What the page showed before the element was defined, kept in the board's place (the live
   * frame hidden) until the board has drawn its record, so that no frame shows an empty board:
   * the server's declarative shadow DOM, and a `slot="static"` child, the static picture.
   */
  private picture: { server: ChildNode[]; child: Element | null; drawn: boolean } | null = null;
  /** The board's width on screen: the drawing keeps its text readable at it. */
  private readonly drawnWidth = new DrawnWidth(this, (previous, next) => {
    if (!this.drawing) return true;
    const { view, options } = this.drawing;
    // Only text the board draws counts: coordinates when asked for, heights of stacks of two or
    // more, labels and variation letters.
    const stacks = view.points.some((point) => point.tiles > 1);
    const words = !!options.markup?.labels.length || !!options.variations?.length;
    const at = (drawnWidth: number | null) => {
      const sizes = sceneTextSizes(view, { ...options, drawnWidth });
      return JSON.stringify([options.coordinates ? sizes.label : null, stacks ? sizes.count : null, words ? sizes.least : null]);
    };
    return at(previous) !== at(next);
  });

  /**
   * Focuses the board, which takes the keys, rather than the host, which takes none: a page's
   * `board.focus()` is then ready for the arrows. A board that takes no focus (view mode, or not
   * yet drawn) is focused as any element is.
   */
  override focus(options?: FocusOptions): void {
    // Not delegatesFocus: that would also move focus to the board on a click anywhere in the shadow tree (a comment, the status line).
    const board = this.renderRoot.querySelector<HTMLElement>('[part~="board"][tabindex]');
    if (board) board.focus(options);
    else super.focus(options);
  }

  // ---- the public API: the record and its exports ----

  /**
   * The record as SGF, read-only: the text `toSgf()` gives, with the reader's moves and
   * variations. In play mode it changes as the reader plays a move (a pass, a prisoner returned,
   * a ghost too) or takes one back, and `vgb-change` tells each change; the page setting a new
   * position replaces it without an event. In puzzle mode the reader's answers are not the
   * record: it is the problem, as given. In edit mode it is the editor's document, as `value`.
   * Its writer comes with the play input, so from the first `updateComplete` on it is current
   * in play and puzzle mode and on a record with a tree, and in every `vgb-change` handler. A
   * board without it yet (a replay of `moves`, which the reader cannot change) gives `''` and
   * loads the export writers, which hold it too: `updateComplete` then waits for them, and
   * `await board.toSgf()` gives the same text.
   */
  get record(): string {
    if (this.currentMode === 'edit') return this.value;
    const writer = playInput.value ?? writers.value;
    if (!writer) {
      // This read loads the export writers; `updateComplete` waits for them (getUpdateComplete).
      void writers.load().catch(() => undefined);
      return '';
    }
    if (!this.loader.record) this.willUpdate(new Map());
    return writer.recordSgf(this.loader.record, this.loader.text.others);
  }

  /**
   * The record as SGF text: an SGF record as it came in (unknown properties kept, and the other
   * games of a collection after the one shown) with the variations the reader added; a diagram as
   * the SGF tree it stands for; `moves` as a record of the game with its setup and rule set
   * (`ZVR`, `RU`).
   */
  async toSgf(): Promise<string> {
    return this.edited?.sgf ?? (await this.writers()).recordSgf(this.loader.record, this.loader.text.others);
  }

  /** The position shown, with its markup, as a Sensei's Library `$$` diagram. */
  async toDiagram(): Promise<string> {
    return this.edited?.diagram ?? (await this.writers()).positionDiagram(this.drawing, this.showCoordinates, this.loader.text.title);
  }

  /** The position shown as a standalone SVG document: the same drawing as the board (markup and variation marks included, no cursor or preview), named with the board's description. */
  async toSvg(): Promise<string> {
    return this.edited?.svg ?? (await this.writers()).positionSvg(this.drawing, this.label, this.renderRoot);
  }

  /** The position shown as a PNG image: {@link toSvg} drawn on a canvas, `scale` times 32 pixels per line spacing. */
  async toPng(scale = 1): Promise<Blob> {
    const loaded = await this.writers();
    return loaded.svgToPng(this.edited?.svg ?? loaded.positionSvg(this.drawing, this.label, this.renderRoot), scale);
  }

  /** In edit mode, the editor's outputs, which the exports give instead of the record's. */
  private get edited(): EditMode['outputs'] | undefined {
    return this.currentMode === 'edit' ? this.editor?.outputs : undefined;
  }

  // ---- the public API: the form ----

  /**
   * Edit mode: the editor's document as SGF, the value a form holding the board posts under its
   * `name` (empty before the editor is in, and outside edit mode). Writing it sets `sgf`, which
   * the editor opens as a new document (as a page setting `sgf` does; a `src` given still wins).
   */
  get value(): string {
    return this.edited?.sgf ?? '';
  }

  set value(text: string) {
    this.sgf = text;
    this.editor?.reopen();
  }

  /** A form's reset: the editor goes back to the document it first opened. */
  formResetCallback(): void {
    this.editor?.reset();
  }

  /**
   * The export writers, loaded on the first export call, with the record and its drawing built
   * if no update has run yet (an export called before the first render). Rejects when their code
   * cannot be loaded.
   */
  private async writers(): Promise<NonNullable<typeof writers.value>> {
    const loaded = await writers.load();
    if (!this.loader.record) this.willUpdate(new Map());
    return loaded;
  }

  // ---- lifecycle: the attributes make the record, the record makes the drawing ----

  /** Also waits for the parts of the element loaded on first use that were asked for (the SGF and diagram readers, the export writers, which a read of `record` may ask for), and the update that shows a record. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    // A board near the viewport draws once the next frame has measured it.
    await this.nearness.reported;
    complete = await super.getUpdateComplete();
    // The sources' code, then the companions', each with the update that follows it (for the companions, the one that provides them the board's state).
    for (const load of this.sources.pending) {
      if (!load) continue;
      await load.catch(() => undefined);
      complete = await super.getUpdateComplete();
    }
    for (let pending = this.loader.pending; pending; pending = this.loader.pending) {
      await pending;
      complete = await super.getUpdateComplete();
    }
    // Play and puzzle mode wait for the play input, and so does a click on a variation mark made before it is in; then for the words it asks for.
    const input = this.inputLoad;
    if (input && (playable(this.currentMode) || this.waiting.length > 0)) {
      await input;
      complete = await super.getUpdateComplete();
    }
    while (this.featureLoads.length > 0 || this.speech.pending.length > 0) {
      await Promise.all([...this.featureLoads.splice(0), ...this.speech.pending.splice(0)]).catch(() => undefined);
      complete = await super.getUpdateComplete();
    }
    // A read of `record` may have asked for the export writers.
    await writers.requested?.catch(() => undefined);
    return complete;
  }

  protected override willUpdate(changed: PropertyValues): void {
    const before = this.loader.record;
    const others = this.loader.text.others;
    if (this.sources.recordAwaited) this.loader.expectText();
    let rebuilt = this.loadRecord(changed);
    const changes: PropertyValues = this.waitingChanges ? new Map([...this.waitingChanges, ...changed]) : changed;
    this.waitingChanges = !rebuilt && (this.loader.loading || this.sources.waiting) ? changes : null;
    if (rebuilt && before && this.input?.moves.replacing(before, others, changes, this.sources.recordText(this.sgf)?.kind)) {
      // A position the page set from the event joined this update's changes, after the record was built: build it again.
      rebuilt = this.loadRecord(changed) || rebuilt;
    }
    const mode = this.currentMode;
    if (rebuilt || changed.has('mode')) {
      this.actions.clearOutcome();
      this.input?.pointer.forget();
    }
    // A ghost is for the one move about to be played where the reader turned it on: a position the page sets ends it.
    if (rebuilt || changed.has('mode') || changed.has('move')) this.actions.ghostMode = false;
    const puzzle = this.input?.moves.puzzle;
    this.collection?.show(this.loader.text.others, changed, puzzle);
    if (mode === 'puzzle') {
      // Until the puzzle is in, the problem's start: never its answer.
      if (!puzzle) this.loader.showMove(0, rebuilt);
      else if (rebuilt || !puzzle.session || changed.has('mode') || changed.has('puzzleSide')) this.input!.moves.startPuzzle(this.attribute('puzzle-side').value);
    } else if (puzzle?.stop() || rebuilt || changed.has('move')) {
      this.loader.showMove(this.attribute('move').value, rebuilt);
    }
    // After `move` is applied, so that autoplay started at the end (a record just built) rewinds to the start.
    // A record built since is a new replay for the attribute to start: an SGF record or a
    // diagram arrives after its reader (and `src` after its file), never in the first update.
    if (changed.has('autoplay') || changed.has('mode') || rebuilt) {
      this.actions.followAutoplay(this.autoplay, { attribute: changed.has('autoplay'), record: rebuilt, move: changed.has('move') }, mode);
    }

    const view = this.loader.record.game.view();
    // A failed load is tried again by the reader's next input, not by every update.
    if (this.takesInput && !this.ready && !this.inputProblem) this.loadInput();
    const window = shownWindow(this.loader.record, this.crop ?? '', mode === 'puzzle');
    this.input?.keys.keepOnBoard(view, drawingWindow(view, window), changed.has('mode'));
    const cursor = this.keyboard.cursorShown ? (this.input?.keys.cursor ?? null) : null;
    if (changed.has('overlay')) {
      this.overlayHidden = false;
      // A failed load is tried again by a new value of `overlay`, not by every update.
      this.overlayProblem = null;
    }
    const overlayFailed = (error: unknown): void => {
      this.overlayProblem = loadProblem('overlay', error);
    };
    // The overlay speaks of the record's position, which edit mode does not show: the editor draws its own document.
    const overlayWanted = this.attribute('overlay').value === 'rules' && !this.overlayProblem && mode !== 'edit';
    this.overlayCode = overlayWanted ? this.feature(overlayPart, (loaded) => loaded.overlayStyles, overlayFailed) : null;
    // Play mode probes the point hovered or under the cursor: the estate a stone there would make, and why it is refused.
    const overlay = this.overlayHidden ? null : this.overlayCode?.shownOverlay(this.loader.record.game, view, playable(mode) ? (cursor ?? this.input?.pointer.previewPoint ?? null) : null, this.speech, readerWords);
    if (overlay instanceof Promise) this.featureLoads.push(overlay.then(() => this.requestUpdate(), overlayFailed));
    this.overlayShown = overlay instanceof Promise ? null : (overlay ?? null);
    // Edit mode draws the editor's document once the editor is in; until then, the record.
    const editor = mode === 'edit' && this.feature(editorPart, (loaded) => loaded.editStyles);
    if (editor) this.editor ??= new editor.EditMode({ host: this, live: this.live, alert: this.alert, keyboard: this.keyboard, language: this.speech, readerWords });
    this.drawing = editor ? this.editor!.update(this.loader.record, { coordinates: this.showCoordinates, drawnWidth: this.drawnWidth.width }) : drawPosition(view, {
      tree: this.loader.tree,
      window,
      coordinates: this.showCoordinates,
      variations: mode === 'replay' || mode === 'play' || !!puzzle?.exploring,
      numbers: this.loader.isDiagram,
      hint: puzzle?.hintPoint ?? null,
      cursor,
      preview: this.input?.moves.previewAt(cursor ?? this.input.pointer.previewPoint, view) ?? null,
      inputPart: this.input?.part ?? null,
      overlay: this.overlayShown,
      drawnWidth: this.drawnWidth.width,
      pointNames: this.attribute('point-names').value ?? 'letters',
      words: this.words.position,
    });
    const { tree } = this.loader;
    // A failed part is tried again by the next change of a property (the page's, or `move` on the reader's step), not by every hover.
    const retry = [...changed.keys()].some((key) => PAGE_PROPERTIES.has(key));
    const panels = tree || this.exports || this.loader.loading || this.sources.recordAwaited;
    this.panels = panels ? this.loadedPart(panelParts, (loaded) => loaded.panelStyles, 'panels', retry) : null;
    const legend = this.nearness.near && drawsMarkedStones(this.drawing.scene);
    this.legend = legend ? this.loadedPart(legendPart, (loaded) => loaded.legendStyles, 'legend', retry) : null;
    this.report();
    this.shareState ??= stateSharing.share?.(this) ?? null;
    this.shareState?.({ loader: this.loader, mode, view, actions: this.actions, readerWords });
  }

  /** Announces the problems this update shows for the first time, and has them and the warnings fired after it; a board's first problem or warning loads the reporter. */
  private report(): void {
    const { problems } = this;
    const { warnings } = this.loader.text;
    if (!this.reporter && problems.length === 0 && warnings.length === 0) return;
    const loaded = this.feature(problemParts, (part) => part.problemStyles);
    if (!loaded) return;
    const reporter = (this.reporter ??= new loaded.ProblemReporter(this, this.speech, readerWords));
    const fresh = reporter.collect(problems, warnings);
    if (fresh.length > 0) this.live.say(fresh.map((problem) => reporter.sentence(problem)).join(' '));
  }

  /**
   * A part's chunk, once it is in, with its styles adopted; until then `null`, and the board
   * updates when it comes. A failed load goes to `failed`, or without it is tried again by a later update.
   */
  private feature<T>(part: LazyModule<T>, styles: (loaded: T) => CSSResult, failed: (error: unknown) => void = () => undefined): T | null {
    const loaded = part.value;
    if (loaded) {
      addStyles(this.renderRoot, styles(loaded));
      return loaded;
    }
    this.featureLoads.push(part.load().then(() => this.requestUpdate(), failed));
    return null;
  }

  /**
   * A part the board shows (see {@link feature}) whose failed load is reported as `ERR_FETCH`,
   * naming `what` it could not load, and tried again only when `retry` says so.
   */
  private loadedPart<T>(part: LazyModule<T>, styles: (loaded: T) => CSSResult, what: LoadedPart, retry: boolean): T | null {
    if (this.partProblems.has(part) && !retry && !part.value) return null;
    const loaded = this.feature(part, styles, (error) => {
      // One problem, reported once, however many updates waited on the failed load or tried it again.
      if (this.partProblems.has(part)) return;
      this.partProblems.set(part, loadProblem(what, error));
      this.requestUpdate();
    });
    if (loaded) this.partProblems.delete(part);
    return loaded;
  }

  /** The full-screen button: the frame fills the screen, or goes back into the page. */
  private toggleFullScreen(): void {
    void this.loadOnUse(fullScreenPart, 'full-screen').then((part) => part && (this.fullScreen ??= new part.FullScreen(this)).toggle());
  }

  /**
   * A part loaded for a use of the reader's (a key, a button, a tap): a failed load is reported
   * as `ERR_FETCH` naming `what`, and `null` given, until a later use loads it.
   */
  private loadOnUse<T>(part: LazyModule<T>, what: LoadedPart): Promise<T | null> {
    return part.load().then(
      (loaded) => {
        if (this.partProblems.delete(part)) this.requestUpdate();
        return loaded;
      },
      (error: unknown) => {
        this.partProblems.set(part, loadProblem(what, error));
        this.requestUpdate();
        return null;
      },
    );
  }

  /** Whether the board takes the play input's input: play and puzzle mode, and a record's variation marks to click (not in edit mode, whose editor takes the board's input). */
  private get takesInput(): boolean {
    const mode = this.currentMode;
    return playable(mode) || (this.loader.tree !== null && mode !== 'edit');
  }

  /** The play input, once it is in for the mode: in puzzle mode, with the puzzle. */
  private get ready(): PlayInput | null {
    const input = this.input;
    return input && (this.currentMode !== 'puzzle' || input.moves.puzzle) ? input : null;
  }

  /** Loads the play input (and in puzzle mode the puzzle), then gives it what the reader did meanwhile. */
  private loadInput(): void {
    if (this.inputLoad) return;
    const load = Promise.all([playInput.load(), this.currentMode === 'puzzle' ? puzzleMode.load() : null]).then(
      ([loaded, puzzle]) => {
        this.inputLoad = null;
        this.inputProblem = null;
        const { loader, actions, live, alert, keyboard } = this;
        this.input ??= new loaded.PlayInput({
          host: this,
          loader,
          mode: () => this.currentMode,
          confirm: () => this.attribute('confirm').value ?? 'touch',
          actions,
          live,
          alert,
          keyboard,
          language: this.speech,
          drawing: () => this.drawing,
          loadOnUse: (part, what) => this.loadOnUse(part, what),
        });
        actions.player = this.input.moves;
        if (puzzle && !this.input.moves.puzzle) {
          addStyles(this.renderRoot, puzzle.puzzleStyles);
          addStyles(this.renderRoot, puzzle.collectionStyles);
          this.collection = new puzzle.PuzzleCollection(this, live, this.speech);
          this.input.moves.puzzle = new puzzle.PuzzleMode(this, live, { actions, collection: this.collection, language: this.speech, readerWords });
        }
        const ready = this.ready;
        if (ready) for (const action of this.waiting.splice(0)) action(ready);
        this.requestUpdate();
      },
      (error: unknown) => {
        this.inputLoad = null;
        this.inputProblem = loadProblem('input', error);
      },
    );
    this.inputLoad = load;
  }

  /** Does `action` with the play input, once it is in. */
  private whenInput(action: (input: PlayInput) => void): void {
    this.waiting.push(action);
    this.loadInput();
  }

  /**
   * Fetches a new `src` and builds the record again if what it is built from changed; returns
   * whether it did. The record shown stays while a new `src` loads, and after its file failed
   * to load until the page sets another position: a file replaces it only once it has loaded.
   */
  private loadRecord(changed: PropertyValues): boolean {
    if (changed.has('src')) {
      this.sources.fetch(this.src ?? '');
      this.keptForSrc = this.loader.record !== undefined && this.sources.loading;
    } else if (this.keptForSrc && !this.sources.loading && POSITION_PROPERTIES.some((property) => changed.has(property))) {
      this.keptForSrc = false;
    }
    if (this.keptForSrc && this.sources.file === null) return false;
    this.keptForSrc = false;
    return this.loader.load(this.sources.recordText(this.sgf), this.gameAttributes(), this.variantGiven, this.currentMode === 'puzzle', { game: this.attribute('game').value, orientation: this.orientation ?? '', crop: this.crop ?? '' });
  }

  /** The shadow root, with what a server drew in it (declarative shadow DOM) kept as the picture until the board has drawn. */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const server = [...(this.shadowRoot?.childNodes ?? [])];
    const child = this.querySelector(':scope > [slot="static"]');
    if (server.length > 0 || child) this.picture = { server, child, drawn: false };
    return super.createRenderRoot();
  }

  protected override updated(changed: PropertyValues): void {
    const { picture } = this;
    if (picture) {
      this.renderRoot.querySelector<HTMLSlotElement>('slot[name="static"]')!.assign(...(picture.drawn || !picture.child ? [] : [picture.child]));
      if (picture.drawn) {
        // In the update that shows the board, so no frame shows both pictures or neither.
        for (const node of picture.server) node.remove();
        this.picture = null;
      } else if (this.nearness.near) {
        // Near the viewport, the board has drawn its record whole once every part it asked for is in (updateComplete): the picture goes then.
        void this.updateComplete.then(() => {
          picture.drawn = true;
          this.requestUpdate();
        });
      }
    }
    // Autoplay's timer sets itself again after each step; speed and mode change the wait or end it.
    if (changed.has('speed') || changed.has('mode')) this.autoplayTimer.schedule();
  }

  // ---- state read by render ----

  /** The live region says brief sentences (`verbosity`). */
  private get brief(): boolean {
    return this.attribute('verbosity').value === 'brief';
  }

  /** `mode`, or `replay` when `mode` is not one of the four. */
  private get currentMode(): Mode {
    return this.attribute('mode').value ?? 'replay';
  }

  /** Attribute `name` as read: what was written for it (or set from script), checked. */
  private attribute<N extends AttributeName>(name: N): ReadAttribute<AttributeValue<N>> {
    const [property, convert] = PROPERTIES[name];
    // `variant` reads 'go' when not given; only a given variant is checked.
    const value = name === 'variant' && !this.variantGiven ? null : (this as unknown as Record<string, unknown>)[property];
    return this.attributeReader.read(name, writtenText(value, this.getAttribute(name), convert));
  }

  /** The game's attributes as read, for the record. */
  private gameAttributes(): GameAttributes {
    const problems: GameAttributes['problems'] = {};
    for (const name of GAME_ATTRIBUTES) {
      const { problem } = this.attribute(name);
      if (problem) problems[name] = problem;
    }
    return {
      variant: this.attribute('variant').value,
      size: this.attribute('size').value,
      komi: this.attribute('komi').value,
      moves: this.moves ?? '',
      black: this.black ?? '',
      white: this.white ?? '',
      toPlay: this.attribute('to-play').value,
      ko: this.attribute('ko').value,
      maxTiles: this.attribute('max-tiles').value,
      scoring: this.attribute('scoring').value,
      problems,
    };
  }

  private get problems(): BoardProblem[] {
    const board = BOARD_ATTRIBUTES.map((name) => this.attribute(name).problem);
    return [...this.sources.problems, ...this.loader.attributeProblems, this.loader.record.problem, ...board, this.exportProblem, this.inputProblem, this.overlayProblem, ...this.partProblems.values(), ...this.speech.problems.values()].filter(
      (p): p is BoardProblem => p !== null,
    );
  }

  /** Coordinates are drawn: the attribute, or a diagram's `$$c`. */
  private get showCoordinates(): boolean {
    return this.coordinates || this.loader.text.coordinates;
  }

  /** The board's accessible name, also the SVG export's title. */
  private get label(): string {
    return boardLabel(this.drawing.view, this.loader.record, this.currentMode, this.drawing.scene.viewport, this.drawing.options.overlay != null, this.words);
  }

  /** The entry's words, in the board's language once they are in. */
  private get words(): ReaderWords {
    return this.speech.words(readerWords);
  }

  // ---- the slot and the download buttons ----

  private readonly onSlotChange = (event: Event): void => {
    const slot = event.target as HTMLSlotElement;
    this.statusCompanion = slot
      .assignedElements({ flatten: true })
      .some((el) => el.localName === 'vgb-status' || el.querySelector('vgb-status') !== null);
  };

  /** An export button: builds the file and offers it as a download, saying so in the button's words. */
  private async save(format: ExportFormat, said: (file: string) => string): Promise<void> {
    let loaded: NonNullable<typeof writers.value>;
    try {
      loaded = await writers.load();
    } catch (error) {
      this.exportProblem = failedLoad('The download could not be made: its code could not be loaded', { part: 'download' }, error);
      return;
    }
    this.exportProblem = null;
    const [blob, file] = await loaded.exportFile(this, format, loaded.recordFileBase(this.loader.tree?.root ?? null, this.loader.text.title));
    loaded.download(this.renderRoot, blob, file);
    this.live.say(said(file));
  }

  // ---- rendering ----

  protected override render(): TemplateResult {
    const mode = this.currentMode;
    const { record, tree } = this.loader;
    const { panels } = this;
    const { input } = this;
    const editor = mode === 'edit' ? this.editor : null;
    const problems = this.problems;
    const loading = this.sources.loading || this.loader.loading;
    const { words } = this;
    // The words are in the language the board speaks, which may not be the one its `lang` asks for.
    return html`<div class="frame ${this.fullScreen?.on ? 'expanded' : ''} ${this.attribute('theme').value ?? ''}" lang=${this.speech.language} ?hidden=${this.picture?.drawn === false}>
      ${tree && panels ? panels.infoTemplate(panels.gameInfo(tree.root, this.loader.text.title), this.speech, readerWords) : nothing}
      ${boardTemplate(
        {
          mode,
          drawing: this.drawing,
          drawn: this.nearness.near,
          label: this.label,
          loading,
          cells: input && playable(mode) ? input.cells(this.drawing) : nothing,
          activeCell: input && playable(mode) ? input.activeCell : null,
          loupe: input && playable(mode) ? input.loupe(this.drawing) : nothing,
          cursorShown: this.keyboard.cursorShown,
          ghosts: record.turns.ghost,
          tree: tree !== null,
          ...editor?.boardState(),
        },
        editor?.listeners ?? this.listeners,
      )}
      ${problems.length > 0 && this.reporter ? this.reporter.template(problems) : nothing}
      ${statusTemplate({
        view: this.drawing.view,
        game: record.game,
        ghostMode: this.actions.ghostMode && playable(mode),
        // A slotted <vgb-status> shows turn, prisoners and notes itself; the board keeps the rest.
        companion: this.statusCompanion,
        returns: record.turns.return,
        loading,
        outcome: input ? input.outcome() : nothing,
      }, words)}
      ${this.legend ? this.legend.legendTemplate(this.drawing.scene, this.speech) : nothing}
      ${this.overlayShown ? this.overlayCode!.overlayLegendTemplate(this.drawing.scene, this.overlayShown.reason, this.overlayShown.words) : nothing}
      ${mode === 'puzzle' && this.input?.moves.puzzle ? this.input.moves.puzzle.template() : nothing}
      ${mode === 'puzzle' && this.collection ? this.collection.template() : nothing}
      ${tree && panels && !editor
        ? panels.nodeParts(tree, this.commentShown, (shown) => (this.commentShown = shown), mode === 'replay' || mode === 'play', (index) => this.actions.choose(index), this.speech, readerWords)
        : nothing}
      ${mode === 'edit'
        ? editor?.template()
        : mode === 'view'
        ? nothing
        : controlsTemplate(
            this.actions.controls(mode),
            this.actions,
            this,
            this.input?.buttons ?? null,
            html`${this.overlayCode
              ? this.overlayCode.overlayToggleTemplate(!this.overlayHidden, () => (this.overlayHidden = !this.overlayHidden), this.overlayCode.overlayWordsOf(this.speech))
              : nothing}${iconButton(
              this.fullScreen?.on ? words.controls.leaveFullScreen : words.controls.fullScreen,
              FULL_SCREEN_ICON,
              () => this.toggleFullScreen(),
              false,
            )}${verbosityToggle(
              this.brief,
              () => this.actions.toggleVerbosity(),
              words.controls.briefAnnouncements,
            )}`,
            words.controls,
          )}
      ${this.exports && panels ? panels.exportsTemplate((format, said) => void this.save(format, said), this.speech) : nothing}
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.live.text}</div>
      <div class="visually-hidden" role="alert" aria-atomic="true">${this.alert.text}</div>
      <slot @slotchange=${this.onSlotChange}></slot>
    </div><slot name="static"></slot>`;
  }
}

/** The properties a page sets (and `move`, which the reader's steps set too): every reactive property but the board's own state. */
const PAGE_PROPERTIES: ReadonlySet<PropertyKey> = new Set(
  Object.entries(VariantGoBoard.properties)
    .filter(([, declaration]) => !declaration.state)
    .map(([name]) => name),
);
