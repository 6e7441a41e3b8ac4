import { consume } from '@lit/context';
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { variantFacts } from '../../engine/core.js';
import type { Color, GameResult, PositionView } from '../../engine/types.js';
import { boardContext, type BoardState } from '../context.js';
import { companionWords } from '../i18n/companions/index.js';
import type { CompanionSpeech } from '../i18n/companions/en.js';
import { BoardLanguage } from '../i18n/language.js';
import { ruleGameOf } from './board-state.js';
import { wordsIn } from './companion-language.js';
import { styles } from './vgb-status.styles.js';
// Its board provides it state under any tag the page registers it with.
import './share-state.js';

const COLORS: readonly Color[] = ['black', 'white'];

/**
 * A scoreboard for the board around it: one row per player with the prisoners they hold and,
 * once the game is over, their score; a "to play" badge on the player to move; the result and
 * why the game ended; and the rule notes the player to move must know (for instance that
 * captures are forbidden this turn in Stoical Go, or that the next stone needs a tile in Tile
 * Go). It shows the position the board shows, so stepping back through a finished game shows the
 * turn again.
 *
 * Place it inside a `<variant-go-board>`; it reads the board's state through context. Outside a
 * board it shows a short placeholder. It has no live region: the board already announces moves,
 * captures and results, and the panel's text is there to be read when wanted. It speaks its
 * board's language, or its own `lang` when it has one. Its colours are its board's, in the
 * board's `theme`: the board reads the custom properties below (their defaults derive as the
 * board's do).
 *
 * @summary Scoreboard of the surrounding board: whose turn, prisoners, score, result and rule notes.
 * @tagname vgb-status
 *
 * @csspart table - The table of the two players.
 * @csspart player - Each player's row.
 * @csspart to-play - The "to play" badge in the row of the player to move.
 * @csspart result - The result and why the game ended; present once the game is over.
 * @csspart notes - The list of rule notes for the player to move; present only when there are some.
 * @csspart note - Each rule note.
 * @csspart placeholder - The text shown when there is no board.
 *
 * @cssprop [--vgb-text-color=#1f2328] - Colour of the text.
 * @cssprop [--vgb-muted-color=#59636e] - Colour of the column headings.
 * @cssprop [--vgb-control-border=#d1d9e0] - Rules between the rows.
 * @cssprop [--vgb-accent-color=#0969da] - Background of the "to play" badge.
 * @cssprop [--vgb-accent-text-color=#ffffff] - Text of the "to play" badge.
 * @cssprop [--vgb-note-color=#9a6700] - Accent bar beside rule notes.
 * @cssprop [--vgb-note-background=transparent] - Background of rule notes, which read quietly by default.
 * @cssprop [--vgb-black-stone=#1b1b1b] - The small stone beside Black's name.
 * @cssprop [--vgb-black-stone-edge=#0c0c0c] - Its edge.
 * @cssprop [--vgb-white-stone=#f6f4ee] - The small stone beside White's name.
 * @cssprop [--vgb-white-stone-edge=#4c4c4a] - Its edge.
 * @cssprop [--vgb-board-color=#dcb35c] - Ring of wood round the small stones, so both colours show in either scheme.
 * @cssprop [--vgb-font-family=system-ui] - Font of the panel.
 */
export class VgbStatus extends LitElement {
  static override styles = styles;

  /** The surrounding board's state, from context; `undefined` outside a board. */
  @consume({ context: boardContext, subscribe: true })
  @state()
  private board?: BoardState;

  /** The language the panel speaks: the `lang` in force on it (companion-language.ts). */
  private readonly language = new BoardLanguage(this);

  protected override getUpdateComplete(): Promise<boolean> {
    return wordsIn(this.language, () => super.getUpdateComplete());
  }

  protected override render(): TemplateResult {
    const board = this.board;
    const own = this.language.words(companionWords);
    if (!board) return html`<p part="placeholder" class="placeholder">${own.status.noGame}</p>`;
    const words: CompanionSpeech = { ...own, reader: this.language.alongside(companionWords, board.readerWords) };
    // The shown position's result, not the record's: stepping back through a finished game shows the turn again.
    const { view } = board;
    const result = view.result;
    // Where stones never leave the board, prisoners are always 0 and not shown.
    const prisoners = variantFacts(board.variant)!.captures === 'remove';
    const scores = result !== null && (result.score.black !== 0 || result.score.white !== 0);
    return html`
      <table part="table">
        <thead>
          <tr>
            <th scope="col"><span class="visually-hidden">${words.status.player}</span></th>
            ${prisoners ? html`<th scope="col" class="number">${words.status.prisoners}</th>` : nothing}
            ${scores ? html`<th scope="col" class="number">${words.status.score}</th>` : nothing}
          </tr>
        </thead>
        <tbody>
          ${COLORS.map((color) => this.row(view, color, prisoners, scores ? result : null, words))}
        </tbody>
      </table>
      ${result ? this.resultLine(result, words) : nothing}
      ${view.notes.length > 0
        ? html`<ul part="notes" class="notes">
            ${view.notes.map((note) => html`<li part="note" class="note" data-code=${note.code}>${words.reader.rules.note(note, ruleGameOf(board))}</li>`)}
          </ul>`
        : nothing}
    `;
  }

  private row(view: PositionView, color: Color, prisoners: boolean, result: GameResult | null, words: CompanionSpeech): TemplateResult {
    const toPlay = view.result === null && view.toPlay === color;
    return html`<tr part="player" class=${color}>
      <th scope="row">
        <span class="name"
          ><span class="stone ${color}" aria-hidden="true"></span>${words.reader.position.player(color)}${toPlay
            ? html` <span part="to-play" class="to-play">${words.status.toPlay}</span>`
            : nothing}</span
        >
      </th>
      ${prisoners ? html`<td class="number">${view.prisoners[color]}</td>` : nothing}
      ${result ? html`<td class="number">${words.number(result.score[color])}</td>` : nothing}
    </tr>`;
  }

  /** The rules' sentence of a result says why a game ended by repetition or with no moves left; two passes it leaves unsaid. */
  private resultLine(result: GameResult, { reader, status }: CompanionSpeech): TemplateResult {
    return html`<p part="result" class="result">${status.result(reader.rules.result(result))}
      <span class="reason">${result.reason === 'two-passes' ? status.overAfterPasses : status.over}</span></p>`;
  }
}
