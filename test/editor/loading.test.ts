// Only the engine core: no variant but standard Go is loaded in this file's process.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyEdit, documentFromSgf, emptyDocument } from '../../src/editor/index.js';
import { loadVariant } from '../../src/engine/core.js';

test('the editor refuses with ERR_VARIANT_NOT_LOADED until the variant is loaded, then edits', async () => {
  const doc = emptyDocument('tile', 9);
  const refused = applyEdit(doc, { kind: 'point', tool: 'alternate', point: { x: 4, y: 4 } });
  assert.equal(!refused.ok && refused.code, 'ERR_VARIANT_NOT_LOADED');
  const read = documentFromSgf('(;SZ[9]ZVR[tile];B[ee])');
  assert.equal(!read.ok && read.code, 'ERR_VARIANT_NOT_LOADED');
  await loadVariant('tile');
  assert.equal(applyEdit(doc, { kind: 'point', tool: 'alternate', point: { x: 4, y: 4 } }).ok, true);
  assert.equal(documentFromSgf('(;SZ[9]ZVR[tile];B[ee])').ok, true);
});
