/**
 * Edits: a document and an edit in, a new document (or the reason it was refused) out. The
 * engine decides legality: every edit that touches the position replays the document through it.
 *
 * Setup tools (black, white, erase, tile, ghost, marked) change the position before the first
 * move; every line is then replayed from it. So a setup tool is refused on a point the moves to
 * the node shown changed (a move's stone, a stone they captured), and an edit that would make a
 * move of any line illegal is refused naming the move (`ERR_EDIT_BREAKS_MOVE`). Markup, comment
 * and verdict edits change the node shown; they and the other text edits never touch the position.
 */
import { variantFacts } from '../engine/core.js';
import { viewportSpanning } from '../engine/markup.js';
import { samePointState } from '../engine/point-state.js';
import type { Color, Coord } from '../engine/types.js';
import { changeBoard } from './board.js';
import type { DiagramDocument, DiagramEdit, DiagramMove, DiagramNode, EditRefusal, EditResult, PointTool, Verdict } from './document.js';
import { emptyNode } from './empty.js';
import { nodesTo, replaceAt, shownNode, withShown } from './lines.js';
import { SHAPE_FIELDS, toggleLabel, toggleShape, withoutMarksAt, type ShapeTool } from './marks.js';
import { notLoaded, onBoard, pointName, refusal, ruleCause } from './refusals.js';
import { replay, replayLines, type Replayed } from './replay.js';
import { normalRules } from './rules.js';
import { setupOf, setupPoints } from './setup-points.js';

/** The point state each variant tool edits, and how messages name it. */
const STATE_TOOLS = {
  tile: { state: 'tiles', words: 'tiles' },
  ghost: { state: 'ghosts', words: 'ghosts' },
  marked: { state: 'marked', words: 'marked stones' },
} as const;

/**
 * Applies one edit. A refused edit leaves the document as it was and says why with a stable
 * code and, in brackets, the facts it gives (`EditFacts`): the engine's for a refused move or
 * rule option (`ERR_KO`, `ERR_KOMI` with its `option`…), and `ERR_VARIANT_NOT_LOADED` while the
 * document's variant is not loaded; the editor's own: `ERR_EDIT_POINT` (not a point of the
 * board; `where`), `ERR_EDIT_TOOL` (a tool the variant has no use for; `tool`),
 * `ERR_EDIT_NO_STONE` (ghost or marked on an empty point; `where`, `tool`), `ERR_EDIT_MOVED` (a
 * setup tool on a point the moves changed; `where`, `tool`), `ERR_EDIT_BREAKS_MOVE` (`line`, and
 * the rules' refusal as `cause`), `ERR_EDIT_LABELS` (no letter left), `ERR_EDIT_CROP` (a crop off
 * the board; its corners as `where`), `ERR_EDIT_TEXT` (a title or comment that is not text; which
 * as `option`), `ERR_EDIT_GO` (a path to no node), `ERR_EDIT_NO_MOVE` (delete, verdict or promote
 * with the setup shown), `ERR_EDIT_VERDICT` (not a verdict), `ERR_EDIT_KIND` (not an edit).
 */
export function applyEdit(doc: DiagramDocument, edit: DiagramEdit): EditResult {
  switch (edit?.kind) {
    case 'point':
      return pointEdit(doc, edit.tool, edit.point);
    case 'move':
      return play(doc, edit.move);
    case 'to-play':
      return toPlay(doc, edit.color);
    case 'rules': {
      const rules = normalRules(doc.variant, doc.width, doc.height, { ...doc.rules, ...edit.rules });
      if (!rules.ok) return rules;
      return JSON.stringify(rules.rules) === JSON.stringify(doc.rules) ? unchanged(doc) : replayable({ ...doc, rules: rules.rules });
    }
    case 'board':
      return changeBoard(doc, edit);
    case 'title':
    case 'comment': {
      if (typeof edit.text !== 'string') return refusal('ERR_EDIT_TEXT', `the ${edit.kind} must be text, not ${String(edit.text)}`, { option: edit.kind });
      const { text } = edit;
      if (edit.kind === 'comment') return { ok: true, document: withShown(doc, (node) => (node.comment === text ? node : { ...node, comment: text })) };
      return doc.title === text ? unchanged(doc) : { ok: true, document: { ...doc, title: text } };
    }
    case 'crop':
      return crop(doc, edit.crop);
    case 'go':
      return go(doc, edit.at);
    case 'delete':
      return deleteShown(doc);
    case 'verdict':
      return verdict(doc, edit.verdict);
    case 'promote':
      return promote(doc);
    case 'clear': {
      const empty = { ...doc, setup: { black: [], white: [], toPlay: doc.setup.toPlay ?? 'black' }, root: emptyNode(), at: [] };
      return JSON.stringify(empty) === JSON.stringify(doc) ? unchanged(doc) : { ok: true, document: empty };
    }
    default: {
      const kind = (edit as { kind?: unknown } | null)?.kind;
      return refusal(
        'ERR_EDIT_KIND',
        `'${String(kind)}' is not an edit: the edits are point, move, to-play, rules, board, title, comment, crop, go, delete, verdict, promote and clear`,
      );
    }
  }
}

/** A replay's refusal as an edit's: its code and facts, without the path of the node it stopped at. */
function withoutPath({ at: _, ...refused }: Extract<Replayed, { ok: false }>): EditRefusal {
  return refused;
}

function unchanged(doc: DiagramDocument): EditResult {
  return { ok: true, document: doc };
}

/** The document if every line replays from its setup; else why not. */
function replayable(doc: DiagramDocument): EditResult {
  const made = replayLines(doc);
  if (made.ok) return { ok: true, document: doc };
  if (!made.line) return withoutPath(made);
  const { line, cause } = made;
  return refusal('ERR_EDIT_BREAKS_MOVE', `this edit would make ${made.message.replace(/^(move \d+ \([^)]*\)(?: of a variation)?): /, '$1 illegal: ')}`, { line, cause });
}

function pointEdit(doc: DiagramDocument, tool: PointTool, point: Coord): EditResult {
  const { width, height } = doc;
  if (!onBoard(point, width, height)) {
    const name = pointName(point ?? { x: NaN, y: NaN }, width, height);
    return refusal('ERR_EDIT_POINT', `${name} is not a point of this ${width}x${height} board`, { where: [name] });
  }
  const shown = shownNode(doc);
  if (tool in SHAPE_FIELDS) return { ok: true, document: withShown(doc, (node) => ({ ...node, marks: toggleShape(node.marks, tool as ShapeTool, point) })) };
  if (tool === 'letter' || tool === 'number') {
    const marks = toggleLabel(shown.marks, tool, point);
    return 'ok' in marks ? marks : { ok: true, document: withShown(doc, (node) => ({ ...node, marks })) };
  }
  if (tool === 'alternate') return play(doc, { x: point.x, y: point.y });
  return setupEdit(doc, tool as SetupTool, point);
}

type SetupTool = 'black' | 'white' | 'erase' | 'tile' | 'ghost' | 'marked';

/** A setup tool on a point: black, white, erase, and the variant's own states. */
function setupEdit(doc: DiagramDocument, tool: SetupTool, point: Coord): EditResult {
  const { width, height } = doc;
  const spec = variantFacts(doc.variant);
  if (!spec) return notLoaded(doc.variant);
  if (!(['black', 'white', 'erase', 'tile', 'ghost', 'marked'] as readonly string[]).includes(tool)) {
    return refusal(
      'ERR_EDIT_TOOL',
      `'${String(tool)}' is not a tool: the tools are black, white, alternate, erase, tile, ghost, marked, triangle, square, circle, cross, letter and number`,
      { tool: String(tool) },
    );
  }
  if (tool in STATE_TOOLS) {
    const { state, words } = STATE_TOOLS[tool as keyof typeof STATE_TOOLS];
    if (!spec.pointState.includes(state)) return refusal('ERR_EDIT_TOOL', `${spec.name} has no ${words}: the ${tool} tool is for the variants that do`, { tool });
  }
  const shown = replay(doc);
  if (!shown.ok) return withoutPath(shown);
  const name = pointName(point, width, height);
  const points = setupPoints(doc.setup, width, height);
  const i = point.y * width + point.x;
  const before = points[i]!;
  const cleared = tool === 'erase' ? withShown(doc, (node) => ({ ...node, marks: withoutMarksAt(node.marks, point) })) : doc;
  if (!samePointState(before, shown.game.view().points[i]!)) {
    // Erase still takes markup off a point the moves changed.
    if (cleared !== doc) return { ok: true, document: cleared };
    return refusal(
      'ERR_EDIT_MOVED',
      `the moves changed ${name}: the ${tool} tool changes the position before the first move, so take back the moves that reach ${name} first`,
      { where: [name], tool },
    );
  }
  const next = { ...before };
  if (tool === 'black' || tool === 'white') {
    // A stone of the tool's own colour comes off, as in BesoGo and EidoGo; its tiles stay.
    next.color = before.color === tool ? null : tool;
    next.ghost = false;
    next.marked = false;
  } else if (tool === 'erase') {
    Object.assign(next, { color: null, ghost: false, marked: false, tiles: 0 });
  } else if (tool === 'tile') {
    const most = doc.rules.maxTiles ?? spec.options.maxTiles ?? 1;
    next.tiles = most !== 'unlimited' && before.tiles + 1 > most ? 0 : before.tiles + 1;
  } else {
    if (!before.color) {
      return refusal('ERR_EDIT_NO_STONE', `${name} holds no stone: the ${tool} tool turns a stone into ${tool === 'ghost' ? 'a ghost' : 'a marked stone'} and back`, { where: [name], tool });
    }
    next[tool] = !before[tool];
  }
  if (samePointState(before, next)) return cleared === doc ? unchanged(doc) : { ok: true, document: cleared };
  points[i] = next;
  return replayable({ ...cleared, setup: setupOf(points, width, height, doc.setup.toPlay ?? 'black') });
}

/**
 * Plays a move under the variant's rules after the node shown, and shows it: the move's node
 * when one holds it already, else a new one (the main line when there is none, else a
 * variation). A refusal is the engine's, code and message, as play mode shows it.
 */
function play(doc: DiagramDocument, move: string | Coord): EditResult {
  const shown = replay(doc);
  if (!shown.ok) return withoutPath(shown);
  const played = shown.game.play(move);
  if (!played.ok) return refusal(played.code, played.message, { cause: ruleCause(played) });
  const children = shownNode(doc).children;
  const known = children.findIndex((child) => child.move === played.move);
  if (known >= 0) return { ok: true, document: { ...doc, at: [...doc.at, known] } };
  const added: DiagramMove = { ...emptyNode(), move: played.move, verdict: null };
  const root = replaceAt(doc.root, doc.at, (node) => ({ ...node, children: [...node.children, added] }));
  return { ok: true, document: { ...doc, root, at: [...doc.at, children.length] } };
}

function go(doc: DiagramDocument, at: readonly number[]): EditResult {
  const path = Array.isArray(at) ? at : [];
  if (!Array.isArray(at) || nodesTo(doc.root, path).length !== path.length + 1) {
    return refusal('ERR_EDIT_GO', `[${String(at)}] leads to no move of this document: a path is the index of a move among those after the setup, then among its answers, and so on`);
  }
  return JSON.stringify(path) === JSON.stringify(doc.at) ? unchanged(doc) : { ok: true, document: { ...doc, at: [...path] } };
}

/** The move shown, or the refusal of `edit` with the setup shown. */
function moveShown(doc: DiagramDocument, edit: string): DiagramMove | EditResult {
  if (doc.at.length === 0) return refusal('ERR_EDIT_NO_MOVE', `the setup is shown, not a move: ${edit} goes with a move, so show one first`);
  return shownNode(doc) as DiagramMove;
}

function deleteShown(doc: DiagramDocument): EditResult {
  const shown = moveShown(doc, 'taking out a move');
  if ('ok' in shown) return shown;
  const parent = doc.at.slice(0, -1);
  const gone = doc.at.at(-1)!;
  const root = replaceAt(doc.root, parent, (node) => ({ ...node, children: node.children.filter((_, i) => i !== gone) }));
  return { ok: true, document: { ...doc, root, at: parent } };
}

function verdict(doc: DiagramDocument, given: Verdict | null): EditResult {
  if (given !== 'right' && given !== 'wrong' && given !== null) return refusal('ERR_EDIT_VERDICT', `'${String(given)}' is not a verdict: a line is 'right', 'wrong' or null (none)`);
  const shown = moveShown(doc, 'a verdict');
  if ('ok' in shown) return shown;
  return { ok: true, document: withShown(doc, (node) => ((node as DiagramMove).verdict === given ? node : { ...node, verdict: given })) };
}

/** Each move of the line shown becomes its parent's first child; the line shown stays shown, now as the main line. */
function promote(doc: DiagramDocument): EditResult {
  const shown = moveShown(doc, 'making a line the main line');
  if ('ok' in shown) return shown;
  if (doc.at.every((i) => i === 0)) return unchanged(doc);
  const lift = (node: DiagramNode, at: readonly number[]): DiagramNode => {
    if (at.length === 0) return node;
    const [i, ...rest] = at as [number, ...number[]];
    const child = lift(node.children[i]!, rest) as DiagramMove;
    return { ...node, children: [child, ...node.children.filter((_, k) => k !== i)] };
  };
  return { ok: true, document: { ...doc, root: lift(doc.root, doc.at), at: doc.at.map(() => 0) } };
}

function toPlay(doc: DiagramDocument, color: Color): EditResult {
  if (color !== 'black' && color !== 'white') return refusal('ERR_SETUP', `the player to move must be 'black' or 'white', not '${String(color)}'`);
  if ((doc.setup.toPlay ?? 'black') === color) return unchanged(doc);
  return replayable({ ...doc, setup: { ...doc.setup, toPlay: color } });
}

function crop(doc: DiagramDocument, window: DiagramDocument['crop']): EditResult {
  if (window === null) return doc.crop === null ? unchanged(doc) : { ok: true, document: { ...doc, crop: null } };
  const { width, height } = doc;
  const a = { x: window?.x0, y: window?.y0 } as Coord;
  const b = { x: window?.x1, y: window?.y1 } as Coord;
  if (!onBoard(a, width, height) || !onBoard(b, width, height)) {
    return refusal(
      'ERR_EDIT_CROP',
      `the crop from ${pointName(a, width, height)} to ${pointName(b, width, height)} is not on this ${width}x${height} board: both corners must be points of it`,
      { where: [pointName(a, width, height), pointName(b, width, height)] },
    );
  }
  const span = viewportSpanning(a, b);
  const whole = span.x0 === 0 && span.y0 === 0 && span.x1 === width - 1 && span.y1 === height - 1;
  const next = whole ? null : span;
  return JSON.stringify(next) === JSON.stringify(doc.crop) ? unchanged(doc) : { ok: true, document: { ...doc, crop: next } };
}
