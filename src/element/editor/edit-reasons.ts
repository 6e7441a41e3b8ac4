/**
 * The editor model's refusals, problems and warnings in the board's language, worded from their
 * codes and facts (the model's `message` is its English for developers). DOM-free and pure.
 */
import type { DiagramProblem, DiagramRules, EditCause, EditFacts, EditRefusal, EditWarning } from '../../editor/document.js';
import { formatPoint, variantFacts } from '../../engine/core.js';
import type { Coord, VariantId } from '../../engine/types.js';
import type { SgfGameWarningCode } from '../../formats/sgf-record.js';
import type { EditSpeech } from '../i18n/edit/en.js';
import type { MarkupProperty } from '../i18n/edit/problems/en.js';
import { ruleGameOf, ruleName, ruleValue } from './edit-words.js';
import { variantName } from './edit-fields.js';

/** The board a refusal, problem or warning is about: its variant and size (for a new board, the new one), and its rules where it has some. */
export interface ReasonBoard {
  readonly variant: VariantId;
  readonly width: number;
  readonly height: number;
  readonly rules?: DiagramRules;
}

/** The first point a fact names, or `?` when it names none (a caller's bug the sentence should still survive). */
const first = ({ where }: EditFacts): string => where?.[0] ?? '?';

/** The rules' or the reader's reason behind a refusal, a problem or a warning: a move refused, in the rules' sentence as play mode says it. */
function causeWords(words: EditSpeech, cause: EditCause | undefined, board: ReasonBoard, point?: string): string {
  if (!cause) return '';
  if (cause.move !== undefined) return words.reader.rules.refusal(cause, cause.move, ruleGameOf(board));
  return words.problems.cause(cause, { variant: variantName(words, board.variant), ...(point ? { point } : {}) });
}

/** Why an edit on `board` was refused: "The moves changed D4: …", or the rules' reason. */
export function refusalWords(words: EditSpeech, refusal: EditRefusal, board: ReasonBoard): string {
  const { problems: p, tools } = words;
  const { width, height } = board;
  switch (refusal.code) {
    case 'ERR_EDIT_POINT':
      return p.notAPoint(first(refusal), width, height);
    case 'ERR_EDIT_TOOL': {
      const tool = refusal.tool as keyof typeof tools.names | undefined;
      return tool && tool in tools.names ? p.notForVariant(tools.names[tool], variantName(words, board.variant)) : p.notAnEdit(refusal.code);
    }
    case 'ERR_EDIT_NO_STONE':
      return p.noStone(first(refusal), refusal.tool === 'ghost' ? 'ghost' : 'marked');
    case 'ERR_EDIT_MOVED':
      return p.moved(first(refusal), tools.names[refusal.tool as keyof typeof tools.names] ?? String(refusal.tool));
    case 'ERR_EDIT_BREAKS_MOVE':
      return refusal.line ? p.breaksMove(refusal.line, causeWords(words, refusal.cause, board)) : p.notAnEdit(refusal.code);
    case 'ERR_EDIT_LABELS':
      return p.noLetter;
    case 'ERR_EDIT_CROP':
      return p.cropNotOnBoard(first(refusal), refusal.where?.[1] ?? '?', width, height);
    case 'ERR_EDIT_NO_MOVE':
      return p.noMove;
    case 'ERR_EDIT_TEXT':
    case 'ERR_EDIT_GO':
    case 'ERR_EDIT_VERDICT':
    case 'ERR_EDIT_KIND':
      return p.notAnEdit(refusal.code);
    default:
      // The engine's own refusal of a move, a rule option, a size or a setup.
      return causeWords(words, refusal.cause ?? refusal, board);
  }
}

/** What is wrong with the position of `board`: "Go: the white stone at A1 has no liberty, …". */
export function problemWords(words: EditSpeech, problem: DiagramProblem, board: ReasonBoard): string {
  const { problems: p } = words;
  const { variant, width, height } = board;
  const name = ({ x, y }: Coord): string => formatPoint(x, y, width, height);
  switch (problem.code) {
    case 'PROBLEM_NO_LIBERTY':
      return p.noLiberty(variantName(words, variant), problem.color ?? 'black', problem.points.map(name), variantFacts(variant)?.captures === 'flip');
    case 'PROBLEM_NO_SOLUTION':
      return p.noSolution(words.reader.position.player(problem.color ?? 'black'));
    case 'PROBLEM_CROP':
      return p.cropOff(first(problem), problem.where?.[1] ?? '?', width, height);
    case 'PROBLEM_MARK':
      return p.marksOff(problem.where ?? [], width, height);
    default: {
      // The engine refused a move of a line, or the setup or rules.
      if (problem.line) return p.lineRefused(problem.line, causeWords(words, problem.cause, board));
      const point = problem.points[0];
      return causeWords(words, problem, board, point && name(point));
    }
  }
}

/** What a record read on `board`, or a new `board`, could not keep: "The record has variations: …". */
export function warningWords(words: EditSpeech, warning: EditWarning, board: ReasonBoard): string {
  const { problems: p, fields } = words;
  const variant = variantName(words, board.variant);
  const cause = causeWords(words, warning.cause, board);
  const where = warning.where ?? [];
  const { line } = warning;
  switch (warning.code) {
    case 'WARN_EDIT_MAIN_LINE_STOPPED':
      return p.mainLineStopped(cause);
    case 'WARN_EDIT_SETUP_BETWEEN_MOVES':
      return p.setupBetweenMoves;
    case 'WARN_EDIT_ILLEGAL_MOVE':
      return p.illegalMove(cause);
    case 'WARN_EDIT_VARIATIONS_LEFT_OUT':
      return p.variationsLeftOut;
    case 'WARN_EDIT_LINE_SETUP':
      return line ? p.lineSetup(line.variation, line.number) : warning.message;
    case 'WARN_EDIT_LINE_START':
      return p.lineStart;
    case 'WARN_EDIT_LINE_MOVE':
      return line ? p.lineMove(line, cause) : warning.message;
    case 'WARN_EDIT_LINE_OUT_OF_TURN':
      return line ? p.lineOutOfTurn(line, words.reader.position.player(warning.color ?? 'black')) : warning.message;
    case 'WARN_EDIT_TOO_MANY_MOVES':
      return p.tooManyMoves(Number(warning.value));
    case 'WARN_EDIT_MARKS_TWICE':
      return p.marksTwice;
    case 'WARN_EDIT_MARKS_DOUBLED':
      return p.marksDoubled;
    case 'WARN_EDIT_MARKUP_LEFT_OUT':
      return p.markupLeftOut((warning.properties ?? []).map((id) => p.markup[id as MarkupProperty] ?? id));
    case 'WARN_EDIT_OPTION_LEFT_OUT': {
      const key = warning.option as 'ko' | 'maxTiles' | 'scoring';
      return p.optionLeftOut(variant, ruleName(fields, key), ruleValue(fields, key, warning.value));
    }
    case 'WARN_EDIT_KOMI_LEFT_OUT':
      return p.komiLeftOut(ruleValue(fields, 'komi', warning.value), cause);
    case 'WARN_EDIT_OFF_BOARD':
      return p.offBoard(where);
    case 'WARN_EDIT_GHOSTS_LEFT_OUT':
      return p.ghostsLeftOut(variant, where);
    case 'WARN_EDIT_MARKED_LEFT_OUT':
      return p.markedLeftOut(variant, where);
    case 'WARN_EDIT_TILES_CUT':
      return p.tilesCut(where, Number(warning.value));
    case 'WARN_EDIT_TILES_LEFT_OUT':
      return p.tilesLeftOut(variant, where);
    case 'WARN_EDIT_MOVE_LEFT_OUT':
      return line ? p.moveLeftOut(line, warning.cause ? cause : null) : warning.message;
    default:
      // Every other warning is the reader's own (documentFromTree).
      return p.readerNote(warning.code as SgfGameWarningCode, warning.message, warning.place ?? null);
  }
}
