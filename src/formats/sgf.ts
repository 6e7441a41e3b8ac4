/**
 * SGF reader: text to a plain tree of nodes, FF[4] with the tolerance real files need
 * (FF[3] identifiers, repeated properties, missing final `)`, text around the trees).
 *
 * The tree keeps every property, known or not, with its values in file order, so that a
 * writer can give the file back. Values are unescaped and otherwise untouched: what a value
 * means (point, number, text) is for its reader to decide.
 *
 * The reader never throws and never recurses: nesting depth is held in an explicit stack,
 * and every character is looked at a bounded number of times, so time is linear in the text.
 */
import { createLocator, type TextPosition } from './text-position.js';

export type { TextPosition } from './text-position.js';
export { writeSgf } from './sgf-write.js';
export { SGF_MAX_SIDE, coordToSgfPoint, expandSgfPoints, isSgfPass, sgfPointToCoord } from './sgf-points.js';

/**
 * Stable codes of texts that cannot be read. Messages may change; codes never do.
 * - `ERR_SGF_EMPTY`: no game tree in the text.
 * - `ERR_SGF_SYNTAX`: the tree structure is broken (a node outside any `(`, `(` without a node,
 *   a node after variations, or something other than a property where one is expected).
 * - `ERR_SGF_UNCLOSED_VALUE`: a `[` without its `]`; reported where the value opens.
 * - `ERR_SGF_TOO_LARGE`: the text holds more nodes, or a node more variations, than the
 *   caller's {@link SgfLimits} allow; reported at the first node past the limit.
 * - `ERR_SGF_TOO_LONG`: a line of play, from the root to a leaf, holds more nodes than the
 *   caller's {@link SgfLimits} allow; reported at the first node past the limit.
 */
export type SgfErrorCode = 'ERR_SGF_EMPTY' | 'ERR_SGF_SYNTAX' | 'ERR_SGF_UNCLOSED_VALUE' | 'ERR_SGF_TOO_LARGE' | 'ERR_SGF_TOO_LONG';

/**
 * Sizes past which {@link parseSgf} stops reading, for callers that must bound their work (a
 * board on a page); absent, a limit is not checked.
 */
export interface SgfLimits {
  /** Nodes in all the trees together. */
  maxNodes?: number;
  /** Children of one node. */
  maxVariations?: number;
  /** Nodes on one line of play, from the root (which counts) to a leaf. */
  maxLineNodes?: number;
}

/**
 * Stable codes of things the reader put up with.
 * - `WARN_SGF_IGNORED_TEXT`: text outside the game trees was skipped.
 * - `WARN_SGF_UNCLOSED_TREE`: the text ends before the last `)`; the trees were closed there.
 * - `WARN_SGF_REPEATED_PROPERTY`: an identifier came twice in one node; its values were merged.
 * - `WARN_SGF_LOWERCASE_IDENTIFIER`: an FF[3]-style identifier with lowercase letters was read
 *   as its capital letters (once per spelling).
 * - `WARN_SGF_ROOT_WITHOUT_SEMICOLON`: a game tree opens with properties and no `;`
 *   (`(SZ[9]KM[6.5];B[aa])`, as Nihon Ki-in writes): they were read as its root node.
 */
export type SgfWarningCode =
  | 'WARN_SGF_IGNORED_TEXT'
  | 'WARN_SGF_UNCLOSED_TREE'
  | 'WARN_SGF_REPEATED_PROPERTY'
  | 'WARN_SGF_LOWERCASE_IDENTIFIER'
  | 'WARN_SGF_ROOT_WITHOUT_SEMICOLON';

/** A problem found in a text, with the place it was found. */
export interface SgfIssue<Code extends string = SgfErrorCode | SgfWarningCode> extends TextPosition {
  /** Stable code, for programs. */
  code: Code;
  /** A sentence for the page author. */
  message: string;
}

/**
 * Properties of one node: identifier to values, in the order they first appear.
 * Identifiers are capital letters only, so no key can clash with `Object.prototype`.
 */
export type SgfProperties = Record<string, string[]>;

/**
 * One node of a game tree. `children[0]` continues the main line; further children are
 * variations. Plain data: no methods, no parent links.
 */
export interface SgfNode {
  props: SgfProperties;
  children: SgfNode[];
  /** Where the node's `;` stands in the text it was read from; absent on built nodes. */
  position?: TextPosition;
}

/** The answer of {@link parseSgf}. */
export type SgfResult =
  | { ok: true; trees: SgfNode[]; warnings: SgfIssue<SgfWarningCode>[] }
  | { ok: false; error: SgfIssue<SgfErrorCode> };

/**
 * Reads an SGF collection: one or more game trees, each returned as its root node.
 *
 * Tolerated, with a warning: text before, between or after the trees; a missing final `)`; a
 * root node without its `;` (`(SZ[9];B[aa])`);
 * an identifier repeated in one node (values merged: `AP[GNU Go:3.8]AP[foxwq]`); FF[3]
 * identifiers with lowercase letters, which stand for their capital letters
 * (`CoPyright[]` is `CP`, `AddBlack[]` is `AB`). Tolerated silently: any whitespace or
 * control character between tokens, and a byte-order mark.
 *
 * Values are unescaped: `\` keeps the next character (`\]`, `\\`, `\:`) and a `\` before a
 * line break removes both (a soft line break). Because `\:` becomes `:`, a composed value
 * (`LB[dd:a]`) splits at its first colon.
 */
export function parseSgf(text: string, limits: SgfLimits = {}): SgfResult {
  return new SgfParse(text, limits).advance(Infinity)!;
}

/**
 * {@link parseSgf} done a slice at a time, for callers that must not hold the thread for long (a
 * board on a page reads a large file over several tasks). Each {@link advance} does about so many
 * characters' worth of work, stopping between nodes; together the slices do the work of one
 * `parseSgf` and give its answer.
 */
export class SgfParse {
  private readonly reader: SgfReader;
  private result: SgfResult | null = null;

  constructor(text: string, limits: SgfLimits = {}) {
    this.reader = new SgfReader(text, limits);
  }

  /**
   * Reads on for about `chars` characters' worth of work, a node counting as {@link NODE_WEIGHT}
   * characters besides its text, and never split: the answer once the text is read, else `null`.
   */
  advance(chars: number): SgfResult | null {
    this.result ??= this.reader.read(chars);
    return this.result;
  }
}

type Step = { ok: true; at: number } | { ok: false; error: SgfIssue<SgfErrorCode> };

/**
 * What building a node costs, in characters read: a text of empty nodes (`;;;`) costs as much per
 * node as one of moves with comments, so a slice of {@link SgfParse.advance} is bounded either way.
 */
const NODE_WEIGHT = 20;

const SPACE_MAX = 0x20;
const OPEN = 0x28; // (
const CLOSE = 0x29; // )
const SEMICOLON = 0x3b;
const BRACKET_OPEN = 0x5b;
const BRACKET_CLOSE = 0x5d;
const BACKSLASH = 0x5c;
const BOM = 0xfeff;

/**
 * A value's text with its escapes undone: `\` keeps the character after it, whatever it is, and a
 * `\` before a line break removes both (a soft line break: `\n`, `\r`, `\r\n` or `\n\r`). `raw`
 * ends with no lone escaping backslash. Split at the backslashes, so that the work is the
 * engine's, not a step per escape: each piece after the first starts with an escaped character,
 * and an empty piece is an escaped backslash, after which the next piece is plain text.
 */
function unescapeValue(raw: string): string {
  const pieces = raw.split('\\');
  for (let i = 1; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (piece === '') {
      pieces[i++] = '\\';
      continue;
    }
    const first = piece.charCodeAt(0);
    if (first === 0x0a || first === 0x0d) {
      const second = piece.charCodeAt(1);
      pieces[i] = piece.slice((second === 0x0a || second === 0x0d) && second !== first ? 2 : 1);
    }
  }
  return pieces.join('');
}

/** A count as people read it: `100000` as "100,000". */
function count(n: number): string {
  return n.toLocaleString('en-US');
}

function isUpper(code: number): boolean {
  return code >= 0x41 && code <= 0x5a;
}

function isLetter(code: number): boolean {
  return isUpper(code) || (code >= 0x61 && code <= 0x7a);
}

/**
 * A tree being read: `parents` holds, for each open `(`, the node its first node hangs under
 * (`null` for the root), which replaces recursion, and `depths` that node's depth; `current` is
 * the node read last, `depth` its place on its line (the root is 1, 0 before it).
 */
interface OpenTree {
  parents: (SgfNode | null)[];
  depths: number[];
  current: SgfNode | null;
  depth: number;
  afterVariation: boolean;
}

/** One parse: the text, the cursor state and what was found so far. */
class SgfReader {
  private readonly text: string;
  private readonly locate: (offset: number) => TextPosition;
  private readonly trees: SgfNode[] = [];
  private readonly warnings: SgfIssue<SgfWarningCode>[] = [];
  private readonly lowercaseSpellings = new Set<string>();
  private nodes = 0;
  /** Where reading goes on. */
  private at: number;
  /** The tree {@link at} is inside; `null` between trees. */
  private tree: OpenTree | null = null;
  /** Where the slice being read ends, and the nodes it has read, which bring its end nearer. */
  private sliceEnd = 0;
  private sliceNodes = 0;
  /** See {@link nextBackslash}. */
  private backslash = -1;

  constructor(
    text: string,
    private readonly limits: SgfLimits,
  ) {
    this.text = text;
    this.locate = createLocator(text);
    this.at = text.charCodeAt(0) === BOM ? 1 : 0;
  }

  /** Reads on for about `chars` characters: the answer once the text is read, else `null`. */
  read(chars: number): SgfResult | null {
    this.sliceEnd = this.at + chars;
    this.sliceNodes = 0;
    while (this.tree || this.at < this.text.length) {
      if (!this.inSlice(this.at)) return null;
      if (this.tree) {
        const read = this.readTree(this.tree, this.at);
        if (!read.ok) return read;
        this.at = read.at;
        continue;
      }
      const outside = this.skipOutside(this.at);
      if (!outside.ok) return outside;
      this.at = outside.at;
      if (this.at < this.text.length) this.tree = { parents: [], depths: [], current: null, depth: 0, afterVariation: false };
    }
    if (this.trees.length === 0) {
      return {
        ok: false,
        error: this.issue('ERR_SGF_EMPTY', 0, 'No game record found: SGF text starts with "(;", as in (;GM[1]SZ[19];B[pd]).'),
      };
    }
    return { ok: true, trees: this.trees, warnings: this.warnings };
  }

  /** Whether reading on at `at` stays within the slice. */
  private inSlice(at: number): boolean {
    return at + this.sliceNodes * NODE_WEIGHT < this.sliceEnd;
  }

  private issue<Code extends string>(code: Code, offset: number, message: string): SgfIssue<Code> {
    return { code, message, ...this.locate(offset) };
  }

  private skipSpace(at: number): number {
    while (at < this.text.length && this.text.charCodeAt(at) <= SPACE_MAX) at++;
    return at;
  }

  /**
   * Skips text up to the next `(` that opens a tree, i.e. is followed by `;`; a `(` in prose
   * before the record is just text. A `;` that starts something shaped like a node
   * (`;B[`) is a record that lost its `(`: an error, since guessing its extent is unsafe.
   */
  private skipOutside(from: number): Step {
    let ignored = -1;
    let at = from;
    for (; at < this.text.length; at++) {
      const code = this.text.charCodeAt(at);
      if (code <= SPACE_MAX) continue;
      if (code === OPEN && (this.text.charCodeAt(this.skipSpace(at + 1)) === SEMICOLON || this.looksLikeNode(at + 1))) break;
      if (code === SEMICOLON && this.looksLikeNode(at + 1)) {
        return {
          ok: false,
          error: this.issue('ERR_SGF_SYNTAX', at, 'This node is outside any game tree: a "(" is missing before it.'),
        };
      }
      if (ignored < 0) ignored = at;
    }
    if (ignored >= 0) {
      this.warnings.push(this.issue('WARN_SGF_IGNORED_TEXT', ignored, 'Text outside the game record was ignored.'));
    }
    return { ok: true, at };
  }

  private looksLikeNode(from: number): boolean {
    let at = this.skipSpace(from);
    const start = at;
    while (isLetter(this.text.charCodeAt(at))) at++;
    return at > start && this.text.charCodeAt(this.skipSpace(at)) === BRACKET_OPEN;
  }

  /**
   * Reads `tree` on from `start` to its closing `)`, or to the end of the slice; closed, the tree
   * is done with ({@link tree} is `null`).
   */
  private readTree(tree: OpenTree, start: number): Step {
    const { parents, depths } = tree;
    let at = start;
    while (this.inSlice(at)) {
      at = this.skipSpace(at);
      if (at >= this.text.length) {
        const missing = parents.length;
        this.warnings.push(
          this.issue(
            'WARN_SGF_UNCLOSED_TREE',
            at,
            `The text ends inside a game tree: ${missing === 1 ? 'a closing ")" is' : `${missing} closing ")" are`} missing.`,
          ),
        );
        this.tree = null;
        return { ok: true, at };
      }
      const code = this.text.charCodeAt(at);
      if (code === OPEN) {
        const node = this.skipSpace(at + 1);
        parents.push(tree.current);
        depths.push(tree.depth);
        tree.afterVariation = false;
        at = node;
        if (this.text.charCodeAt(node) === SEMICOLON) continue;
        if (tree.current || !this.looksLikeNode(node)) {
          return { ok: false, error: this.issue('ERR_SGF_SYNTAX', node, 'A variation must start with a node: ";" expected after "(".') };
        }
        // A root written without its ";", as Nihon Ki-in's records are: its properties are the root node.
        this.warnings.push(
          this.issue('WARN_SGF_ROOT_WITHOUT_SEMICOLON', node, 'The game tree has no ";" before its first property; its properties were read as the root node.'),
        );
        const root = this.readNode(tree, node, node);
        if (!root.ok) return root;
        at = root.at;
      } else if (code === CLOSE) {
        tree.current = parents.pop() ?? null;
        tree.depth = depths.pop() ?? 0;
        tree.afterVariation = true;
        at++;
        if (parents.length === 0) {
          this.tree = null;
          return { ok: true, at };
        }
      } else if (code === SEMICOLON) {
        if (tree.afterVariation) {
          return {
            ok: false,
            error: this.issue('ERR_SGF_SYNTAX', at, 'A node cannot follow variations: put it inside a "(...)" variation.'),
          };
        }
        const node = this.readNode(tree, at, at + 1);
        if (!node.ok) return node;
        at = node.at;
      } else {
        const shown = String.fromCodePoint(this.text.codePointAt(at)!);
        const expected = tree.afterVariation ? '"(" or ")"' : 'a property such as B[pd], or ";", "(" or ")"';
        return { ok: false, error: this.issue('ERR_SGF_SYNTAX', at, `Unexpected "${shown}": expected ${expected}.`) };
      }
    }
    return { ok: true, at };
  }

  /** Reads the node placed at `at` (its `;`) whose properties start at `from`, as the next node of `tree`'s line. */
  private readNode(tree: OpenTree, at: number, from: number): Step {
    const node: SgfNode = { props: {}, children: [], position: this.locate(at) };
    if (tree.current) tree.current.children.push(node);
    else this.trees.push(node);
    const tooLarge = this.tooLarge(at, tree.current, tree.depth + 1);
    if (tooLarge) return { ok: false, error: tooLarge };
    tree.current = node;
    tree.depth++;
    this.sliceNodes++;
    return this.readProperties(node.props, from);
  }

  /** Why the node just read at `at`, under `parent` and at `depth` on its line, goes past the caller's limits, or `null`. */
  private tooLarge(at: number, parent: SgfNode | null, depth: number): SgfIssue<SgfErrorCode> | null {
    const { maxNodes = Infinity, maxVariations = Infinity, maxLineNodes = Infinity } = this.limits;
    if (++this.nodes > maxNodes) {
      return this.issue('ERR_SGF_TOO_LARGE', at, `The record has more than ${count(maxNodes)} nodes, the most this reader takes.`);
    }
    if (parent && parent.children.length > maxVariations) {
      return this.issue('ERR_SGF_TOO_LARGE', at, `A node has more than ${count(maxVariations)} variations, the most this reader takes.`);
    }
    if (depth > maxLineNodes) {
      return this.issue('ERR_SGF_TOO_LONG', at, `A line of play is longer than ${count(maxLineNodes)} nodes, the most this reader takes.`);
    }
    return null;
  }

  private readProperties(props: SgfProperties, from: number): Step {
    let at = from;
    for (;;) {
      at = this.skipSpace(at);
      if (!isLetter(this.text.charCodeAt(at))) return { ok: true, at };
      const start = at;
      let id = '';
      for (; isLetter(this.text.charCodeAt(at)); at++) {
        if (isUpper(this.text.charCodeAt(at))) id += this.text[at];
      }
      const spelling = this.text.slice(start, at);
      if (id === '') {
        return {
          ok: false,
          error: this.issue('ERR_SGF_SYNTAX', start, `"${spelling}" is not a property: identifiers are capital letters, such as B or AB.`),
        };
      }
      if (id !== spelling && !this.lowercaseSpellings.has(spelling)) {
        this.lowercaseSpellings.add(spelling);
        this.warnings.push(
          this.issue('WARN_SGF_LOWERCASE_IDENTIFIER', start, `Old-style identifier "${spelling}" was read as ${id}.`),
        );
      }
      at = this.skipSpace(at);
      if (this.text.charCodeAt(at) !== BRACKET_OPEN) {
        return { ok: false, error: this.issue('ERR_SGF_SYNTAX', start, `Property ${id} has no value: write it as ${id}[...].`) };
      }
      const values: string[] = [];
      while (this.text.charCodeAt(at) === BRACKET_OPEN) {
        const value = this.readValue(at);
        if (value === null) {
          return {
            ok: false,
            error: this.issue('ERR_SGF_UNCLOSED_VALUE', at, `The value of ${id} opened here is never closed: a "]" is missing.`),
          };
        }
        values.push(value.text);
        at = this.skipSpace(value.end);
      }
      if (Object.hasOwn(props, id)) {
        props[id]!.push(...values);
        this.warnings.push(
          this.issue('WARN_SGF_REPEATED_PROPERTY', start, `Property ${id} appears twice in one node; its values were merged.`),
        );
      } else {
        props[id] = values;
      }
    }
  }

  /**
   * Where the first `\` at or after `from` is (the text's length when none). Kept between calls,
   * so that the text is searched for backslashes once in all, however many values it holds.
   */
  private nextBackslash(from: number): number {
    if (this.backslash < from) {
      const found = this.text.indexOf('\\', from);
      this.backslash = found < 0 ? this.text.length : found;
    }
    return this.backslash;
  }

  /**
   * Reads the value whose `[` is at `open`; `null` when the text ends first. A value without a
   * backslash (most) ends at the next `]`, found by the engine's own string search; in one with
   * escapes, a loop from its first backslash finds the `]` no backslash escapes, and
   * {@link unescapeValue} does the rest. Backslashes are searched for once in the whole text, so
   * a value of two million characters, escaped or not, takes milliseconds, not a string per escape.
   */
  private readValue(open: number): { text: string; end: number } | null {
    const text = this.text;
    const close = text.indexOf(']', open + 1);
    if (close < 0) return null;
    const escape = this.nextBackslash(open + 1);
    if (escape > close) return { text: text.slice(open + 1, close), end: close + 1 };
    for (let at = escape; at < text.length; at++) {
      const code = text.charCodeAt(at);
      // The character after a backslash is text, whatever it is: an escaped "]" does not end the value.
      if (code === BACKSLASH) at++;
      else if (code === BRACKET_CLOSE) return { text: unescapeValue(text.slice(open + 1, at)), end: at + 1 };
    }
    return null;
  }
}
