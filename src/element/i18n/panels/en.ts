/**
 * The words of the parts a record brings (panels.ts): the game information, the comment, the
 * variations, and the download buttons. The players and the moves are the entry's words, which
 * the parts speak beside these (`PanelSpeech`).
 */
import { numbersIn } from '../numbers.js';
import type { ReaderWords } from '../reader/en.js';

const { number } = numbersIn('en');

const words = {
  /** What separates the items of a list, and what comes before a word the screen reader hears after a button's text. */
  comma: ', ',
  /** The `info` part. */
  info: {
    /** A player and their name (with rank): "Black: Alice (3d)". */
    player: (player: string, name: string) => `${player}: ${name}`,
    /** A player the record names only by the other side's name. */
    unknown: 'unknown',
    result: (result: string) => `Result: ${result}`,
    /** Between the result and the event, round, date and place. */
    separator: ' · ',
  },
  /** A record's result (SGF `RE`) in words. */
  result: {
    draw: 'Draw',
    void: 'No result',
    unknown: 'Result unknown',
    won: (player: string) => `${player} won`,
    resignation: (player: string) => `${player} won by resignation`,
    time: (player: string) => `${player} won on time`,
    forfeit: (player: string) => `${player} won by forfeit`,
    points: (player: string, points: number) => `${player} won by ${points} ${points === 1 ? 'point' : 'points'}`,
    /** A way of winning the record writes in its own words (`B+foul`), quoted as written. */
    other: (player: string, how: string) => `${player} won (${how})`,
  },
  /** The `comment` part's button that shows more of a long comment: its text, what the screen reader hears after it, and how much is left. */
  comment: {
    more: 'Show more',
    moreOf: ' of the comment',
    left: (chars: number) => `(${number(chars)} ${chars === 1 ? 'character' : 'characters'} left)`,
  },
  /** The `variations` part. */
  variations: {
    group: 'Variations',
    label: 'Variations:',
    noMove: '(no move)',
    /** Heard after the variation Next follows. */
    next: 'next on this line',
  },
  /** The `exports` part, and what the live region says of a download. */
  exports: {
    group: 'Download',
    label: 'Download:',
    formats: { sgf: 'SGF', diagram: 'Diagram', svg: 'SVG', png: 'PNG' },
    download: (format: string) => `Download ${format}`,
    downloading: (file: string) => `Downloading ${file}`,
  },
};

export type PanelWords = typeof words;
/** What the parts speak: their words and the entry's, in the board's language. */
export type PanelSpeech = PanelWords & { readonly reader: ReaderWords };
export default words;
