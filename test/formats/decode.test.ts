import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { charsetOf, decodeText } from '../../src/formats/decode.js';
import { parseSgf } from '../../src/formats/sgf.js';

/** ASCII text as bytes, with `bytes` spliced in for each `@`. */
function bytesOf(text: string, ...parts: number[][]): Uint8Array {
  const out: number[] = [];
  let part = 0;
  for (const ch of text) {
    if (ch === '@') out.push(...parts[part++]!);
    else out.push(ch.charCodeAt(0));
  }
  return Uint8Array.from(out);
}

/** "李昌" in GB2312. */
const LEE_GB = [0xc0, 0xee, 0xb2, 0xfd];
const LEE = '李昌';
/** "本因坊" in Shift_JIS. */
const HONINBO_SJIS = [0x96, 0x7b, 0x88, 0xf6, 0x96, 0x56];
const HONINBO = '本因坊';

function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const out: number[] = bom ? (order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out.push(...(order === 'le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff]));
  }
  return Uint8Array.from(out);
}

describe('decodeText: the charset a record names', () => {
  test('CA[GB2312] is read as GB18030, its superset, with no warning', () => {
    const decoded = decodeText(bytesOf('(;CA[GB2312]PB[@])', LEE_GB));
    assert.equal(decoded.text, `(;CA[GB2312]PB[${LEE}])`);
    assert.equal(decoded.charset, 'gb18030');
    assert.deepEqual(decoded.warnings, []);
  });

  test('common misspellings of charsets real files carry are read', () => {
    for (const [label, encoding] of [
      ['UTF8', 'utf-8'],
      ['utf-8', 'utf-8'],
      ['gbk', 'gb18030'],
      ['GB_2312', 'gb18030'],
      ['ISO-8859-1', 'windows-1252'],
      ['latin1', 'windows-1252'],
      ['SJIS', 'shift_jis'],
      ['Shift-JIS', 'shift_jis'],
      ['EUC-KR', 'euc-kr'],
      ['big5', 'big5'],
    ] as const) {
      assert.equal(charsetOf(label), encoding, label);
    }
    assert.equal(charsetOf('klingon'), null);
  });

  test('CA[SJIS] reads Shift_JIS bytes', () => {
    const decoded = decodeText(bytesOf('(;CA[SJIS]GN[@])', HONINBO_SJIS));
    assert.equal(decoded.text, `(;CA[SJIS]GN[${HONINBO}])`);
    assert.deepEqual(decoded.warnings, []);
  });

  test('CA[ISO-8859-1] reads Latin-1 bytes', () => {
    const decoded = decodeText(bytesOf('(;CA[ISO-8859-1]PB[Ren@])', [0xe9]));
    assert.equal(decoded.text, '(;CA[ISO-8859-1]PB[René])');
    assert.deepEqual(decoded.warnings, []);
  });

  test('an unknown charset is a warning at CA, and the text is read as UTF-8', () => {
    const decoded = decodeText(new TextEncoder().encode(`(;GM[1]\nCA[klingon]PB[${LEE}])`));
    assert.equal(decoded.text, `(;GM[1]\nCA[klingon]PB[${LEE}])`);
    assert.deepEqual(
      decoded.warnings.map((w) => [w.code, w.line, w.column]),
      [['WARN_CHARSET_UNKNOWN', 2, 1]],
    );
    assert.match(decoded.warnings[0]!.message, /CA\[klingon\]/);
  });

  test('a CA naming another charset over UTF-8 bytes is read as UTF-8, with a warning', () => {
    const decoded = decodeText(new TextEncoder().encode(`(;CA[GB2312]PB[${LEE}])`));
    assert.equal(decoded.text, `(;CA[GB2312]PB[${LEE}])`);
    assert.deepEqual(decoded.warnings.map((w) => w.code), ['WARN_CHARSET_MISMATCH']);
  });

  test('bytes that are neither UTF-8 nor the charset named show U+FFFD, with a warning placed at the first', () => {
    const decoded = decodeText(bytesOf('(;CA[Shift_JIS]\nPB[@])', [0x81, 0x20, 0xff]));
    assert.equal(decoded.charset, 'shift_jis');
    assert.ok(decoded.text.includes('\uFFFD'));
    assert.deepEqual(decoded.warnings.map((w) => [w.code, w.line, w.column]), [['WARN_CHARSET_INVALID', 2, 4]]);
  });

  test('without CA, bytes that are not UTF-8 are read as GB18030 with a warning', () => {
    const decoded = decodeText(bytesOf('(;PB[@])', LEE_GB));
    assert.equal(decoded.text, `(;PB[${LEE}])`);
    assert.deepEqual(decoded.warnings.map((w) => w.code), ['WARN_CHARSET_GUESSED']);
  });

  test('without CA, Latin-1 bytes (accented letters one by one) are read as ISO-8859-1, not as GB18030', () => {
    const decoded = decodeText(bytesOf('(;PB[Caf@s Ren@e])', [0xe9], [0xe9]));
    assert.equal(decoded.text, '(;PB[Cafés Renée])');
    assert.equal(decoded.charset, 'windows-1252');
    assert.deepEqual(decoded.warnings.map((w) => w.code), ['WARN_CHARSET_GUESSED']);
    assert.match(decoded.warnings[0]!.message, /read as ISO-8859-1/);
  });

  test('CA is read only in SGF: a page that mentions CA[...] in prose is read as UTF-8', () => {
    const page = new TextEncoder().encode(`Write CA[GB2312] for ${LEE}.\n$$ . X`);
    assert.equal(decodeText(page).text, `Write CA[GB2312] for ${LEE}.\n$$ . X`);
    assert.equal(decodeText(bytesOf('x CA[GB2312]PB[@]', LEE_GB), { sgf: true }).text, `x CA[GB2312]PB[${LEE}]`);
  });

  test('a CA inside a value is no CA', () => {
    const decoded = decodeText(new TextEncoder().encode(`(;C[ECA[klingon]]PB[${LEE}])`));
    assert.deepEqual(decoded.warnings, []);
  });
});

describe('decodeText: byte order marks and UTF-16', () => {
  const record = `(;CA[UTF-16LE]PB[${LEE}];B[aa])`;

  test('a UTF-8 byte order mark is dropped, whatever CA says', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`(;CA[GB2312]PB[${LEE}])`)]);
    assert.deepEqual(decodeText(bytes), { text: `(;CA[GB2312]PB[${LEE}])`, charset: 'utf-8', warnings: [] });
  });

  for (const order of ['le', 'be'] as const) {
    test(`UTF-16${order.toUpperCase()} with its byte order mark is decoded and parses`, () => {
      const decoded = decodeText(utf16(record, order, true));
      assert.equal(decoded.text, record);
      assert.deepEqual(decoded.warnings, []);
      const parsed = parseSgf(decoded.text);
      assert.ok(parsed.ok);
      assert.deepEqual(parsed.trees[0]!.props.PB, [LEE]);
    });

    test(`UTF-16${order.toUpperCase()} without a byte order mark is told by its zero bytes`, () => {
      assert.equal(decodeText(utf16(record, order, false)).text, record);
    });
  }

  test('UTF-16 cut in the middle of a character is read, with a warning', () => {
    const bytes = utf16(record, 'le', true);
    const decoded = decodeText(bytes.subarray(0, bytes.length - 1));
    assert.deepEqual(decoded.warnings.map((w) => w.code), ['WARN_CHARSET_INVALID']);
  });

  test('CA[UTF-16] over 8-bit bytes is a mismatch, read as UTF-8', () => {
    const decoded = decodeText(new TextEncoder().encode(`(;CA[UTF-16]PB[${LEE}])`));
    assert.equal(decoded.text, `(;CA[UTF-16]PB[${LEE}])`);
    assert.deepEqual(decoded.warnings.map((w) => w.code), ['WARN_CHARSET_MISMATCH']);
  });
});
