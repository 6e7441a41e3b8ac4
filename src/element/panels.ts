/**
 * The parts around the board that a record brings: the game-info header, the comment of the
 * node shown, the list of variations and the export buttons, with their styles and words
 * (i18n/panels/): a chunk of its own, loaded when a board first shows a record or download
 * buttons. Pure functions from data to templates, in the board's language; the element wires the
 * actions. Text from a record is always bound as text, never as markup.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { SgfNode } from '../formats/sgf.js';
import { moveName } from './describe.js';
import { textStart } from '../formats/text-start.js';
import type { BoardLanguage } from './i18n/language.js';
import type { PanelSpeech } from './i18n/panels/en.js';
import type { ReaderWords } from './i18n/reader/en.js';
import type { WordSection } from './i18n/words.js';
import { panelWords } from './i18n/panels/index.js';
import { MAX_NAME_CHARS, nodeName } from './node-words.js';
import type { Branch, TreeRecord } from './tree-record.js';

export { panelStyles } from './panels.styles.js';

/** The game info a header shows, from the root's properties. */
export interface GameInfo {
  title: string;
  black: string;
  white: string;
  /** The result as the record writes it (SGF `RE`: `B+R`, `W+3.5`). */
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
    result: prop(root, 'RE'),
    details,
  };
}

/** An SGF result (`B+R`, `W+3.5`, `0`, `Void`) in words: "Black won by resignation"; one the words do not know, as written. */
function resultWords(re: string, { reader, result }: PanelSpeech): string {
  if (/^(0|draw|jigo)$/i.test(re)) return result.draw;
  if (/^void$/i.test(re)) return result.void;
  if (re === '?') return result.unknown;
  const match = /^([BW])\+(.*)$/i.exec(re);
  if (!match) return re;
  const who = reader.position.player(match[1]!.toUpperCase() === 'B' ? 'black' : 'white');
  const how = match[2]!.trim();
  if (how === '') return result.won(who);
  if (/^r(esign)?$/i.test(how)) return result.resignation(who);
  if (/^t(ime)?$/i.test(how)) return result.time(who);
  if (/^f(orfeit)?$/i.test(how)) return result.forfeit(who);
  if (/^\d+(\.\d+)?$/.test(how)) return result.points(who, Number(how));
  return result.other(who, how);
}

/** The `info` part, or nothing when the record names nothing, in the board's `language`, its players in the entry's words (`readerWords`). */
export function infoTemplate(info: GameInfo, language: BoardLanguage, readerWords: WordSection<ReaderWords>): TemplateResult | typeof nothing {
  const players = info.black || info.white;
  if (!info.title && !players && !info.result && !info.details) return nothing;
  const words = { ...language.words(panelWords), reader: language.alongside(panelWords, readerWords) };
  const { player, unknown, result, separator } = words.info;
  return html`<div part="info" class="info">
    ${info.title ? html`<p class="title">${info.title}</p>` : nothing}
    ${players
      ? html`<p class="players">
          <span class="player"><span class="turn-stone black" aria-hidden="true"></span>${player(words.reader.position.player('black'), info.black || unknown)}</span>
          <span class="player"><span class="turn-stone white" aria-hidden="true"></span>${player(words.reader.position.player('white'), info.white || unknown)}</span>
        </p>`
      : nothing}
    ${info.result || info.details
      ? html`<p class="details">${[info.result && result(resultWords(info.result, words)), info.details].filter(Boolean).join(separator)}</p>`
      : nothing}
  </div>`;
}

/**
 * The `comment` part: the node's name (`N`) as a heading and the first `shown` characters of its
 * comment (`C`) as plain text, with a "Show more" button calling `showMore` when there is more;
 * nothing when the node has neither.
 */
function commentTemplate(node: SgfNode, shown: number, showMore: () => void, words: PanelSpeech['comment']): TemplateResult | typeof nothing {
  const name = nodeName(node);
  const comment = node.props.C?.join('\n').trim() ?? '';
  if (!name && !comment) return nothing;
  const more = comment.length - shown;
  return html`<div part="comment" class="comment">
    ${name ? html`<h3 part="comment-name" class="comment-name">${name}</h3>` : nothing}
    ${comment ? html`<p class="comment-text">${textStart(comment, shown)}</p>` : nothing}
    ${more > 0
      ? html`<button part="control comment-more" class="text comment-more" type="button" @click=${showMore}>
          ${words.more}<span class="visually-hidden">${words.moreOf}</span> ${words.left(more)}
        </button>`
      : nothing}
  </div>`;
}

/** How a variation's move reads: "D4", "Pass", "Ghost D4", "Return", "(no move)". */
function branchMoveText(branch: Branch, { reader, variations }: PanelSpeech): string {
  const move = branch.move?.move;
  return move ? moveName(move, reader) : variations.noMove;
}

/** How much of a node's long comment the reader asked to see; another node shows its first {@link COMMENT_CHARS}. */
export interface CommentShown {
  node: SgfNode;
  chars: number;
}

/**
 * The parts under the board of the node `tree` shows: its comment, as much of a long one as the
 * reader asked for (`shown`; "Show more" calls `more` with what it asks for), then, with
 * `variations` and where the node branches, its variations (a button calls `choose`), in the
 * board's `language`, the moves in the entry's words (`readerWords`).
 */
export function nodeParts(
  tree: TreeRecord,
  shown: CommentShown | null,
  more: (shown: CommentShown) => void,
  variations: boolean,
  choose: (index: number) => void,
  language: BoardLanguage,
  readerWords: WordSection<ReaderWords>,
): (TemplateResult | typeof nothing)[] {
  const { node } = tree;
  const chars = shown?.node === node ? shown.chars : COMMENT_CHARS;
  const words = { ...language.words(panelWords), reader: language.alongside(panelWords, readerWords) };
  return [
    commentTemplate(node, chars, () => more({ node, chars: chars + COMMENT_CHARS }), words.comment),
    variations && node.children.length > 1 ? variationsTemplate(tree.branches(), choose, words) : nothing,
  ];
}

/** The `variations` part: one button per variation that continues from the node shown. */
function variationsTemplate(branches: readonly Branch[], choose: (index: number) => void, panel: PanelSpeech): TemplateResult {
  const { reader, comma, variations: words } = panel;
  return html`<div part="variations" class="variations" role="group" aria-label=${words.group}>
    <span class="variations-label" aria-hidden="true">${words.label}</span>
    ${branches.map(
      (branch) =>
        html`<button
          part="control variation"
          class="text variation"
          type="button"
          aria-current=${branch.current ? 'true' : 'false'}
          @click=${() => choose(branch.index)}
        >
          <span class="variation-label">${branch.label}</span> ${branchMoveText(branch, panel)}${branch.move
            ? html`<span class="visually-hidden">${comma}${reader.position.player(branch.move.color)}</span>`
            : nothing}${branch.current ? html`<span class="visually-hidden">${comma}${words.next}</span>` : nothing}
        </button>`,
    )}
  </div>`;
}

/** The formats the export buttons offer. */
export type ExportFormat = 'sgf' | 'diagram' | 'svg' | 'png';

const EXPORT_FORMATS: readonly ExportFormat[] = ['sgf', 'diagram', 'svg', 'png'];

/** The `exports` part: a labelled group of download buttons; each calls `save` with its format and what the live region says of the file it downloads. */
export function exportsTemplate(save: (format: ExportFormat, said: (file: string) => string) => void, language: BoardLanguage): TemplateResult {
  const words = language.words(panelWords).exports;
  return html`<div part="exports" class="exports" role="group" aria-label=${words.group}>
    <span class="exports-label" aria-hidden="true">${words.label}</span>
    ${EXPORT_FORMATS.map(
      (format) =>
        html`<button part="control export" class="text" type="button" aria-label=${words.download(words.formats[format])} @click=${() => save(format, words.downloading)}>
          ${words.formats[format]}
        </button>`,
    )}
  </div>`;
}
