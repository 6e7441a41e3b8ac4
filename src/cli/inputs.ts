/**
 * Reading what the commands are given: files, directories (searched for `.sgf` files) and
 * standard input (`-`).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A file to read, as named on the command line or found in a directory. */
export interface InputFile {
  /** The name shown in messages: the path as given, joined with the directory's entries. */
  name: string;
  /** `true` for standard input. */
  stdin: boolean;
}

/** A file that could not be read, with the reason in words. */
export interface ReadFailure {
  name: string;
  message: string;
}

/** Name shown for standard input. */
export const STDIN_NAME = '<stdin>';

/**
 * Expands the command line's paths: files stay as given (any extension), directories give
 * their `.sgf` files, recursively, sorted by name so runs are reproducible. A path that does
 * not exist becomes a failure rather than an exception.
 */
export function expandPaths(paths: readonly string[]): { files: InputFile[]; failures: ReadFailure[] } {
  const files: InputFile[] = [];
  const failures: ReadFailure[] = [];
  for (const path of paths) {
    if (path === '-') {
      files.push({ name: STDIN_NAME, stdin: true });
      continue;
    }
    let isDirectory: boolean;
    try {
      isDirectory = statSync(path).isDirectory();
    } catch (error) {
      failures.push({ name: path, message: readProblem(error) });
      continue;
    }
    if (!isDirectory) {
      files.push({ name: path, stdin: false });
      continue;
    }
    const found = walk(path, failures);
    found.sort();
    for (const name of found) files.push({ name, stdin: false });
  }
  return { files, failures };
}

/** `.sgf` files under a directory (any case of the extension), depth first. */
function walk(directory: string, failures: ReadFailure[]): string[] {
  const out: string[] = [];
  const pending = [directory];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      failures.push({ name: dir, message: readProblem(error) });
      continue;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (/\.sgf$/i.test(entry.name) && (entry.isFile() || (entry.isSymbolicLink() && isFile(path)))) out.push(path);
    }
  }
  return out;
}

/** Whether a path (a symbolic link, say) leads to a file. Linked directories are not followed, so a walk cannot loop. */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Reads a file as UTF-8 text, or says why it cannot. */
export function readText(file: InputFile): { ok: true; text: string } | { ok: false; message: string } {
  try {
    return { ok: true, text: readFileSync(file.stdin ? 0 : file.name, 'utf8') };
  } catch (error) {
    return { ok: false, message: readProblem(error) };
  }
}

/**
 * Whether a file is read as SGF rather than as text holding diagrams: by its extension
 * (`.sgf`, any case), or, whatever its name (standard input has none), by its first characters:
 * `(;` after any spaces, line breaks and a byte order mark.
 */
export function isSgfInput(name: string, text: string): boolean {
  return /\.sgf$/i.test(name) || /^\uFEFF?\s*\(\s*;/.test(text);
}

function readProblem(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  return error instanceof Error ? error.message : String(error);
}
