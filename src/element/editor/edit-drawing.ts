/**
 * The document the author edits, drawn: the position of the node shown (one engine game, kept
 * while only the marks, the text or the crop change, and played on when a move is added), its
 * marks, a letter on each move played next (a for the main line), the points a problem involves
 * (selected) and, while a crop is set, the points outside it dimmed, so the author still sees and
 * reaches the whole board. DOM-free.
 */
import { parsePoint, tryCreateGame, type Game } from '../../engine/core.js';
import type { Coord, PositionView } from '../../engine/types.js';
import type { Markup, Viewport } from '../../engine/markup.js';
import * as sceneInput from '../../render/scene-input.js';
import { buildScene } from '../../render/scene.js';
import type { PositionWords } from '../../render/position-words.js';
import type { DiagramDocument } from '../../editor/document.js';
import { movesTo, shownNode } from '../../editor/index.js';
import { variationLabel } from '../../formats/path-markup.js';
import { pointContext } from '../describe.js';
import { drawingParts } from '../drawing-parts.js';
import type { Drawing } from '../drawing.js';

/** What the drawing shows besides the document. */
export interface EditDrawingInput {
  coordinates: boolean;
  cursor: Coord | null;
  /** The crop being made, from its first corner to the point dragged to or under the cursor (or the corner alone). */
  cropping: Viewport | null;
  /** Points a problem of the position involves. */
  problems: readonly Coord[];
  drawnWidth: number | null;
  /** The words a point's name is said in, the board's. */
  words: PositionWords;
}

/** The points of a `width` by `height` board outside `crop`. */
function outside(crop: Viewport, width: number, height: number): Coord[] {
  const points: Coord[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (x < crop.x0 || x > crop.x1 || y < crop.y0 || y > crop.y1) points.push({ x, y });
  return points;
}

/** The points of `crop`. */
function inside(crop: Viewport): Coord[] {
  const points: Coord[] = [];
  for (let y = crop.y0; y <= crop.y1; y++) for (let x = crop.x0; x <= crop.x1; x++) points.push({ x, y });
  return points;
}

/** The game at `document`'s start; a start the engine refuses gives its empty board (the document's problems say why), else an empty board of Go. */
function startGame({ variant, width, height, rules, setup }: DiagramDocument): Game {
  const size = { width, height };
  for (const options of [{ variant, size, ...rules, setup }, { variant, size }, { variant: 'go' as const, size }]) {
    const made = tryCreateGame(options);
    if (made.ok) return made.game;
  }
  throw new Error(`No game of a ${width} by ${height} board can be made.`);
}

/** The game of a document, kept across edits that leave its start and moves alone. */
export class DocumentGame {
  private game: Game | null = null;
  /** The start (variant, size, rules, setup) the game was made from. */
  private start = '';
  private played: readonly string[] = [];

  /** The komi of the last document drawn: its own, else its variant's default. */
  get komi(): number {
    return this.game?.komi ?? 0;
  }

  /** The position of the node `document` shows; a start the engine refuses shows its empty board of Go (the document's problems say why). */
  view(document: DiagramDocument): PositionView {
    const { variant, width, height, rules, setup } = document;
    const moves = movesTo(document);
    const start = JSON.stringify([variant, width, height, rules, setup]);
    let game = this.game;
    let same = start === this.start && game !== null;
    let n = 0;
    if (same) {
      while (n < this.played.length && n < moves.length && this.played[n] === moves[n]) n++;
      // A move taken back or replaced: play from the last move the two share.
      if (n < this.played.length) same = false;
    }
    if (!same || !game) {
      game = startGame(document);
      n = 0;
    }
    for (const move of moves.slice(n)) if (!game.play(move).ok) break;
    this.game = game;
    this.start = start;
    this.played = moves;
    return game.view();
  }
}

/** The letter of each move played after the node shown, on its point (passes and returns have none). */
function nextMoves(document: DiagramDocument): { point: Coord; label: string }[] {
  const { width, height } = document;
  return shownNode(document).children.flatMap((child, i) => {
    const point = parsePoint(child.move.replace(/^ghost:/, ''), width, height);
    return point ? [{ point, label: variationLabel(i) }] : [];
  });
}

/** The drawing of `document` at `view` (the position of the node shown). */
export function drawDocument(document: DiagramDocument, view: PositionView, input: EditDrawingInput): Drawing {
  const { crop } = document;
  const { marks } = shownNode(document);
  const { cropping } = input;
  const markup: Markup = {
    ...marks,
    selected: [...input.problems, ...(cropping ? inside(cropping) : [])],
    arrows: [],
    lines: [],
    dimmed: crop ? outside(crop, view.width, view.height) : null,
  };
  const options = { coordinates: input.coordinates, cursor: input.cursor, markup, variations: nextMoves(document), drawnWidth: input.drawnWidth };
  // A variant's pieces are in with its rules: the record's loader, or a change of variant, loads both (loadVariantDrawing).
  const parts = { ...drawingParts(view.variant, true), input: sceneInput };
  const scene = buildScene(view, options, parts);
  return { view, points: pointContext(view, 'letters', input.words), options, variations: null, parts, scene };
}
