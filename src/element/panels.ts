/**
 * The parts around the board that a record brings: the game-info header, the comment of the
 * node shown, the list of variations and the export buttons, with their styles: a chunk of its
 * own, loaded when a board first shows a record or download buttons. Pure functions from data to
 * templates; the element wires the actions. Text from a record is always bound as text, never
 * as markup.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { SgfNode } from '../formats/sgf.js';
import { textStart } from '../formats/text-start.js';
import { player } from './describe.js';
import { MAX_NAME_CHARS, nodeName } from './node-words.js';
import type { Branch, TreeRecord } from './tree-record.js';

export { panelStyles } from './panels.styles.js';

/** The game info a header shows, from the root's properties. */
export interface GameInfo {
  title: string;
  black: string;
  white: string;
  result: string;
  /** Event, round, date and place, joined. */
  details: string;
}

/**
 * Characters of a comment shown at first, and shown more by each "Show more": laying out this
 * many takes a few milliseconds, where a comment of a million characters would block the page
 * for a third of a second.
 */
const COMMENT_CHARS = 10_000;

/** The first value of a root property, trimmed and cut to {@link MAX_NAME_CHARS}; `''` when absent. */
function prop(root: SgfNode, id: string): string {
  return textStart(root.props[id]?.[0]?.trim() ?? '', MAX_NAME_CHARS);
}

/** The game info of a record's root; `title` is the diagram's title when the record is a diagram. */
export function gameInfo(root: SgfNode, title: string): GameInfo {
  const named = (name: string, rank: string) => (name && rank ? `${name} (${rank})` : name || (rank ? `(${rank})` : ''));
  const details = [prop(root, 'EV'), prop(root, 'RO'), prop(root, 'DT'), prop(root, 'PC')].filter(Boolean).join(', ');
  return {
    title: textStart(title, MAX_NAME_CHARS) || prop(root, 'GN'),
    black: named(prop(root, 'PB'), prop(root, 'BR')),
    white: named(prop(root, 'PW'), prop(root, 'WR')),
    result: resultWords(prop(root, 'RE')),
    details,
  };
}

/** An SGF result (`B+R`, `W+3.5`, `0`, `Void`) in words: "Black won by resignation". */
export function resultWords(re: string): string {
  if (!re) return '';
  const text = re.trim();
  if (/^(0|draw|jigo)$/i.test(text)) return 'Draw';
  if (/^void$/i.test(text)) return 'No result';
  if (text === '?') return 'Result unknown';
  const match = /^([BW])\+(.*)$/i.exec(text);
  if (!match) return text;
  const who = match[1]!.toUpperCase() === 'B' ? 'Black' : 'White';
  const how = match[2]!.trim();
  if (how === '') return `${who} won`;
  if (/^r(esign)?$/i.test(how)) return `${who} won by resignation`;
  if (/^t(ime)?$/i.test(how)) return `${who} won on time`;
  if (/^f(orfeit)?$/i.test(how)) return `${who} won by forfeit`;
  if (/^\d+(\.\d+)?$/.test(how)) return `${who} won by ${how} ${Number(how) === 1 ? 'point' : 'points'}`;
  return `${who} won (${how})`;
}

/** The `info` part, or nothing when the record names nothing. */
export function infoTemplate(info: GameInfo): TemplateResult | typeof nothing {
  const players = info.black || info.white;
  if (!info.title && !players && !info.result && !info.details) return nothing;
  return html`<div part="info" class="info">
    ${info.title ? html`<p class="title">${info.title}</p>` : nothing}
    ${players
      ? html`<p class="players">
          <span class="player"><span class="turn-stone black" aria-hidden="true"></span>Black: ${info.black || 'unknown'}</span>
          <span class="player"><span class="turn-stone white" aria-hidden="true"></span>White: ${info.white || 'unknown'}</span>
        </p>`
      : nothing}
    ${info.result || info.details
      ? html`<p class="details">${[info.result && `Result: ${info.result}`, info.details].filter(Boolean).join(' · ')}</p>`
      : nothing}
  </div>`;
}

/**
 * The `comment` part: the node's name (`N`) as a heading and the first `shown` characters of its
 * comment (`C`) as plain text, with a "Show more" button calling `showMore` when there is more;
 * nothing when the node has neither.
 */
function commentTemplate(node: SgfNode, shown: number, showMore: () => void): TemplateResult | typeof nothing {
  const name = nodeName(node);
  const comment = node.props.C?.join('\n').trim() ?? '';
  if (!name && !comment) return nothing;
  const more = comment.length - shown;
  return html`<div part="comment" class="comment">
    ${name ? html`<h3 part="comment-name" class="comment-name">${name}</h3>` : nothing}
    ${comment ? html`<p class="comment-text">${textStart(comment, shown)}</p>` : nothing}
    ${more > 0
      ? html`<button part="control comment-more" class="text comment-more" type="button" @click=${showMore}>
          Show more<span class="visually-hidden"> of the comment</span> (${groupDigits(more)} characters left)
        </button>`
      : nothing}
  </div>`;
}

/** `n` with its digits grouped by commas, as "1,989,900" (`toLocaleString` costs milliseconds on its first call in a page). */
function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** How a variation's move reads: "D4", "Pass", "Ghost D4", "Return", "(no move)". */
export function branchMoveText(branch: Branch): string {
  const move = branch.move?.move;
  if (!move) return '(no move)';
  if (move === 'pass') return 'Pass';
  if (move === 'return') return 'Return';
  if (move.startsWith('ghost:')) return `Ghost ${move.slice('ghost:'.length)}`;
  return move;
}

/** How much of a node's long comment the reader asked to see; another node shows its first {@link COMMENT_CHARS}. */
export interface CommentShown {
  node: SgfNode;
  chars: number;
}

/**
 * The parts under the board of the node `tree` shows: its comment, as much of a long one as the
 * reader asked for (`shown`; "Show more" calls `more` with what it asks for), then, with
 * `variations` and where the node branches, its variations (a button calls `choose`).
 */
export function nodeParts(
  tree: TreeRecord,
  shown: CommentShown | null,
  more: (shown: CommentShown) => void,
  variations: boolean,
  choose: (index: number) => void,
): (TemplateResult | typeof nothing)[] {
  const { node } = tree;
  const chars = shown?.node === node ? shown.chars : COMMENT_CHARS;
  return [
    commentTemplate(node, chars, () => more({ node, chars: chars + COMMENT_CHARS })),
    variations && node.children.length > 1 ? variationsTemplate(tree.branches(), choose) : nothing,
  ];
}

/** The `variations` part: one button per variation that continues from the node shown. */
function variationsTemplate(branches: readonly Branch[], choose: (index: number) => void): TemplateResult {
  return html`<div part="variations" class="variations" role="group" aria-label="Variations">
    <span class="variations-label" aria-hidden="true">Variations:</span>
    ${branches.map(
      (branch) =>
        html`<button
          part="control variation"
          class="text variation"
          type="button"
          aria-current=${branch.current ? 'true' : 'false'}
          @click=${() => choose(branch.index)}
        >
          <span class="variation-label">${branch.label}</span> ${branchMoveText(branch)}${branch.move
            ? html`<span class="visually-hidden">, ${player(branch.move.color)}</span>`
            : nothing}${branch.current ? html`<span class="visually-hidden">, next on this line</span>` : nothing}
        </button>`,
    )}
  </div>`;
}

/** The formats the export buttons offer. */
export type ExportFormat = 'sgf' | 'diagram' | 'svg' | 'png';

const EXPORT_LABELS: Record<ExportFormat, string> = { sgf: 'SGF', diagram: 'Diagram', svg: 'SVG', png: 'PNG' };

/** The `exports` part: a labelled group of download buttons. */
export function exportsTemplate(save: (format: ExportFormat) => void): TemplateResult {
  return html`<div part="exports" class="exports" role="group" aria-label="Download">
    <span class="exports-label" aria-hidden="true">Download:</span>
    ${(Object.keys(EXPORT_LABELS) as ExportFormat[]).map(
      (format) =>
        html`<button part="control export" class="text" type="button" aria-label=${`Download ${EXPORT_LABELS[format]}`} @click=${() => save(format)}>
          ${EXPORT_LABELS[format]}
        </button>`,
    )}
  </div>`;
}
