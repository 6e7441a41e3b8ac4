// The demo's problem collection (demo/public/problems/basics.sgf): readable, legal, and verified by
// the collection's checker (scripts/check-problems.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { firstRightMove } from '../../src/formats/problem-judging.js';
import { check } from '../../scripts/check-problems.js';
import { describeLine, linesOf, playLine, posedFor, readProblems } from '../../scripts/problems.js';

const problems = readProblems();

describe('the demo problem collection', () => {
  test('holds at least twenty problems, each on 19x19 with a name and a root comment saying the task', () => {
    assert.ok(problems.length >= 20, `${problems.length} problems`);
    for (const { index, name, root, size } of problems) {
      assert.equal(size, 19, `problem ${index}`);
      assert.ok(root.props.GN?.[0], `problem ${index} has no GN`);
      assert.match(root.props.C?.[0] ?? '', /\b(Black|White) to (capture|cut|live|kill)\b/, `problem ${index} (${name})`);
    }
  });

  test('every move of every line is legal under standard Go, in turn', () => {
    for (const problem of problems) {
      for (const line of linesOf(problem.root)) {
        const played = playLine(problem, line);
        assert.ok(played.ok, `${problem.index}. ${problem.name}: ${describeLine(line, problem.size)}: ${played.ok ? '' : played.message}`);
      }
    }
  });

  test('every problem has a right first move by the puzzle judging', () => {
    for (const { index, name, root } of problems) {
      assert.ok(firstRightMove(root, posedFor(root)) >= 0, `${index}. ${name}`);
    }
  });

  test('every first move judged right works against every defence, and every one judged wrong fails (capture); every line ends alive or dead as judged (life and death)', () => {
    for (const problem of problems) assert.deepEqual(check(problem), [], `${problem.index}. ${problem.name}`);
  });
});
