/** Reading a record's text all at once, as the board does a slice per task (load-record.ts). */
import { TreeReading, type LoadedTree, type UnreadTree } from '../../src/element/load-record.js';
import type { RecordText } from '../../src/element/record-text.js';
import type { ReadRecordOptions } from '../../src/formats/sgf-record.js';

/** The tree record of `text`, or why not. Its variant's rules must be loaded (the full engine entry loads them all). */
export function readTree(text: RecordText, options: ReadRecordOptions = {}): LoadedTree | UnreadTree {
  const reading = new TreeReading(text, options);
  for (;;) {
    const read = reading.step();
    if (read) return read;
    if (reading.waitFor) throw new Error('readTree: the record waits for its variant’s rules; load them first');
  }
}
