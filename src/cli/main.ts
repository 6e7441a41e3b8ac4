/**
 * The `variant-go` command: reads the command line, runs one command and returns the exit
 * code. Output goes through {@link CliIO} so that nothing here touches `process` directly.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CharsetWarning } from '../formats/decode.js';
import { UsageError, choiceOption, integerOption, optionValue, parseArgs, type OptionSpec, type ParsedArgs } from './args.js';
import { checkFile, type ReadAs } from './check.js';
import { formatDiagnostic, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { CHECK_HELP, MAIN_HELP, RENDER_HELP, SHOW_HELP, STATS_HELP } from './help.js';
import { expandPaths, isSgfInput, readText } from './inputs.js';
import { loadRasteriser } from './png.js';
import { RENDER_FORMATS, renderFile } from './render.js';
import { RULE_OPTION_SPECS, readRuleChoice } from './rule-options.js';
import { SHOW_FORMATS, SHOW_OVERLAYS, ShowError, show } from './show.js';
import { fileName } from './terminal-text.js';
import { collectStatsParallel, workerCount } from './parallel.js';
import { formatGameList, formatStats, mergeRuns, summarize } from './stats.js';

/** Where output goes. */
export interface CliIO {
  out(text: string): void;
  err(text: string): void;
}

/** Exit codes. */
export const EXIT_OK = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_USAGE = 2;

const HELP: OptionSpec = { name: 'help', short: 'h' };

/** What a command may need besides its arguments. */
export interface CliContext {
  version: string;
  /** The running script's URL, for worker threads (`import.meta.url` of the bundle). */
  script: URL;
}

interface Command {
  help: string;
  options: readonly OptionSpec[];
  run(args: ParsedArgs, io: CliIO, context: CliContext): number | Promise<number>;
}

const COMMANDS: Record<string, Command> = {
  check: {
    help: CHECK_HELP,
    options: [HELP, ...RULE_OPTION_SPECS, { name: 'game', value: true }, { name: 'diagram' }, { name: 'sgf' }, { name: 'json' }, { name: 'quiet', short: 'q' }],
    run: runCheck,
  },
  show: {
    help: SHOW_HELP,
    options: [
      HELP,
      ...RULE_OPTION_SPECS,
      { name: 'game', value: true },
      { name: 'move', value: true },
      { name: 'format', value: true },
      { name: 'line', value: true },
      { name: 'no-coordinates' },
      { name: 'overlay', value: true },
      { name: 'diagram' },
      { name: 'sgf' },
    ],
    run: runShow,
  },
  render: {
    help: RENDER_HELP,
    options: [
      HELP,
      ...RULE_OPTION_SPECS,
      { name: 'out', short: 'o', value: true },
      { name: 'format', value: true },
      { name: 'game', value: true },
      { name: 'move', value: true },
      { name: 'overlay', value: true },
      { name: 'coordinates' },
      { name: 'theme', value: true },
      { name: 'diagram' },
      { name: 'sgf' },
      { name: 'quiet', short: 'q' },
    ],
    run: runRender,
  },
  stats: {
    help: STATS_HELP,
    options: [HELP, ...RULE_OPTION_SPECS, { name: 'json' }, { name: 'list' }, { name: 'jobs', value: true }],
    run: runStats,
  },
};

/** Runs the command line (without `node` and the script) and returns the exit code. */
export async function main(argv: readonly string[], io: CliIO, context: CliContext): Promise<number> {
  const [first, ...rest] = argv;
  let command = first;
  try {
    if (first === undefined) {
      io.err(MAIN_HELP);
      return EXIT_USAGE;
    }
    if (first === '-h' || first === '--help') {
      io.out(MAIN_HELP);
      return EXIT_OK;
    }
    if (first === '-V' || first === '--version') {
      io.out(`${context.version}\n`);
      return EXIT_OK;
    }
    if (first === 'help') {
      command = undefined;
      const topic = rest[0];
      if (topic === undefined) io.out(MAIN_HELP);
      else if (Object.hasOwn(COMMANDS, topic)) io.out(COMMANDS[topic]!.help);
      else throw new UsageError(`unknown command '${topic}'`);
      return EXIT_OK;
    }
    if (first.startsWith('-')) {
      command = undefined;
      throw new UsageError(`unknown option '${first}' (a command comes first: check, show, render or stats)`);
    }
    if (!Object.hasOwn(COMMANDS, first)) {
      command = undefined;
      throw new UsageError(`unknown command '${first}': choose check, show, render or stats`);
    }
    const spec = COMMANDS[first]!;
    const args = parseArgs(rest, spec.options);
    if (args.options.has('help')) {
      io.out(spec.help);
      return EXIT_OK;
    }
    return await spec.run(args, io, context);
  } catch (error) {
    if (error instanceof UsageError) {
      const where = command ? `variant-go ${command}` : 'variant-go';
      io.err(`${where}: ${error.message}\nRun '${where} --help' for usage.\n`);
      return EXIT_USAGE;
    }
    if (error instanceof ShowError) {
      io.err(`variant-go show: ${error.message}\n`);
      return EXIT_PROBLEMS;
    }
    // A bug: say so in one line, without a stack trace.
    const message = error instanceof Error ? error.message : String(error);
    io.err(`variant-go: internal error: ${message}\n`);
    return EXIT_PROBLEMS;
  }
}

function readAs(args: ParsedArgs): ReadAs {
  const diagram = args.options.has('diagram');
  const sgf = args.options.has('sgf');
  if (diagram && sgf) throw new UsageError("options '--diagram' and '--sgf' cannot be used together");
  return diagram ? 'diagrams' : sgf ? 'sgf' : 'auto';
}

function runCheck(args: ParsedArgs, io: CliIO): number {
  const choice = readRuleChoice(args, false);
  const as = readAs(args);
  const game = integerOption(args, 'game', 1) ?? 'all';
  if (args.positionals.length === 0) throw new UsageError('no file to check: name one or more files or directories');
  const json = args.options.has('json');
  const quiet = args.options.has('quiet');

  const { files, failures } = expandPaths(args.positionals);
  let diagnostics: Diagnostic[] = failures.map((f) => ({ file: f.name, severity: 'error', code: f.code, message: f.message }));
  let records = 0;
  let diagrams = 0;
  for (const file of files) {
    const read = readText(file, sgfHint(as, file.name));
    if (!read.ok) {
      diagnostics.push({ file: file.name, severity: 'error', code: 'ERR_FILE', message: read.message });
      continue;
    }
    const checked = checkFile(file.name, read.text, choice, as, read.warnings.map((w) => charsetDiagnostic(file.name, w)), game);
    diagnostics.push(...checked.diagnostics);
    records += checked.records;
    diagrams += checked.diagrams;
  }
  diagnostics = sortDiagnostics(diagnostics);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  // A directory with nothing under it is no file.
  const fileCount = files.length + failures.filter((f) => f.code === 'ERR_FILE').length;

  if (json) {
    const shown = quiet ? diagnostics.filter((d) => d.severity === 'error') : diagnostics;
    io.out(`${JSON.stringify({ files: fileCount, records, diagrams, errors, warnings, problems: shown }, null, 2)}\n`);
  } else {
    for (const d of diagnostics) if (!quiet || d.severity === 'error') io.out(`${formatDiagnostic(d)}\n`);
    if (!quiet) {
      const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
      io.out(
        `checked ${plural(fileCount, 'file')} (${plural(records, 'SGF record')}, ${plural(diagrams, 'diagram')}): ${plural(errors, 'error')}, ${plural(warnings, 'warning')}\n`,
      );
    }
  }
  return errors > 0 ? EXIT_PROBLEMS : EXIT_OK;
}

/** Whether a file is SGF, for its decoding (whose `CA` names its charset): forced, or by its name; else (`undefined`) decided by its first bytes. */
function sgfHint(as: ReadAs, name: string): boolean | undefined {
  if (as !== 'auto') return as === 'sgf';
  return isSgfInput(name, '') || undefined;
}

function charsetDiagnostic(file: string, warning: CharsetWarning): Diagnostic {
  return { file, line: warning.line, column: warning.column, severity: 'warning', code: warning.code, message: warning.message };
}

function runShow(args: ParsedArgs, io: CliIO): number {
  const choice = readRuleChoice(args, false);
  const as = readAs(args);
  const format = choiceOption(args, 'format', SHOW_FORMATS) ?? 'text';
  const game = integerOption(args, 'game', 1);
  const move = integerOption(args, 'move', 0);
  const line = integerOption(args, 'line', 1);
  const overlay = choiceOption(args, 'overlay', SHOW_OVERLAYS) ?? 'none';
  if (overlay !== 'none' && format !== 'svg') throw new UsageError(`option '--overlay ${overlay}' draws on the SVG only: add '--format svg' (the format asked is '${format}')`);
  if (args.positionals.length !== 1) {
    throw new UsageError(args.positionals.length === 0 ? 'no file to show: name one file' : `one file at a time, not ${args.positionals.length}`);
  }
  const { files, failures } = expandPaths(args.positionals);
  if (failures.length > 0) throw new ShowError(`${failures[0]!.name}: ${failures[0]!.message}`);
  const file = files[0];
  if (!file || files.length > 1) throw new ShowError(`${fileName(args.positionals[0]!)}: a directory; name one file`);
  const read = readText(file, sgfHint(as, file.name));
  if (!read.ok) throw new ShowError(`${file.name}: ${read.message}`);
  for (const warning of read.warnings) io.err(`${formatDiagnostic(charsetDiagnostic(file.name, warning))}\n`);
  const result = show({
    name: file.name,
    text: read.text,
    choice,
    readAs: as,
    format,
    game,
    move,
    line,
    coordinates: !args.options.has('no-coordinates'),
    overlay,
  });
  io.out(result.output);
  if (result.problem) {
    io.err(`${formatDiagnostic(result.problem)}\n`);
    return EXIT_PROBLEMS;
  }
  return EXIT_OK;
}

/** The colour schemes `render --theme` takes, the board's `theme`. */
const RENDER_THEMES = ['auto', 'light', 'dark'] as const;

async function runRender(args: ParsedArgs, io: CliIO): Promise<number> {
  const choice = readRuleChoice(args, false);
  const as = readAs(args);
  const format = choiceOption(args, 'format', RENDER_FORMATS) ?? 'svg';
  const game = integerOption(args, 'game', 1);
  const move = integerOption(args, 'move', 0);
  const overlay = choiceOption(args, 'overlay', SHOW_OVERLAYS) ?? 'none';
  const theme = choiceOption(args, 'theme', RENDER_THEMES);
  const out = optionValue(args, 'out');
  if (out === undefined) throw new UsageError("no folder to write to: name one with '--out DIR'");
  if (args.positionals.length === 0) throw new UsageError('no file to render: name one or more files or directories');
  const quiet = args.options.has('quiet');
  // Before any file is read: without the rasteriser nothing could be written.
  const rasteriser = format === 'png' ? await loadRasteriser() : null;
  if (rasteriser && !rasteriser.ok) {
    io.err(`variant-go render: ${rasteriser.message}\n`);
    return EXIT_USAGE;
  }
  const attributes: Record<string, string> = { overlay, ...(theme ? { theme } : {}) };
  if (move !== undefined) attributes.move = String(move);
  if (args.options.has('coordinates')) attributes.coordinates = '';

  const { files, failures } = expandPaths(args.positionals);
  const diagnostics: Diagnostic[] = failures.map((f) => ({ file: f.name, severity: 'error', code: f.code, message: f.message }));
  /** The pictures written, by name, with the file each came from: a name is given once. */
  const written = new Map<string, string>();
  for (const file of files) {
    const read = readText(file, sgfHint(as, file.name));
    if (!read.ok) {
      diagnostics.push({ file: file.name, severity: 'error', code: 'ERR_FILE', message: read.message });
      continue;
    }
    diagnostics.push(...read.warnings.map((w) => charsetDiagnostic(file.name, w)));
    const pictures = renderFile(file.name, read.text, { choice, readAs: as, format, attributes, game });
    diagnostics.push(...pictures.diagnostics);
    for (const { name, svg } of pictures.drawn) {
      const path = join(out, name);
      const earlier = written.get(name);
      if (earlier !== undefined) {
        diagnostics.push({ file: file.name, severity: 'error', code: 'ERR_FILE', message: `not written: ${fileName(path)} is the name of a picture of ${earlier} too (rename one of the files)` });
        continue;
      }
      try {
        mkdirSync(out, { recursive: true });
        writeFileSync(path, rasteriser?.ok ? rasteriser.rasterise(svg) : svg);
      } catch (error) {
        diagnostics.push({ file: file.name, severity: 'error', code: 'ERR_FILE', message: `${fileName(path)} cannot be written: ${error instanceof Error ? error.message : String(error)}` });
        continue;
      }
      written.set(name, file.name);
      if (!quiet) io.out(`wrote ${fileName(path)}\n`);
    }
  }
  const sorted = sortDiagnostics(diagnostics);
  const errors = sorted.filter((d) => d.severity === 'error').length;
  for (const d of sorted) if (!quiet || d.severity === 'error') io.err(`${formatDiagnostic(d)}\n`);
  if (!quiet) {
    const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
    io.out(`rendered ${plural(written.size, 'picture')} from ${plural(files.length, 'file')}: ${plural(errors, 'error')}, ${plural(sorted.length - errors, 'warning')}\n`);
  }
  return errors > 0 ? EXIT_PROBLEMS : EXIT_OK;
}

async function runStats(args: ParsedArgs, io: CliIO, context: CliContext): Promise<number> {
  const choice = readRuleChoice(args, true);
  const jobs = integerOption(args, 'jobs', 1);
  if (args.positionals.length === 0) throw new UsageError('no records to replay: name files or directories');
  const { files, failures } = expandPaths(args.positionals);
  const variant = choice.variant!;
  const parts = await collectStatsParallel(files, variant, choice.options, workerCount(files.length, jobs), context.script);
  const run = mergeRuns(variant, choice.options, parts, failures);
  const summary = summarize(run);
  if (args.options.has('json')) {
    const out: Record<string, unknown> = { ...summary };
    out.notReplayed = run.unreadable;
    if (args.options.has('list')) out.perGame = run.games;
    io.out(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    io.out(formatStats(run, summary));
    if (args.options.has('list')) io.out(formatGameList(run));
  }
  return summary.games > 0 ? EXIT_OK : EXIT_PROBLEMS;
}
