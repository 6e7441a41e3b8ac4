/**
 * `variant-go check`: reads SGF files and `$$` diagrams and replays them under a variant,
 * reporting parse errors and refused moves (in every variation) with their line and column.
 */
import { findDiagrams, parseDiagram } from '../formats/diagram.js';
import type { SgfNode } from '../formats/sgf.js';
import { parseSgf } from '../formats/sgf.js';
import { gameOf, gameTree } from '../formats/sgf-collection.js';
import { oneWarningPerKind } from '../formats/warnings.js';
import { sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { isSgfInput } from './inputs.js';
import { createRefiner } from '../publish/places.js';
import { diagramMessage } from '../publish/position.js';
import { loadRecord, type CliRecord, type Issue } from './records.js';
import type { RuleChoice } from './rule-options.js';

/** What checking one file found. */
export interface FileCheck {
  diagnostics: Diagnostic[];
  /** Game trees read from an SGF file. */
  records: number;
  /** `$$` diagrams found in a text file. */
  diagrams: number;
}

/** Which game trees of an SGF collection to check: all of them, or game `n` (counted from 1). */
export type GameChoice = number | 'all';

/** How a file is read: by its extension or its first characters ({@link isSgfInput}), unless forced. */
export type ReadAs = 'auto' | 'sgf' | 'diagrams';

/**
 * Checks one file's text. `name` is what the messages call the file, `decoding` the warnings of
 * its decoding. Warnings come one per kind, the first with a count (formats/warnings.ts): a
 * property repeated in 300 nodes is one warning, not 300. A file in which nothing was found to check, no SGF record and no diagram, is an error (`ERR_NOTHING_FOUND`, at its
 * line 1) unless reading it already failed with one: a check that looked at nothing passes nothing.
 */
export function checkFile(name: string, text: string, choice: RuleChoice, readAs: ReadAs, decoding: readonly Diagnostic[] = [], game: GameChoice = 'all'): FileCheck {
  const sgf = readAs === 'sgf' || (readAs === 'auto' && isSgfInput(name, text));
  const checked = sgf ? checkSgf(name, text, choice, game) : game === 'all' ? checkDiagrams(name, text, choice) : notACollection(name, game);
  const errors = checked.diagnostics.filter((d) => d.severity === 'error');
  const warnings = sortDiagnostics([...decoding, ...checked.diagnostics.filter((d) => d.severity === 'warning')]);
  checked.diagnostics = [...errors, ...oneWarningPerKind(warnings)];
  if (checked.records + checked.diagrams === 0 && !checked.diagnostics.some((d) => d.severity === 'error')) {
    checked.diagnostics.push({
      file: name,
      line: 1,
      column: 1,
      severity: 'error',
      code: 'ERR_NOTHING_FOUND',
      message:
        'Nothing to check: no SGF record (text starting with "(;") and no $$ diagram (lines starting with "$$") was found. ' +
        'To read a file whose record does not start the text as SGF, use --sgf.',
    });
  }
  return checked;
}

/**
 * Checks an SGF collection: syntax, then every game tree (or only game `game`) and every
 * variation in it. In a collection of several trees, each error of a tree names its game
 * ("game 2 of 40: ...") and carries its number in `game`.
 */
export function checkSgf(name: string, text: string, choice: RuleChoice, game: GameChoice = 'all'): FileCheck {
  const out: FileCheck = { diagnostics: [], records: 0, diagrams: 0 };
  const parsed = parseSgf(text);
  if (!parsed.ok) {
    out.diagnostics.push(at(name, parsed.error, 'error'));
    return out;
  }
  for (const w of parsed.warnings) out.diagnostics.push(at(name, w, 'warning'));
  // Issues of replays point at a node's ";": point at the property concerned instead.
  const place = createRefiner(text);
  const count = parsed.trees.length;
  const games = game === 'all' ? parsed.trees.map((_, i) => i + 1) : [game];
  for (const n of games) {
    const chosen = gameTree(parsed.trees, n);
    if (!chosen.ok) {
      out.diagnostics.push({ file: name, severity: 'error', code: chosen.code, message: chosen.message });
      continue;
    }
    out.records++;
    for (const { issue, severity } of checkTree(chosen.root, choice, place)) {
      // Warnings are merged one per kind per file (oneWarningPerKind), across games: only errors name theirs.
      if (count === 1 || severity === 'warning') out.diagnostics.push(at(name, issue, severity));
      else out.diagnostics.push({ ...at(name, { ...issue, message: `${gameOf(n, count)}: ${issue.message}` }, severity), game: n });
    }
  }
  return out;
}

/** `--game` asked of a text read as `$$` diagrams, which holds no collection to pick from. */
function notACollection(name: string, game: number): FileCheck {
  const message = `--game ${game} picks a game tree of an SGF collection, but this file was read as text holding $$ diagrams (use --sgf to read it as SGF).`;
  return { diagnostics: [{ file: name, severity: 'error', code: 'ERR_SGF_GAME', message }], records: 0, diagrams: 0 };
}

/** Checks every `$$` diagram in a text; places are lines and columns of the whole text. */
export function checkDiagrams(name: string, text: string, choice: RuleChoice): FileCheck {
  const out: FileCheck = { diagnostics: [], records: 0, diagrams: 0 };
  for (const found of findDiagrams(text)) {
    out.diagrams++;
    const shift = (issue: Issue): Issue => {
      const line = issue.line > 0 ? issue.line : 1;
      return { ...issue, line: found.line + line - 1, column: issue.line > 0 ? issue.column : 1 };
    };
    const parsed = parseDiagram(found.text);
    if (!parsed.ok) {
      const e = parsed.error;
      out.diagnostics.push({ ...at(name, shift(e), 'error'), diagramLine: found.line });
      continue;
    }
    for (const w of parsed.warnings) out.diagnostics.push({ ...at(name, shift(w), 'warning'), diagramLine: found.line });
    for (const i of checkTree(parsed.tree, choice, shift)) {
      const issue = { ...i.issue, message: diagramMessage(i.issue.message) };
      out.diagnostics.push({ ...at(name, issue, i.severity), diagramLine: found.line });
    }
  }
  return out;
}

/**
 * Replays a tree along every path from the root to a leaf. A node refused on one path is
 * reported once, however many leaves lie below it; a warning of the replay likewise.
 */
function checkTree(root: SgfNode, choice: RuleChoice, place: (issue: Issue) => Issue): { issue: Issue; severity: 'error' | 'warning' }[] {
  const found: { issue: Issue; severity: 'error' | 'warning' }[] = [];
  const loaded = loadRecord(root, choice);
  if (!loaded.ok) return [{ issue: place(loaded.error), severity: 'error' }];
  const seen = new Set<string>();
  const add = (issue: Issue, severity: 'error' | 'warning'): void => {
    const key = `${issue.code}@${issue.offset}@${issue.line}:${issue.column}@${issue.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ issue: place(issue), severity });
  };
  for (const w of loaded.warnings) add(w, 'warning');
  for (const path of leafPaths(loaded.record)) {
    const replay = loaded.record.gameAt(path);
    for (const w of replay.warnings) add(w, 'warning');
    // Viewers play a Go record's illegal move, but it stays a fault of the record, unless KO[] says it is meant.
    for (const { ko, engineCode, ...illegal } of replay.illegalMoves) {
      if (ko) add({ ...illegal, code: 'WARN_SGF_FORCED_MOVE' }, 'warning');
      else add({ ...illegal, ...(engineCode ? { engineCode } : {}) }, 'error');
    }
    if (replay.error) add(replay.error, 'error');
  }
  return found;
}

/** Paths of child indexes from the root to every leaf, main line first. */
function leafPaths(record: CliRecord): number[][] {
  const paths: number[][] = [];
  const pending: { node: SgfNode; path: number[] }[] = [{ node: record.root, path: [] }];
  while (pending.length > 0) {
    const { node, path } = pending.pop()!;
    if (node.children.length === 0) {
      paths.push(path);
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i--) pending.push({ node: node.children[i]!, path: [...path, i] });
  }
  return paths;
}

/** A diagnostic from an issue: the engine's code when the engine refused, else the reader's. */
function at(file: string, issue: Pick<Issue, 'code' | 'message' | 'line' | 'column'> & { engineCode?: string }, severity: 'error' | 'warning'): Diagnostic {
  return { file, line: issue.line, column: issue.column, severity, code: issue.engineCode ?? issue.code, message: issue.message };
}
