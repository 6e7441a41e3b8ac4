/** A record's node in words: its name, and the start of its comment said with it. */
import type { SgfNode } from '../formats/sgf.js';
import { textStart } from '../formats/text-start.js';

/**
 * Characters shown of a name: a game-information value (`GN`, `PB`, `EV`...), a diagram's title,
 * a node's name (`N`). A name is a line; a longer one is cut ("…"), so that a name of a million
 * characters costs no more to show than a short one.
 */
export const MAX_NAME_CHARS = 200;

/** Characters of a comment announced with the node: its start; the rest is in the `comment` part. */
export const SAID_COMMENT_CHARS = 300;

/** A node's name (`N`), cut to {@link MAX_NAME_CHARS}; `''` when it has none. */
export function nodeName(node: SgfNode): string {
  return textStart(node.props.N?.join(' ').trim() ?? '', MAX_NAME_CHARS);
}

/** The node's name and the start of its comment as one sentence for the live region, joined as `sentences` joins them (`. ` in English). */
export function commentSentence(node: SgfNode, sentences: (said: readonly string[]) => string): string {
  const comment = textStart(node.props.C?.join('\n').trim() ?? '', SAID_COMMENT_CHARS).replace(/\s+/g, ' ');
  return sentences([nodeName(node), comment].filter(Boolean));
}
