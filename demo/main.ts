// Demo page script: registers the element from source, loads the real games, and logs the
// events the boards fire.
import '../src/variant-go-board.js';
import './theme-switch.js';
import { parseSgf } from '../src/formats/sgf.js';
import { gameFromSgf } from '../src/formats/sgf-game.js';

const log = document.querySelector<HTMLOListElement>('#event-log')!;
const MAX_ENTRIES = 6;

function logEvent(text: string): void {
  const entry = document.createElement('li');
  entry.textContent = text;
  log.prepend(entry);
  while (log.children.length > MAX_ENTRIES) log.lastElementChild!.remove();
}

/** Replays a record from ../shared/data/games into a board; says so on the card when it can't. */
async function loadRecord(board: HTMLElement & { moves: string }, path: string): Promise<void> {
  const note = (text: string): void => {
    const p = document.createElement('p');
    p.className = 'credit';
    p.textContent = text;
    board.closest('figure')?.querySelector('figcaption')?.append(p);
  };
  const response = await fetch(`/shared-games/${path}`).catch(() => null);
  if (!response?.ok) {
    note(`This replay reads ../shared/data/games/${path}, which is not beside this checkout.`);
    return;
  }
  const parsed = parseSgf(await response.text());
  const root = parsed.ok ? parsed.trees[0] : undefined;
  const replay = root ? gameFromSgf(root) : null;
  if (!replay?.ok) {
    note(`Could not read ${path}: ${parsed.ok ? (replay?.error.message ?? 'no game') : parsed.error.message}`);
    return;
  }
  board.moves = replay.game.moves.join(' ');
}

for (const board of document.querySelectorAll<HTMLElement & { moves: string }>('variant-go-board[data-sgf]')) {
  void loadRecord(board, board.dataset['sgf']!);
}

document.addEventListener('vgb-position-change', (event) => {
  const { moveNumber, total, move } = event.detail;
  logEvent(`vgb-position-change  move ${moveNumber} / ${total}${move ? ` (${move})` : ''}`);
});

document.addEventListener('vgb-error', (event) => {
  logEvent(`vgb-error  ${event.detail.code}: ${event.detail.message}`);
});
