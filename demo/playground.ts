// The playground: a form of game options driving one board in play mode, with the move list and
// status panel inside it, the board's markup, and a log of the events it fires.
import '../src/variant-go-board.js';
import './theme-switch.js';
import type { VariantGoBoard } from '../src/element/variant-go-board.component.js';

/** Page of each rule set, and its name for the heading. */
const VARIANTS: Record<string, { page: string; name: string }> = {
  go: { page: 'go', name: 'Go' },
  loose: { page: 'loose', name: 'Loose' },
  stoical: { page: 'stoical', name: 'Stoical Go' },
  'stoical-disturbing': { page: 'stoical-disturbing', name: 'Stoical Go, disturbing captures (two bits)' },
  'stoical-disturbing-strict': { page: 'stoical-disturbing', name: 'Stoical Go, disturbing captures (one bit)' },
  'ko-2-2-2': { page: 'stoical-ko', name: 'Stoical Go with ko, 2-2-2 rule' },
  'ko-2-2': { page: 'stoical-ko', name: 'Stoical Go with ko, 2-2 rule' },
  'ko-4-point': { page: 'stoical-ko', name: 'Stoical Go with ko, 4-point rule' },
  'ko-ole': { page: 'stoical-ko', name: 'Stoical Go with ko, OLE rule' },
  tile: { page: 'tile', name: 'Tile Go' },
  cushion: { page: 'tile', name: 'Cushion Go' },
  'no-seki': { page: 'no-seki', name: 'No Seki Go' },
  'paper-pencil': { page: 'paper-pencil', name: 'Paper and Pencil Go' },
};

/** Variants taking each rule option; the others refuse it. */
const TAKES_KO = new Set(['go', 'no-seki']);
const TAKES_TILES = new Set(['tile', 'cushion']);

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const form = $<HTMLFormElement>('options');
const board = $<VariantGoBoard>('board');
const variant = $<HTMLSelectElement>('variant');
const size = $<HTMLSelectElement>('size');
const komi = $<HTMLInputElement>('komi');
const coordinates = $<HTMLInputElement>('coordinates');
const ko = $<HTMLSelectElement>('ko');
const maxTiles = $<HTMLSelectElement>('max-tiles');
const scoring = $<HTMLSelectElement>('scoring');
const log = $<HTMLOListElement>('event-log');

/** The board's attributes for the options chosen, in markup order. */
function attributes(): [string, string][] {
  const id = variant.value;
  const list: [string, string][] = [
    ['variant', id],
    ['size', size.value],
  ];
  if (komi.value.trim() !== '') list.push(['komi', komi.value.trim()]);
  if (TAKES_KO.has(id) && ko.value !== 'basic') list.push(['ko', ko.value]);
  if (TAKES_TILES.has(id)) {
    if (maxTiles.value !== '1') list.push(['max-tiles', maxTiles.value]);
    if (scoring.value !== 'prisoner-return') list.push(['scoring', scoring.value]);
  }
  list.push(['mode', 'play']);
  // The board's own "Rules overlay" button turns it off and on for the reader.
  list.push(['overlay', 'rules']);
  if (coordinates.checked) list.push(['coordinates', '']);
  return list;
}

/** Starts a new game with the options chosen. */
function apply(): void {
  const id = variant.value;
  $('ko-options').hidden = !TAKES_KO.has(id);
  $('tile-options').hidden = !TAKES_TILES.has(id);
  const info = VARIANTS[id] ?? { page: 'index', name: id };
  const link = $<HTMLAnchorElement>('rules-link');
  link.href = `./${info.page}.html`;
  link.textContent = `The rules of ${info.page === 'stoical-ko' || info.page === 'stoical-disturbing' ? 'these Stoical Go refinements' : info.name}`;
  $('board-title').textContent = `${info.name}, ${size.value} × ${size.value}`;

  const wanted = attributes();
  for (const name of ['variant', 'size', 'komi', 'ko', 'max-tiles', 'scoring', 'coordinates', 'moves', 'move']) {
    if (!wanted.some(([n]) => n === name)) board.removeAttribute(name);
  }
  for (const [name, value] of wanted) board.setAttribute(name, value);
  board.moves = '';

  const attrs = wanted.map(([name, value]) => (value === '' ? name : `${name}="${value}"`)).join(' ');
  $('markup').textContent = `<variant-go-board ${attrs}>\n  <vgb-status></vgb-status>\n  <vgb-move-list></vgb-move-list>\n</variant-go-board>`;
}

form.addEventListener('change', apply);
form.addEventListener('submit', (event) => event.preventDefault());
apply();

const MAX_ENTRIES = 8;
for (const type of ['vgb-move', 'vgb-move-rejected', 'vgb-position-change', 'vgb-game-end', 'vgb-error']) {
  board.addEventListener(type, (event) => {
    const entry = document.createElement('li');
    entry.textContent = `${type}  ${JSON.stringify((event as Event & { detail?: unknown }).detail)}`;
    log.prepend(entry);
    while (log.children.length > MAX_ENTRIES) log.lastElementChild!.remove();
  });
}
