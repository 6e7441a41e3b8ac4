/**
 * Guarantee: a record cannot drive the reader's terminal. Names, comments, titles and the values
 * that messages quote reach the output with every control character a terminal would obey
 * (escape sequences, bell, C1 controls, a bare carriage return) replaced by U+FFFD.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fixture, run } from './helpers.js';

/** Clear the screen, set the window title, write the clipboard, a C1 CSI, and a carriage return that would overwrite the line. */
const ESCAPES = ['\u001b[2J', '\u001b\\]0;owned\u0007', '\u001b\\]52;c;ZXZpbA==\u0007', '\u009b31m', 'fake\rline'];
const CONTROLS = /[\u0000-\u0008\u000B-\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;

const HOSTILE = `(;GM[1]SZ[5]GN[${ESCAPES[1]}]PB[${ESCAPES[0]}]PW[${ESCAPES[3]}]C[${ESCAPES[2]}];B[cc]C[${ESCAPES.join(' ')}]N[${ESCAPES[4]}])`;

describe('hostile text in the CLI output', () => {
  test('show: game information and comments print without control characters, in every format', () => {
    const dir = fixture({ 'hostile.sgf': HOSTILE });
    for (const format of ['text', 'diagram', 'svg', 'json']) {
      const r = run(['show', '--format', format, 'hostile.sgf'], { cwd: dir });
      assert.equal(r.code, 0, `${format}: ${r.stderr}`);
      assert.doesNotMatch(r.stdout, CONTROLS, format);
    }
    const text = run(['show', 'hostile.sgf'], { cwd: dir }).stdout;
    assert.match(text, /^Game: \uFFFD\]0;owned\uFFFD$/m);
    assert.match(text, /^Comment: \uFFFD\[2J/m);
  });

  test('check: a message quoting a value from the file prints without control characters', () => {
    const dir = fixture({ 'size.sgf': `(;GM[1]SZ[${ESCAPES[0]}])` });
    const r = run(['check', 'size.sgf'], { cwd: dir });
    assert.equal(r.code, 1);
    assert.match(r.stdout, /ERR_SGF_SIZE: SZ\[\uFFFD\[2J\] is not a board size/);
    assert.doesNotMatch(r.stdout + r.stderr, CONTROLS);
  });
});
