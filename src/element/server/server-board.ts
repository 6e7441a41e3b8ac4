/**
 * `<variant-go-board>` as a server draws it: the element, with the styles of every part its
 * first render may show (a browser adopts each with its chunk, which a server's declarative
 * shadow DOM cannot), and the record the server helper read from the light DOM it writes.
 */
import type { CSSResultGroup, PropertyValues } from 'lit';
import { legendStyles } from '../legend.styles.js';
import { overlayStyles } from '../overlay-legend.styles.js';
import { panelStyles } from '../panels.styles.js';
import { problemStyles } from '../problem-reporter.styles.js';
import type { RecordText } from '../record-text.js';
import { serverRecords } from '../source-watch.js';
import { VariantGoBoard } from '../variant-go-board.component.js';

/** The board on a server. */
export class ServerBoard extends VariantGoBoard {
  static override styles: CSSResultGroup = [VariantGoBoard.styles, panelStyles, legendStyles, overlayStyles, problemStyles];

  /** A server calls no `attributeChangedCallback`: the board takes its own `lang` here (an ancestor's is out of its sight). */
  protected override willUpdate(changed: PropertyValues): void {
    this.attributeChangedCallback('lang', null, this.getAttribute('lang'));
    super.willUpdate(changed);
  }

  /** The record of the board's light DOM (an SGF script, a diagram) or of its `src`, which a server cannot read or fetch itself. */
  set serverRecord(record: RecordText | null) {
    if (record) serverRecords.set(this, record);
    else serverRecords.delete(this);
    this.requestUpdate();
  }
}
