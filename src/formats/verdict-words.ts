/**
 * The words problem collections write in a node's comment (SGF `C`) to judge a line, as our
 * puzzle reader reads them and our editor writes them: goproblems' "RIGHT", "Correct", "Wrong",
 * "Incorrect", and the Japanese 正解, 不正解, 失敗.
 */

/** "Correct" in any case; "RIGHT" only in capitals, since "right" is common in prose ("the right side"); 正解. */
const RIGHT_WORDS = [/\bcorrect\b/i, /\bRIGHT\b/, /正解/];
/** "Wrong" and "Incorrect" in any case; 不正解 (found before the 正解 inside it), 失敗. */
const WRONG_WORDS = [/\bwrong\b/i, /\bincorrect\b/i, /不正解/, /失敗/];

/** The words our editor writes for a verdict, on a line of their own before the author's comment. */
export const VERDICT_WORDS = { right: 'RIGHT', wrong: 'Wrong' } as const;

/** Where the first of `words` occurs in `text`, or -1. */
function firstOf(text: string, words: readonly RegExp[]): number {
  const found = words.map((word) => text.search(word)).filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

/** What a comment says of its line: `right`, `wrong` or nothing; when it holds both kinds of word, the first in the text decides. */
export function commentVerdict(comment: string): 'right' | 'wrong' | null {
  const right = firstOf(comment, RIGHT_WORDS);
  const wrong = firstOf(comment, WRONG_WORDS);
  if (right < 0 && wrong < 0) return null;
  if (right < 0) return 'wrong';
  if (wrong < 0) return 'right';
  return wrong <= right ? 'wrong' : 'right';
}

/** A verdict's word as the first line of `comment` (the comment alone without one). */
export function withVerdict(verdict: 'right' | 'wrong' | null, comment: string): string {
  if (!verdict) return comment;
  return comment === '' ? VERDICT_WORDS[verdict] : `${VERDICT_WORDS[verdict]}\n${comment}`;
}

/**
 * A comment's verdict when its first line is a verdict's word alone ("RIGHT", "Correct!",
 * "Wrong."), and the comment after that line; else no verdict and the whole comment, whose
 * words the reader still judges.
 */
export function verdictOf(comment: string): { verdict: 'right' | 'wrong' | null; comment: string } {
  const [first = '', ...rest] = comment.split('\n');
  const word = first.trim().replace(/[.!。！]+$/, '');
  const verdict = word !== '' && !/\s/.test(word) ? commentVerdict(word) : null;
  return verdict ? { verdict, comment: rest.join('\n') } : { verdict: null, comment };
}
