/**
 * Large records as real collections are: a joseki dictionary of Kogo's shape (1.3 MB, 70,000
 * nodes, 100 first moves, lines up to 40 moves) is read within the board's limits, in slices
 * that give the answer of one read, and its record is lazy: loading replays the main line only,
 * and the game at any node, however deep, is the replay of its path from the root.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { createGame, type Game } from '../../src/engine/index.js';
import { SgfParse, parseSgf, sgfPointToCoord, type SgfNode } from '../../src/formats/sgf.js';
import { SLICE_CHARS, TreeReading } from '../../src/element/load-record.js';
import { readTree } from './read-tree.js';
import { SGF_LIMITS } from '../../src/element/record-limits.js';
import type { TreeRecord } from '../../src/element/tree-record.js';
import { seededRandom } from '../seeded-random.js';
import { KOGO_SHAPE, josekiSgf } from './limits-inputs.js';

/** Nodes under `root` and the root's own, walked with a stack. */
function nodeCount(root: SgfNode): number {
  let count = 0;
  const pending = [root];
  while (pending.length > 0) {
    count++;
    pending.push(...pending.pop()!.children);
  }
  return count;
}

/** Counts the moves every game plays while `work` runs. */
function playsDuring(work: () => void): number {
  const prototype = Object.getPrototypeOf(createGame({ variant: 'go', size: 9 })) as Game;
  const play = prototype.play;
  let plays = 0;
  prototype.play = function (this: Game, ...args: Parameters<Game['play']>) {
    plays++;
    return play.apply(this, args);
  };
  try {
    work();
  } finally {
    prototype.play = play;
  }
  return plays;
}

/** The stones of `game`'s position, as `x,y:color`, sorted. */
function stonesOf(game: Game): string[] {
  const view = game.view();
  return view.points.flatMap((p, i) => (p.color ? [`${i % view.width},${Math.floor(i / view.width)}:${p.color}`] : [])).sort();
}

describe('large records: a joseki dictionary of Kogo’s shape', () => {
  let text = '';
  let record: TreeRecord;
  before(() => {
    text = josekiSgf();
    const read = readTree({ kind: 'sgf', text });
    assert.ok(read.ok, read.ok ? '' : `${read.error.code}: ${read.error.message}`);
    record = read.record;
  });

  test('the generated dictionary has the shape of Kogo’s: about 1.3 MB, 70,001 nodes, 100 first moves', () => {
    assert.ok(text.length > 1_200_000 && text.length < 1_400_000, `${text.length} characters`);
    assert.equal(nodeCount(record.root), KOGO_SHAPE.nodes + 1);
    assert.equal(record.root.children.length, KOGO_SHAPE.firstMoves);
    assert.ok(KOGO_SHAPE.nodes < SGF_LIMITS.maxNodes && KOGO_SHAPE.firstMoves < SGF_LIMITS.maxVariations);
  });

  test('read a slice at a time, it gives what one parseSgf gives, in more than one slice', () => {
    const parse = new SgfParse(text);
    let slices = 1;
    let sliced = parse.advance(SLICE_CHARS);
    while (!sliced) {
      slices++;
      sliced = parse.advance(SLICE_CHARS);
    }
    assert.ok(slices > text.length / SLICE_CHARS, `${slices} slices`);
    assert.deepEqual(sliced, parseSgf(text));
  });

  test('the board’s reading takes several steps and gives the record readTree gives', () => {
    const reading = new TreeReading({ kind: 'sgf', text }, {});
    let steps = 1;
    let read = reading.step();
    for (; !read; steps++) read = reading.step();
    assert.ok(read.ok);
    assert.ok(steps > 1, `${steps} steps`);
    assert.deepEqual(read.record.root, record.root);
  });

  test('loading replays the main line only, not the tree', () => {
    let main = 0;
    for (let node = record.root; node.children[0]; node = node.children[0]) main++;
    const plays = playsDuring(() => assert.ok(readTree({ kind: 'sgf', text }).ok));
    assert.ok(plays <= main, `${plays} moves played for a main line of ${main}`);
  });

  test('the game at a deep node, reached by choosing variations, is the replay of its path from the root', () => {
    const random = seededRandom(5);
    for (let tries = 0; tries < 20; tries++) {
      record.show(0);
      const played = createGame({ variant: 'go', size: 19 });
      // Down a random path to a leaf, choosing a variation at each node.
      while (record.node.children.length > 0) {
        const index = Math.floor(random() * record.node.children.length);
        const child = record.node.children[index]!;
        assert.ok(record.choose(index));
        const value = child.props.B?.[0] ?? child.props.W?.[0];
        assert.ok(played.play(sgfPointToCoord(value!)!, { color: child.props.B ? 'black' : 'white' }).ok);
        assert.deepEqual(stonesOf(record.game), stonesOf(played), `at ${record.path.join('.')}`);
      }
      assert.deepEqual(record.game.view(), record.sgf.gameAt(record.path).game.view());
      // And back up the same path, a step at a time.
      for (let depth = record.path.length - 1; depth >= 0; depth--) {
        played.undo();
        record.show(depth);
        assert.deepEqual(stonesOf(record.game), stonesOf(played), `back at depth ${depth}`);
      }
    }
  });
});
