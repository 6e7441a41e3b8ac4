/** The start position of a record: the setup nodes before its first move, and what `HA` implies. */
import { VARIANTS } from '../engine/variants/index.js';
import type { Color, Setup, VariantId } from '../engine/types.js';
import type { SgfNode } from './sgf.js';
import type { NodeSetup, NodeState } from './sgf-node.js';
import type { Warn } from './sgf-record-issues.js';

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

/** The start position being built from the setup nodes before the first move. */
export class StartBuilder {
  readonly stones = new Map<string, Color>();
  readonly ghosts = new Set<string>();
  readonly marked = new Set<string>();
  readonly tiles = new Map<string, number>();
  toPlay: Color | undefined;

  addSetup(setup: NodeSetup): void {
    for (const point of setup.empty) this.clear(point);
    for (const point of setup.black) this.put(point, 'black');
    for (const point of setup.white) this.put(point, 'white');
    this.toPlay = setup.toPlay ?? this.toPlay;
  }

  addState(state: NodeState): void {
    for (const point of state.ghosts ?? []) this.ghosts.add(point);
    for (const point of state.marked ?? []) this.marked.add(point);
    for (const [point, count] of state.tiles ?? []) {
      if (count > 0) this.tiles.set(point, count);
      else this.tiles.delete(point);
    }
  }

  private clear(point: string): void {
    this.stones.delete(point);
    this.ghosts.delete(point);
    this.marked.delete(point);
  }

  private put(point: string, color: Color): void {
    this.clear(point);
    this.stones.set(point, color);
  }

  /** The engine setup, keeping only the state the variant has and that fits the stones. */
  setup(variant: VariantId, root: SgfNode, warn: Warn): Setup {
    const black = [...this.stones].filter(([, c]) => c === 'black').map(([p]) => p);
    const white = [...this.stones].filter(([, c]) => c === 'white').map(([p]) => p);
    const setup: { -readonly [K in keyof Setup]: Setup[K] } = {
      black,
      white,
      toPlay: this.toPlay ?? (placedHandicap(root, black.length, white.length, warn) ? 'white' : 'black'),
    };
    const state = VARIANTS[variant].pointState;
    const name = VARIANTS[variant].name;
    for (const [key, id, words] of [['ghosts', 'ZVG', 'ghosts'], ['marked', 'ZVM', 'marked stones']] as const) {
      const points = [...this[key]];
      if (points.length === 0) continue;
      if (!state.includes(key)) {
        warn('WARN_SGF_IGNORED_VALUE', root, `${id}: ${name} has no ${words}; ${points.join(' ')} ignored.`);
        continue;
      }
      const stoneless = points.filter((p) => !this.stones.has(p));
      if (stoneless.length > 0) warn('WARN_SGF_IGNORED_VALUE', root, `${id}: ${stoneless.join(' ')} hold no stone; ignored.`);
      setup[key] = points.filter((p) => this.stones.has(p));
    }
    if (this.tiles.size > 0) {
      if (state.includes('tiles')) setup.tiles = Object.fromEntries(this.tiles);
      else warn('WARN_SGF_IGNORED_VALUE', root, `ZVT: ${name} has no tiles; ${[...this.tiles.keys()].join(' ')} ignored.`);
    }
    return setup;
  }
}
