/**
 * A new variant or size for a document: what still fits and is allowed is kept, each point at
 * its column and row from the top left (as the marks and the crop are held), and the rest is
 * reported, one warning each, with its facts (points named on the old board): a rule option the
 * new variant lacks (`WARN_EDIT_OPTION_LEFT_OUT`: `option`, `value`), a komi it refuses
 * (`WARN_EDIT_KOMI_LEFT_OUT`: `value`, `cause`), stones and tiles off the new board
 * (`WARN_EDIT_OFF_BOARD`: `where`), ghosts or marked stones it lacks (`WARN_EDIT_GHOSTS_LEFT_OUT`,
 * `WARN_EDIT_MARKED_LEFT_OUT`: `where`), tiles over its limit or that it lacks
 * (`WARN_EDIT_TILES_CUT`: `where`, `value` the most; `WARN_EDIT_TILES_LEFT_OUT`: `where`), and a
 * move it refuses or off the new board, with the moves after it (`WARN_EDIT_MOVE_LEFT_OUT`:
 * `line`, and `cause` when the rules refused it).
 */
import { formatPoint, parseMove, tryCreateGame, variantFacts } from '../engine/core.js';
import type { VariantId } from '../engine/types.js';
import type { DiagramDocument, DiagramMove, DiagramNode, DiagramRules, EditFacts, EditResult, EditWarning } from './document.js';
import { marksOnBoard } from './marks.js';
import { notLoaded, refusal, ruleCause } from './refusals.js';
import { gameOptions, sizeOption } from './replay.js';
import { normalRules } from './rules.js';
import { emptyPoints, setupOf, setupPoints } from './setup-points.js';

export function changeBoard(doc: DiagramDocument, to: { variant: VariantId; width: number; height: number }): EditResult {
  const { variant, width, height } = to;
  if (variant === doc.variant && width === doc.width && height === doc.height) return { ok: true, document: doc };
  const base = tryCreateGame({ variant, size: sizeOption(width, height) });
  if (!base.ok) return refusal(base.code, base.message, { option: base.option });
  const spec = variantFacts(variant);
  if (!spec) return notLoaded(variant);
  const dropped: EditWarning[] = [];
  const drop = (code: string, message: string, facts: EditFacts): void => void dropped.push({ code, message, ...facts });
  const oldName = (i: number): string => formatPoint(i % doc.width, Math.floor(i / doc.width), doc.width, doc.height);

  const kept: { -readonly [K in keyof DiagramRules]: DiagramRules[K] } = {};
  for (const key of ['ko', 'maxTiles', 'scoring'] as const) {
    const value = doc.rules[key];
    if (value === undefined) continue;
    if (key in spec.options) (kept as Record<string, unknown>)[key] = value;
    else drop('WARN_EDIT_OPTION_LEFT_OUT', `${spec.name} has no ${key} option: ${key} ${String(value)} was left out.`, { option: key, value });
  }
  if (doc.rules.komi !== undefined) {
    const withKomi = normalRules(variant, width, height, { ...kept, komi: doc.rules.komi });
    if (withKomi.ok) kept.komi = doc.rules.komi;
    else {
      const cause = { code: withKomi.code, message: withKomi.message };
      drop('WARN_EDIT_KOMI_LEFT_OUT', `komi ${doc.rules.komi} was left out (${withKomi.message}); the default komi is used.`, { value: doc.rules.komi, cause });
    }
  }
  const rules = normalRules(variant, width, height, kept);
  if (!rules.ok) return rules;
  const limit = rules.rules.maxTiles ?? base.game.ruleOptions.maxTiles ?? 1;
  const most = limit === 'unlimited' ? Infinity : limit;

  const old = setupPoints(doc.setup, doc.width, doc.height);
  const points = emptyPoints(width * height);
  const outside: string[] = [];
  const lost = { ghosts: [] as string[], marked: [] as string[], tiles: [] as string[] };
  old.forEach((point, i) => {
    if (!point.color && point.tiles === 0) return;
    const x = i % doc.width;
    const y = Math.floor(i / doc.width);
    if (x >= width || y >= height) {
      outside.push(oldName(i));
      return;
    }
    const next = { ...point };
    if (next.ghost && !spec.pointState.includes('ghosts')) [next.ghost, lost.ghosts] = [false, [...lost.ghosts, oldName(i)]];
    if (next.marked && !spec.pointState.includes('marked')) [next.marked, lost.marked] = [false, [...lost.marked, oldName(i)]];
    if (next.tiles > 0 && (!spec.pointState.includes('tiles') || next.tiles > most)) {
      lost.tiles.push(oldName(i));
      next.tiles = spec.pointState.includes('tiles') ? most : 0;
    }
    points[y * width + x] = next;
  });
  if (outside.length > 0) drop('WARN_EDIT_OFF_BOARD', `The stones and tiles at ${outside.join(', ')} are off the new board and were left out.`, { where: outside });
  if (lost.ghosts.length > 0) drop('WARN_EDIT_GHOSTS_LEFT_OUT', `${spec.name} has no ghosts: the ghosts at ${lost.ghosts.join(', ')} became stones.`, { where: lost.ghosts });
  if (lost.marked.length > 0) {
    drop('WARN_EDIT_MARKED_LEFT_OUT', `${spec.name} has no marked stones: the stones at ${lost.marked.join(', ')} are no longer marked.`, { where: lost.marked });
  }
  if (lost.tiles.length > 0) {
    if (spec.pointState.includes('tiles')) drop('WARN_EDIT_TILES_CUT', `The tiles at ${lost.tiles.join(', ')} were cut to ${most}, the most a point holds.`, { where: lost.tiles, value: most });
    else drop('WARN_EDIT_TILES_LEFT_OUT', `${spec.name} has no tiles: the tiles at ${lost.tiles.join(', ')} were left out.`, { where: lost.tiles });
  }

  const next: DiagramDocument = {
    ...doc,
    variant,
    width,
    height,
    rules: rules.rules,
    setup: setupOf(points, width, height, doc.setup.toPlay ?? 'black'),
    root: { ...doc.root, children: [] },
    at: [],
    crop: cropOnBoard(doc.crop, width, height),
  };
  const made = tryCreateGame(gameOptions(next));
  if (!made.ok) return refusal(made.code, made.message, { option: made.option });
  const { game } = made;
  // The node shown stays shown, or the last of its line the new board keeps.
  const at: number[] = [];
  const transplant = (node: DiagramNode, depth: number, onShown: boolean, variation: boolean): DiagramNode => {
    const children: DiagramMove[] = [];
    for (const [i, child] of node.children.entries()) {
      game.goTo(depth);
      const move = parseMove(child.move, doc.width, doc.height);
      const moved = 'code' in move || move.kind !== 'place' ? child.move : movedPoint(move, width, height);
      const played = moved === null ? null : game.play(moved);
      const offMain = variation || i > 0;
      if (!played?.ok) {
        const why = played ? played.message : `${child.move} is off the new board`;
        const message = `Move ${depth + 1} (${child.move})${offMain ? ' of a variation' : ''} and the moves after it were left out: ${why}.`;
        const line = { number: depth + 1, move: child.move, variation: offMain };
        drop('WARN_EDIT_MOVE_LEFT_OUT', message, played ? { line, cause: ruleCause(played) } : { line });
        continue;
      }
      const shownHere = onShown && doc.at[depth] === i;
      if (shownHere) at.push(children.length);
      children.push({ ...(transplant(child, depth + 1, shownHere, offMain) as DiagramMove), move: played.move });
    }
    return { ...node, marks: marksOnBoard(node.marks, width, height), children };
  };
  const root = transplant(doc.root, 0, true, false);
  return { ok: true, document: { ...next, root, at }, ...(dropped.length > 0 ? { dropped } : {}) };
}

/** A placement's text on the new board, at the same column and row from the top left; `null` off it. */
function movedPoint(move: { x: number; y: number; piece: string }, width: number, height: number): string | null {
  if (move.x >= width || move.y >= height) return null;
  const point = formatPoint(move.x, move.y, width, height);
  return move.piece === 'ghost' ? `ghost:${point}` : point;
}

/** The part of a crop on a board of this size; `null` when none of it is, or all of the board is. */
function cropOnBoard(crop: DiagramDocument['crop'], width: number, height: number): DiagramDocument['crop'] {
  if (!crop || crop.x0 >= width || crop.y0 >= height) return null;
  const cut = { ...crop, x1: Math.min(crop.x1, width - 1), y1: Math.min(crop.y1, height - 1) };
  return cut.x0 === 0 && cut.y0 === 0 && cut.x1 === width - 1 && cut.y1 === height - 1 ? null : cut;
}
