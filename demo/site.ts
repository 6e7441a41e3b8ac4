// Script of the variant pages: registers the elements from source, adds the theme switch to the
// site header (theme-switch.ts, as every page's script does), and gives every board in play mode
// a "Start over" button that brings back the example as the page wrote it.
import '../src/variant-go-board.js';
import './theme-switch.js';

for (const board of document.querySelectorAll<HTMLElement>('variant-go-board[mode="play"]')) {
  const original = board.cloneNode(true) as HTMLElement;
  const caption = board.closest('figure')?.querySelector('figcaption');
  if (!caption) continue;
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.className = 'reset';
  const title = caption.querySelector('h3')?.textContent?.trim();
  reset.textContent = 'Start over';
  if (title) reset.setAttribute('aria-label', `Start over: ${title}`);
  let current = board;
  reset.addEventListener('click', () => {
    const fresh = original.cloneNode(true) as HTMLElement;
    current.replaceWith(fresh);
    current = fresh;
  });
  caption.append(reset);
}
