/** What the editor says: the tool chosen, each edit on a point or a field, briefly, in the board's language. DOM-free and pure. */
import type { DiagramDocument, DiagramMarks, DiagramRules, PointTool } from '../../editor/document.js';
import { shownNode } from '../../editor/index.js';
import { formatPoint, variantFacts } from '../../engine/core.js';
import type { Coord, PositionView } from '../../engine/types.js';
import { factsOfView } from '../board-record.js';
import { moveSentence } from '../describe.js';
import type { EditSpeech } from '../i18n/edit/en.js';
import type { FieldsWords } from '../i18n/edit/fields/en.js';
import type { RefusalGame } from '../i18n/reader/rules/en.js';
import type { FieldEdit } from './edit-fields.js';
import { samePoint } from './edit-points.js';
import type { Tool } from './edit-tools.js';

/** "Tool: white stone". */
export function toolSentence(words: EditSpeech, tool: Tool): string {
  return words.tools.chosen(words.tools.names[tool]);
}

/** The list of marks each mark tool adds to or removes from. */
const MARK_LISTS: Partial<Record<PointTool, keyof Omit<DiagramMarks, 'labels'>>> = { triangle: 'triangles', square: 'squares', circle: 'circles', cross: 'crosses' };

/**
 * An edit of `tool` at `point` that made `after` of `before`, `view` being `after`'s position:
 * "Black stone at D4", "D4 erased", "Triangle at C3 removed", "Label a at C3", "Black D4, captures 2 stones".
 */
export function pointEditSentence(words: EditSpeech, tool: PointTool, point: Coord, before: DiagramDocument, after: DiagramDocument, view: PositionView): string {
  const { said } = words;
  const name = formatPoint(point.x, point.y, view.width, view.height);
  const list = MARK_LISTS[tool];
  if (list) return said.mark(words.tools.names[tool], name, shownNode(before).marks[list].some((p) => samePoint(p, point)));
  if (tool === 'letter' || tool === 'number') {
    const label = shownNode(after).marks.labels.find((l) => samePoint(l.point, point));
    return label ? said.label(label.text, name) : said.unlabelled(name);
  }
  const played = tool === 'alternate' ? factsOfView(view) : null;
  if (played) return moveSentence(played, words.reader, ruleGameOf(after));
  if (tool === 'erase') return said.erased(name);
  return said.placed(words.reader.position.contents(view.points[point.y * view.width + point.x]!), name);
}

/** What a move's sentences name of `board` (a refusal, a move played): the result of a game a line ends is not named. */
export function ruleGameOf({ variant, width, height, rules }: Pick<DiagramDocument, 'variant' | 'width' | 'height'> & { readonly rules?: DiagramRules }): RefusalGame {
  const facts = variantFacts(variant);
  return { variant, variantName: facts?.name ?? variant, width, height, result: null, ruleOptions: { maxTiles: rules?.maxTiles ?? facts?.options.maxTiles } };
}

/** Each rule option's name, as its field's label says it. */
export function ruleName(words: FieldsWords, key: keyof DiagramRules): string {
  return { komi: words.komi, ko: words.ko, maxTiles: words.maxTiles, scoring: words.scoring }[key];
}

/** A rule option's value in words: komi as a number is written in the language, `unlimited` tiles and the choices of ko and scoring translated. */
export function ruleValue(words: FieldsWords, key: keyof DiagramRules, value: unknown): string {
  if (key === 'komi' && typeof value === 'number') return words.decimal(value);
  if (key === 'maxTiles' && value === 'unlimited') return words.unlimited;
  if (key === 'ko' && (value === 'basic' || value === 'positional')) return words.koRules[value];
  if (key === 'scoring' && (value === 'prisoner-return' || value === 'standard')) return words.scorings[value];
  return String(value);
}

/** An edit of a field or a button (not of a point, the crop or the board): "White to play", "Komi 5", "Title: Corner", "Board cleared". */
export function fieldSentence(words: EditSpeech, edit: Exclude<FieldEdit, { kind: 'crop' | 'board' }>, before: DiagramDocument, after: DiagramDocument): string {
  const { fields } = words;
  switch (edit.kind) {
    case 'to-play':
      return words.reader.moves.toPlay(words.reader.position.player(edit.color));
    case 'rules':
      return fields.rulesChanged(
        (['komi', 'ko', 'maxTiles', 'scoring'] as const)
          .filter((key) => before.rules[key] !== after.rules[key])
          .map((key) => fields.ruleChanged(ruleName(fields, key), after.rules[key] === undefined ? null : ruleValue(fields, key, after.rules[key]))),
      );
    case 'title':
      return after.title ? fields.titled(after.title) : fields.untitled;
    case 'comment':
      return shownNode(after).comment ? fields.commented : fields.uncommented;
    case 'clear':
      return fields.cleared;
  }
}
