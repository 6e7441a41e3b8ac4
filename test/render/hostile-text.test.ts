/**
 * Guarantee: text from a record (labels, titles, comments, names) comes out of the string
 * writers as inert text. The static SVG holds only the elements and attributes the renderer
 * writes, with the text escaped and readable back exactly; SGF and `$$` values read back as
 * written and cannot add properties, nodes or diagram lines.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createGame } from '../../src/engine/index.js';
import { parseDiagram, writeDiagram } from '../../src/formats/diagram.js';
import { emptyMarkup, markupOf } from '../../src/formats/markup.js';
import { parseSgf, writeSgf, type SgfNode } from '../../src/formats/sgf.js';
import { renderSvg } from '../../src/render/index.js';
import { STYLE_RULES } from '../../src/render/palette.js';
import { PAYLOADS } from './hostile-payloads.js';

/** Every element and attribute the SVG writer can write. */
const SVG_TAGS = new Set(['svg', 'title', 'desc', 'defs', 'radialGradient', 'stop', 'style', 'rect', 'circle', 'path', 'text']);
/** Every attribute: the document's, the geometry's, and the presentation attributes of the style rules. */
const SVG_ATTRIBUTES = new Set([
  ...['xmlns', 'class', 'viewBox', 'role', 'aria-label', 'aria-hidden', 'id', 'offset', 'stop-color', 'stop-opacity'],
  ...['cx', 'cy', 'r', 'x', 'y', 'width', 'height', 'rx', 'd', 'font-size'],
  ...Object.values(STYLE_RULES).flatMap((rule) => Object.keys(rule)),
]);
const ENTITY = /&(?:amp|lt|gt|quot|#39);/g;
const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** Characters an XML document cannot hold. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface SvgElement {
  tag: string;
  attributes: Map<string, string>;
  text: string;
}

/**
 * Reads the writer's SVG strictly: well-formed, only known tags and attributes, text and values
 * with no `<` or bare `&`. Fails the test on anything else; returns the elements in order.
 */
function readSvg(svg: string): SvgElement[] {
  assert.doesNotMatch(svg, NOT_XML, 'the SVG holds a character XML cannot hold');
  const elements: SvgElement[] = [];
  const open: SvgElement[] = [];
  const tag = /<(\/?)([A-Za-z]+)((?:\s+[A-Za-z:-]+="[^"<]*")*)\s*(\/?)>/y;
  const text = /[^<]*/y;
  let at = 0;
  while (at < svg.length) {
    text.lastIndex = at;
    const between = text.exec(svg)![0];
    assert.doesNotMatch(between.replace(ENTITY, ''), /&/, `a bare & in text: ${between}`);
    if (open.length > 0) open[open.length - 1]!.text += between.replace(ENTITY, (e) => UNESCAPE[e]!);
    at += between.length;
    if (at >= svg.length) break;
    tag.lastIndex = at;
    const match = tag.exec(svg);
    assert.ok(match, `not a tag the writer writes, at ${at}: ${svg.slice(at, at + 60)}`);
    const [whole, closing, name, attributeText, selfClosing] = match;
    at += whole.length;
    assert.ok(SVG_TAGS.has(name!), `an element the writer never writes: <${name}>`);
    if (closing) {
      assert.equal(open.pop()?.tag, name, `</${name}> closes nothing`);
      continue;
    }
    const attributes = new Map<string, string>();
    for (const [, key, value] of attributeText!.matchAll(/([A-Za-z:-]+)="([^"]*)"/g)) {
      assert.ok(SVG_ATTRIBUTES.has(key!), `an attribute the writer never writes: ${key}`);
      assert.doesNotMatch(value!.replace(ENTITY, ''), /&/, `a bare & in ${key}`);
      attributes.set(key!, value!.replace(ENTITY, (e) => UNESCAPE[e]!));
    }
    const element = { tag: name!, attributes, text: '' };
    elements.push(element);
    if (!selfClosing) open.push(element);
  }
  assert.deepEqual(open, [], 'elements left open');
  return elements;
}

/** A 9x9 record whose root holds `props`, written as SGF and read back. */
function recordWith(props: Record<string, string[]>): SgfNode {
  const parsed = parseSgf(writeSgf([{ props: { GM: ['1'], SZ: ['9'], ...props }, children: [] }]));
  assert.ok(parsed.ok);
  return parsed.trees[0]!;
}

const emptyBoard = createGame({ variant: 'go', size: 9 }).view();

describe('hostile text in the static SVG (renderSvg, toSvg, variant-go show --format svg)', () => {
  it('an LB label is one <text> holding the label exactly, whatever markup, URL or CSS it spells', () => {
    for (const payload of PAYLOADS) {
      const root = recordWith({ LB: [`ee:${payload}`, `cc:${payload}`] });
      const elements = readSvg(renderSvg(emptyBoard, { markup: markupOf(root, 9) }).svg);
      const labels = elements.filter((e) => e.attributes.get('class')?.startsWith('markup-label '));
      assert.deepEqual(
        labels.map((e) => e.text),
        [payload, payload],
        payload,
      );
    }
  });

  it('the title is the <title> and the aria-label exactly', () => {
    for (const payload of PAYLOADS) {
      const elements = readSvg(renderSvg(emptyBoard, { title: payload, scheme: 'auto' }).svg);
      assert.equal(elements.find((e) => e.tag === 'title')?.text, payload);
      assert.equal(elements[0]!.attributes.get('aria-label'), payload);
      assert.equal(elements.filter((e) => e.tag === 'style').length, 1, 'only the writer’s own style (dark scheme, forced colours)');
    }
  });

  it('characters XML cannot hold become U+FFFD, so the document stays readable', () => {
    const title = 'a\u0000b\u0001c\u000bd\u000ce\u001ff\ufffeg\uffffh\ud800i\udc00j';
    const markup = { ...emptyMarkup(), labels: [{ point: { x: 4, y: 4 }, text: title }] };
    const elements = readSvg(renderSvg(emptyBoard, { title, markup }).svg);
    const readable = 'a\ufffdb\ufffdc\ufffdd\ufffde\ufffdf\ufffdg\ufffdh\ufffdi\ufffdj';
    assert.equal(elements.find((e) => e.tag === 'title')?.text, readable);
    assert.equal(elements.find((e) => e.attributes.get('class')?.startsWith('markup-label '))?.text, readable);
  });

  it('tabs, line breaks and astral characters are kept', () => {
    const title = 'line\tone\nline two 🀄 碁';
    assert.equal(readSvg(renderSvg(emptyBoard, { title }).svg).find((e) => e.tag === 'title')?.text, title);
  });
});

describe('hostile text in the SGF writer (toSgf)', () => {
  it('every text property reads back exactly as written, adding no property and no node', () => {
    for (const payload of [...PAYLOADS, 'a]b\\]c\\', ')(;B[aa]', ']SZ[3];B[aa]']) {
      const props = { GN: [payload], PB: [payload], PW: [payload], C: [payload], N: [payload], EV: [payload], LB: [`ee:${payload}`] };
      const root = recordWith(props);
      assert.deepEqual(root.props, { GM: ['1'], SZ: ['9'], ...props }, payload);
      assert.deepEqual(root.children, []);
    }
  });
});

describe('hostile text in the $$ diagram writer (toDiagram)', () => {
  it('a title stays on the header line: it adds no rows, and the board reads back the same', () => {
    for (const payload of [...PAYLOADS, 'title\n$$ | X X X X X X X X X |\n$$ +---+', '\r\n[go]\n$$ | O |']) {
      const diagram = writeDiagram(emptyBoard, { title: payload });
      const lines = diagram.trimEnd().split('\n');
      assert.equal(lines.length, 9 + 3, payload);
      const back = parseDiagram(diagram);
      assert.ok(back.ok, payload);
      assert.equal(back.tree.props.AB, undefined, payload);
      assert.equal(back.tree.props.AW, undefined, payload);
    }
  });
});
