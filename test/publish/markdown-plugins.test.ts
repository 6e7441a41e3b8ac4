import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Element } from 'hast';
import { parseSgf } from '../../src/formats/sgf.js';
import type { BoardOutput } from '../../src/publish/board-block.js';
import { all, parse, POST, textOf, throughMarkdownIt, throughUnified, written } from './helpers.js';

/** A place and a sentence, as each plugin reports a block's problem to the build. */
interface Reported {
  line: number;
  column: number;
  message: string;
}

/** Each plugin, run the same way: the page's HTML and what it reported to the build. */
const PLUGINS: Record<string, (page: string, output?: BoardOutput) => Promise<{ html: string; reported: Reported[] }>> = {
  'markdown-it': async (page, output) => {
    const { html, env } = throughMarkdownIt(page, output ? { output } : {});
    return { html, reported: (env.variantGoBoardProblems ?? []).map(({ line, column, message }) => ({ line, column, message })) };
  },
  'unified (rehype)': async (page, output) => {
    const { html, messages } = await throughUnified(page, output ? { output } : {});
    return { html, reported: messages.map((message) => ({ line: message.line!, column: message.column!, message: message.reason })) };
  },
};

const attributes = (element: Element) => Object.fromEntries(Object.entries(element.properties).map(([name, value]) => [name, String(value)]));

/** A fenced block of `kind` with `meta`, holding `text`. */
const fence = (kind: string, meta: string, text: string) => `\`\`\`${kind}${meta && ` ${meta}`}\n${text}\n\`\`\`\n`;

for (const [plugin, run] of Object.entries(PLUGINS)) {
  describe(`${plugin}: fenced sgf and diagram blocks become boards`, () => {
    test('each board block is a <variant-go-board> with its attributes, holding its picture (slot=static) and its record; other code is left alone', async () => {
      const page = parse((await run(POST)).html);
      const boards = all(page, 'variant-go-board');
      assert.deepEqual(boards.map(attributes), [{}, { coordinates: '', move: '2' }, { variant: 'tile', overlay: 'rules' }]);
      for (const board of boards) {
        const [picture, record, ...rest] = board.children.filter((child) => child.type === 'element');
        assert.equal(rest.length, 0);
        assert.equal(picture?.tagName, 'svg');
        assert.equal(picture.properties['slot'], 'static');
        assert.equal(picture.properties['role'], 'img');
        assert.ok(all(picture, 'desc').length === 1 && all(picture, 'title').length === 1);
        assert.ok(record?.type === 'element');
      }
      assert.deepEqual(boards.map((board) => textOf(all(board, 'title')[0]!)), ['The opening', 'The hane', 'Tile Go']);
      const [sgf, diagram] = [all(boards[0]!, 'script')[0]!, all(boards[1]!, 'pre')[0]!];
      assert.equal(sgf.properties['type'], 'application/x-go-sgf');
      assert.equal(diagram.properties['hidden'], true);
      assert.match(textOf(diagram), /^\$\$B The hane\n\$\$ \+-+\+/);
      assert.ok(all(boards[2]!, 'svg')[0]!.properties['viewBox'], 'the Tile Go picture has its own viewBox');
      const code = all(page, 'code').find((element) => String(element.properties['className']) === 'language-js');
      assert.equal(textOf(code!), "const board = document.querySelector('variant-go-board');\n");
    });

    test('a block that cannot be drawn keeps its text, under a message naming its line and column and quoting what was wrong', async () => {
      const { html, reported } = await run(POST);
      const problem = all(parse(html), 'div').find((div) => String(div.properties['className']) === 'vgb-block-problem')!;
      assert.equal(textOf(all(problem, 'p')[0]!), "Board not drawn (line 44, column 8): komi: 'lots' is not a number from -1000 to 1000");
      assert.equal(textOf(all(problem, 'code')[0]!), '(;GM[1]SZ[9];B[ee])\n');
      assert.deepEqual(reported, [{ line: 44, column: 8, message: "komi: 'lots' is not a number from -1000 to 1000" }]);
    });

    test("output 'svg' gives the bare picture, without the element or the record", async () => {
      const page = parse((await run(POST, 'svg')).html);
      assert.equal(all(page, 'variant-go-board').length, 0);
      assert.equal(all(page, 'script').length, 0);
      const pictures = all(page, 'svg');
      assert.equal(pictures.length, 3);
      assert.ok(pictures.every((svg) => svg.properties['slot'] === undefined && svg.properties['role'] === 'img'));
    });

    test("output 'element' gives the element and its record, without the picture", async () => {
      const page = parse((await run(POST, 'element')).html);
      const boards = all(page, 'variant-go-board');
      assert.equal(boards.length, 3);
      assert.equal(all(page, 'svg').length, 0);
      assert.deepEqual(boards.map((board) => all(board, 'script').length + all(board, 'pre').length), [1, 1, 1]);
    });

    test('a record holding </script> and <img onerror> is read back as written, and no markup gets out of its block', async () => {
      const record = '(;GM[1]SZ[9]C[Ends here? </script><img src=x onerror=alert(1)> <!-- <script>alert(2)</script> --> \\] ]\n;B[ee])';
      const page = parse((await run(fence('sgf', 'lang=\'"><img src=x onerror=alert(3)>\'', record))).html);
      assert.equal(all(page, 'img').length, 0);
      const [board] = all(page, 'variant-go-board');
      assert.equal(board!.properties['lang'], '"><img src=x onerror=alert(3)>');
      const scripts = all(page, 'script');
      assert.equal(scripts.length, 1);
      const comment = (text: string) => {
        const read = parseSgf(text);
        assert.ok(read.ok);
        return read.trees[0]!.props['C'];
      };
      assert.deepEqual(comment(textOf(scripts[0]!)), comment(record));
    });

    test("a diagram's text and a title are escaped: they stay text", async () => {
      const diagram = '$$ </pre><img src=x onerror=alert(1)>\n$$ +-----+\n$$ | . X |\n$$ | O . |\n$$ +-----+';
      const page = parse((await run(fence('diagram', 'title="<img src=x onerror=alert(2)>"', diagram))).html);
      assert.equal(all(page, 'img').length, 0);
      assert.equal(textOf(all(page, 'pre')[0]!), `${diagram}\n`);
      assert.equal(textOf(all(page, 'title')[0]!), '<img src=x onerror=alert(2)>');
    });

    test("an attribute the element does not take is refused, naming it; so is one that names another record than the block's", async () => {
      const { reported } = await run(`${fence('sgf', 'move=1 onclick=alert(1)', '(;GM[1];B[dd])')}\n${fence('diagram', 'src=game.sgf', '$$ | . X |')}`);
      assert.equal(reported.length, 2);
      assert.deepEqual([reported[0]!.line, reported[0]!.column], [1, 15]);
      assert.match(reported[0]!.message, /^onclick is not an attribute of <variant-go-board> \(it takes lang, name, mode, variant/);
      assert.deepEqual(reported[1], { line: 5, column: 12, message: "src is not for a block: the block's text is its record" });
    });

    test("a record's problem is placed on the page: the block's line plus the record's, its column past a quote's >", async () => {
      const page = `Intro.\n\n> ${fence('sgf', '', '(;GM[1]SZ[9]\n;B[ee];W[ee])').trimEnd().replaceAll('\n', '\n> ')}\n`;
      const { reported } = await run(page);
      assert.deepEqual(reported, [{ line: 5, column: 10, message: 'Move 2, White E5 (W[ee]), is illegal: Go: that point is already occupied.' }]);
    });

    test("a record's warning is reported at its place, and the board is drawn all the same", async () => {
      const { html, reported } = await run(fence('sgf', '', '(;GM[1]SZ[9];B[ee]'));
      assert.equal(all(parse(html), 'variant-go-board').length, 1);
      assert.deepEqual(reported, [{ line: 3, column: 1, message: 'The text ends inside a game tree: a closing ")" is missing.' }]);
    });
  });
}

describe('both plugins', () => {
  test('give the same boards and the same problem blocks for the same page', async () => {
    const boards = (html: string) => {
      const page = parse(html);
      return [...all(page, 'variant-go-board'), ...all(page, 'div')].map(written);
    };
    assert.deepEqual(boards((await throughUnified(POST)).html), boards(throughMarkdownIt(POST).html));
  });

  test("unified's messages carry the source variant-go-board and the problem's code as their rule", async () => {
    const { messages } = await throughUnified(POST);
    assert.deepEqual(messages.map(({ source, ruleId, fatal }) => ({ source, ruleId, fatal })), [{ source: 'variant-go-board', ruleId: 'ERR_KOMI', fatal: false }]);
  });

  test('failOnError stops the build at the first block that cannot be drawn, with its line and column', async () => {
    assert.throws(() => throughMarkdownIt(POST, { failOnError: true }), { message: "variant-go-board: line 44, column 8: komi: 'lots' is not a number from -1000 to 1000" });
    await assert.rejects(throughUnified(POST, { failOnError: true }), (error: Error & { line?: number; column?: number }) => {
      assert.deepEqual([error.line, error.column], [44, 8]);
      assert.match(error.message, /komi: 'lots'/);
      return true;
    });
  });
});
