// The puzzle page: keeps the reader's progress through the set in this browser, and turns the
// problems at random when the reader asks.
import '../src/variant-go-board.js';
import './theme-switch.js';

type Progress = readonly string[];

const board = document.querySelector<HTMLElement & { progress?: Progress }>('#problems')!;
const turn = document.querySelector<HTMLInputElement>('#turn')!;
const KEY = 'variant-go-board-demo:basics-progress';

/** The progress this browser kept, or nothing when there is none or storage is refused (a private window). */
function savedProgress(): Progress | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return Array.isArray(saved) && saved.every((entry) => typeof entry === 'string') ? saved : null;
  } catch {
    return null;
  }
}

const saved = savedProgress();
if (saved) board.progress = saved;

board.addEventListener('vgb-collection-change', (event: Event) => {
  const { progress } = (event as CustomEvent<{ progress: Progress }>).detail;
  try {
    localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Storage refused: the progress lasts as long as the page.
  }
});

turn.addEventListener('change', () => {
  if (turn.checked) board.setAttribute('orientation', 'random');
  else board.removeAttribute('orientation');
});
