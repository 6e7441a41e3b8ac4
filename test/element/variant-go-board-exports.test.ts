import { expect } from '@open-wc/testing';
import '../../src/variant-go-board.js';
import { createGame } from '../../src/engine/core.js';
import { writeDiagram } from '../../src/formats/diagram.js';
import { parseSgf, type SgfNode } from '../../src/formats/sgf.js';
import { markupOf } from '../../src/formats/markup.js';
import { variationsAt } from '../../src/formats/path-markup.js';
import { readRecord } from '../../src/formats/read-record.js';
import { renderSvg } from '../../src/render/index.js';
import type { VariantGoBoard } from '../../src/element/variant-go-board.component.js';
import { announced, board, button, part, tap } from './helpers.js';

const GAME =
  '(;GM[1]FF[4]SZ[9]KM[6.5]PB[Alice]PW[Bob]XX[kept]C[Start]' +
  ';B[ee]N[Tengen]' +
  '(;W[cc]TR[ee]LB[gg:x];B[gc])' +
  '(;W[gg]C[A variation.];B[cg]))';

/** A tree without text positions, for comparing trees read from different texts. */
function bare(node: SgfNode): unknown {
  return { props: node.props, children: node.children.map(bare) };
}

function firstTree(sgf: string): SgfNode {
  const read = parseSgf(sgf);
  if (!read.ok) throw new Error(read.error.message);
  return read.trees[0]!;
}

function label(el: VariantGoBoard): string {
  return part(el, 'board')!.getAttribute('aria-label')!;
}

describe('<variant-go-board> exports', () => {
  // The synchronous exports need their writers, which load on the first export call.

  it('toSvg draws the position shown exactly as renderSvg draws the engine’s view', async () => {
    const { el } = await board({ size: '9', moves: 'E5 C3 G7', move: '2', coordinates: '' });
    const game = createGame({ variant: 'go', size: 9 });
    game.play('E5');
    game.play('C3');
    expect(await el.toSvg()).to.equal(renderSvg(game.view(), { coordinates: true, title: label(el) }).svg);
  });

  it('toSvg of a record node includes its markup and variation marks, as the board draws them', async () => {
    const { el } = await board({ sgf: GAME, move: '1' });
    const record = readRecord(firstTree(GAME));
    if (!record.ok) throw new Error(record.error.message);
    const view = record.record.gameAt([0]).game.view();
    const markup = markupOf(record.record.nodeAt([0])!, 9, 9);
    const expected = renderSvg(view, { coordinates: false, markup: null, variations: variationsAt(record.record, [0]), title: label(el) });
    expect(markup.triangles).to.have.length(0);
    expect(await el.toSvg()).to.equal(expected.svg);
    expect(await el.toSvg()).to.contain('variation-text');
  });

  it('toSgf gives back the record that came in (unknown properties kept), with the reader’s variations', async () => {
    const { el } = await board({ sgf: GAME, move: '1', mode: 'play', size: '9' });
    expect(bare(firstTree(await el.toSgf()))).to.deep.equal(bare(firstTree(GAME)));
    await tap(el, 'D4');
    const after = firstTree(await el.toSgf());
    expect(after.children[0]!.children.map((child) => child.props)).to.deep.equal([{ W: ['cc'], TR: ['ee'], LB: ['gg:x'] }, { W: ['gg'], C: ['A variation.'] }, { W: ['df'] }]);
  });

  it('toSgf keeps the other games of a collection', async () => {
    const { el } = await board({ sgf: '(;SZ[9];B[ee])(;SZ[13];B[gg])' });
    const read = parseSgf(await el.toSgf());
    expect(read.ok && read.trees.map(bare)).to.deep.equal([bare(firstTree('(;SZ[9];B[ee])')), bare(firstTree('(;SZ[13];B[gg])'))]);
  });

  it('toSgf of moves is a record of the game with its rule set', async () => {
    const { el } = await board({ variant: 'no-seki', size: '9', moves: 'E5 ghost:C3' });
    const root = firstTree(await el.toSgf());
    expect(root.props.SZ).to.deep.equal(['9']);
    expect(root.props.ZVR?.[0]).to.match(/^no-seki/);
    expect(root.children[0]!.props).to.deep.equal({ B: ['ee'] });
    expect(root.children[0]!.children[0]!.props).to.deep.equal({ W: ['cg'], ZVK: ['ghost'] });
  });

  it('toDiagram writes the position shown with its markup', async () => {
    const { el } = await board({ sgf: GAME, move: '2' });
    const record = readRecord(firstTree(GAME));
    if (!record.ok) throw new Error(record.error.message);
    const view = record.record.gameAt([0, 0]).game.view();
    const diagram = (await el.toDiagram());
    expect(diagram).to.equal(writeDiagram(view, { coordinates: false, markup: markupOf(record.record.nodeAt([0, 0])!, 9, 9) }));
    expect(diagram).to.match(/^\$\$/);
    expect(diagram).to.contain('Y');
  });

  it('toPng gives a PNG image of the drawing, larger with a scale', async () => {
    const { el } = await board({ size: '9', moves: 'E5 C3' });
    const png = await el.toPng();
    expect(png.type).to.equal('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).to.equal('PNG');
    const width = new DataView(bytes.buffer).getUint32(16);
    const double = new DataView(await (await el.toPng(2)).arrayBuffer()).getUint32(16);
    expect(Math.abs(double - width * 2)).to.be.at.most(1);
  });

  it('the exports attribute adds labelled download buttons that offer each file', async () => {
    const { el } = await board({ sgf: GAME, exports: '' });
    const group = part(el, 'exports')!;
    expect(group.getAttribute('role')).to.equal('group');
    const names = [...group.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).to.deep.equal(['Download SGF', 'Download Diagram', 'Download SVG', 'Download PNG']);
    const offered: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      offered.push(this.download);
    };
    try {
      button(el, 'Download SGF').click();
      button(el, 'Download PNG').click();
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(offered).to.deep.equal(['Alice-vs-Bob.sgf', 'Alice-vs-Bob.png']);
    expect(announced(el)).to.equal('Downloading Alice-vs-Bob.png');
    await expect(el).to.be.accessible();
  });
});
