/**
 * Random inputs built from small grammars of each format's tokens: mostly well-formed pieces put
 * together in random order and number, so that the readers go past their first check.
 */
import { VARIANTS } from '../../src/engine/index.js';
import { CELL_CHARACTERS } from '../../src/formats/diagram-chars.js';
import type { Random } from './random.js';

export type Format = 'sgf' | 'diagram' | 'move';
export const FORMATS: readonly Format[] = ['sgf', 'diagram', 'move'];

/** Text that other readers choke on, hostile markup among it. */
const ODD_TEXT = ['', ' ', '\n', '\r\n', '\r', '\t', '\\', '\\]', '\\\n', ']', '[', ':', ';', '(', ')', '\u0000', '\ufeff', '\ud800', '😀', 'é', '<script>alert(1)</script>', 'javascript:alert(1)', '<svg onload=x>', '{}', '__proto__', 'constructor', '-1', '1e400', 'NaN'];

const VARIANT_WORDS = [...Object.keys(VARIANTS), 'Go', 'Tile Go', 'Loose', 'Japanese', 'tile;maxTiles=2;scoring=standard', 'no-seki;ko=positional', 'cushion:maxStack=1'];

const SGF_IDS = ['B', 'W', 'AB', 'AW', 'AE', 'PL', 'SZ', 'KM', 'HA', 'RU', 'GM', 'FF', 'CA', 'C', 'N', 'GN', 'PB', 'PW', 'RE', 'DT', 'LB', 'TR', 'SQ', 'CR', 'MA', 'SL', 'AR', 'LN', 'DD', 'VW', 'TB', 'TW', 'ZVR', 'ZVK', 'ZVG', 'ZVM', 'ZVT', 'ZVD', 'MN', 'AddBlack', 'CoPyright', 'XX'];

function sgfPoint(random: Random): string {
  const letter = () => String.fromCharCode((random.chance(0.9) ? 0x61 : 0x41) + random.below(26));
  return random.chance(0.05) ? '' : letter() + letter();
}

function sgfValue(random: Random, id: string): string {
  switch (random.below(8)) {
    case 0:
      return random.pick(ODD_TEXT);
    case 1:
      return String(random.below(30) - 3) + (random.chance(0.3) ? `:${random.below(30)}` : '');
    case 2:
      return random.pick(VARIANT_WORDS);
    case 3:
      return `${sgfPoint(random)}:${random.chance(0.5) ? sgfPoint(random) : random.pick(ODD_TEXT)}`;
    case 4:
      return random.pick(['ghost', 'return', 'stone', '6.5', '650', '0', 'tt', `${sgfPoint(random)}:${random.below(5)}`]);
    case 5:
      return Array.from({ length: random.below(6) }, () => random.pick(ODD_TEXT)).join('');
    default:
      return id === 'SZ' ? String(random.below(28)) : sgfPoint(random);
  }
}

/** A value as a writer would write it: `]` and `\\` escaped, except now and then. */
function escaped(random: Random, value: string): string {
  return random.chance(0.05) ? value : value.replace(/[\\\]]/g, (ch) => `\\${ch}`);
}

/** A node: a move, setup or markup now and then, a few properties. */
function sgfNode(random: Random): string {
  let node = ';';
  if (random.chance(0.6)) node += `${random.pick(['B', 'W'])}[${random.chance(0.9) ? sgfPoint(random) : escaped(random, sgfValue(random, 'B'))}]`;
  const more = random.below(random.chance(0.1) ? 8 : 2);
  for (let i = 0; i < more; i++) {
    const id = random.pick(SGF_IDS);
    const values = 1 + random.below(random.chance(0.1) ? 6 : 2);
    node += id + Array.from({ length: values }, () => `[${escaped(random, sgfValue(random, id))}]`).join('');
  }
  return node;
}

/**
 * A collection of game trees: a root with game information, lines of nodes, variations nested
 * at random, and with a small chance per token a stray one of {@link ODD_TEXT}.
 */
export function randomSgf(random: Random): string {
  const noise = random.chance(0.3) ? 0.02 : 0;
  const parts: string[] = [];
  const trees = random.chance(0.9) ? 1 : 1 + random.below(3);
  for (let t = 0; t < trees; t++) {
    const root = [`SZ[${random.pick(['19', '9', '5', '13', '7:5', String(random.below(30))])}]`];
    if (random.chance(0.5)) root.push(`ZVR[${escaped(random, random.pick(VARIANT_WORDS))}]`);
    if (random.chance(0.3)) root.push(`RU[${escaped(random, random.pick(VARIANT_WORDS))}]`);
    if (random.chance(0.3)) root.push(`KM[${random.pick(['6.5', '650', '0', '7', 'x', '-3'])}]`);
    parts.push(`(;${random.chance(0.8) ? 'GM[1]' : ''}${root.join('')}`);
    // Open variations, each with its count of nodes so far: ")" only closes one that has a node.
    const open = [1];
    const tokens = random.below(random.chance(0.1) ? 400 : 40);
    for (let i = 0; i < tokens; i++) {
      const roll = random.below(10);
      if (roll < 7 || open.at(-1) === 0) {
        parts.push(sgfNode(random));
        open[open.length - 1]!++;
      } else if (roll < 9) {
        parts.push('(');
        open.push(0);
      } else if (open.length > 1 && open.at(-1)! > 0) {
        parts.push(')');
        open.pop();
        // After a variation only more variations may follow: open the next one.
        parts.push('(');
        open.push(0);
      }
      if (random.chance(noise)) parts.push(random.pick(ODD_TEXT));
      if (random.chance(0.1)) parts.push(random.pick([' ', '\n', '\r\n', '\t']));
    }
    if (open.at(-1) === 0) parts.push(sgfNode(random));
    if (random.chance(0.95)) parts.push(')'.repeat(open.length));
  }
  return parts.join('');
}

const CELLS = Object.keys(CELL_CHARACTERS);
const DIAGRAM_NOTES = ['1 at 3', '5 at a', '2 at B4', '3 at W2', '4 pass', '7 tenuki', '2 ghost', '3 return', '9 at Q30', '10 at 10'];

function diagramHeader(random: Random): string {
  let header = `$$${random.pick(['', 'B', 'W', 'b'])}${random.chance(0.3) ? 'c' : ''}`;
  if (random.chance(0.4)) header += String(random.below(30));
  if (random.chance(0.3)) header += `m${random.below(120)}`;
  if (random.chance(0.5)) {
    header += ' ' + Array.from({ length: 1 + random.below(3) }, () => random.pick([...DIAGRAM_NOTES, ...ODD_TEXT, 'title'])).join(', ');
  }
  return header;
}

function diagramRow(random: Random, width: number, edge: boolean): string {
  const cells = Array.from({ length: width }, () => (random.chance(0.8) ? random.pick(['.', '.', '.', ',', 'X', 'O']) : random.pick(CELLS)));
  if (random.chance(0.01)) cells.splice(random.below(width + 1), 0, random.pick(['|', '-', '+', '#', random.pick(ODD_TEXT)]));
  const body = cells.join(random.chance(0.9) ? ' ' : '');
  return edge ? `$$ | ${body} |` : `$$ ${body}`;
}

/** A markup, link or odd line. */
function diagramSpecial(random: Random, width: number): string {
  const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
  const point = () => (random.chance(0.9) ? `${letters[random.below(width)]}${1 + random.below(width)}` : random.pick(['Z99', 'I5', '', 'a1']));
  switch (random.below(4)) {
    case 0:
      return `$$ {${random.pick(['AR', 'LN', 'AR', 'LN', 'TL', 'XX', ''])} ${point()} ${random.chance(0.5) ? point() : String(random.below(12) - 2)}}`;
    case 1:
      return `$$ {TL ${point()} ${random.below(5)}}`;
    case 2:
      return `$$ [${random.pick(['a', '1', 'ab', '', '@', 'X'])}|${random.pick(['Page', 'https://example.org', 'javascript:alert(1)', ''])}]`;
    default:
      return random.pick(['', '$$', `$$ ${random.pick(ODD_TEXT)}`, `$$ ${'-'.repeat(random.below(30))}`]);
  }
}

/** A `$$` diagram: a header, rows of one width with edges or without, then markup and links. */
export function randomDiagram(random: Random): string {
  const lines = [diagramHeader(random)];
  const width = 1 + random.below(random.chance(0.05) ? 30 : 12);
  const rows = 1 + random.below(random.chance(0.05) ? 30 : 12);
  const edges = random.chance(0.7);
  const edgeRow = `$$ +${'-'.repeat(width * 2 + 1)}+`;
  if (edges && random.chance(0.5)) lines.push(edgeRow);
  for (let i = 0; i < rows; i++) {
    lines.push(random.chance(0.02) ? diagramSpecial(random, width) : diagramRow(random, random.chance(0.97) ? width : 1 + random.below(20), edges));
  }
  if (edges && random.chance(0.5)) lines.push(edgeRow);
  const specials = random.below(random.chance(0.1) ? 12 : 3);
  for (let i = 0; i < specials; i++) lines.push(diagramSpecial(random, width));
  return lines.join(random.pick(['\n', '\n', '\r\n', '\r']));
}

const MOVE_PARTS = ['pass', 'PASS', 'return', 'ghost:', 'GHOST:', 'D', 'i', 'I', 'z', 'A', 'T', '4', '19', '0', '25', '99', '100', ' ', ':', '-', '+', '.', '\u00a0', '\n'];

/** A move token: mostly points, pass, return and ghosts, with stray characters. */
export function randomMove(random: Random): string {
  if (random.chance(0.5)) {
    const prefix = random.chance(0.2) ? 'ghost:' : '';
    return `${prefix}${random.pick([...'ABCDEFGHJKLMNOPQRSTabcdtz'])}${1 + random.below(random.chance(0.9) ? 19 : 120)}`;
  }
  return Array.from({ length: 1 + random.below(5) }, () => random.pick([...MOVE_PARTS, ...ODD_TEXT])).join('');
}

export const GENERATORS: Readonly<Record<Format, (random: Random) => string>> = {
  sgf: randomSgf,
  diagram: randomDiagram,
  move: randomMove,
};

/** Grammar tokens the mutator inserts, per format. */
export const TOKENS: Readonly<Record<Format, readonly string[]>> = {
  sgf: ['(', ')', '(;', ';', '[', ']', '\\', '[]', 'B[aa]', 'W[tt]', 'AB[aa:ss]', 'SZ[19]', 'SZ[7:3]', 'ZVR[tile]', 'ZVK[ghost]', 'LB[aa:x]', 'VW[aa:cc]', 'C[<b>x</b>]', ...ODD_TEXT],
  diagram: ['$$', '\n$$ ', '$$B', '$$W ', ' | ', '+', '-', '.', 'X', 'O', '1', '2', '10', 'a', '{AR D4 F6}', '{TL D4 2}', '[a|Page]', ' at ', ...CELLS, ...ODD_TEXT],
  move: MOVE_PARTS,
};
