// The sample blog post (post.md) through each Markdown plugin, as a site's build would run them:
// out/markdown-it.html and out/rehype.html, each loading the element's script, so that a browser
// with JavaScript off shows the static pictures and one with it on the live boards.
//
//   npm run demo:markdown            then serve demo/ (npx vite demo) and open /markdown/out/
//   node demo/markdown/screenshots.mjs   takes them with JavaScript off and on
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import variantGoBoard, { type MarkdownItBoardEnv } from '../../src/publish/markdown-it.js';
import rehypeVariantGoBoard from '../../src/publish/rehype.js';

const here = new URL('.', import.meta.url);
const post = readFileSync(new URL('post.md', here), 'utf8');

/** A plain blog page around `body`: one readable column, the reader's colour scheme, the element's script. */
const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  :root { color-scheme: light dark; font: 1.0625rem/1.6 system-ui, sans-serif; }
  body { margin: 0; padding: 1.5rem 1rem 3rem; }
  main { max-width: 40rem; margin: 0 auto; }
</style>
<script type="module" src="../element.ts"></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

mkdirSync(new URL('out/', here), { recursive: true });

const env: MarkdownItBoardEnv = {};
const viaMarkdownIt = new MarkdownIt().use(variantGoBoard).render(post, env);
writeFileSync(new URL('out/markdown-it.html', here), page('Notes from a teaching game (markdown-it)', viaMarkdownIt));

const file = await unified().use(remarkParse).use(remarkRehype).use(rehypeVariantGoBoard).use(rehypeStringify).process(post);
writeFileSync(new URL('out/rehype.html', here), page('Notes from a teaching game (rehype)', String(file)));

const problems = [...(env.variantGoBoardProblems ?? []).map((problem) => `markdown-it ${problem.line}:${problem.column} ${problem.message}`), ...file.messages.map(String)];
console.log(problems.length ? problems.join('\n') : 'demo/markdown/out/markdown-it.html and rehype.html written');
process.exitCode = problems.length ? 1 : 0;
