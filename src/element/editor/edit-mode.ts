/**
 * `mode="edit"`: the author's editor, a chunk of its own that a board loads when it is first in
 * edit mode. It opens what the board was given (the record's tree, or the game of `moves` as
 * one), keeps the document with its undo history (src/editor/), draws it, and takes the
 * author's tools, fields and keys. Each change fires `vgb-change` and sets the form value. It
 * shows and says everything in the board's language (i18n/edit/), the model's refusals, problems
 * and warnings worded from their codes and facts (edit-reasons.ts).
 */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import { html, nothing } from 'lit';
import { formatPoint, variantFacts } from '../../engine/core.js';
import type { Coord } from '../../engine/core.js';
import { viewportSpanning, type Viewport } from '../../engine/markup.js';
import {
  EditHistory,
  documentFromGame,
  documentFromTree,
  documentToDiagram,
  documentToSgf,
  documentToSvg,
  emptyDocument,
  problemsOf,
  snippetOf,
  type DiagramDocument,
  type DiagramEdit,
  type DiagramProblem,
  type EditRefusal,
  type EditResult,
  type EditWarning,
} from '../../editor/index.js';
import type { LiveRegion } from '../announcements.js';
import { asTree } from '../as-tree.js';
import type { BoardRecord } from '../board-record.js';
import { pointUnder } from '../board-point.js';
import type { BoardListeners, BoardPartState } from '../board-template.js';
import { cursorTarget } from '../cursor-keys.js';
import { loadVariantDrawing } from '../drawing-parts.js';
import type { Drawing } from '../drawing.js';
import { VgbChangeEvent } from '../events/vgb-change.js';
import { addStyles } from '../feature-styles.js';
import { failureReason } from '../lazy-module.js';
import { cellId, cellsTemplate } from '../grid-cells.js';
import type { BoardLanguage } from '../i18n/language.js';
import type { EditSpeech, Worded } from '../i18n/edit/en.js';
import { editWords } from '../i18n/edit/index.js';
import { playWords } from '../i18n/play/index.js';
import type { ReaderWords } from '../i18n/reader/en.js';
import type { WordSection } from '../i18n/words.js';
import type { KeyboardInput } from '../keyboard.js';
import { playStyles } from '../play-input.styles.js';
import { DocumentGame, drawDocument } from './edit-drawing.js';
import { fieldsTemplate, variantName, type FieldEdit } from './edit-fields.js';
import { lineKey, lineSentence, linesTemplate, type LineEdit } from './edit-lines.js';
import { samePoint } from './edit-points.js';
import { problemWords, refusalWords, warningWords, type ReasonBoard } from './edit-reasons.js';
import { refusalSentence } from '../play-sentences.js';
import { toolsOf, toolsTemplate, type Tool } from './edit-tools.js';
import { fieldSentence, pointEditSentence, toolSentence } from './edit-words.js';
import { OutputCopier, outputStyles, outputsTemplate, type EditorOutputs } from './outputs.js';

export { editStyles } from './edit-mode.styles.js';

/** What the editor needs of the element. */
export interface EditBoard {
  host: ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };
  /** The polite live region (each edit, the tool chosen, the position's problems) and the alert (a refused edit). */
  live: LiveRegion;
  alert: LiveRegion;
  /** Whether the board has focus from the keyboard, so the cursor is drawn; its focus listeners. */
  keyboard: KeyboardInput;
  /** The board's language, which gives the editor's words. */
  language: BoardLanguage;
  /** The entry's words (the moves, the position, the rules), which the editor speaks beside its own. */
  readerWords: WordSection<ReaderWords>;
}

/** What the drawing of an update shows besides the document. */
export interface EditShown {
  coordinates: boolean;
  drawnWidth: number | null;
}

export class EditMode {
  /** The document and its undo history, once a record is opened. */
  private history = new EditHistory(emptyDocument('go', 19, 19));
  /** The document first opened from what the board was given, which a form's reset restores. */
  private first: DiagramDocument = this.history.document;
  /** The record the document was opened from: a new one (the page set another position) opens again. */
  private opened: BoardRecord | null = null;
  private readonly game = new DocumentGame();
  private tool: Tool = 'alternate';
  /** The keyboard's cursor: the centre of a document opened, then the last point edited. */
  private cursor: Coord = { x: 0, y: 0 };
  /** The first corner of a crop made by two taps or two Enters. */
  private corner: Coord | null = null;
  /** The point a crop is being dragged to. */
  private dragged: Coord | null = null;
  /** A pointer pressed on the board, waiting to be lifted. */
  private press: { id: number; point: Coord | null } | null = null;
  /** Why the author's last edit was refused, shown until the next edit. */
  private refusal: Worded | null = null;
  /** What the document opened could not keep of the record (variations, arrows…), shown until the next edit. */
  private notes: readonly EditWarning[] = [];
  /** The problems of the document shown, by document, and its outputs. */
  private shownProblems: { document: DiagramDocument; problems: readonly DiagramProblem[] } | null = null;
  private outputsOf: { document: DiagramDocument; outputs: EditorOutputs } | null = null;
  private readonly internals: ElementInternals | null;
  private readonly copier = new OutputCopier(() => this.board.host.requestUpdate());
  private drawing!: Drawing;

  constructor(private readonly board: EditBoard) {
    addStyles(board.host.renderRoot, playStyles);
    addStyles(board.host.renderRoot, outputStyles);
    // Attached here rather than by the element, so that a page without an editor never pays for it.
    this.internals = 'attachInternals' in board.host ? board.host.attachInternals() : null;
  }

  /** The document shown. */
  private get document(): DiagramDocument {
    return this.history.document;
  }

  /** The editor's words in the board's language (English until they are in). */
  private get words(): EditSpeech {
    const { language, readerWords } = this.board;
    return { ...language.words(editWords), reader: language.alongside(editWords, readerWords), play: language.alongside(editWords, playWords) };
  }

  /** The document's outputs: SGF, `$$` diagram, HTML snippet, SVG (made once per document). */
  get outputs(): EditorOutputs {
    const document = this.document;
    if (this.outputsOf?.document !== document) {
      const sgf = documentToSgf(document);
      this.outputsOf = { document, outputs: { sgf, diagram: documentToDiagram(document), snippet: snippetOf(document, sgf), svg: documentToSvg(document) } };
    }
    return this.outputsOf.outputs;
  }

  /** The drawing of the document for this update, opening `record` first when it is new. */
  update(record: BoardRecord, shown: EditShown): Drawing {
    if (record !== this.opened) this.open(record);
    const document = this.document;
    const view = this.game.view(document);
    const { width, height } = document;
    // A smaller board: the cursor stays on it.
    if (this.cursor.x >= width || this.cursor.y >= height) this.cursor = { x: Math.min(this.cursor.x, width - 1), y: Math.min(this.cursor.y, height - 1) };
    this.drawing = drawDocument(document, view, {
      ...shown,
      cursor: this.board.keyboard.focused ? this.cursor : null,
      cropping: this.cropping,
      problems: this.problems.flatMap((problem) => problem.points),
      words: this.words.reader.position,
    });
    return this.drawing;
  }

  /** Restores the document first opened (a form's reset). */
  reset(): void {
    this.history = new EditHistory(this.first);
    this.changed(false, []);
  }

  /** Opens the record again at the next update (the page wrote `value`, which may be the text the record was made from). */
  reopen(): void {
    this.opened = null;
    this.board.host.requestUpdate();
  }

  private open(record: BoardRecord): void {
    this.opened = record;
    const { game } = record;
    const tree = asTree(record);
    // The record's game holds the rules the board resolved: the attributes that win over the record's.
    const opened = tree ? documentFromTree(tree.root, { variant: game.variant, komi: game.komi, ...game.ruleOptions }) : documentFromGame(game);
    this.history = new EditHistory(opened.ok ? opened.document : emptyDocument(game.variant, game.width, game.height));
    this.first = this.document;
    this.refusal = opened.ok ? null : (words) => words.problems.notOpened(refusalWords(words, opened, { variant: game.variant, width: game.width, height: game.height }));
    this.notes = opened.ok ? opened.warnings : [];
    this.corner = null;
    this.cursor = { x: (this.document.width - 1) >> 1, y: (this.document.height - 1) >> 1 };
    this.internals?.setFormValue(this.outputs.sgf);
  }

  private get problems(): readonly DiagramProblem[] {
    const document = this.document;
    if (this.shownProblems?.document !== document) this.shownProblems = { document, problems: problemsOf(document) };
    return this.shownProblems.problems;
  }

  // ---- edits ----

  /** Applies `edit`, `said` giving its words; a refusal is shown and announced, and changes nothing. */
  private edit(edit: DiagramEdit, said?: (words: EditSpeech, before: DiagramDocument, after: DiagramDocument) => string): void {
    const before = this.document;
    const result: EditResult = this.history.apply(edit);
    if (!result.ok) {
      this.refuse(this.refusalOf(edit, result));
      return;
    }
    if (result.document === before) return;
    const words = this.words;
    // What a new variant or size could not keep is said with the edit, then the position's new problems.
    this.changed(true, [said?.(words, before, result.document) ?? '', ...(result.dropped ?? []).map((dropped) => warningWords(words, dropped, result.document))]);
  }

  /** The words of `edit` refused: a move tried with Alternate as play mode says it, "B1: not allowed. …". */
  private refusalOf(edit: DiagramEdit, refusal: EditRefusal): Worded {
    // A new variant or size is refused for the board asked for.
    const board: ReasonBoard = edit.kind === 'board' ? edit : this.document;
    const why = (words: EditSpeech): string => refusalWords(words, refusal, board);
    if (edit.kind !== 'point' || edit.tool !== 'alternate') return why;
    const move = this.pointName(edit.point);
    return (words) => refusalSentence(move, why(words), words);
  }

  private refuse(refusal: Worded): void {
    this.refusal = refusal;
    this.board.alert.say(refusal(this.words));
    this.board.host.requestUpdate();
  }

  /**
   * After the document changed: the form value, `vgb-change` (unless `event` is false), and in
   * the live region `done` (what the change did) with the position's problems it brought.
   */
  private changed(event: boolean, done: readonly string[]): void {
    this.refusal = null;
    this.notes = [];
    const before = this.shownProblems?.problems ?? [];
    const { sgf, diagram } = this.outputs;
    this.internals?.setFormValue(sgf);
    const words = this.words;
    // The model's English message is the problem's identity, whatever language says it.
    const fresh = this.problems.filter((problem) => !before.some((old) => old.message === problem.message));
    const said = [...done, ...fresh.map((problem) => problemWords(words, problem, this.document))].filter(Boolean);
    if (said.length > 0) this.board.live.say(words.said.sentences(said));
    this.board.host.requestUpdate();
    if (event) this.board.host.dispatchEvent(new VgbChangeEvent({ sgf, diagram }));
  }

  private undo = (): void => {
    if (this.history.undo()) this.changed(true, [this.words.fields.undone]);
  };

  private redo = (): void => {
    if (this.history.redo()) this.changed(true, [this.words.fields.redone]);
  };

  /** The tool's action at `point`: a point edit, or a corner of the crop. */
  private at(point: Coord): void {
    this.cursor = point;
    if (this.tool !== 'crop') {
      const tool = this.tool;
      this.edit({ kind: 'point', tool, point }, (words, before, after) => pointEditSentence(words, tool, point, before, after, this.game.view(after)));
      return;
    }
    if (!this.corner) {
      this.corner = point;
      this.board.live.say(this.words.said.cropFrom(this.pointName(point)));
      this.board.host.requestUpdate();
      return;
    }
    this.crop(this.corner, point);
  }

  private crop(from: Coord, to: Coord): void {
    this.corner = null;
    const crop = viewportSpanning(from, to);
    this.edit({ kind: 'crop', crop }, (words) => words.said.cropped(...this.area(crop)));
  }

  /** An edit from the fields or the buttons under the board. */
  private fieldEdit(edit: FieldEdit): void {
    if (edit.kind === 'board') this.changeBoard(edit);
    // The Whole board button.
    else if (edit.kind === 'crop') this.edit(edit, (words) => words.fields.wholeBoardShown);
    else this.edit(edit, (words, before, after) => fieldSentence(words, edit, before, after));
  }

  /** A new variant or size, once the variant's rules are in. */
  private changeBoard(edit: Extract<DiagramEdit, { kind: 'board' }>): void {
    void loadVariantDrawing(edit.variant).then(
      () => this.edit(edit, (words, _, after) => words.fields.boardChanged(variantName(words, after.variant), after.width, after.height)),
      (error: unknown) => this.refuse((words) => words.fields.rulesNotLoaded(variantName(words, edit.variant), failureReason(error))),
    );
  }

  /** An edit of the lines: going along them, taking out a move, the main line, a verdict. */
  private lineEdit = (edit: LineEdit): void => {
    this.edit(edit, (words, _, after) => lineSentence(words, edit, after, this.game.view(after)));
  };

  private choose = (tool: Tool): void => {
    this.tool = tool;
    this.corner = null;
    this.board.live.say(toolSentence(this.words, tool));
    this.board.host.requestUpdate();
  };

  /** A crop's lower left and upper right points: A1 and E5. */
  private area(crop: Viewport): [string, string] {
    return [this.pointName({ x: crop.x0, y: crop.y1 }), this.pointName({ x: crop.x1, y: crop.y0 })];
  }

  private pointName({ x, y }: Coord): string {
    const { width, height } = this.document;
    return formatPoint(x, y, width, height);
  }

  // ---- the board's input ----

  /** The crop being made, shown on the board: a drag's rectangle, or from the first corner to the cursor (or a tap's first corner alone). */
  private get cropping(): Viewport | null {
    const from = this.press?.point && this.dragged ? this.press.point : this.corner;
    if (!from) return null;
    const to = this.dragged ?? (this.board.keyboard.focused ? this.cursor : from);
    return viewportSpanning(from, to);
  }

  /** The board's listeners in edit mode. */
  readonly listeners: BoardListeners = {
    keydown: (event) => {
      if (this.key(event)) event.preventDefault();
    },
    pointerdown: (event) => {
      if (!event.isPrimary || event.button !== 0) return;
      this.board.keyboard.focused = false;
      this.press = { id: event.pointerId, point: pointUnder(event, this.drawing.scene) };
    },
    pointermove: (event) => {
      // A crop dragged shows its rectangle as it grows.
      if (this.tool !== 'crop' || !this.press?.point || this.press.id !== event.pointerId) return;
      const point = pointUnder(event, this.drawing.scene);
      if (!point || (this.dragged && samePoint(point, this.dragged))) return;
      this.dragged = point;
      this.board.host.requestUpdate();
    },
    pointerup: (event) => {
      const press = this.press;
      if (!press || press.id !== event.pointerId) return;
      this.press = null;
      this.dragged = null;
      const point = pointUnder(event, this.drawing.scene);
      if (!point || !press.point) return;
      // A drag with the crop tool crops at once; a tap is a corner, as Enter is.
      if (this.tool === 'crop' && !samePoint(point, press.point)) this.crop(press.point, point);
      else if (samePoint(point, press.point)) this.at(point);
    },
    pointerend: (event) => {
      if (event.type === 'pointercancel' && this.press?.id === event.pointerId) {
        this.press = null;
        this.dragged = null;
        this.board.host.requestUpdate();
      }
    },
    focus: (event) => this.board.keyboard.listeners.focus(event),
    blur: (event) => this.board.keyboard.listeners.blur(event),
  };

  /** A key on the board; returns whether it did something. */
  private key(event: KeyboardEvent): boolean {
    const { key } = event;
    if (event.ctrlKey || event.metaKey) {
      const letter = key.toLowerCase();
      if (event.altKey || (letter !== 'z' && letter !== 'y')) return false;
      if (letter === 'y' || event.shiftKey) this.redo();
      else this.undo();
      return true;
    }
    if (event.altKey) return false;
    this.board.keyboard.focused = true;
    const { width, height } = this.document;
    const to = cursorTarget(key, this.cursor, { x0: 0, y0: 0, x1: width - 1, y1: height - 1 });
    if (to) {
      this.cursor = to;
      this.board.host.requestUpdate();
      return true;
    }
    if (key === 'Enter' || key === ' ') {
      this.at(this.cursor);
      return true;
    }
    const step = lineKey(key, this.document);
    if (step) {
      this.lineEdit(step);
      return true;
    }
    if (key === 'Escape' && this.corner) {
      this.corner = null;
      this.board.live.say(this.words.said.cropCancelled);
      this.board.host.requestUpdate();
      return true;
    }
    return false;
  }

  /** What the `board` part shows in edit mode: the grid's cells over the points drawn, the cursor's cell, the cursor drawn with focus from the keyboard. */
  boardState(): Pick<BoardPartState, 'cells' | 'activeCell' | 'cursorShown' | 'ghosts' | 'label'> {
    const { view, points, scene } = this.drawing;
    // G toggles no ghosts here: the ghost tool makes them.
    return { cells: cellsTemplate(view, points, scene, this.words.play.grid), activeCell: cellId(this.cursor), cursorShown: this.board.keyboard.focused, ghosts: false, label: this.label };
  }

  /** The board's accessible name in edit mode: "Tile Go board, 9 by 9, cropped to A1 to E5, move 2, Black to play, editing: black stone". */
  private get label(): string {
    const words = this.words;
    const { reader } = words;
    const { variant, width, height, crop } = this.document;
    const { moveNumber, toPlay } = this.drawing.view;
    const board = reader.announce.board(variantName(words, variant), width, height);
    const tool = words.tools.names[this.tool];
    return words.said.board({ board, crop: crop && this.area(crop), moveNumber, toPlay: reader.moves.toPlay(reader.position.player(toPlay)), tool });
  }

  // ---- the editor's parts ----

  /** The toolbar, the refusal and the problems, the fields and the outputs, under the board. */
  template(): TemplateResult {
    const document = this.document;
    const words = this.words;
    const facts = variantFacts(document.variant)!;
    const problems = this.problems;
    return html`<div class="editor">
      ${toolsTemplate(toolsOf(facts), this.tool, this.choose, words.tools)}
      ${this.corner ? html`<p class="edit-hint">${words.said.cropHint}</p>` : nothing}
      ${this.refusal ? html`<p part="rejection" class="rejection">${this.refusal(words)}</p>` : nothing}
      ${this.notes.map((note) => html`<p class="edit-hint">${warningWords(words, note, document)}</p>`)}
      ${problems.length > 0
        ? html`<ul part="edit-problems" class="edit-problems">
            ${problems.map((problem) => html`<li data-code=${problem.code}>${problemWords(words, problem, document)}</li>`)}
          </ul>`
        : nothing}
      ${linesTemplate(document, this.drawing.view, this.lineEdit, words)}
      ${fieldsTemplate(
        document,
        this.game.komi,
        {
          edit: (edit) => this.fieldEdit(edit),
          refuse: (refusal) => this.refuse(refusal),
          undo: this.undo,
          redo: this.redo,
          canUndo: this.history.canUndo,
          canRedo: this.history.canRedo,
        },
        words,
      )}
      ${outputsTemplate(this.outputs, this.copier, words.outputs)}
    </div>`;
  }
}
