/**
 * The element bench's pages: plain HTML with generated games, drawn by our element (the built
 * script-tag bundle) or, side by side, by wgo 3's SimplePlayer. Every page's script defines
 * `window.viewer` ({@link PageViewer}), so that the bench drives either the same way.
 */
import { BUNDLE_URL } from '../page-bytes.mjs';

/** What a page's script offers the bench, whichever viewer draws its boards. */
export interface PageViewer {
  /** Resolves once the boards of the page's markup are live. */
  ready(): Promise<void>;
  /** The boards on the page. */
  boards(): Element[];
  /** Whether a board shows its stones (cheap: the page of boards asks it every frame). */
  drawn(board: Element): boolean;
  /** How many stones a board shows. */
  stones(board: Element): number;
  /** Adds boards (the markup of {@link Viewer.boards}) at the end of the page and brings them to life. */
  add(markup: string): void;
  /** Shows move `n` of the first board; resolves with the board updated, style and layout done. */
  goTo(n: number): Promise<void>;
}

/** A viewer, as the pages are made for it. */
export interface Viewer {
  name: string;
  /** Its scripts and styles, and the script that defines `window.viewer`. */
  head: string;
  /** The CSS selector of a board, to size it. */
  selector: string;
  /** One board showing the end of a 19x19 game. */
  board(moves: readonly string[]): string;
  /** What follows the boards. */
  tail: string;
}

/** Our element, from `moves`, in its default replay mode. */
export const OURS: Viewer = {
  name: 'variant-go-board',
  head: `<script type="module" src="${BUNDLE_URL}"></script>
<script>
window.viewer = {
  ready: () => customElements.whenDefined('variant-go-board'),
  boards: () => [...document.querySelectorAll('variant-go-board')],
  drawn: (board) => !!board.shadowRoot && !!board.shadowRoot.querySelector('.stone'),
  stones: (board) => (board.shadowRoot ? board.shadowRoot.querySelectorAll('.stone').length : 0),
  add: (markup) => document.body.insertAdjacentHTML('beforeend', markup),
  async goTo(n) {
    const board = document.querySelector('variant-go-board');
    board.move = n;
    await board.updateComplete;
    board.shadowRoot.querySelector('svg').getBoundingClientRect(); // forces style and layout
  },
};
</script>`,
  selector: 'variant-go-board',
  board: (moves) => `<variant-go-board size="19" moves="${moves.join(' ')}"></variant-go-board>`,
  tail: '',
};

/** Where the bench serves wgo's files (see element.ts). */
export const WGO_SCRIPT = '/wgo/wgo.js';
export const WGO_STYLE = '/wgo/style.css';

/**
 * wgo 3's SimplePlayer with its default configuration, from an SGF record, moved to the record's
 * last move with `last()` (it opens at the root). It steps with `previous()` and `next()`, as its
 * buttons do; it draws synchronously, so a step is done when the call returns. Its stones are
 * the children of the shadow layer, the SVG's last group but one (one shadow per stone).
 */
export const WGO: Viewer = {
  name: 'wgo',
  head: `<link rel="stylesheet" href="${WGO_STYLE}">
<script src="${WGO_SCRIPT}"></script>
<script>
{
  const players = new Map();
  let live;
  const started = new Promise((resolve) => (live = resolve));
  window.viewer = {
    ready: () => started,
    boards: () => [...document.querySelectorAll('.wgo-board')],
    drawn: (board) => viewer.stones(board) > 0,
    stones(board) {
      const layers = board.querySelectorAll('svg > g');
      return layers.length < 2 ? 0 : layers[layers.length - 2].childElementCount;
    },
    start() {
      for (const board of viewer.boards()) {
        if (players.has(board)) continue;
        const player = new WGo.SimplePlayer(board, { sgf: board.dataset.sgf });
        player.last();
        players.set(board, { player, shown: player.getCurrentPath().depth });
      }
      live();
    },
    add(markup) {
      document.body.insertAdjacentHTML('beforeend', markup);
      viewer.start();
    },
    async goTo(n) {
      const board = document.querySelector('.wgo-board');
      const at = players.get(board);
      if (n === at.shown - 1) at.player.previous();
      else if (n === at.shown + 1) at.player.next();
      else if (n !== at.shown) at.player.goTo(n);
      at.shown = n;
      board.querySelector('svg').getBoundingClientRect(); // forces style and layout
    },
  };
}
</script>`,
  selector: '.wgo-board',
  board: (moves) => `<div class="wgo-board" data-sgf="${sgfOf(moves)}"></div>`,
  tail: '<script>viewer.start();</script>',
};

const page = (viewer: Viewer, body: string, style: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${viewer.name} bench</title>
<style>body { margin: 0; font-family: sans-serif; } ${style}</style>
${viewer.head}
</head>
<body>${body}${viewer.tail}</body>
</html>`;

/** Boards 300 px wide in rows of four, as a page of game records would show them. */
const grid = (viewer: Viewer): string => `.grid { display: flex; flex-wrap: wrap; gap: 8px; } .grid ${viewer.selector} { display: block; width: 300px; }`;

/** The boards of {@link boardsPage}, for pages that add them later. */
export const boardsMarkup = (viewer: Viewer, games: readonly (readonly string[])[]): string =>
  `<div class="grid">${games.map((moves) => viewer.board(moves)).join('')}</div>`;

/**
 * A page of boards that times itself: every frame a script checks which boards show their
 * stones and keeps, from the start of navigation, the time the boards in the viewport were all
 * drawn (`firstScreen`) and the time all were (`all`).
 */
export function boardsPage(viewer: Viewer, games: readonly (readonly string[])[]): string {
  const watch = `<script>
window.bench = { firstScreen: null, all: null, drawnAtFirstScreen: 0 };
const visible = (b) => { const r = b.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth; };
const check = () => {
  const boards = viewer.boards();
  const now = performance.now();
  if (bench.firstScreen === null && boards.filter(visible).every(viewer.drawn)) {
    bench.firstScreen = now;
    bench.drawnAtFirstScreen = boards.filter(viewer.drawn).length;
  }
  if (bench.firstScreen !== null && boards.every(viewer.drawn)) bench.all = now;
  else requestAnimationFrame(check);
};
viewer.ready().then(() => requestAnimationFrame(check));
</script>`;
  return page(viewer, `${watch}${boardsMarkup(viewer, games)}`, grid(viewer));
}

/** A page with no boards, to which the heap measurement adds them. */
export const emptyPage = (viewer: Viewer): string => page(viewer, '', grid(viewer));

const LARGE = (viewer: Viewer): string => `${viewer.selector} { display: block; width: 600px; }`;

/** One large board. */
export const singleBoardPage = (viewer: Viewer, moves: readonly string[]): string => page(viewer, viewer.board(moves), LARGE(viewer));

/** Our large board with the rules overlay shown. */
export const overlayBoardPage = (moves: readonly string[]): string =>
  page(OURS, `<variant-go-board size="19" moves="${moves.join(' ')}" overlay="rules"></variant-go-board>`, LARGE(OURS));

/** Our large board in play mode. */
export const playPage = (moves: readonly string[]): string =>
  page(OURS, `<variant-go-board size="19" moves="${moves.join(' ')}" mode="play"></variant-go-board>`, LARGE(OURS));

/** Our large board with its game as an SGF record (a `<script>` child), as a blog embeds one. */
export const singleSgfBoardPage = (moves: readonly string[]): string =>
  page(OURS, `<variant-go-board><script type="application/x-go-sgf">${sgfOf(moves)}</script></variant-go-board>`, LARGE(OURS));

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
