/**
 * From an SGF tree to a game: reads the board size, komi and setup, then replays the main
 * line (the first child at every branch) through the engine, so the engine's rules decide
 * what every move does.
 */
import { GameOptionError, MAX_SIZE, createGame, formatPoint, type Game } from '../engine/index.js';
import type { Color, GameOptions, MoveErrorCode, OptionErrorCode, VariantId } from '../engine/types.js';
import type { SgfIssue, SgfNode, TextPosition } from './sgf.js';
import { expandSgfPoints, isSgfPass, sgfPointToCoord } from './sgf-points.js';

/** Rule options for {@link gameFromSgf}; they win over what the file says (komi). */
export type SgfGameOptions = { variant?: VariantId } & Partial<Pick<GameOptions, 'komi' | 'ko' | 'maxTiles' | 'scoring'>>;

/**
 * Stable codes of records that cannot become a game.
 * - `ERR_SGF_GAME_TYPE`: `GM` names a game other than Go.
 * - `ERR_SGF_SIZE`: `SZ` is unreadable or beyond what the engine supports.
 * - `ERR_SGF_POINT`: a move or setup value is not a point of the board.
 * - `ERR_SGF_OPTIONS`: the engine refused the game's options (`engineCode` says why).
 * - `ERR_SGF_SETUP`: the engine refused a setup node after the first move.
 * - `ERR_SGF_MOVE`: the engine refused a move (`engineCode` says why: ko, occupied...).
 */
export type SgfGameErrorCode =
  | 'ERR_SGF_GAME_TYPE'
  | 'ERR_SGF_SIZE'
  | 'ERR_SGF_POINT'
  | 'ERR_SGF_OPTIONS'
  | 'ERR_SGF_SETUP'
  | 'ERR_SGF_MOVE';

/**
 * Stable codes of things the replay put up with.
 * - `WARN_SGF_KOMI_SCALED`: a Fox-style komi (`KM[650]`) was read as hundredths (6.5).
 * - `WARN_SGF_IGNORED_VALUE`: an unreadable `KM`, `PL` or `HA`, an empty `AB[]`/`AW[]`/`AE[]`,
 *   or extra values of `B`/`W`, were ignored.
 * - `WARN_SGF_SIZE_COMPOSED`: a square board written `SZ[19:19]` (FF[4] wants `SZ[19]`).
 * - `WARN_SGF_MIXED_NODE`: one node holds setup and a move, or moves of both colours; the
 *   setup was applied first, then Black's move, then White's.
 */
export type SgfGameWarningCode =
  | 'WARN_SGF_KOMI_SCALED'
  | 'WARN_SGF_IGNORED_VALUE'
  | 'WARN_SGF_SIZE_COMPOSED'
  | 'WARN_SGF_MIXED_NODE';

/** Why a record could not become a game, at the node that caused it. */
export interface SgfGameError extends SgfIssue<SgfGameErrorCode> {
  /** The move concerned, counting every `B`/`W` node of the main line from 1. */
  moveNumber?: number;
  /** The engine's own code, when the engine refused. */
  engineCode?: MoveErrorCode | OptionErrorCode;
}

/** The answer of {@link gameFromSgf}. */
export type SgfGameResult =
  | { ok: true; game: Game; warnings: SgfIssue<SgfGameWarningCode>[] }
  | { ok: false; error: SgfGameError };

/** Position reported for a node built in code rather than read from text. */
const NO_POSITION: TextPosition = { line: 0, column: 0, offset: -1 };

/** Setup properties of one node, in move notation. */
interface NodeSetup {
  black: string[];
  white: string[];
  empty: string[];
  toPlay?: Color;
}

type Step<T> = { ok: true; value: T } | { ok: false; error: SgfGameError };

/**
 * Reads a Fox-style komi. Fox writes komi times 100 as an integer (`KM[650]` is 6.5,
 * `KM[375]` is 3.75). The rule: a value written as a whole number whose size is 50 or more
 * is read as hundredths; any other number is read as it stands. No real komi reaches 50
 * points on the boards the engine supports (at most 25x25), while Fox's smallest scaled
 * komi, 0.5, is written 50. Returns `null` when the value is not a number.
 */
export function parseSgfKomi(value: string): { komi: number; scaled: boolean } | null {
  const text = value.trim();
  if (/^[+-]?\d+$/.test(text)) {
    const whole = Number(text);
    return Math.abs(whole) >= 50 ? { komi: whole / 100, scaled: true } : { komi: whole, scaled: false };
  }
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? { komi: Number(text), scaled: false } : null;
}

/**
 * Builds a game from a tree's root by replaying its main line.
 *
 * - Size from `SZ` (default 19; `SZ[8:5]` is a board 8 columns wide and 5 rows high).
 * - Komi from `options.komi`, else `KM` (see {@link parseSgfKomi}), else the variant's default.
 * - Setup (`AB`, `AW`, `AE`, `PL`) in any node before the first move joins the start
 *   position; after a move it becomes a {@link Game.edit}. Fox records put handicap stones in
 *   the second node, so this matters.
 * - The player to move first: `PL` if given; otherwise White when `HA` is 2 or more and the
 *   start position holds black stones only (placed handicap); otherwise Black. Fox writes
 *   `HA` on games without handicap stones, hence the check on the stones.
 * - Moves `B`/`W` are played with their own colour, so two moves of one colour in a row
 *   replay as recorded. A pass is `[]`, or `[tt]` on boards up to 19x19.
 *
 * A move the engine refuses ends the replay with `ERR_SGF_MOVE`, naming the move number, the
 * SGF point and where the node stands in the text.
 */
export function gameFromSgf(root: SgfNode, options: SgfGameOptions = {}): SgfGameResult {
  const warnings: SgfIssue<SgfGameWarningCode>[] = [];
  const warn = (code: SgfGameWarningCode, node: SgfNode, message: string): void => {
    warnings.push({ code, message, ...(node.position ?? NO_POSITION) });
  };

  const gameType = root.props.GM?.[0]?.trim();
  if (gameType !== undefined && gameType !== '1') {
    return errorAt('ERR_SGF_GAME_TYPE', root, `This record is not a Go game (GM[${gameType}]; Go is GM[1]).`);
  }
  const size = readSize(root, warn);
  if (!size.ok) return size;

  const line: SgfNode[] = [];
  for (let node: SgfNode | undefined = root; node; node = node.children[0]) line.push(node);
  const firstMove = line.findIndex(hasMove);
  const setupEnd = firstMove < 0 ? line.length : firstMove + 1;

  const start = new Map<string, Color>();
  let toPlay: Color | undefined;
  for (const node of line.slice(0, setupEnd)) {
    const setup = readSetup(node, size.value, warn);
    if (!setup.ok) return setup;
    for (const point of setup.value.empty) start.delete(point);
    for (const point of setup.value.black) start.set(point, 'black');
    for (const point of setup.value.white) start.set(point, 'white');
    toPlay = setup.value.toPlay ?? toPlay;
  }
  const black = [...start].filter(([, color]) => color === 'black').map(([point]) => point);
  const white = [...start].filter(([, color]) => color === 'white').map(([point]) => point);
  toPlay ??= placedHandicap(root, black.length, white.length, warn) ? 'white' : 'black';

  const gameOptions: GameOptions = {
    variant: options.variant ?? 'go',
    size: size.value.width === size.value.height ? size.value.width : size.value,
    setup: { black, white, toPlay },
  };
  const komi = options.komi ?? readKomi(root, warn);
  if (komi !== undefined) gameOptions.komi = komi;
  // The engine rejects options a variant does not take, even when undefined, so only
  // the ones given are passed on.
  if (options.ko !== undefined) gameOptions.ko = options.ko;
  if (options.maxTiles !== undefined) gameOptions.maxTiles = options.maxTiles;
  if (options.scoring !== undefined) gameOptions.scoring = options.scoring;

  let game: Game;
  try {
    game = createGame(gameOptions);
  } catch (error) {
    if (!(error instanceof GameOptionError)) throw error;
    return errorAt('ERR_SGF_OPTIONS', root, `The game cannot start: ${error.message}.`, { engineCode: error.code });
  }

  let moveNumber = 0;
  const moveNodes = firstMove < 0 ? [] : line.slice(firstMove);
  for (const [i, node] of moveNodes.entries()) {
    // The first move node's setup already joined the start position.
    if (i > 0) {
      const setup = readSetup(node, size.value, warn);
      if (!setup.ok) return setup;
      const { black, white, empty, toPlay } = setup.value;
      if (black.length + white.length + empty.length > 0 || toPlay) {
        const edited = game.edit(setup.value);
        if (!edited.ok) return errorAt('ERR_SGF_SETUP', node, `This setup cannot be applied: ${edited.message}.`, { engineCode: edited.code });
      }
    }
    for (const id of ['B', 'W'] as const) {
      const values = node.props[id];
      if (!values) continue;
      moveNumber++;
      const played = playMove(game, node, id, values, moveNumber, warn);
      if (!played.ok) return played;
    }
  }
  return { ok: true, game, warnings };
}

/** Columns and rows. */
type BoardSize = { width: number; height: number };

type Warn = (code: SgfGameWarningCode, node: SgfNode, message: string) => void;

function hasMove(node: SgfNode): boolean {
  return 'B' in node.props || 'W' in node.props;
}

function isSetup(node: SgfNode): boolean {
  return 'AB' in node.props || 'AW' in node.props || 'AE' in node.props || 'PL' in node.props;
}

function errorAt(code: SgfGameErrorCode, node: SgfNode, message: string, extra: Partial<SgfGameError> = {}): { ok: false; error: SgfGameError } {
  return { ok: false, error: { code, message, ...(node.position ?? NO_POSITION), ...extra } };
}

function readSize(root: SgfNode, warn: Warn): Step<BoardSize> {
  const value = root.props.SZ?.[0]?.trim();
  if (value === undefined) return { ok: true, value: { width: 19, height: 19 } };
  const match = /^(\d+)(?:\s*:\s*(\d+))?$/.exec(value);
  if (!match) return errorAt('ERR_SGF_SIZE', root, `SZ[${value}] is not a board size: write SZ[19].`);
  const width = Number(match[1]);
  const height = match[2] === undefined ? width : Number(match[2]);
  if (width !== height) {
    if (width < 2 || width > MAX_SIZE || height < 2 || height > MAX_SIZE) {
      return errorAt('ERR_SGF_SIZE', root, `SZ[${value}]: sides from 2 to ${MAX_SIZE} are supported.`);
    }
    return { ok: true, value: { width, height } };
  }
  if (match[2] !== undefined) warn('WARN_SGF_SIZE_COMPOSED', root, `SZ[${value}] was read as SZ[${width}].`);
  if (width < 2 || width > MAX_SIZE) {
    return errorAt('ERR_SGF_SIZE', root, `SZ[${value}]: boards from 2x2 to ${MAX_SIZE}x${MAX_SIZE} are supported.`);
  }
  return { ok: true, value: { width, height } };
}

function readKomi(root: SgfNode, warn: Warn): number | undefined {
  const value = root.props.KM?.[0];
  if (value === undefined || value.trim() === '') return undefined;
  const read = parseSgfKomi(value);
  if (!read) {
    warn('WARN_SGF_IGNORED_VALUE', root, `KM[${value}] is not a number; the variant's default komi is used.`);
    return undefined;
  }
  if (read.scaled) warn('WARN_SGF_KOMI_SCALED', root, `KM[${value}] was read as komi ${read.komi} (Fox writes komi times 100).`);
  return read.komi;
}

/** Whether the start stones are handicap stones that `HA` announces: then White moves first. */
function placedHandicap(root: SgfNode, black: number, white: number, warn: Warn): boolean {
  const value = root.props.HA?.[0];
  if (value === undefined) return false;
  if (!/^\s*\d+\s*$/.test(value)) {
    warn('WARN_SGF_IGNORED_VALUE', root, `HA[${value}] is not a number and was ignored.`);
    return false;
  }
  return Number(value) >= 2 && black > 0 && white === 0;
}

function readSetup(node: SgfNode, { width, height }: BoardSize, warn: Warn): Step<NodeSetup> {
  const setup: NodeSetup = { black: [], white: [], empty: [] };
  if (!isSetup(node)) return { ok: true, value: setup };
  if (hasMove(node)) warn('WARN_SGF_MIXED_NODE', node, 'This node holds both setup and a move; the setup was applied first.');
  for (const [id, list] of [['AE', setup.empty], ['AB', setup.black], ['AW', setup.white]] as const) {
    for (const value of node.props[id] ?? []) {
      if (value === '') {
        // FF[4] wants at least one point here, but editors do write an empty AB[].
        warn('WARN_SGF_IGNORED_VALUE', node, `An empty ${id}[] was ignored.`);
        continue;
      }
      const points = expandSgfPoints(value);
      if (!points || points.some((p) => p.x >= width || p.y >= height)) {
        return errorAt('ERR_SGF_POINT', node, `${id}[${value}] is not a point or a rectangle of points on a ${width}x${height} board.`);
      }
      for (const p of points) list.push(formatPoint(p.x, p.y, width, height));
    }
  }
  const player = node.props.PL?.[0];
  if (player !== undefined) {
    const color = /^\s*[bB]/.test(player) ? 'black' : /^\s*[wW]/.test(player) ? 'white' : undefined;
    if (color) setup.toPlay = color;
    else warn('WARN_SGF_IGNORED_VALUE', node, `PL[${player}] names no player (B or W) and was ignored.`);
  }
  return { ok: true, value: setup };
}

function playMove(game: Game, node: SgfNode, id: 'B' | 'W', values: string[], moveNumber: number, warn: Warn): Step<null> {
  if (id === 'W' && 'B' in node.props) warn('WARN_SGF_MIXED_NODE', node, 'This node holds moves of both colours; Black\'s was played first.');
  const value = values[0] ?? '';
  if (values.length > 1) warn('WARN_SGF_IGNORED_VALUE', node, `${id} has ${values.length} values; only the first, ${id}[${value}], was played.`);
  const { width, height } = game;
  let move = 'pass';
  if (!isSgfPass(value, width, height)) {
    const point = sgfPointToCoord(value);
    if (!point || point.x >= width || point.y >= height) {
      return errorAt('ERR_SGF_POINT', node, `Move ${moveNumber}, ${id}[${value}], is not a point on a ${width}x${height} board.`, { moveNumber });
    }
    move = formatPoint(point.x, point.y, width, height);
  }
  const color: Color = id === 'B' ? 'black' : 'white';
  const played = game.play(move, { color });
  if (played.ok) return { ok: true, value: null };
  const where = node.position ? ` (line ${node.position.line}, column ${node.position.column})` : '';
  return errorAt(
    'ERR_SGF_MOVE',
    node,
    `Move ${moveNumber}, ${color === 'black' ? 'Black' : 'White'} ${move} (${id}[${value}])${where}, is illegal: ${played.message}.`,
    { moveNumber, engineCode: played.code },
  );
}
