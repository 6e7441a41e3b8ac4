/** The element bench's pages: plain HTML that loads the built bundle, with generated games as `moves` attributes. */

const BUNDLE = '/dist/variant-go-board.bundle.js';

const page = (body: string, style = ''): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>variant-go-board bench</title>
<style>body { margin: 0; font-family: sans-serif; } ${style}</style>
<script type="module" src="${BUNDLE}"></script>
</head>
<body>${body}</body>
</html>`;

const board = (moves: readonly string[], attributes = ''): string => `<variant-go-board size="19" moves="${moves.join(' ')}"${attributes}></variant-go-board>`;

/** Boards 300 px wide in rows of four, as a page of game records would show them. */
const GRID = '.grid { display: flex; flex-wrap: wrap; gap: 8px; } .grid variant-go-board { display: block; width: 300px; }';

/** The boards of {@link boardsPage}, for pages that add them later. */
export const boardsMarkup = (games: readonly (readonly string[])[]): string => `<div class="grid">${games.map((moves) => board(moves)).join('')}</div>`;

/**
 * A page of boards (replay mode, the default) that times itself: every frame a script checks
 * which boards show their stones and keeps, from the start of navigation, the time the boards in
 * the viewport were all drawn (`firstScreen`) and the time all were (`all`).
 */
export function boardsPage(games: readonly (readonly string[])[]): string {
  const watch = `<script>
window.bench = { firstScreen: null, all: null, drawnAtFirstScreen: 0 };
const drawn = (b) => !!b.shadowRoot && !!b.shadowRoot.querySelector('.stone');
const visible = (b) => { const r = b.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth; };
const check = () => {
  const boards = [...document.querySelectorAll('variant-go-board')];
  const now = performance.now();
  if (bench.firstScreen === null && boards.filter(visible).every(drawn)) {
    bench.firstScreen = now;
    bench.drawnAtFirstScreen = boards.filter(drawn).length;
  }
  if (bench.firstScreen !== null && boards.every(drawn)) bench.all = now;
  else requestAnimationFrame(check);
};
customElements.whenDefined('variant-go-board').then(() => requestAnimationFrame(check));
</script>`;
  return page(`${watch}${boardsMarkup(games)}`, GRID);
}

/** A page with no boards, to which the heap measurement adds them. */
export const emptyPage = (): string => page('', GRID);

/** One large board: `mode` play, or the default replay mode. */
export const singleBoardPage = (moves: readonly string[], mode?: 'play'): string =>
  page(board(moves, mode ? ` mode="${mode}"` : ''), 'variant-go-board { display: block; width: 600px; }');

/** The same large board with its game as an SGF record (a `<script>` child), as a blog embeds one. */
export const singleSgfBoardPage = (moves: readonly string[]): string =>
  page(`<variant-go-board><script type="application/x-go-sgf">${sgfOf(moves)}</script></variant-go-board>`, 'variant-go-board { display: block; width: 600px; }');

/** A 19x19 game record: `D4` becomes `B[dp]`, `pass` an empty move. */
function sgfOf(moves: readonly string[]): string {
  const letters = 'ABCDEFGHJKLMNOPQRST';
  const nodes = moves.map((move, i) => {
    const color = i % 2 === 0 ? 'B' : 'W';
    if (move === 'pass') return `;${color}[]`;
    const x = letters.indexOf(move[0]!);
    const y = 19 - Number(move.slice(1));
    return `;${color}[${String.fromCharCode(97 + x, 97 + y)}]`;
  });
  return `(;GM[1]FF[4]SZ[19]${nodes.join('')})`;
}
