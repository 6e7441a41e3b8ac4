// The demo's language switch, in every page's header: it sets the page's `lang`, which every
// board follows (the pages' own text stays English). The choice is kept for the other pages.
const KEY = 'vgb-demo-lang';
const select = document.querySelector<HTMLSelectElement>('#board-language');

function choose(lang: string): void {
  document.documentElement.lang = lang;
  if (select) select.value = lang;
}

const kept = localStorage.getItem(KEY);
if (kept) choose(kept);
select?.addEventListener('change', () => {
  localStorage.setItem(KEY, select.value);
  choose(select.value);
});
