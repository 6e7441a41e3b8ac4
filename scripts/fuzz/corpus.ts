/**
 * Seeds the mutator starts from: every file under ../shared/data when that folder is present,
 * the project's fixtures, and the diagrams of its docs and demo pages. Seeds are shared by the
 * formats (an SGF file is a fine hostile diagram), with format-specific ones added: diagrams
 * written as SGF, positions of the data's games written as diagrams, moves of those games.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDiagram, findDiagrams, parseDiagram } from '../../src/formats/diagram.js';
import { readRecord } from '../../src/formats/read-record.js';
import { parseSgf, writeSgf } from '../../src/formats/sgf.js';
import type { Format } from './grammar.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SHARED_DATA = join(ROOT, '../shared/data');

/** Files under `dir`, depth first, in name order. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const at = stack.pop()!;
    for (const name of readdirSync(at).sort().reverse()) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) stack.push(path);
      else out.push(path);
    }
  }
  return out.sort();
}

/** Seeds longer than this are cut into pieces of this length, so one input stays cheap to read many times. */
const PIECE = 64 * 1024;

function pieces(text: string): string[] {
  if (text.length <= PIECE) return [text];
  return Array.from({ length: Math.ceil(text.length / PIECE) }, (_, i) => text.slice(i * PIECE, (i + 1) * PIECE));
}

export interface Corpus {
  /** Per format, groups of seeds: a mutation takes its group in turn and cycles through it, so every seed is used. */
  seeds: Record<Format, string[][]>;
  /** Where the seeds came from, for the summary. */
  sources: string[];
  sharedData: boolean;
}

/** The project's own seeds only (the tests' corpus) or these and ../shared/data (the fuzz run's). */
export function loadCorpus({ shared }: { shared: boolean }): Corpus {
  const sources: string[] = [];
  const fixtureSeeds: string[] = [];
  const dataSeeds: string[] = [];
  const addFiles = (label: string, files: string[], into: string[]) => {
    for (const file of files) into.push(...pieces(readFileSync(file, 'utf8')));
    sources.push(`${label}: ${files.length} files`);
  };
  const fixtures = ['test/element/fixtures', 'test/render/fixtures'].flatMap((dir) => filesUnder(join(ROOT, dir)));
  addFiles('project fixtures', fixtures, fixtureSeeds);

  const pages = [join(ROOT, 'README.md'), ...filesUnder(join(ROOT, 'docs')), ...filesUnder(join(ROOT, 'demo')).filter((f) => f.endsWith('.html'))];
  const diagrams = pages.flatMap((page) => findDiagrams(readFileSync(page, 'utf8')).map((d) => d.text));
  sources.push(`diagrams of docs and demo pages: ${diagrams.length} from ${pages.length} pages`);
  const diagramSgf = diagrams.flatMap((text) => {
    const read = parseDiagram(text);
    return read.ok ? [writeSgf([read.tree])] : [];
  });

  const sharedData = shared && existsSync(SHARED_DATA);
  const gamePositions: string[] = [];
  const gameMoves: string[] = [];
  if (sharedData) {
    const files = filesUnder(SHARED_DATA);
    addFiles(`../shared/data (${relative(ROOT, SHARED_DATA)})`, files, dataSeeds);
    // Every tenth game's final position as a diagram, and its moves as notation.
    for (const file of files.filter((f) => f.endsWith('.sgf')).filter((_, i) => i % 10 === 0)) {
      const parsed = parseSgf(readFileSync(file, 'utf8'));
      const read = parsed.ok ? readRecord(parsed.trees[0]!) : null;
      if (!read?.ok) continue;
      const { game } = read.record.gameAt(read.record.mainLine());
      gamePositions.push(writeDiagram(game.view(), { title: 'from the data', coordinates: gamePositions.length % 2 === 0 }));
      gameMoves.push(...game.moves.slice(0, 40));
    }
    sources.push(`positions of ../shared/data games as diagrams: ${gamePositions.length}`);
  } else if (shared) {
    sources.push(`../shared/data: missing (looked at ${SHARED_DATA}); project seeds only`);
  }

  return {
    seeds: {
      sgf: [[...fixtureSeeds, ...diagramSgf], dataSeeds].filter((group) => group.length > 0),
      diagram: [diagrams, gamePositions, [...fixtureSeeds, ...dataSeeds]].filter((group) => group.length > 0),
      move: [['D4', 'pass', 'return', 'ghost:Q16', 'a1', 'T19', ...gameMoves]],
    },
    sources,
    sharedData,
  };
}
