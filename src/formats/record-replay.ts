/**
 * A record replayed through the engine: the path to a node, its start position, then its moves
 * (forced where the rule set gives an illegal move a meaning) and edits, with snapshots checked.
 */
import { formatPoint, tryCreateGame, type Game } from '../engine/core.js';
import { formatIndex } from '../engine/coords.js';
import type { Color, GameOptions, PositionView, Setup, VariantId } from '../engine/types.js';
import type { SgfGameInfo } from './game-info.js';
import type { SgfNode } from './sgf.js';
import { hasMove, hasState, isSetup, readSetup, readState, type BoardSize, type NodeState } from './sgf-node.js';
import { isSgfPass, sgfPointToCoord } from './sgf-points.js';
import type { SgfGameAt, SgfGameError, SgfIllegalMove, SgfRecord, SgfRuleOptions } from './sgf-record.js';
import { collector, errorAt, type Step, type Warn } from './sgf-record-issues.js';
import { StartBuilder } from './start-builder.js';

export class RecordImpl implements SgfRecord {
  constructor(
    readonly root: SgfNode,
    readonly variant: VariantId,
    readonly ruleOptions: SgfRuleOptions,
    readonly info: SgfGameInfo,
    private readonly size: BoardSize,
    /** Checked `createGame` options without setup. */
    private readonly base: GameOptions,
  ) {}

  get width(): number {
    return this.size.width;
  }

  get height(): number {
    return this.size.height;
  }

  nodeAt(path: readonly number[]): SgfNode | null {
    let node = this.root;
    for (const i of path) {
      const child = node.children[i];
      if (!child) return null;
      node = child;
    }
    return node;
  }

  children(path: readonly number[]): readonly SgfNode[] {
    return this.nodeAt(path)?.children ?? [];
  }

  mainLine(from: readonly number[] = []): number[] {
    const path = [...from];
    let node = this.nodeAt(path);
    if (!node) return path;
    while (node.children.length > 0) {
      path.push(0);
      node = node.children[0]!;
    }
    return path;
  }

  gameAt(path: readonly number[]): SgfGameAt {
    const { warnings, warn } = collector();
    const illegalMoves: SgfIllegalMove[] = [];
    const nodes: SgfNode[] = [this.root];
    let pathError: SgfGameError | null = null;
    for (const [depth, i] of path.entries()) {
      const child = nodes.at(-1)!.children[i];
      if (!child) {
        const parent = nodes.at(-1)!;
        const count = parent.children.length;
        pathError = errorAt(
          'ERR_SGF_PATH',
          parent,
          `Step ${depth + 1} of the path [${path.join(', ')}] asks for variation ${i + 1}, but this node has ${count === 0 ? 'no continuation' : count === 1 ? 'one continuation' : `${count} continuations`}.`,
        ).error;
        break;
      }
      nodes.push(child);
    }

    // Setup up to the first move, and that move's own setup, form the start position.
    const firstMove = nodes.findIndex(hasMove);
    const startCount = firstMove < 0 ? nodes.length : firstMove + 1;
    const start = new StartBuilder();
    let error: SgfGameError | null = null;
    for (const [i, node] of nodes.slice(0, startCount).entries()) {
      const setup = readSetup(node, this.size, warn);
      if (!setup.ok) {
        error = setup.error;
        break;
      }
      start.addSetup(setup.value);
      // On the first move's node, variant state is a snapshot after the move unless the node is a setup node too.
      if (hasState(node) && (i < firstMove || firstMove < 0 || isSetup(node))) start.addState(readState(node, this.size, warn));
    }
    const game = this.startGame(start.setup(this.variant, this.root, warn), (e) => (error ??= e));
    if (error) return { game, error, warnings, illegalMoves };

    let moveNumber = 0;
    const moveNodes = firstMove < 0 ? [] : nodes.slice(firstMove);
    for (const [i, node] of moveNodes.entries()) {
      if (i > 0) {
        const setup = readSetup(node, this.size, warn);
        if (!setup.ok) return { game, error: setup.error, warnings, illegalMoves };
        const { black, white, empty, toPlay } = setup.value;
        if (black.length + white.length + empty.length > 0 || toPlay) {
          const edited = game.edit(setup.value);
          if (!edited.ok) {
            const message = `This setup cannot be applied: ${edited.message}.`;
            return { game, error: errorAt('ERR_SGF_SETUP', node, message, { engineCode: 'ERR_SETUP' }).error, warnings, illegalMoves };
          }
        }
      }
      for (const id of ['B', 'W'] as const) {
        if (!node.props[id]) continue;
        moveNumber++;
        const played = playMove(game, node, id, moveNumber, warn);
        if (!played.ok) return { game, error: played.error, warnings, illegalMoves };
        if (played.value) illegalMoves.push(played.value);
      }
      if (hasState(node) && !(i === 0 && isSetup(node))) checkSnapshot(game.view(), node, readState(node, this.size, warn), warn);
    }
    return { game, error: pathError, warnings, illegalMoves };
  }

  /** A game from the start setup; a setup the engine refuses falls back to the bare stones. */
  private startGame(setup: Setup, fail: (error: SgfGameError) => void): Game {
    const attempts: GameOptions[] = [
      { ...this.base, setup },
      { ...this.base, setup: { black: setup.black ?? [], white: setup.white ?? [], toPlay: setup.toPlay ?? 'black' } },
      this.base,
    ];
    for (const [i, options] of attempts.entries()) {
      const made = tryCreateGame(options);
      if (made.ok) return made.game;
      if (i === 0) fail(errorAt('ERR_SGF_SETUP', this.root, `The start position cannot be set up: ${made.message}.`, { engineCode: made.code }).error);
    }
    // The base options were checked by readRecord, so the last attempt cannot fail.
    throw new Error('unreachable: checked options refused');
  }
}

/**
 * The move a node's `B`/`W` value means in `game`'s position, in move notation: the point, or
 * `pass`, with its `ZVK` kind (`ghost:D4`, `return`), and an empty move read as a prisoner
 * return where the variant has no pass but the return is allowed. `ERR_SGF_POINT` for a value
 * that is no point of the board.
 */
export function nodeMoveText(game: Game, node: SgfNode, id: 'B' | 'W', moveNumber: number, warn: Warn): Step<string> {
  const values = node.props[id] ?? [];
  if (id === 'W' && 'B' in node.props) warn('WARN_SGF_MIXED_NODE', node, "This node holds moves of both colours; Black's was played first.");
  const value = values[0] ?? '';
  if (values.length > 1) warn('WARN_SGF_IGNORED_VALUE', node, `${id} has ${values.length} values; only the first, ${id}[${value}], was played.`);
  const { width, height } = game;
  const kindText = node.props.ZVK?.[0];
  const kind = kindText?.trim().toLowerCase();
  const pass = isSgfPass(value, width, height);
  let move = 'pass';
  if (!pass) {
    const point = sgfPointToCoord(value);
    if (!point || point.x >= width || point.y >= height) {
      return errorAt('ERR_SGF_POINT', node, `Move ${moveNumber}, ${id}[${value}], is not a point on a ${width}x${height} board.`, { property: id, value, moveNumber });
    }
    move = formatPoint(point.x, point.y, width, height);
  }
  if (kindText !== undefined) {
    if (kind === 'ghost' && !pass) move = `ghost:${move}`;
    else if (kind === 'return' && pass) move = 'return';
    else warn('WARN_SGF_IGNORED_VALUE', node, `ZVK[${kindText}] does not fit ${id}[${value}] (ghost goes with a point, return with an empty move); it was ignored.`);
  }
  const color: Color = id === 'B' ? 'black' : 'white';
  if (move === 'pass' && kindText === undefined) {
    const passing = game.check('pass', { color });
    if (!passing.ok && passing.code === 'ERR_PASS_FORBIDDEN' && game.check('return', { color }).ok) {
      warn('WARN_SGF_PASS_AS_RETURN', node, `Move ${moveNumber}, ${id}[${value}], was read as a prisoner return: this variant has no pass (write ZVK[return]).`);
      move = 'return';
    }
  }
  return { ok: true, value: move };
}

/**
 * Plays the move of a node's `B`/`W` value ({@link nodeMoveText}), forced where the rules refuse
 * it and the rule set gives an illegal move a meaning: the FF[4] spec has a viewer execute every
 * move of a record. Answers the illegal move it played, or `null` for a legal one.
 */
function playMove(game: Game, node: SgfNode, id: 'B' | 'W', moveNumber: number, warn: Warn): Step<SgfIllegalMove | null> {
  const read = nodeMoveText(game, node, id, moveNumber, warn);
  if (!read.ok) return read;
  const move = read.value;
  const value = node.props[id]?.[0] ?? '';
  const color: Color = id === 'B' ? 'black' : 'white';
  const played = game.play(move, { color, force: true });
  const ko = 'KO' in node.props;
  const illegal = `Move ${moveNumber}, ${color === 'black' ? 'Black' : 'White'} ${move} (${id}[${value}]), is illegal`;
  if (played.ok) {
    if (!played.illegal) return { ok: true, value: null };
    const meant = ko ? ' KO[] marks it as meant.' : '';
    const { error } = errorAt('ERR_SGF_MOVE', node, `${illegal}: ${played.illegal.message}.${meant}`, {
      property: id,
      moveNumber,
      engineCode: played.illegal.code,
      refused: { ...played.illegal, move },
    });
    return { ok: true, value: { ...error, code: 'ERR_SGF_MOVE', ko } };
  }
  let unforced = '';
  if (ko) {
    unforced = game.forcible.length > 0
      ? ` KO[] cannot force it: ${game.variantName} forces only moves refused as ${game.forcible.join(', ')}.`
      : ` KO[] asks for it to be played anyway, but ${game.variantName} gives an illegal move no meaning: its rules stand.`;
  }
  return errorAt('ERR_SGF_MOVE', node, `${illegal}: ${played.message}.${unforced}`, { property: id, value, moveNumber, engineCode: played.code, refused: played });
}

/** Compares a node's `ZVG`/`ZVM`/`ZVT` with the engine's position; differences are warnings. */
function checkSnapshot(view: PositionView, node: SgfNode, state: NodeState, warn: Warn): void {
  const name = (i: number) => formatIndex(i, view.width, view.height);
  const differ = (id: string, said: Set<string>, actual: Set<string>) => {
    const extra = [...said].filter((p) => !actual.has(p));
    const missing = [...actual].filter((p) => !said.has(p));
    if (extra.length + missing.length === 0) return;
    const parts = [extra.length > 0 ? `it lists ${extra.join(' ')}, which the game does not have` : '', missing.length > 0 ? `it leaves out ${missing.join(' ')}` : ''];
    warn('WARN_SGF_SNAPSHOT_MISMATCH', node, `${id} differs from the position the rules give: ${parts.filter(Boolean).join('; ')}. The rules' position is shown.`);
  };
  const where = (test: (p: (typeof view.points)[number]) => boolean) =>
    new Set(view.points.flatMap((p, i) => (test(p) ? [name(i)] : [])));
  if (state.ghosts) differ('ZVG', new Set(state.ghosts), where((p) => p.ghost && p.color !== null));
  if (state.marked) differ('ZVM', new Set(state.marked), where((p) => p.marked && p.color !== null));
  if (state.tiles) {
    const said = new Set([...state.tiles].filter(([, n]) => n > 0).map(([p, n]) => `${p}:${n}`));
    const actual = new Set(view.points.flatMap((p, i) => (p.tiles > 0 ? [`${name(i)}:${p.tiles}`] : [])));
    differ('ZVT', said, actual);
  }
}
