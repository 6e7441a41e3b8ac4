// The diagram maker: boards in edit mode, a form that switches one board's rule set (its
// `variant`) and size (a new empty record as its `value`: SGF's `SZ` holds rectangular sizes,
// which the square `size` attribute does not), and a wiki edit form whose posted fields the page
// shows instead of sending them.
import '../src/variant-go-board.js';
import './theme-switch.js';
import { VARIANT_IDS } from '../src/engine/core.js';
import { MAX_SIZE } from '../src/engine/coords.js';
import { VARIANTS } from '../src/engine/variants/index.js';
import type { VariantId } from '../src/engine/types.js';

/** What the page uses of a board in edit mode: its record as SGF (`value`). */
type EditBoard = HTMLElement & { value: string };

/** The demo page of each rule set's rules. */
const RULES_PAGE: Record<VariantId, string> = {
  go: 'go',
  loose: 'loose',
  stoical: 'stoical',
  'stoical-disturbing': 'stoical-disturbing',
  'stoical-disturbing-strict': 'stoical-disturbing',
  'ko-2-2-2': 'stoical-ko',
  'ko-2-2': 'stoical-ko',
  'ko-4-point': 'stoical-ko',
  'ko-ole': 'stoical-ko',
  tile: 'tile',
  cushion: 'tile',
  'no-seki': 'no-seki',
  'paper-pencil': 'paper-pencil',
};

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const board = $<EditBoard>('variant-board');
const variant = $<HTMLSelectElement>('variant');
const columns = $<HTMLInputElement>('columns');
const rows = $<HTMLInputElement>('rows');
const sizeProblem = $<HTMLParagraphElement>('size-problem');

for (const id of VARIANT_IDS) variant.add(new Option(VARIANTS[id].name, id, false, id === board.getAttribute('variant')));

/** A side typed in the field, or why it is not one. */
function side(field: HTMLInputElement, name: string): number | string {
  const n = Number(field.value);
  return Number.isInteger(n) && n >= 2 && n <= MAX_SIZE ? n : `${name}: '${field.value}' is not a number of points from 2 to ${MAX_SIZE}.`;
}

/** The size the board has: its `size` attribute's at first, then the last one the page gave it. */
const start = board.getAttribute('size') ?? '19';
columns.value = rows.value = start;
columns.max = rows.max = String(MAX_SIZE);
$('size-hint').textContent = `2 to ${MAX_SIZE} each.`;
let shown = { width: Number(start), height: Number(start) };

/** Gives the board the rule set and size chosen. */
function apply(): void {
  const id = variant.value as VariantId;
  const width = side(columns, 'Columns');
  const height = side(rows, 'Rows');
  const problem = [width, height].filter((n) => typeof n === 'string').join(' ');
  sizeProblem.hidden = !problem;
  sizeProblem.textContent = problem;
  if (typeof width === 'string' || typeof height === 'string') return;

  const link = $<HTMLAnchorElement>('rules-link');
  link.href = `./${RULES_PAGE[id]}.html`;
  link.textContent = `The rules of ${VARIANTS[id].name}`;
  $('variant-board-title').textContent = `${VARIANTS[id].name}, ${width} × ${height}`;

  board.setAttribute('variant', id);
  if (width !== shown.width || height !== shown.height) board.value = `(;GM[1]FF[4]SZ[${width === height ? width : `${width}:${height}`}])`;
  shown = { width, height };
}

$<HTMLFormElement>('board-options').addEventListener('change', apply);
$<HTMLFormElement>('board-options').addEventListener('submit', (event) => event.preventDefault());

// As a wiki does, the form says when the diagram has changes not saved: the board fires
// `vgb-change` after each change the author makes, showing another move of the lines too (the
// `$$` diagram changes), so the page compares the SGF it would post with the one last saved.
const wikiForm = $<HTMLFormElement>('wiki-form');
const wikiBoard = wikiForm.querySelector('variant-go-board')!;
const unsaved = $('unsaved');
let saved = '';
// The SGF the page opened with, once the board's editor has opened it.
const opening = setInterval(() => {
  if (wikiBoard.value === '') return;
  saved ||= wikiBoard.value;
  clearInterval(opening);
}, 100);
const notSaved = 'The diagram has changes not saved.';
wikiForm.addEventListener('vgb-change', (event) => {
  if (event.detail.sgf !== saved) unsaved.textContent = notSaved;
  else if (unsaved.textContent === notSaved) unsaved.textContent = '';
});
wikiForm.addEventListener('submit', (event) => {
  event.preventDefault();
  saved = wikiBoard.value;
  const fields = [...new FormData(wikiForm)].map(([name, value]) => `${name}=${typeof value === 'string' ? value : value.name}`);
  $('posted').textContent = fields.join('\n\n');
  unsaved.textContent = 'Saved (on this page only).';
});
