/**
 * Command-line arguments: a small, strict reader. Every option a command takes is declared;
 * anything else starting with `-` is a usage error naming it. Values come as `--name value`
 * or `--name=value`; `--` ends the options; a lone `-` is an ordinary argument (standard input).
 */

/** A mistake in how the command was called: exit code 2, a message, never a stack trace. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** One option a command takes. */
export interface OptionSpec {
  /** Long name without dashes: `variant` for `--variant`. */
  name: string;
  /** One-letter alias without the dash: `h` for `-h`. */
  short?: string;
  /** Whether it takes a value (`--variant tile`); otherwise it is a flag. */
  value?: boolean;
}

/** What {@link parseArgs} found. Flags map to `true`; a repeated valued option keeps its last value. */
export interface ParsedArgs {
  options: Map<string, string | true>;
  positionals: string[];
}

/**
 * Reads `argv` against the declared options. Throws {@link UsageError} for an unknown option,
 * a value given to a flag, or a missing value.
 */
export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[]): ParsedArgs {
  const byLong = new Map(specs.map((s) => [s.name, s]));
  const byShort = new Map(specs.filter((s) => s.short).map((s) => [s.short!, s]));
  const options = new Map<string, string | true>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    const long = arg.startsWith('--');
    const eq = long ? arg.indexOf('=') : -1;
    const key = long ? arg.slice(2, eq < 0 ? undefined : eq) : arg.slice(1);
    const spec = long ? byLong.get(key) : key.length === 1 ? byShort.get(key) : undefined;
    if (!spec) throw new UsageError(`unknown option '${long ? `--${key}` : arg}'`);
    const shown = `--${spec.name}`;
    if (!spec.value) {
      if (eq >= 0) throw new UsageError(`option '${shown}' takes no value`);
      options.set(spec.name, true);
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else if (i + 1 < argv.length && !(argv[i + 1]!.startsWith('--') && argv[i + 1]!.length > 2)) value = argv[++i];
    if (value === undefined || value === '') throw new UsageError(`option '${shown}' needs a value`);
    options.set(spec.name, value);
  }
  return { options, positionals };
}

/** The value of a valued option, or `undefined`. */
export function optionValue(args: ParsedArgs, name: string): string | undefined {
  const value = args.options.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** Reads a whole number option: `undefined` when absent, a {@link UsageError} when not a number in range. */
export function integerOption(args: ParsedArgs, name: string, min: number): number | undefined {
  const text = optionValue(args, name);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim()) || Number(text) < min) {
    throw new UsageError(`option '--${name}' must be a whole number of at least ${min}, not '${text}'`);
  }
  return Number(text);
}

/** Reads an option that must be one of `choices`. */
export function choiceOption<T extends string>(args: ParsedArgs, name: string, choices: readonly T[]): T | undefined {
  const text = optionValue(args, name);
  if (text === undefined) return undefined;
  if (!choices.includes(text as T)) {
    throw new UsageError(`option '--${name}' must be one of ${choices.join(', ')}, not '${text}'`);
  }
  return text as T;
}
