/**
 * What is wrong with the position a document holds, each with its reason, for the editor to show
 * instead of accepting it silently. The engine judges: the setup and rules go through
 * `tryCreateGame` (tiles over the limit, a ghost or mark on no stone, a state or option the
 * variant lacks, a komi it refuses), the moves through `play`, and a group's liberties through
 * the rules' own move sequence (below), so each variant's sense of a liberty is its own.
 */
import { formatPoint, parsePoint, tryCreateGame, variantFacts } from '../engine/core.js';
import type { Color, Coord, PointState } from '../engine/types.js';
import type { DiagramDocument, DiagramProblem } from './document.js';
import { SHAPE_FIELDS } from './marks.js';
import { onBoard, pointName } from './refusals.js';
import { firstRightMove } from '../formats/problem-judging.js';
import { isProblem, movesOfTree, movesTo } from './lines.js';
import { documentToTree } from './to-sgf.js';
import { gameOptions, replayLines } from './replay.js';
import { setupOf, setupPoints } from './setup-points.js';

/** The refusals that say the placed stone's own group is left without a liberty. */
const BREATHLESS = new Set(['ERR_SUICIDE', 'ERR_NO_TRUE_LIBERTY']);

/**
 * The problems of `doc`, in this order, each with its facts (`EditFacts`): a crop that holds no
 * point of the board (`PROBLEM_CROP`: its corners as `where`) and marks off it on any node
 * (`PROBLEM_MARK`: `where`); the engine's refusal of the setup or rules (its own code and
 * `option`: `ERR_SETUP`, `ERR_KOMI`, `ERR_OPTION`, `ERR_SIZE`, `ERR_VARIANT_NOT_LOADED`…, after
 * which nothing else is judged); each group of the setup without a liberty in the variant's sense
 * (`PROBLEM_NO_LIBERTY`: `color`, its `points`); for a problem (a document with a verdict), no
 * line that solves it as our puzzle reader judges (`PROBLEM_NO_SOLUTION`: `color`, who plays
 * first); the first move of any line the rules refuse (the engine's code, `line`, and the
 * engine's sentence as `cause`). `[]` for a position the variant can hold. Paper and Pencil Go's
 * marked stones, which have no liberty by rule, are not problems.
 */
export function problemsOf(doc: DiagramDocument): DiagramProblem[] {
  const problems: DiagramProblem[] = [];
  const { width, height, crop } = doc;
  if (crop && !(onBoard({ x: crop.x0, y: crop.y0 }, width, height) && onBoard({ x: crop.x1, y: crop.y1 }, width, height) && crop.x0 <= crop.x1 && crop.y0 <= crop.y1)) {
    problems.push({
      code: 'PROBLEM_CROP',
      message: `the crop from (${crop.x0}, ${crop.y0}) to (${crop.x1}, ${crop.y1}) does not hold points of this ${width}x${height} board: choose its corners on the board`,
      points: [],
      where: [pointName({ x: crop.x0, y: crop.y0 }, width, height), pointName({ x: crop.x1, y: crop.y1 }, width, height)],
    });
  }
  const nodes = [doc.root, ...[...movesOfTree(doc.root)].map(({ node }) => node)];
  const marked = nodes.flatMap(({ marks }) => [...Object.values(SHAPE_FIELDS).flatMap((field) => marks[field]), ...marks.labels.map((l) => l.point)]);
  const off = marked.filter((p) => !onBoard(p, width, height));
  if (off.length > 0) {
    const where = off.map((p) => pointName(p, width, height));
    problems.push({ code: 'PROBLEM_MARK', message: `marks at ${where.join(', ')} are off this ${width}x${height} board`, points: [], where });
  }
  const played = replayLines(doc);
  // The engine refused the setup or rules, not a move: nothing else can be judged.
  if (!played.ok && !played.line) return [...problems, { code: played.code, message: played.message, points: pointsOfOption(doc, played.option ?? ''), option: played.option }];
  problems.push(...breathlessGroups(doc));
  if (played.ok && isProblem(doc) && firstRightMove(documentToTree(doc), doc.setup.toPlay ?? 'black') < 0) {
    const color = doc.setup.toPlay ?? 'black';
    problems.push({
      code: 'PROBLEM_NO_SOLUTION',
      message: `no line solves this problem for ${color === 'white' ? 'White' : 'Black'}, who plays first: mark the last move of the answer Right (a line ending on the other side's reply counts as wrong)`,
      points: [],
      color,
    });
  }
  if (!played.ok) {
    const move = played.at ? parsePoint(movesTo(doc, played.at).at(-1)!.replace(/^ghost:/, ''), width, height) : null;
    problems.push({ code: played.code, message: played.message, points: move ? [move] : [], line: played.line, cause: played.cause });
  }
  return problems;
}

/**
 * The setup's groups without a liberty, found by the rules themselves: each group's first stone
 * is taken off and played back by its own colour (`check`, which changes nothing). The rules
 * refuse it when its group would have no liberty (suicide; Loose's true liberties), and what it
 * captures, flips or marks had none already. A refusal for any other rule says nothing.
 */
function breathlessGroups(doc: DiagramDocument): DiagramProblem[] {
  const { width, height } = doc;
  const spec = variantFacts(doc.variant)!;
  const points = setupPoints(doc.setup, width, height);
  const groupOf = (start: number): number[] => sameGroup(points, width, height, start);
  const probed = new Set<number>();
  const breathless = new Set<number>();
  points.forEach((point, i) => {
    if (!point.color || point.marked || probed.has(i)) return;
    const group = groupOf(i);
    for (const p of group) probed.add(p);
    const without = points.slice();
    without[i] = { ...point, color: null, ghost: false };
    const made = tryCreateGame({ ...gameOptions(doc), setup: setupOf(without, width, height, point.color) });
    if (!made.ok) return;
    const name = formatPoint(i % width, Math.floor(i / width), width, height);
    const answer = made.game.check(point.ghost ? `ghost:${name}` : name, { color: point.color });
    if (!answer.ok) {
      if (BREATHLESS.has(answer.code)) for (const p of group) breathless.add(p);
      return;
    }
    for (const text of [...answer.captured, ...answer.flipped, ...answer.marked]) {
      const c = parsePoint(text, width, height)!;
      breathless.add(c.y * width + c.x);
    }
  });
  const liberty = spec.captures === 'flip' ? 'true liberty' : 'liberty';
  const reported = new Set<number>();
  const problems: DiagramProblem[] = [];
  for (const p of breathless) {
    if (reported.has(p)) continue;
    const group = groupOf(p).filter((q) => breathless.has(q));
    for (const q of group) reported.add(q);
    const color: Color = points[p]!.color!;
    const names = group.map((q) => formatPoint(q % width, Math.floor(q / width), width, height));
    const stones = names.length === 1 ? `${color} stone at ${names[0]} has` : `${color} group at ${names.join(', ')} has`;
    problems.push({
      code: 'PROBLEM_NO_LIBERTY',
      message: `${spec.name}: the ${stones} no ${liberty}, which the rules never leave on the board`,
      points: group.map((q): Coord => ({ x: q % width, y: Math.floor(q / width) })),
      color,
    });
  }
  return problems;
}

/** The stones joined to `start`: its colour and kind (stone or ghost), unmarked, side by side. */
function sameGroup(points: readonly PointState[], width: number, height: number, start: number): number[] {
  const { color, ghost, marked } = points[start]!;
  const group = [start];
  const seen = new Set(group);
  for (let k = 0; k < group.length; k++) {
    const p = group[k]!;
    const x = p % width;
    const y = Math.floor(p / width);
    for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const q = ny * width + nx;
      const other = points[q]!;
      if (!seen.has(q) && other.color === color && other.ghost === ghost && other.marked === marked) {
        seen.add(q);
        group.push(q);
      }
    }
  }
  return group;
}

/** The point an option of the engine's refusal names (`setup.black[2]`, `setup.tiles.D4`), if any. */
function pointsOfOption(doc: DiagramDocument, option: string): Coord[] {
  const listed = /^setup\.(black|white|ghosts|marked)\[(\d+)\]$/.exec(option);
  const text = listed ? doc.setup[listed[1] as 'black' | 'white' | 'ghosts' | 'marked']?.[Number(listed[2])] : /^setup\.tiles\.(.+)$/.exec(option)?.[1];
  const point = typeof text === 'string' ? parsePoint(text, doc.width, doc.height) : null;
  return point ? [point] : [];
}
