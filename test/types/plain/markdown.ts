// The Markdown plugins as a site's build uses them: markdown-it's `use` and unified's `use` take
// them with their options, and the problems they report are typed.
import MarkdownIt from 'markdown-it';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import variantGoBoard, { type BlockProblem, type MarkdownItBoardEnv } from 'variant-go-board/markdown-it';
import rehypeVariantGoBoard from 'variant-go-board/rehype';

const md = new MarkdownIt().use(variantGoBoard, { output: 'both', failOnError: false });
const env: MarkdownItBoardEnv = {};
md.render('```sgf\n(;GM[1];B[dd])\n```', env);
const problems: BlockProblem[] = env.variantGoBoardProblems ?? [];
console.log(problems.map((problem) => `${problem.line}:${problem.column} ${problem.code} ${problem.message}`));

// @ts-expect-error output is 'svg', 'element' or 'both'
new MarkdownIt().use(variantGoBoard, { output: 'png' });

const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeVariantGoBoard, { output: 'svg' }).use(rehypeStringify);
void processor.process('```diagram variant=tile\n$$ | . X |\n```');

// @ts-expect-error failOnError is a boolean
unified().use(remarkParse).use(remarkRehype).use(rehypeVariantGoBoard, { failOnError: 'yes' });
