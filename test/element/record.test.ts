/**
 * Reading the game back: `record`, the record as SGF with the reader's moves, and `vgb-change`,
 * fired once for each change the reader makes to it and never for what the page sets.
 */
import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import type { VgbChangeEvent } from '../../src/element/events/vgb-change.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { board, button, puzzle, record, tap } from './helpers.js';

/** The SGF of each `vgb-change` seen. */
const sgfs = (seen: Event[]): string[] => (seen as VgbChangeEvent[]).map((event) => event.detail.sgf);

/** The moves of a one-line SGF record, as written (`B[ee]`, `W[]`). */
const movesOf = (sgf: string): string[] => [...sgf.matchAll(/;([BW]\[[a-z]*\])/g)].map(([, move]) => move!);

/** A record with variations: after B E5 (ee), White's C3 (cg) is the main line and G3 (gg) a variation. */
const TREE = '(;GM[1]FF[4]SZ[9];B[ee](;W[cg];B[gc])(;W[gg]))';

describe('record and vgb-change', () => {
  describe('play mode on moves', () => {
    it('record holds the page’s moves, then each move the reader adds, as toSgf() gives it', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5 C3' });
      expect(movesOf(el.record)).to.deep.equal(['B[ee]', 'W[cg]']);
      await tap(el, 'G7');
      expect(movesOf(el.record)).to.deep.equal(['B[ee]', 'W[cg]', 'B[gc]']);
      expect(el.record).to.equal(await el.toSgf());
    });

    it('fires vgb-change once per move, its sgf the record after it', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
      const seen = record(el, 'vgb-change');
      await tap(el, 'C3');
      await tap(el, 'G7');
      expect(seen).to.have.length(2);
      expect(movesOf(sgfs(seen)[0]!)).to.deep.equal(['B[ee]', 'W[cg]']);
      expect(sgfs(seen)[1]).to.equal(el.record);
      expect((seen[0] as VgbChangeEvent).detail.diagram).to.equal(undefined);
    });

    it('a move in the past of moves replaces the later moves: the sgf has them no more', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5 C3 G7', move: '1' });
      const seen = record(el, 'vgb-change');
      await tap(el, 'D4');
      expect(seen).to.have.length(1);
      expect(movesOf(sgfs(seen)[0]!)).to.deep.equal(['B[ee]', 'W[df]']);
    });

    it('a pass and Undo each change the record, each told once', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
      const seen = record(el, 'vgb-change');
      button(el, 'Pass').click();
      await el.updateComplete;
      expect(movesOf(el.record)).to.deep.equal(['B[ee]', 'W[]']);
      button(el, 'Undo').click();
      await el.updateComplete;
      expect(sgfs(seen).map(movesOf)).to.deep.equal([['B[ee]', 'W[]'], ['B[ee]']]);
    });

    it('a prisoner returned (Tile Go) and a ghost (No Seki Go) change the record', async () => {
      const tile = await board({ mode: 'play', variant: 'tile', size: '9', moves: 'E5' });
      const returned = record(tile.el, 'vgb-change');
      button(tile.el, 'Return a prisoner').click();
      await tile.el.updateComplete;
      expect(returned).to.have.length(1);
      expect(sgfs(returned)[0]).to.match(/;W\[\]ZVK\[return\]/);

      const noSeki = await board({ mode: 'play', variant: 'no-seki', size: '9', moves: 'E5' });
      const ghost = record(noSeki.el, 'vgb-change');
      button(noSeki.el, 'Ghost').click();
      await tap(noSeki.el, 'C3');
      expect(ghost).to.have.length(1);
      expect(sgfs(ghost)[0]).to.match(/;W\[cg\]ZVK\[ghost\]/);
    });
  });

  describe('play mode on an SGF record with variations', () => {
    it('a move the tree holds only follows it: no vgb-change, the record as it was', async () => {
      const { el } = await board({ mode: 'play', sgf: TREE, move: '1' });
      const before = el.record;
      const seen = record(el, 'vgb-change', 'vgb-move');
      await tap(el, 'G3');
      expect(seen.map((event) => event.type)).to.deep.equal(['vgb-move']);
      expect(el.record).to.equal(before);
    });

    it('a new variation is told once and is in record, beside the others; Undo takes it out again', async () => {
      const { el } = await board({ mode: 'play', sgf: TREE, move: '1' });
      const before = el.record;
      const seen = record(el, 'vgb-change');
      await tap(el, 'D4');
      expect(seen).to.have.length(1);
      const sgf = sgfs(seen)[0]!;
      expect(sgf).to.equal(el.record);
      for (const move of ['W[cg]', 'B[gc]', 'W[gg]', 'W[df]']) expect(sgf).to.contain(move);
      button(el, 'Undo').click();
      await el.updateComplete;
      expect(seen).to.have.length(2);
      expect(sgfs(seen)[1]).to.equal(before);
    });
  });

  describe('what the page sets', () => {
    it('never fires vgb-change: moves, sgf, move and mode set from the page; record follows the new position', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
      await tap(el, 'C3');
      const seen = record(el, 'vgb-change');
      el.moves = 'D4 F6';
      await el.updateComplete;
      expect(movesOf(el.record)).to.deep.equal(['B[df]', 'W[fd]']);
      el.move = 1;
      el.mode = 'replay';
      await el.updateComplete;
      el.sgf = TREE;
      await el.updateComplete;
      expect(el.record).to.contain('W[gg]');
      expect(seen).to.have.length(0);
    });

    it('vgb-position-replace gives the reader’s record as SGF, the text record held before', async () => {
      const { el } = await board({ mode: 'play', size: '9', moves: 'E5' });
      await tap(el, 'C3');
      const held = el.record;
      const replaced = record(el, 'vgb-position-replace');
      el.moves = 'D4';
      await el.updateComplete;
      expect(replaced).to.have.length(1);
      expect((replaced[0] as Event & { detail: { sgf: string } }).detail.sgf).to.equal(held);
    });
  });

  describe('other modes', () => {
    it('puzzle mode: the reader’s answers are not the record, which stays the problem; no vgb-change', async () => {
      const el: VariantGoBoard = await puzzle();
      const problem = el.record;
      expect(problem).to.contain('C[Correct!]');
      const seen = record(el, 'vgb-change');
      await tap(el, 'D6');
      await tap(el, 'J1');
      expect(seen).to.have.length(0);
      expect(el.record).to.equal(problem);
    });

    it('edit mode: record is the editor’s document, as value', async () => {
      const { el } = await board({ mode: 'edit', size: '9', moves: 'E5' });
      expect(el.record).to.not.equal('');
      expect(el.record).to.equal(el.value);
    });
  });
});
