#!/usr/bin/env node
// Fails when the committed custom-elements.json is stale or leaves part of the element's API
// undocumented. Regenerates the manifest with the project's own `npm run analyze` into a
// scratch folder, so the check and the committed file can never use different options.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const committedPath = join(root, 'custom-elements.json');
const packagePath = join(root, 'package.json');

// The analyzer joins --outdir onto the working directory, so the scratch folder must be inside it.
const scratch = mkdtempSync(join(root, 'node_modules', '.cem-check-'));
const packageBefore = readFileSync(packagePath);
let fresh;
try {
  const run = spawnSync('npm', ['run', '--silent', 'analyze', '--', '--quiet', '--outdir', relative(root, scratch)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    console.error('check-manifest: `npm run analyze` failed.');
    process.exit(1);
  }
  fresh = readFileSync(join(scratch, 'custom-elements.json'), 'utf8');
} finally {
  rmSync(scratch, { recursive: true, force: true });
  // The analyzer may add a `customElements` field to package.json; never leave it changed.
  if (!readFileSync(packagePath).equals(packageBefore)) writeFileSync(packagePath, packageBefore);
}

const problems = [...undocumented(JSON.parse(fresh))];
let committed = '';
try {
  committed = readFileSync(committedPath, 'utf8');
} catch {
  problems.push('custom-elements.json is missing: run `npm run analyze` and commit it.');
}
// The analyzer lists modules in the order the file system yields them, which differs between
// checkouts; the order carries no meaning, so both sides are compared sorted by path.
const sortedText = (text) => {
  const manifest = JSON.parse(text);
  manifest.modules.sort((x, y) => x.path.localeCompare(y.path));
  return JSON.stringify(manifest, null, 2);
};
if (committed && sortedText(committed) !== sortedText(fresh)) {
  const a = sortedText(committed).split('\n');
  const b = sortedText(fresh).split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const show = (text) => JSON.stringify(text === undefined ? '(end of file)' : text.trim().slice(0, 100));
  problems.push(
    `custom-elements.json is out of date (first difference at line ${line + 1}: ` +
      `committed ${show(a[line])}, generated ${show(b[line])}). ` +
      'Run `npm run analyze` and commit the result.',
  );
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`check-manifest: ${problem}`);
  process.exit(1);
}
console.log('check-manifest: custom-elements.json is up to date and every public API item is documented.');

/** Lists every attribute, property, event, CSS part and CSS custom property without a description. */
function* undocumented(manifest) {
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement) continue;
      const where = `<${declaration.tagName ?? declaration.name}>`;
      if (!declaration.summary) yield `${where} has no @summary.`;
      const groups = {
        attribute: declaration.attributes,
        property: declaration.members?.filter((member) => member.kind === 'field' && !member.static),
        method: declaration.members?.filter((member) => member.kind === 'method' && !member.static),
        event: declaration.events,
        'CSS part': declaration.cssParts,
        'CSS custom property': declaration.cssProperties,
      };
      for (const [kind, items] of Object.entries(groups)) {
        for (const item of items ?? []) {
          if (!item.name) yield `${where} has an unnamed ${kind} (type ${item.type?.text ?? 'unknown'}).`;
          else if (!item.description?.trim()) yield `${where} ${kind} '${item.name}' has no description.`;
        }
      }
    }
  }
}
