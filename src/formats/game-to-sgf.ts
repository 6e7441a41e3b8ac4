/** Writing a game as a record, the way back from `readRecord`. */
import { parseMove, parsePoint, type Game } from '../engine/core.js';
import type { Color, GameResult } from '../engine/types.js';
import { GAME_INFO_IDS, type SgfGameInfo } from './game-info.js';
import type { SgfNode, SgfProperties } from './sgf.js';
import { writeSgfKomi } from './sgf-komi.js';
import { coordToSgfPoint } from './sgf-points.js';
import { writeZvr } from './zvr-write.js';

/** `AP` written by {@link gameToSgf}. */
export const SGF_APPLICATION = 'variant-go-board:0.1.0';

/**
 * A record of a game: the root (`GM FF CA AP SZ KM RU ZVR`, the game information, the start
 * position with `AB AW PL` and its variant state `ZVG ZVT ZVM`), then one node per move of the
 * whole record, whichever position the game shows: `B[pt]`/`W[pt]`, `B[]` for a pass,
 * `B[pt]ZVK[ghost]`, `B[]ZVK[return]`, `KO[]` on a move played with `force`; edits between
 * moves become setup nodes (`AE AB AW PL`).
 * `RE` is written from the game's result at the end of the record unless `info.RE` is given;
 * other `info` entries are written as given (`KM` always comes from the game).
 * `readRecord` and `gameAt(mainLine())` give the same game back.
 */
export function gameToSgf(game: Game, info: SgfGameInfo = {}): SgfNode {
  const { width, height, variant } = game;
  const point = (text: string): string => coordToSgfPoint(parsePoint(text, width, height)!);
  const props: SgfProperties = {
    GM: ['1'],
    FF: ['4'],
    CA: ['UTF-8'],
    AP: [SGF_APPLICATION],
    SZ: [width === height ? String(width) : `${width}:${height}`],
  };
  const infoProps: SgfProperties = {};
  if (variant !== 'go') infoProps.RU = [game.variantName];
  for (const id of GAME_INFO_IDS) {
    const value = info[id];
    if (id !== 'KM' && value !== undefined && value !== '') infoProps[id] = [value];
  }
  const history = game.history;
  const shown = game.moveNumber;
  game.goTo(0);
  const start = game.view();
  game.goTo(game.length);
  const end = game.result;
  game.goTo(shown);
  if (infoProps.RE === undefined && end) infoProps.RE = [resultText(end)];
  for (const id of GAME_INFO_IDS) {
    if (id === 'KM') props.KM = [writeSgfKomi(game.komi)];
    else if (infoProps[id]) props[id] = infoProps[id]!;
  }
  props.ZVR = [writeZvr(variant, game.ruleOptions)];

  // The start position: the view before the first move (edits before it included).
  const black: string[] = [];
  const white: string[] = [];
  const ghosts: string[] = [];
  const marked: string[] = [];
  const tiles: string[] = [];
  start.points.forEach((p, i) => {
    const sgf = coordToSgfPoint({ x: i % width, y: Math.floor(i / width) });
    if (p.color === 'black') black.push(sgf);
    if (p.color === 'white') white.push(sgf);
    if (p.color && p.ghost) ghosts.push(sgf);
    if (p.color && p.marked) marked.push(sgf);
    if (p.tiles > 0) tiles.push(`${sgf}:${p.tiles}`);
  });
  if (black.length > 0) props.AB = black;
  if (white.length > 0) props.AW = white;
  if (black.length + white.length > 0 || start.toPlay === 'white') props.PL = [start.toPlay === 'black' ? 'B' : 'W'];
  if (ghosts.length > 0) props.ZVG = ghosts;
  if (tiles.length > 0) props.ZVT = tiles;
  if (marked.length > 0) props.ZVM = marked;

  const root: SgfNode = { props, children: [] };
  let last = root;
  const append = (nodeProps: SgfProperties) => {
    const node: SgfNode = { props: nodeProps, children: [] };
    last.children.push(node);
    last = node;
  };
  const firstMove = history.findIndex((e) => e.kind === 'move');
  let toPlay: Color = start.toPlay;
  for (const entry of firstMove < 0 ? [] : history.slice(firstMove)) {
    if (entry.kind === 'move') {
      append(moveProps(entry.color, entry.move, width, height));
      // A forced move says so, as FF[4] has a record mark an illegal move it means.
      if (entry.illegal) last.props.KO = [''];
      toPlay = entry.color === 'black' ? 'white' : 'black';
    } else {
      const { edit } = entry;
      toPlay = edit.toPlay ?? toPlay;
      const node: SgfProperties = {};
      if (edit.empty?.length) node.AE = edit.empty.map(point);
      if (edit.black?.length) node.AB = edit.black.map(point);
      if (edit.white?.length) node.AW = edit.white.map(point);
      // PL when the edit sets the player, and on an edit that changes no stone, to keep it an edit when read back.
      if (edit.toPlay !== undefined || Object.keys(node).length === 0) node.PL = [toPlay === 'black' ? 'B' : 'W'];
      append(node);
    }
  }
  return root;
}

/** The properties of a move's node: `B[pt]`/`W[pt]`, `B[]` for a pass, `B[pt]ZVK[ghost]`, `B[]ZVK[return]`. `text` is a move the game played. */
export function moveProps(color: Color, text: string, width: number, height: number): SgfProperties {
  const id = color === 'black' ? 'B' : 'W';
  const move = parseMove(text, width, height);
  if ('code' in move) throw new Error(`unreachable: a game played an unreadable move ${text}`);
  if (move.kind === 'place') return move.piece === 'ghost' ? { [id]: [coordToSgfPoint(move)], ZVK: ['ghost'] } : { [id]: [coordToSgfPoint(move)] };
  return move.kind === 'return' ? { [id]: [''], ZVK: ['return'] } : { [id]: [''] };
}

/** `RE` for a result: `B+3.5`, `W+` (a win without a count), `Draw`. */
function resultText(result: GameResult): string {
  if (!result.winner) return 'Draw';
  const margin = Math.abs(result.score.black - result.score.white);
  return `${result.winner === 'black' ? 'B' : 'W'}+${margin > 0 ? margin : ''}`;
}
