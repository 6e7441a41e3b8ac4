/**
 * Reading what the commands are given: files, directories (searched for `.sgf` files) and
 * standard input (`-`). Files are read as bytes and decoded by the formats' one decoding path
 * (src/formats/decode.ts), as the element decodes `src`.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync, readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { isatty } from 'node:tty';
import { decodeText, type CharsetWarning } from '../formats/decode.js';
import { startsLikeSgf } from '../formats/sgf-start.js';
import { fileName } from './terminal-text.js';

/** A file to read, as named on the command line or found in a directory. */
export interface InputFile {
  /** The name shown in messages: the path, its control characters escaped ({@link fileName}). */
  name: string;
  /** The path to read: as given, joined with the directory's entries. */
  path: string;
  /** `true` for standard input. */
  stdin: boolean;
}

/** A path that gave nothing to read, with the reason in words. */
export interface ReadFailure {
  /** The path, escaped as {@link InputFile.name}. */
  name: string;
  /** `ERR_FILE`: it cannot be read; `ERR_NOTHING_FOUND`: a directory with no `.sgf` file under it. */
  code: 'ERR_FILE' | 'ERR_NOTHING_FOUND';
  message: string;
}

/** A file's text, with the warnings of its decoding. */
export type ReadText = { ok: true; text: string; warnings: CharsetWarning[] } | { ok: false; message: string };

/** Name shown for standard input. */
export const STDIN_NAME = '<stdin>';

/**
 * Expands the command line's paths: files stay as given (any extension), directories give
 * their `.sgf` files, recursively, sorted by name so runs are reproducible. A path that does
 * not exist, is not a regular file (a FIFO, a device, a socket: reading one could block or never
 * end) or is a directory with no `.sgf` file under it becomes a failure rather than an exception.
 */
export function expandPaths(paths: readonly string[]): { files: InputFile[]; failures: ReadFailure[] } {
  const files: InputFile[] = [];
  const failures: ReadFailure[] = [];
  const fail = (path: string, message: string, code: ReadFailure['code'] = 'ERR_FILE'): void => {
    failures.push({ name: fileName(path), code, message });
  };
  for (const path of paths) {
    if (path === '-') {
      files.push({ name: STDIN_NAME, path, stdin: true });
      continue;
    }
    let stats: Stats;
    try {
      stats = statSync(path);
    } catch (error) {
      fail(path, readProblem(error));
      continue;
    }
    if (stats.isFile()) {
      files.push({ name: fileName(path), path, stdin: false });
      continue;
    }
    if (!stats.isDirectory()) {
      fail(path, notRegular(stats));
      continue;
    }
    const found = walk(path, fail);
    if (found.length === 0) fail(path, `no .sgf files found under ${fileName(path)}`, 'ERR_NOTHING_FOUND');
    found.sort();
    for (const name of found) files.push({ name: fileName(name), path: name, stdin: false });
  }
  return { files, failures };
}

/**
 * `.sgf` files under a directory (any case of the extension), depth first. Only regular files,
 * and links to them, are taken; linked directories are not followed, so a walk cannot loop.
 */
function walk(directory: string, fail: (path: string, message: string) => void): string[] {
  const out: string[] = [];
  const pending = [directory];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      fail(dir, readProblem(error));
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

/** Whether a path (a symbolic link, say) leads to a regular file. */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Reads a file and decodes it, or says why it cannot. `sgf` says whether it is an SGF file,
 * whose `CA` names its charset (by default, decided by its first bytes). A path is opened
 * without blocking and read only when it is a regular file: it may have become a FIFO since it
 * was listed.
 */
export function readText(file: InputFile, sgf?: boolean): ReadText {
  let fd: number | null = null;
  try {
    let bytes: Uint8Array;
    if (file.stdin) {
      // A pipe, a file or a terminal; a device such as /dev/zero would never end.
      const stats = fstatSync(0);
      if (stats.isCharacterDevice() && !isatty(0)) {
        return { ok: false, message: 'standard input is a device, not a terminal (such as /dev/zero); give a file, a pipe or a terminal' };
      }
      bytes = readFileSync(0);
    } else {
      fd = openSync(file.path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
      const stats = fstatSync(fd);
      if (!stats.isFile()) return { ok: false, message: stats.isDirectory() ? 'is a directory' : notRegular(stats) };
      bytes = readFileSync(fd);
    }
    const decoded = decodeText(bytes, sgf === undefined ? {} : { sgf });
    return { ok: true, text: decoded.text, warnings: decoded.warnings };
  } catch (error) {
    return { ok: false, message: readProblem(error) };
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/**
 * Whether a file is read as SGF rather than as text holding diagrams: by its extension
 * (`.sgf`, any case), or, whatever its name (standard input has none), by its first characters:
 * `(;`, or `(` and a property, after any spaces, line breaks and a byte order mark.
 */
export function isSgfInput(name: string, text: string): boolean {
  return /\.sgf$/i.test(name) || startsLikeSgf(text);
}

/** Why a path that is neither a file nor a directory is not read. */
function notRegular(stats: Stats): string {
  const kind = stats.isFIFO()
    ? 'a FIFO'
    : stats.isCharacterDevice()
      ? 'a character device'
      : stats.isBlockDevice()
        ? 'a block device'
        : stats.isSocket()
          ? 'a socket'
          : 'not a file';
  return `not a regular file (${kind}); only files and directories are read`;
}

function readProblem(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'ELOOP') return 'too many levels of symbolic links (a link loop)';
  if (code === 'ENOTDIR') return 'a part of the path is not a directory';
  // Node's messages quote the path as it is: escape it like a name.
  return fileName(error instanceof Error ? error.message : String(error));
}
