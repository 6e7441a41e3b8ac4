// The demo's theme switch, in the site header of every page: Auto (the system's scheme), Light or
// Dark, kept across pages. It does what a site with a theme switch of its own does: it sets the
// page's colour scheme and `theme` on every board, those the page adds later too.
import type { VariantGoBoard } from '../src/element/variant-go-board.component.js';

type Theme = VariantGoBoard['theme'];

const KEY = 'vgb-demo-theme';
const THEMES: readonly [Theme, string][] = [
  ['auto', 'Auto'],
  ['light', 'Light'],
  ['dark', 'Dark'],
];

const stored = localStorage.getItem(KEY);
let theme: Theme = THEMES.some(([value]) => value === stored) ? (stored as Theme) : 'auto';

/** Sets `theme` on every board in or under `root`. */
function themeBoards(root: ParentNode): void {
  for (const board of root.querySelectorAll<VariantGoBoard>('variant-go-board')) board.theme = theme;
}

function apply(): void {
  document.documentElement.dataset.theme = theme;
  themeBoards(document);
}

apply();
// Boards a page's script makes later (the playground, Start over) take the theme too.
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      if (node.localName === 'variant-go-board') (node as VariantGoBoard).theme = theme;
      themeBoards(node);
    }
  }
}).observe(document.body, { childList: true, subtree: true });

const group = document.createElement('fieldset');
group.className = 'theme-switch';
group.innerHTML = '<legend>Theme</legend>';
for (const [value, label] of THEMES) {
  const option = document.createElement('label');
  const input = document.createElement('input');
  input.type = 'radio';
  input.name = 'theme';
  input.value = value;
  input.checked = value === theme;
  input.addEventListener('change', () => {
    theme = value;
    localStorage.setItem(KEY, theme);
    apply();
  });
  option.append(input, ` ${label}`);
  group.append(option);
}
document.querySelector('.site-nav')?.append(group);
