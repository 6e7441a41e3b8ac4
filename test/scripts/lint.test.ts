// `npm run lint` holds the import directions of src: shown here refusing a fixture
// tree laid out like src, whose engine imports the element and whose render has a type-only cycle.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the import-direction lint (.dependency-cruiser.cjs)', () => {
  const run = spawnSync(
    process.execPath,
    ['node_modules/dependency-cruiser/bin/dependency-cruise.mjs', 'test/scripts/fixtures/wrong-way', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    { cwd: root, encoding: 'utf8' },
  );

  test('an engine module importing the element is refused, naming both files', () => {
    assert.match(run.stdout, /error engine-stands-alone: test\/scripts\/fixtures\/wrong-way\/engine\/rules\.ts → test\/scripts\/fixtures\/wrong-way\/element\/board\.ts/);
  });

  test('an import cycle is refused even when its imports are type-only', () => {
    assert.match(run.stdout, /error no-circular: test\/scripts\/fixtures\/wrong-way\/render\/(scene|path)\.ts/);
  });

  test('a violation fails the run', () => {
    assert.notEqual(run.status, 0);
  });
});
