import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, VARIANTS, type GameOptions, type MoveErrorCode, type VariantId } from '../../src/engine/index.js';
import { randomFrom } from './random-play.js';

/** A label such as "ko:" or "Positional superko:" opening a sentence: a second prefix. */
const LABEL = /^[\w-]+(?: [\w-]+)?: /;

/** The rule options each variant is played under: its defaults, and the other ko rule or scoring. */
function optionSets(variant: VariantId): Partial<GameOptions>[] {
  if (variant === 'tile' || variant === 'cushion') return [{}, { scoring: 'standard' }, { komi: 1 }];
  if (variant === 'go' || variant === 'no-seki') return [{}, { ko: 'positional' }];
  return [{}];
}

interface Said {
  variant: VariantId;
  what: string;
  text: string;
}

/**
 * Every refusal and rule note met in seeded random games on 5x5 boards: at each position,
 * every stone, ghost, pass and return is tried, and the notes are read.
 */
function everythingSaid(): { said: Said[]; codes: Map<VariantId, Set<MoveErrorCode>> } {
  const said: Said[] = [];
  const codes = new Map<VariantId, Set<MoveErrorCode>>();
  for (const variant of Object.keys(VARIANTS) as VariantId[]) {
    const seen = new Set<MoveErrorCode>();
    codes.set(variant, seen);
    for (const options of optionSets(variant)) {
      for (let seed = 1; seed <= 6; seed++) {
        const random = randomFrom(seed);
        const game = createGame({ variant, size: 5, ...options });
        const tries = [...game.legalMoves().filter((m) => m !== 'pass'), 'pass', 'return'];
        const candidates = [...tries, ...tries.filter((m) => /^[A-Z]\d/.test(m)).map((m) => `ghost:${m}`)];
        for (let turn = 0; turn < 60 && !game.result; turn++) {
          for (const note of game.view().notes) said.push({ variant, what: `note ${note.code}`, text: note.text });
          for (const move of candidates) {
            const checked = game.check(move);
            if (checked.ok) continue;
            seen.add(checked.code);
            said.push({ variant, what: `${checked.code} for ${move}`, text: checked.message });
          }
          const legal = game.legalMoves();
          game.play(legal[random(legal.length)]!);
        }
        const over = game.check('pass');
        if (!over.ok) said.push({ variant, what: `${over.code} for pass`, text: over.message });
      }
    }
  }
  return { said, codes };
}

describe('messages: refusals and rule notes', () => {
  const { said, codes } = everythingSaid();

  it('A1: every refusal and rule note opens with its rule set\'s name, its one prefix, and never a second label such as "ko:"', () => {
    const faults = said.flatMap(({ variant, what, text }) => {
      const name = createGame({ variant, size: 5 }).variantName;
      const prefix = `${name}: `;
      if (!text.startsWith(prefix)) return [`${variant} ${what}: "${text}" does not open with "${prefix}"`];
      const rest = text.slice(prefix.length);
      return LABEL.test(rest) ? [`${variant} ${what}: "${text}" has a second prefix`] : [];
    });
    assert.deepEqual(faults, []);
  });

  it('rule notes address the player to move by name, never as "you"', () => {
    const faults = said.filter(({ what, text }) => what.startsWith('note') && /\byou(r|rs)?\b/i.test(text));
    assert.deepEqual(faults, []);
  });

  it('the random games meet the refusals the rules can give, so the checks above see them', () => {
    const met = (variant: VariantId) => [...codes.get(variant)!].sort();
    for (const variant of Object.keys(VARIANTS) as VariantId[]) {
      assert.ok(met(variant).includes('ERR_OCCUPIED') || met(variant).includes('ERR_MARKED_POINT'), `${variant}: ${met(variant).join(', ')}`);
    }
    assert.ok(met('go').includes('ERR_KO') && met('go').includes('ERR_SUPERKO'), met('go').join(', '));
    assert.ok(met('tile').includes('ERR_PASS_FORBIDDEN') && met('tile').includes('ERR_NO_PRISONER'), met('tile').join(', '));
  });
});
