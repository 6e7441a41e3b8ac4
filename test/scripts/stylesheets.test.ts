/**
 * The element's stylesheets ship as written: Lit's `css` keeps a comment inside the CSS in every
 * page's bytes, and the build does not take it out. Why a rule is so is said in a TypeScript
 * comment next to the stylesheet instead, which the build drops.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { CSSResult, CSSResultGroup } from 'lit';

const root = new URL('../../src/element/', import.meta.url);

/** Every `*.styles.ts` module of the element and its companions, by its path under src/element. */
const modules = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.styles.ts')).sort();

/** The CSS texts of a module's exported stylesheets. */
function cssTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(cssTexts);
  return value && typeof value === 'object' && 'cssText' in value ? [(value as CSSResult).cssText] : [];
}

describe('the element’s stylesheets', () => {
  it('are found', () => {
    assert.ok(modules.includes('variant-go-board.styles.ts') && modules.length >= 5, modules.join(', '));
  });

  for (const path of modules) {
    it(`${path} holds no comment in its CSS: the why of a rule is a TypeScript comment, which does not ship`, async () => {
      const exported: Record<string, CSSResultGroup> = await import(new URL(path, root).href);
      const comments = Object.values(exported).flatMap(cssTexts).flatMap((text) => text.match(/\/\*[\s\S]*?\*\//g) ?? []);
      assert.deepEqual(comments, []);
    });
  }
});
