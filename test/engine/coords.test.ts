import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { COLUMN_LETTERS, parseMove, parsePoint } from '../../src/engine/index.js';

/**
 * The notation as its definition reads (a column letter A-Z without I, then a row of one or two
 * digits, case and surrounding spaces free), written the plain way, to hold the engine's
 * character-code reading to it.
 */
function pointByDefinition(text: string, width: number, height: number): { x: number; y: number } | 'syntax' | 'no-i' | 'off-board' {
  const match = /^([a-z])(\d{1,2})$/i.exec(text.trim());
  if (!match) return 'syntax';
  const letter = match[1]!.toUpperCase();
  if (letter === 'I') return 'no-i';
  const x = COLUMN_LETTERS.indexOf(letter);
  const row = Number(match[2]);
  return x >= width || row < 1 || row > height ? 'off-board' : { x, y: height - row };
}

const TEXTS = [
  ...['D4', 'd4', 'D04', 'd16', 'T19', 't19', 'A1', 'a01', 'Z25', 'z9', 'J10', 'H8', ' q16 ', '\tD4\n'],
  ...['D0', 'D00', 'A20', 'U19', 'T26', 'I5', 'i5', 'I05', 'D', '4', 'D123', 'DD4', '4D', 'D-1', 'D4x', 'D 4', 'é4', '@4', '[4', '`4', '{4', 'D٤', ''],
];

describe('move notation', () => {
  it('reads every point as the notation defines it: letter A-Z without I, row 1 at the bottom, case and spaces free', () => {
    for (const [width, height] of [[19, 19], [9, 9], [25, 25], [13, 7]] as const) {
      const texts = [...TEXTS, ...Array.from({ length: width * height }, (_, p) => `${COLUMN_LETTERS[p % width]}${height - Math.floor(p / width)}`)];
      for (const text of texts) {
        const expected = pointByDefinition(text, width, height);
        const read = parseMove(text, width, height);
        const where = `'${text}' on ${width}x${height}`;
        if (typeof expected === 'object') {
          assert.deepEqual(read, { kind: 'place', ...expected, piece: 'stone' }, where);
          assert.deepEqual(parsePoint(text, width, height), expected, where);
          assert.deepEqual(parseMove(`ghost:${text.trim()}`, width, height), { kind: 'place', ...expected, piece: 'ghost' }, where);
          continue;
        }
        assert.equal(parsePoint(text, width, height), null, where);
        assert.ok('code' in read, where);
        assert.equal(read.code, expected === 'off-board' ? 'ERR_OFF_BOARD' : 'ERR_MOVE_SYNTAX', where);
        assert.equal(read.message.includes('column letter I'), expected === 'no-i', where);
        assert.ok(read.message.startsWith(`'${text.trim()}' is not a`), `${where}: ${read.message}`);
      }
    }
  });

  it('reads pass and return in any case, and nothing else of four letters or more as a point', () => {
    assert.deepEqual(parseMove(' PASS ', 19), { kind: 'pass' });
    assert.deepEqual(parseMove('Return', 19), { kind: 'return' });
    const long = parseMove('D4D4', 19);
    assert.ok('code' in long && long.code === 'ERR_MOVE_SYNTAX' && long.message.startsWith("'D4D4' is not a move"));
  });
});
