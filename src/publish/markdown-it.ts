/**
 * variant-go-board/markdown-it: a markdown-it plugin that turns a fenced block whose info string
 * is `sgf` or `diagram` into a board (board-block.ts), the block's attributes after the word:
 *
 * ```js
 * import MarkdownIt from 'markdown-it';
 * import variantGoBoard from 'variant-go-board/markdown-it';
 * const md = new MarkdownIt().use(variantGoBoard, { output: 'both' });
 * const env = {};
 * const html = md.render(page, env); // env.variantGoBoardProblems: what was wrong, where
 * ```
 *
 * @packageDocumentation
 */
import type { Env, MarkdownIt } from 'markdown-it';
import { BLOCK_KINDS, boardBlock, placedMessage, type BlockKind, type BlockProblem, type BoardOutput } from './board-block.js';
import { readFenceLine, textIndent } from './fence-info.js';
import { toHtml } from './html-nodes.js';

export type { BlockProblem, BoardOutput } from './board-block.js';

/** The plugin's options. */
export interface MarkdownItBoardOptions {
  /** What a block becomes: the element holding its picture (`'both'`, the default), the picture alone (`'svg'`) or the element alone (`'element'`). */
  output?: BoardOutput;
  /**
   * `true`: a block that cannot be drawn throws, so the build stops with its line, column and
   * message. By default the page shows the block's text under that message, and the problem is
   * added to `env.variantGoBoardProblems`.
   */
  failOnError?: boolean;
}

/** What the plugin adds to the `env` given to `md.render`: every block's problems, errors and warnings, in page order. */
export interface MarkdownItBoardEnv extends Env {
  variantGoBoardProblems?: BlockProblem[];
}

/** The markdown-it plugin: `md.use(variantGoBoard, options)`. */
export default function variantGoBoard(md: MarkdownIt, options: MarkdownItBoardOptions = {}): void {
  md.core.ruler.push('variant_go_board', (state) => {
    // The page as markdown-it reads it (line breaks already \n), for the places of the blocks' problems.
    const lines = state.src.split('\n');
    state.tokens.forEach((token, index) => {
      if (token.type !== 'fence' || !token.map) return;
      const fence = readFenceLine(lines[token.map[0]] ?? '');
      if (!fence || !(BLOCK_KINDS as readonly string[]).includes(fence.word)) return;
      const textLine = token.map[0] + 2;
      const made = boardBlock(
        {
          kind: fence.word as BlockKind,
          text: token.content,
          meta: fence.meta,
          metaPlace: { line: token.map[0] + 1, column: fence.metaColumn },
          textLine,
          textIndent: textIndent(lines[textLine - 1] ?? '', token.content.split('\n')[0]!),
        },
        options.output,
      );
      const fatal = made.problems.find((problem) => problem.fatal);
      if (fatal && options.failOnError) throw new Error(`variant-go-board: ${placedMessage(fatal)}`);
      if (made.problems.length > 0 && state.env && typeof state.env === 'object') {
        const env = state.env as MarkdownItBoardEnv;
        (env.variantGoBoardProblems ??= []).push(...made.problems);
      }
      const html = new state.Token('html_block', '', 0);
      html.content = `${toHtml(made.nodes)}\n`;
      html.map = token.map;
      html.block = true;
      state.tokens[index] = html;
    });
  });
}
