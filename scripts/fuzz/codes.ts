/**
 * Every error and warning code the readers may answer with, as values: the fuzzer checks that an
 * answer's code is one of them. The checks at the bottom fail to compile when a reader's code
 * type gains a code these lists lack (or loses one they have).
 */
import type { MoveErrorCode } from '../../src/engine/types.js';
import type { DiagramErrorCode, DiagramWarningCode } from '../../src/formats/diagram.js';
import type { SgfErrorCode, SgfWarningCode } from '../../src/formats/sgf.js';
import type { SgfGameErrorCode, SgfGameWarningCode } from '../../src/formats/sgf-record.js';

export const SGF_ERRORS = ['ERR_SGF_EMPTY', 'ERR_SGF_SYNTAX', 'ERR_SGF_UNCLOSED_VALUE', 'ERR_SGF_TOO_LARGE', 'ERR_SGF_TOO_LONG'] as const;
export const SGF_WARNINGS = [
  'WARN_SGF_IGNORED_TEXT',
  'WARN_SGF_UNCLOSED_TREE',
  'WARN_SGF_REPEATED_PROPERTY',
  'WARN_SGF_LOWERCASE_IDENTIFIER',
  'WARN_SGF_ROOT_WITHOUT_SEMICOLON',
] as const;
export const RECORD_ERRORS = [
  'ERR_SGF_GAME_TYPE',
  'ERR_SGF_SIZE',
  'ERR_SGF_VARIANT',
  'ERR_SGF_OPTIONS',
  'ERR_SGF_POINT',
  'ERR_SGF_SETUP',
  'ERR_SGF_MOVE',
  'ERR_SGF_PATH',
] as const;
export const RECORD_WARNINGS = [
  'WARN_SGF_KOMI_SCALED',
  'WARN_SGF_KOMI_IGNORED',
  'WARN_SGF_IGNORED_VALUE',
  'WARN_SGF_SIZE_COMPOSED',
  'WARN_SGF_MIXED_NODE',
  'WARN_SGF_RULES_UNKNOWN',
  'WARN_SGF_RULES_GUESSED',
  'WARN_SGF_VARIANT_MISMATCH',
  'WARN_SGF_PASS_AS_RETURN',
  'WARN_SGF_SNAPSHOT_MISMATCH',
] as const;
export const DIAGRAM_ERRORS = [
  'ERR_DIAGRAM_EMPTY',
  'ERR_DIAGRAM_LINE',
  'ERR_DIAGRAM_HEADER',
  'ERR_DIAGRAM_CHARACTER',
  'ERR_DIAGRAM_WIDTH',
  'ERR_DIAGRAM_EDGE',
  'ERR_DIAGRAM_SIZE',
  'ERR_DIAGRAM_MOVE_TWICE',
  'ERR_DIAGRAM_NOTE',
  'ERR_DIAGRAM_MOVE_ON_LABEL',
  'ERR_DIAGRAM_MARKUP',
  'ERR_DIAGRAM_TILES',
] as const;
export const DIAGRAM_WARNINGS = [
  'WARN_DIAGRAM_PATTERN',
  'WARN_DIAGRAM_MOVE_GAP',
  'WARN_DIAGRAM_LINK',
  'WARN_DIAGRAM_BLANK_LINE',
  'WARN_DIAGRAM_SIZE_IGNORED',
  'WARN_DIAGRAM_TITLE_ROW',
  'WARN_DIAGRAM_EDGE_HEADER',
] as const;
export const MOVE_ERRORS = [
  'ERR_MOVE_SYNTAX',
  'ERR_OFF_BOARD',
  'ERR_MOVE_KIND',
  'ERR_GAME_OVER',
  'ERR_OCCUPIED',
  'ERR_SUICIDE',
  'ERR_KO',
  'ERR_SUPERKO',
  'ERR_PASS_FORBIDDEN',
  'ERR_NO_PRISONER',
  'ERR_STOICAL_CAPTURE',
  'ERR_DISTURBING_CAPTURE',
  'ERR_KO_RESTRICTION',
  'ERR_TILE_LIMIT',
  'ERR_NO_TRUE_LIBERTY',
  'ERR_MARKED_POINT',
  'ERR_NO_LIBERTY',
] as const;

/** True when the two unions hold the same codes. */
type Same<A, B> = [Exclude<A, B> | Exclude<B, A>] extends [never] ? true : false;
type Listed<T extends readonly string[]> = T[number];
export const listsAreComplete: [
  Same<Listed<typeof SGF_ERRORS>, SgfErrorCode>,
  Same<Listed<typeof SGF_WARNINGS>, SgfWarningCode>,
  Same<Listed<typeof RECORD_ERRORS>, SgfGameErrorCode>,
  Same<Listed<typeof RECORD_WARNINGS>, SgfGameWarningCode>,
  Same<Listed<typeof DIAGRAM_ERRORS>, DiagramErrorCode>,
  Same<Listed<typeof DIAGRAM_WARNINGS>, DiagramWarningCode>,
  Same<Listed<typeof MOVE_ERRORS>, MoveErrorCode>,
] = [true, true, true, true, true, true, true];
