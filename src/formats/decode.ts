/**
 * Bytes of a record file to text: the one decoding path of the element (`src`) and the CLI.
 *
 * Which charset, first match wins: a byte order mark (UTF-8, UTF-16LE, UTF-16BE); UTF-16 without
 * one, told by its zero bytes; for SGF, the root's `CA[...]`, unless the bytes are UTF-8 and it
 * names another charset (editors re-save files as UTF-8 and keep the old `CA`); UTF-8; and for
 * bytes that are not UTF-8, GB18030 when they look like it (the charset of most records that
 * carry no `CA` and are not UTF-8: Chinese servers'), else ISO-8859-1, SGF's default. Whatever is not what the file says,
 * or cannot be decoded, is a warning; the text is always given.
 *
 * Uses `TextDecoder` only (browsers, and Node with its full ICU), so it runs anywhere. DOM-free.
 */
import { startsLikeSgf } from './sgf-start.js';
import { createLocator, type TextPosition } from './text-position.js';

/**
 * Stable codes of what decoding put up with.
 * - `WARN_CHARSET_UNKNOWN`: `CA` names a charset this reader cannot decode; the text was read as
 *   if it named none.
 * - `WARN_CHARSET_MISMATCH`: `CA` names a charset, but the bytes are UTF-8 (and not ASCII); read as UTF-8.
 * - `WARN_CHARSET_GUESSED`: no usable `CA`, and the bytes are not UTF-8: read as the charset guessed.
 * - `WARN_CHARSET_INVALID`: bytes that no charset tried reads (or broken UTF-16); they show as U+FFFD.
 */
export type CharsetWarningCode = 'WARN_CHARSET_UNKNOWN' | 'WARN_CHARSET_MISMATCH' | 'WARN_CHARSET_GUESSED' | 'WARN_CHARSET_INVALID';

/** A decoding warning, placed in the decoded text. */
export interface CharsetWarning extends TextPosition {
  code: CharsetWarningCode;
  message: string;
}

/** The text of some bytes, the charset it was read with, and what decoding put up with. */
export interface DecodedText {
  text: string;
  /** The `TextDecoder` encoding used: `utf-8`, `gb18030`, `utf-16le`... */
  charset: string;
  warnings: CharsetWarning[];
}

/** How to read the bytes. */
export interface DecodeOptions {
  /**
   * Whether the bytes are an SGF file, whose `CA` names its charset; by default, when they start
   * as one ({@link startsLikeSgf}). Other texts (a wiki page) may mention `CA[...]` in prose.
   */
  sgf?: boolean;
}

/** How far into the file the root's `CA` is looked for. */
const CA_WINDOW = 65_536;
/** Bytes looked at to tell UTF-16 without a byte order mark. */
const UTF16_WINDOW = 512;

/**
 * Spellings real files carry, by their letters and digits in lower case, and the decoder that reads
 * them. GB2312 and GBK files are read as GB18030, their superset, so that a character beyond the
 * charset named still reads. Labels not here go to `TextDecoder` as written (the WHATWG labels).
 */
const CHARSET_ALIASES: Readonly<Record<string, string>> = {
  utf8: 'utf-8',
  gb2312: 'gb18030',
  gbk: 'gb18030',
  cp936: 'gb18030',
  euccn: 'gb18030',
  gb18030: 'gb18030',
  sjis: 'shift_jis',
  shiftjis: 'shift_jis',
  cp932: 'shift_jis',
  mskanji: 'shift_jis',
  euckr: 'euc-kr',
  cp949: 'euc-kr',
  big5: 'big5',
  cp950: 'big5',
  latin1: 'windows-1252',
  iso88591: 'windows-1252',
  utf16: 'utf-16le',
  utf16le: 'utf-16le',
  utf16be: 'utf-16be',
};

/** Names people know, for messages. */
const CHARSET_NAMES: Readonly<Record<string, string>> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  gb18030: 'GB18030',
  'windows-1252': 'ISO-8859-1',
};

function charsetName(encoding: string): string {
  return CHARSET_NAMES[encoding] ?? encoding.toUpperCase();
}

/** The decoder encoding of a `CA` value, or `null` when no decoder reads it. */
export function charsetOf(label: string): string | null {
  const alias = CHARSET_ALIASES[label.toLowerCase().replace(/[^a-z0-9]/g, '')];
  try {
    return new TextDecoder(alias ?? label.trim()).encoding;
  } catch {
    return null;
  }
}

/** Decodes `bytes` as the charset they carry or show; see the module's comment for the order. */
export function decodeText(bytes: Uint8Array, options: DecodeOptions = {}): DecodedText {
  const bom = byteOrderMark(bytes);
  if (bom) return decodeAs(bytes.subarray(bom.length), bom.encoding);
  const utf16 = utf16WithoutMark(bytes);
  if (utf16) return decodeAs(bytes, utf16);

  const head = latin1(bytes.subarray(0, CA_WINDOW));
  const declared = (options.sgf ?? startsLikeSgf(head)) ? declaredCharset(head) : null;
  const named = declared ? charsetOf(declared.label) : null;
  const said = declared ? `CA[${declared.label}]` : '';
  const utf8 = tryDecode(bytes, 'utf-8');

  // A charset that reads these bytes, and what to say about the choice.
  let decoded: DecodedText;
  let warning: { code: CharsetWarningCode; message: string; atCa: boolean } | null = null;
  if (named && named !== 'utf-8' && !named.startsWith('utf-16') && (utf8 === null || isAscii(bytes))) {
    const text = tryDecode(bytes, named);
    if (text !== null) return { text, charset: named, warnings: [] };
    return invalid(bytes, named, `The file is not valid ${charsetName(named)}, as ${said} says, nor UTF-8`);
  }
  if (utf8 !== null) {
    decoded = { text: utf8, charset: 'utf-8', warnings: [] };
    if (named && named !== 'utf-8') {
      warning = { code: 'WARN_CHARSET_MISMATCH', message: `${said} names ${charsetName(named)}, but the file is UTF-8; it was read as UTF-8.`, atCa: true };
    }
  } else {
    const guess = looksLikeGb(bytes) && tryDecode(bytes, 'gb18030') !== null ? 'gb18030' : 'windows-1252';
    decoded = { text: new TextDecoder(guess).decode(bytes), charset: guess, warnings: [] };
    const why = named ? `${said} names ${charsetName(named)}, but the file is not ${charsetName(named)}` : 'The file names no charset it can be read with and is not UTF-8';
    warning = { code: 'WARN_CHARSET_GUESSED', message: `${why}; it was read as ${charsetName(guess)}. Write its charset in CA[...] if that is wrong.`, atCa: named !== null };
  }
  if (declared && !named) {
    decoded = withWarning(decoded, 'WARN_CHARSET_UNKNOWN', caOffset(decoded.text), `${said} names no charset this reader knows; the file was read as ${charsetName(decoded.charset)}.`);
  }
  if (warning) decoded = withWarning(decoded, warning.code, warning.atCa ? caOffset(decoded.text) : 0, warning.message);
  return decoded;
}

/** Decodes with a known encoding, warning at the first character that could not be read. */
function decodeAs(bytes: Uint8Array, encoding: string): DecodedText {
  const text = tryDecode(bytes, encoding);
  if (text !== null) return { text, charset: encoding, warnings: [] };
  return invalid(bytes, encoding, `The file is not valid ${charsetName(encoding)}`);
}

/** Decodes with replacement characters, warning at the first. */
function invalid(bytes: Uint8Array, encoding: string, said: string): DecodedText {
  const text = new TextDecoder(encoding).decode(bytes);
  const at = Math.max(0, text.indexOf('\uFFFD'));
  return withWarning({ text, charset: encoding, warnings: [] }, 'WARN_CHARSET_INVALID', at, `${said}: the characters it cannot read show as \uFFFD, the first here.`);
}

function withWarning(decoded: DecodedText, code: CharsetWarningCode, offset: number, message: string): DecodedText {
  return { ...decoded, warnings: [...decoded.warnings, { code, message, ...createLocator(decoded.text)(offset) }] };
}

/** Where the `CA` property stands in the decoded text. */
function caOffset(text: string): number {
  return declaredCharset(text.slice(0, CA_WINDOW))?.offset ?? 0;
}

function tryDecode(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

function latin1(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes);
}

function isAscii(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (byte >= 0x80) return false;
  return true;
}

/**
 * Whether bytes that are not UTF-8 look like Chinese in GB2312/GBK rather than Latin-1: most of
 * their high bytes come in GB2312 pairs (both bytes from A1, the lead at most F7). Latin-1 text has
 * its accented letters one by one among ASCII, which GB18030 would also read, as wrong characters.
 */
function looksLikeGb(bytes: Uint8Array): boolean {
  let paired = 0;
  let single = 0;
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i]!;
    if (lead < 0x80) continue;
    const trail = bytes[i + 1] ?? 0;
    if (lead >= 0xa1 && lead <= 0xf7 && trail >= 0xa1 && trail <= 0xfe) {
      paired += 2;
      i++;
    } else {
      single++;
    }
  }
  return paired >= single;
}

function byteOrderMark(bytes: Uint8Array): { encoding: string; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/**
 * UTF-16 written without a byte order mark: the text of a record is mostly ASCII, which UTF-16
 * writes as one zero byte and one other, so most pairs of the start have their zero on the same side.
 */
function utf16WithoutMark(bytes: Uint8Array): string | null {
  const pairs = Math.min(bytes.length, UTF16_WINDOW) >> 1;
  if (pairs < 2) return null;
  let zeroFirst = 0;
  let zeroSecond = 0;
  for (let i = 0; i < pairs; i++) {
    const a = bytes[2 * i]!;
    const b = bytes[2 * i + 1]!;
    if (a === 0 && b !== 0) zeroFirst++;
    else if (b === 0 && a !== 0) zeroSecond++;
  }
  if (zeroSecond * 4 >= pairs * 3) return 'utf-16le';
  if (zeroFirst * 4 >= pairs * 3) return 'utf-16be';
  return null;
}

/**
 * The `CA` value of the first record, read in the bytes taken as Latin-1 (the property is ASCII
 * in every charset that can carry it), and its offset there: an identifier `CA` standing where a
 * property starts (after `;`, `]` or white space), not inside a word of a value.
 */
function declaredCharset(head: string): { label: string; offset: number } | null {
  const match = /(^|[;\]\s])CA\s*\[\s*([^\]]*?)\s*\]/.exec(head);
  if (!match || !match[2]) return null;
  return { label: match[2], offset: match.index + match[1]!.length };
}
