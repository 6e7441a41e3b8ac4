/**
 * What each format's readers are fed and what their answers must be. A target returns nothing
 * when the answer is right, and a sentence when it is not; a throw is caught by the runner.
 *
 * Right means: a result, or an error whose `code` is one of the reader's codes and whose place
 * lies inside the text (line and column agree with the offset). A record that reads must also
 * be walkable: every node is reached by replaying every variation to its end, and every node's
 * markup, comment and name are read as the element reads them.
 */
import { VARIANTS, createGame, parseMove, parsePoint, type Game } from '../../src/engine/index.js';
import type { VariantId } from '../../src/engine/types.js';
import { findDiagrams, parseDiagram } from '../../src/formats/diagram.js';
import { commentOf, markupOf, nameOf, viewportOf } from '../../src/formats/markup.js';
import { dimmedAt, variationsAt } from '../../src/formats/path-markup.js';
import { readRecord } from '../../src/formats/read-record.js';
import { parseSgf, type SgfNode } from '../../src/formats/sgf.js';
import { createLocator, type TextPosition } from '../../src/formats/text-position.js';
import { DIAGRAM_ERRORS, DIAGRAM_WARNINGS, MOVE_ERRORS, RECORD_ERRORS, RECORD_WARNINGS, SGF_ERRORS, SGF_WARNINGS } from './codes.js';
import type { Format } from './grammar.js';
import type { Random } from './random.js';

/** `null` when the answer is right, else what is wrong with it. */
export type Verdict = string | null;

/**
 * Work a target did beyond reading the text: nodes replayed by walking the record. Walking every
 * leaf replays each path from the root, so a wide and deep tree costs more than its text's length;
 * the time bound counts this work with the text.
 */
export interface Meter {
  replayed: number;
}

interface Issue extends TextPosition {
  code: string;
  message: string;
}

/** Checks issues against their known codes and the text they were found in. */
class IssueCheck {
  private locate: ((offset: number) => TextPosition) | null = null;

  constructor(private readonly text: string) {}

  /** `builtNodes`: issues at nodes built by a reader (a diagram's tree) carry no place. */
  check(issue: Issue, codes: readonly string[], builtNodes = false): Verdict {
    if (!codes.includes(issue.code)) return `unknown code ${JSON.stringify(issue.code)}`;
    if (typeof issue.message !== 'string' || issue.message.length === 0) return `${issue.code} without a message`;
    if (builtNodes && issue.offset === -1) return null;
    if (!(Number.isInteger(issue.offset) && issue.offset >= 0 && issue.offset <= this.text.length)) {
      return `${issue.code} at offset ${issue.offset}, outside a text of ${this.text.length} characters`;
    }
    this.locate ??= createLocator(this.text);
    const place = this.locate(issue.offset);
    if (place.line !== issue.line || place.column !== issue.column) {
      return `${issue.code} at ${issue.line}:${issue.column}, but offset ${issue.offset} is ${place.line}:${place.column}`;
    }
    return null;
  }

  all(issues: readonly Issue[], codes: readonly string[], builtNodes = false): Verdict {
    for (const issue of issues) {
      const wrong = this.check(issue, codes, builtNodes);
      if (wrong) return wrong;
    }
    return null;
  }
}

/**
 * Every path from the root to a leaf, depth first without recursion (trees may nest 10^5 deep).
 * One path is kept and changed in place, so the work is the nodes plus the leaves' path lengths.
 */
function leafPaths(root: SgfNode): number[][] {
  const leaves: number[][] = [];
  const path: number[] = [];
  const stack: SgfNode[] = [root];
  for (;;) {
    const node = stack.at(-1)!;
    if (node.children.length > 0) {
      path.push(0);
      stack.push(node.children[0]!);
      continue;
    }
    leaves.push([...path]);
    // Up to the nearest node with a next sibling, then to that sibling.
    for (;;) {
      stack.pop();
      if (stack.length === 0) return leaves;
      const next = path.pop()! + 1;
      if (next < stack.at(-1)!.children.length) {
        path.push(next);
        stack.push(stack.at(-1)!.children[next]!);
        break;
      }
    }
  }
}

/** Reads a tree as a game record and walks all of it, as the element and the CLI do. */
function walkRecord(root: SgfNode, issues: IssueCheck, builtNodes: boolean, meter: Meter): Verdict {
  const read = readRecord(root);
  if (!read.ok) return issues.check(read.error, RECORD_ERRORS, builtNodes);
  const { record } = read;
  let wrong = issues.all(read.warnings, RECORD_WARNINGS, builtNodes);
  for (const path of leafPaths(root)) {
    if (wrong) return wrong;
    meter.replayed += path.length + 1;
    const at = record.gameAt(path);
    wrong = (at.error && issues.check(at.error, RECORD_ERRORS, builtNodes)) || issues.all(at.warnings, RECORD_WARNINGS, builtNodes);
    at.game.view();
    dimmedAt(record, path);
    variationsAt(record, path);
  }
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    markupOf(node, record.width, record.height);
    viewportOf(node, record.width, record.height);
    commentOf(node);
    nameOf(node);
    stack.push(...node.children);
  }
  return wrong;
}

function fuzzSgf(text: string, _random: Random, meter: Meter): Verdict {
  const issues = new IssueCheck(text);
  const parsed = parseSgf(text);
  if (!parsed.ok) return issues.check(parsed.error, SGF_ERRORS);
  if (parsed.trees.length === 0) return 'parseSgf answered ok with no tree';
  const wrong = issues.all(parsed.warnings, SGF_WARNINGS);
  if (wrong) return wrong;
  for (const tree of parsed.trees) {
    const walked = walkRecord(tree, issues, false, meter);
    if (walked) return walked;
  }
  return null;
}

function fuzzDiagram(text: string, _random: Random, meter: Meter): Verdict {
  const issues = new IssueCheck(text);
  const parsed = parseDiagram(text);
  if (!parsed.ok) return issues.check(parsed.error, DIAGRAM_ERRORS);
  const wrong = issues.all(parsed.warnings, DIAGRAM_WARNINGS) ?? walkRecord(parsed.tree, issues, true, meter);
  if (wrong) return wrong;
  // A page holding the text: each diagram found in it is read like the element's own text.
  for (const source of findDiagrams(text)) {
    const found = parseDiagram(source.text);
    const place = found.ok ? found.warnings : [found.error];
    const inside = new IssueCheck(source.text).all(place, [...DIAGRAM_ERRORS, ...DIAGRAM_WARNINGS]);
    if (inside) return `diagram found at line ${source.line}: ${inside}`;
  }
  return null;
}

const VARIANT_IDS = Object.keys(VARIANTS) as VariantId[];

/** A game of a random variant and size, some random moves in: the position the text is played on. */
function randomGame(random: Random): Game {
  const variant = random.pick(VARIANT_IDS);
  const size = random.pick([2, 3, 5, 7, 9, 13, 19, 25]);
  let game: Game;
  try {
    game = createGame({ variant, size });
  } catch {
    // Some variants take only some sizes (Loose: odd ones); the default size always fits.
    game = createGame({ variant, size: 9 });
  }
  const tries = random.below(40);
  for (let i = 0; i < tries; i++) {
    const move = random.chance(0.05) ? 'pass' : `${random.chance(0.1) ? 'ghost:' : ''}${String.fromCharCode(0x41 + random.below(8))}${1 + random.below(9)}`;
    game.play(move);
  }
  return game;
}

function checkMoveAnswer(text: string, answer: ReturnType<Game['play']>): Verdict {
  if (answer.ok) return null;
  if (!(MOVE_ERRORS as readonly string[]).includes(answer.code)) return `play(${JSON.stringify(text)}): unknown code ${answer.code}`;
  if (typeof answer.message !== 'string' || answer.message.length === 0) return `play(${JSON.stringify(text)}): no message`;
  return null;
}

/** The notation readers on several boards, then the text as a move of a game. */
function fuzzMove(text: string, random: Random): Verdict {
  for (const [width, height] of [[19, 19], [9, 9], [25, 25], [2, 3], [13, 7]] as const) {
    const move = parseMove(text, width, height);
    if ('code' in move) {
      if (move.code !== 'ERR_MOVE_SYNTAX' && move.code !== 'ERR_OFF_BOARD') return `parseMove: unknown code ${move.code}`;
    } else if (move.kind === 'place' && !(move.x >= 0 && move.x < width && move.y >= 0 && move.y < height)) {
      return `parseMove(${JSON.stringify(text)}) on ${width}x${height} gave the point off the board ${move.x},${move.y}`;
    }
    const point = parsePoint(text, width, height);
    if (point && !(point.x >= 0 && point.x < width && point.y >= 0 && point.y < height)) {
      return `parsePoint(${JSON.stringify(text)}) on ${width}x${height} gave a point off the board`;
    }
  }
  const game = randomGame(random);
  const before = JSON.stringify(game.view());
  const checked = game.check(text);
  if (JSON.stringify(game.view()) !== before) return `check(${JSON.stringify(text)}) changed the game`;
  const played = game.play(text);
  if (played.ok !== checked.ok) return `check and play disagree on ${JSON.stringify(text)}`;
  if (!played.ok && JSON.stringify(game.view()) !== before) return `refused play(${JSON.stringify(text)}) changed the game`;
  return checkMoveAnswer(text, checked) ?? checkMoveAnswer(text, played);
}

/** Each format's target. `random` is the input's own generator, for targets that need more than the text. */
export const TARGETS: Readonly<Record<Format, (text: string, random: Random, meter: Meter) => Verdict>> = {
  sgf: fuzzSgf,
  diagram: fuzzDiagram,
  move: fuzzMove,
};
