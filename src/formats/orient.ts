/**
 * Orientations of a problem: the eight symmetries of the board, and a colour swap, applied to a
 * whole SGF tree, so that a reader who has seen a problem once meets it turned, mirrored or with
 * the colours exchanged. The tree is data, so everything that follows from it (the position, the
 * solution, the judging, the hint) follows the orientation with no code of its own.
 */
import { COLUMN_LETTERS, MAX_SIZE, formatPoint, parsePoint } from '../engine/core.js';
import type { Coord } from '../engine/types.js';
import type { SgfNode, SgfProperties } from './sgf-tree.js';
import { coordToSgfPoint, sgfPointToCoord } from './sgf-points.js';

/**
 * The eight symmetries of a board, as the reader sees them (`y` down the screen):
 * `rotate-90` turns the board a quarter clockwise, `mirror` exchanges left and right, `flip`
 * top and bottom, `transpose` reflects in the diagonal from the top left corner,
 * `anti-transpose` in the diagonal from the top right corner.
 */
export const SYMMETRIES = ['identity', 'rotate-90', 'rotate-180', 'rotate-270', 'mirror', 'flip', 'transpose', 'anti-transpose'] as const;

/** One of {@link SYMMETRIES}. */
export type Symmetry = (typeof SYMMETRIES)[number];

/** How a problem is shown: a symmetry of the board, and whether Black and White change places. */
export interface Orientation {
  symmetry: Symmetry;
  swapColors: boolean;
}

/** The orientation that changes nothing. */
export const IDENTITY: Orientation = { symmetry: 'identity', swapColors: false };

/**
 * A symmetry as three steps, in this order: exchange the axes, then reverse the columns, then
 * reverse the rows. Every symmetry of the square is exactly one of the eight combinations.
 */
interface Steps {
  swapAxes: boolean;
  reverseX: boolean;
  reverseY: boolean;
}

const STEPS: Record<Symmetry, Steps> = {
  identity: { swapAxes: false, reverseX: false, reverseY: false },
  mirror: { swapAxes: false, reverseX: true, reverseY: false },
  flip: { swapAxes: false, reverseX: false, reverseY: true },
  'rotate-180': { swapAxes: false, reverseX: true, reverseY: true },
  transpose: { swapAxes: true, reverseX: false, reverseY: false },
  'rotate-90': { swapAxes: true, reverseX: true, reverseY: false },
  'rotate-270': { swapAxes: true, reverseX: false, reverseY: true },
  'anti-transpose': { swapAxes: true, reverseX: true, reverseY: true },
};

/**
 * The size of a `width` x `height` board after `symmetry`: the quarter turns and the two
 * diagonal reflections exchange columns and rows, so a rectangular board is supported and
 * comes out `height` x `width`.
 */
export function orientedSize(symmetry: Symmetry, width: number, height: number = width): { width: number; height: number } {
  return STEPS[symmetry].swapAxes ? { width: height, height: width } : { width, height };
}

/** Where the point `{ x, y }` of a `width` x `height` board goes under `symmetry` (0-based, `y` from the top). */
export function orientPoint(symmetry: Symmetry, { x, y }: Coord, width: number, height: number = width): Coord {
  const { swapAxes, reverseX, reverseY } = STEPS[symmetry];
  const size = orientedSize(symmetry, width, height);
  const [ox, oy] = swapAxes ? [y, x] : [x, y];
  return { x: reverseX ? size.width - 1 - ox : ox, y: reverseY ? size.height - 1 - oy : oy };
}

/** The symmetry that undoes `symmetry`: the quarter turns undo each other, every other one undoes itself. */
export function inverseSymmetry(symmetry: Symmetry): Symmetry {
  return symmetry === 'rotate-90' ? 'rotate-270' : symmetry === 'rotate-270' ? 'rotate-90' : symmetry;
}

/** The orientation that undoes `orientation` on the board it produced. */
export function inverseOrientation({ symmetry, swapColors }: Orientation): Orientation {
  return { symmetry: inverseSymmetry(symmetry), swapColors };
}

/** A chosen orientation, or `'random'`: one to draw per problem with {@link randomOrientation}. */
export type OrientationRequest = Orientation | 'random';

/** The answer of {@link parseOrientation}. */
export type OrientationResult =
  | { ok: true; value: OrientationRequest }
  | { ok: false; code: 'ERR_ORIENTATION'; message: string };

const COLOR_SWAP = 'swap-colors';

/**
 * Reads an orientation as written in an attribute: a symmetry's name (`rotate-90`), the words
 * `swap-colors`, both (`mirror swap-colors`, in any order), or `random` alone (a symmetry and a
 * colour swap drawn for each problem). Case and spaces around the words do not matter; empty
 * text is the identity. Anything else is `ERR_ORIENTATION`, with a message quoting the text.
 */
export function parseOrientation(text: string): OrientationResult {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 1 && words[0] === 'random') return { ok: true, value: 'random' };
  let symmetry: Symmetry | undefined;
  let swapColors = false;
  for (const word of words) {
    if (word === COLOR_SWAP && !swapColors) swapColors = true;
    else if ((SYMMETRIES as readonly string[]).includes(word) && !symmetry) symmetry = word as Symmetry;
    else {
      return {
        ok: false,
        code: 'ERR_ORIENTATION',
        message:
          `The orientation "${text}" cannot be read at "${word}": write one of ${SYMMETRIES.join(', ')}, ` +
          `optionally with ${COLOR_SWAP} ("mirror ${COLOR_SWAP}"), or random.`,
      };
    }
  }
  return { ok: true, value: { symmetry: symmetry ?? 'identity', swapColors } };
}

/** One of the sixteen orientations, drawn with `random` (a function like `Math.random`, giving [0, 1)). */
export function randomOrientation(random: () => number): Orientation {
  const draw = Math.min(15, Math.floor(random() * 16));
  return { symmetry: SYMMETRIES[draw >> 1]!, swapColors: (draw & 1) === 1 };
}

/** Properties whose values are lists of points (compressed rectangles `aa:cc` allowed). */
const POINT_LISTS = new Set(['AB', 'AW', 'AE', 'CR', 'TR', 'SQ', 'MA', 'SL', 'DD', 'VW', 'TB', 'TW', 'ZVG', 'ZVM']);
/** Properties whose values are `point:point`. */
const POINT_PAIRS = new Set(['AR', 'LN']);
/** Properties whose values are a point (or a rectangle), a colon, then text: the text is kept or, for labels, oriented. */
const POINT_THEN_TEXT = new Set(['LB', 'ZVT', 'ZVD']);
/** Text properties whose point names (`C3`) are oriented with the board. */
const PROSE = new Set(['C', 'N']);

/** Properties that belong to one colour, and their counterpart. */
const COLOR_PAIRS: Record<string, string> = {};
for (const [b, w] of [['B', 'W'], ['AB', 'AW'], ['TB', 'TW'], ['GB', 'GW'], ['PB', 'PW'], ['BR', 'WR'], ['BT', 'WT'], ['BL', 'WL'], ['OB', 'OW']] as const) {
  COLOR_PAIRS[b] = w;
  COLOR_PAIRS[w] = b;
}

/** Where points go: the symmetry on the original board, and the board's size after it. */
interface PointMap {
  symmetry: Symmetry;
  width: number;
  height: number;
  to: { width: number; height: number };
}

/**
 * A new tree: `root` (a board `width` x `height`) as seen in `orientation`. The tree given is
 * never changed.
 *
 * - Points move with the symmetry in every property that holds them: moves (`B W`; passes stay
 *   passes), setup (`AB AW AE`), markup (`CR TR SQ MA SL DD LB AR LN`), `VW`, territory
 *   (`TB TW`) and the variant state (`ZVG ZVM ZVT`, the diagrams' `ZVD`). A rectangle `aa:cc`
 *   stays a rectangle. A value that names no point of the board is kept as written.
 * - A quarter turn or a diagonal reflection of a rectangular board exchanges its sides: the
 *   root's `SZ[w:h]` becomes `SZ[h:w]`.
 * - Point names in our notation (`C3`, `Q16`: a capital column letter and a row number, as a
 *   whole word, naming a point of this board) in comments (`C`), node names (`N`) and label
 *   texts (`LB`) move with the board, so "the vital point is C3" still names the vital point.
 * - With `swapColors`, each property of one colour becomes the other's: `B W`, `AB AW`, `TB TW`,
 *   `GB GW` (so the judging of a problem follows), and the game information `PB PW`, `BR WR`,
 *   `BT WT`, `BL WL`, `OB OW` (a player stays with the stones they played). `PL` and the winner
 *   in `RE` change colour too, and the whole words "Black" and "White" (in any capitalisation)
 *   in comments and node names are exchanged, so "Black to play" still names the player; other
 *   words (黒, "B+") are left alone. `KM`, `HA` and the variant's properties are kept.
 */
export function orientTree(root: SgfNode, width: number, height: number, orientation: Orientation): SgfNode {
  const map: PointMap = { symmetry: orientation.symmetry, width, height, to: orientedSize(orientation.symmetry, width, height) };
  const orientNode = (node: SgfNode, isRoot: boolean): SgfNode => {
    const props: SgfProperties = {};
    for (const [id, values] of Object.entries(node.props)) {
      const mapped = values.map((value) => orientValue(id, value, map, orientation.swapColors, isRoot));
      props[orientation.swapColors ? (COLOR_PAIRS[id] ?? id) : id] = mapped;
    }
    const oriented: SgfNode = { props, children: [] };
    if (node.position) oriented.position = node.position;
    return oriented;
  };
  // A record's main line may hold thousands of nodes, too many for the call stack: an explicit one.
  const top = orientNode(root, true);
  const stack: [SgfNode, SgfNode][] = [[root, top]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    for (const child of from.children) {
      const copy = orientNode(child, false);
      to.children.push(copy);
      stack.push([child, copy]);
    }
  }
  return top;
}

function orientValue(id: string, value: string, map: PointMap, swapColors: boolean, isRoot: boolean): string {
  if (id === 'B' || id === 'W') return orientPointValue(value, map) ?? value;
  if (POINT_LISTS.has(id)) return orientPointsValue(value, map) ?? value;
  if (POINT_PAIRS.has(id)) {
    const [from, to, more] = value.split(':');
    const a = from === undefined ? null : orientPointValue(from.trim(), map);
    const b = to === undefined ? null : orientPointValue(to.trim(), map);
    return a && b && more === undefined ? `${a}:${b}` : value;
  }
  if (POINT_THEN_TEXT.has(id)) return orientPointThenText(id, value, map);
  if (PROSE.has(id)) {
    const named = orientPointNames(value, map);
    return swapColors ? swapColorWords(named) : named;
  }
  if (id === 'SZ' && isRoot && map.to.width !== map.width) return orientSize(value);
  if (swapColors && id === 'PL') return value.replace(/^(\s*)([bBwW12])/, (_, space: string, c: string) => space + SWAP_PLAYER[c]!);
  if (swapColors && id === 'RE') return value.replace(/^(\s*)([bBwW])(?=\+)/, (_, space: string, c: string) => space + SWAP_PLAYER[c]!);
  return value;
}

const SWAP_PLAYER: Record<string, string> = { B: 'W', W: 'B', b: 'w', w: 'b', 1: '2', 2: '1' };

/** One SGF point, oriented; `null` when the value is not a point of the board (a pass, or off the board). */
function orientPointValue(value: string, map: PointMap): string | null {
  const point = sgfPointToCoord(value);
  if (!point || point.x >= map.width || point.y >= map.height) return null;
  return coordToSgfPoint(orientPoint(map.symmetry, point, map.width, map.height));
}

/** A point or a rectangle `aa:cc` (its corners map to opposite corners of the new rectangle). */
function orientPointsValue(value: string, map: PointMap): string | null {
  const trimmed = value.trim();
  const colon = trimmed.indexOf(':');
  if (colon < 0) return orientPointValue(trimmed, map);
  const a = orientPointValue(trimmed.slice(0, colon), map);
  const b = orientPointValue(trimmed.slice(colon + 1), map);
  return a && b ? `${a}:${b}` : null;
}

/** `LB[cc:text]`, `ZVT[cc:2]`, `ZVT[aa:bb:1]`, `ZVD[cc:?]`: the points before the last colon move. */
function orientPointThenText(id: string, value: string, map: PointMap): string {
  // A label's text may hold colons; a tile stack's count and a kept character never do.
  const split = id === 'LB' ? value.indexOf(':') : value.lastIndexOf(':');
  if (split < 0) return value;
  const points = orientPointsValue(value.slice(0, split), map);
  if (!points) return value;
  const text = value.slice(split + 1);
  return `${points}:${id === 'LB' ? orientPointNames(text, map) : text}`;
}

/** `SZ[w:h]` as `SZ[h:w]`. */
function orientSize(value: string): string {
  const match = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(value);
  return match ? `${match[2]}:${match[1]}` : value;
}

/** A capital column letter and a row number, as a whole word. */
const POINT_NAME = new RegExp(`(?<![\\p{L}\\p{N}])[${COLUMN_LETTERS}]\\d{1,2}(?![\\p{L}\\p{N}])`, 'gu');

/** Replaces every point name of the board in `text` by the name of the point it goes to, all at once. */
function orientPointNames(text: string, map: PointMap): string {
  if (map.symmetry === 'identity' || map.width > MAX_SIZE || map.height > MAX_SIZE) return text;
  return text.replace(POINT_NAME, (name) => orientPointName(name, map.symmetry, map.width, map.height) ?? name);
}

/** The name (`D4`) of the point that `name` names on a `width` x `height` board after `symmetry`, or `null` when it names no point of that board. */
export function orientPointName(name: string, symmetry: Symmetry, width: number, height: number = width): string | null {
  const point = parsePoint(name, width, height);
  if (!point) return null;
  const to = orientPoint(symmetry, point, width, height);
  const size = orientedSize(symmetry, width, height);
  return formatPoint(to.x, to.y, size.width, size.height);
}

/** Exchanges the whole words "black" and "white", keeping their capitalisation. */
function swapColorWords(text: string): string {
  return text.replace(/(?<!\p{L})(black|white)(?!\p{L})/giu, (word) => {
    const other = word.toLowerCase() === 'black' ? 'white' : 'black';
    if (word === word.toUpperCase()) return other.toUpperCase();
    if (word[0] === word[0]!.toUpperCase()) return other[0]!.toUpperCase() + other.slice(1);
    return other;
  });
}
