import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { elementsOf, reactTypes, svelteTypes, vscodeData, vueTypes } from '../../scripts/framework-types.mjs';

const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));

/** A manifest of one element, as the analyzer writes one, with the members given. */
function oneElement(members: object[], attributes: object[] = [], events: object[] = []) {
  return {
    modules: [
      { path: 'dist/esm/element/x.component.js', declarations: [{ kind: 'class', name: 'XBoard', customElement: true, tagName: 'x-board', members, attributes, events }] },
      { path: 'dist/esm/element/events/x-move.js', declarations: [{ kind: 'class', name: 'XMoveEvent' }] },
    ],
  };
}

test('every attribute, property and event of every element in the manifest reaches the React, Vue and Svelte types', () => {
  const react = reactTypes(elementsOf(manifest));
  const vue = vueTypes(elementsOf(manifest));
  const svelte = svelteTypes(elementsOf(manifest));
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement) continue;
      assert.match(react, new RegExp(`'${declaration.tagName}'`));
      for (const attribute of declaration.attributes ?? []) {
        const name = attribute.fieldName ?? attribute.name;
        for (const types of [react, svelte]) assert.ok(types.includes(`${/-/.test(name) ? `'${name}'` : name}?:`), `${declaration.tagName} ${name}`);
      }
      for (const event of declaration.events ?? []) {
        for (const types of [react, svelte]) assert.ok(types.includes(`'on${event.name}'?: (event: ${event.type.text}) => void;`), event.name);
        assert.ok(vue.includes(`'${event.name}': (event: ${event.type.text}) => void;`), event.name);
      }
    }
  }
});

test('a property typed with literals is written as they are; one naming an interface is typed through the element class', () => {
  const known = elementsOf(oneElement([
    { kind: 'field', name: 'theme', type: { text: "'light' | 'dark' | undefined" } },
    { kind: 'field', name: 'record', type: { text: 'GameRecord | undefined' } },
  ]));
  assert.ok(reactTypes(known).includes("theme?: 'light' | 'dark' | undefined;"));
  assert.ok(reactTypes(known).includes("record?: XBoard['record'];"));
});

test('an attribute named apart from its property gets its own prop in React and Svelte, and Vue matches it to the property', () => {
  const known = elementsOf(oneElement(
    [{ kind: 'field', name: 'pointNames', type: { text: "'letters' | 'audouard'" } }],
    [{ name: 'point-names', fieldName: 'pointNames', type: { text: "'letters' | 'audouard'" } }],
  ));
  assert.ok(reactTypes(known).includes("'point-names'?: 'letters' | 'audouard';"));
  assert.ok(svelteTypes(known).includes("'point-names'?: 'letters' | 'audouard';"));
  assert.ok(!vueTypes(known).includes("'point-names'?:"));
});

test('private, static and read-only members are not props', () => {
  const known = elementsOf(oneElement([
    { kind: 'field', name: 'secret', privacy: 'private', type: { text: 'string' } },
    { kind: 'field', name: 'styles', static: true, type: { text: 'string' } },
    { kind: 'field', name: 'total', readonly: true, type: { text: 'number' } },
  ]));
  assert.deepEqual(known.elements[0]?.properties, []);
});

test('an event is typed with its class, imported from its declaration file; a class the manifest lacks is an error', () => {
  const known = elementsOf(oneElement([], [], [{ name: 'x-move', type: { text: 'XMoveEvent' } }]));
  const react = reactTypes(known);
  assert.ok(react.includes("import type { XMoveEvent } from '../element/events/x-move.js';"));
  assert.ok(react.includes("'onx-move'?: (event: XMoveEvent) => void;"));
  assert.throws(() => elementsOf(oneElement([], [], [{ name: 'x-gone', type: { text: 'XGoneEvent' } }])), /XGoneEvent/);
});

test("VS Code's data offers an enumerated attribute's values and marks a boolean one as taking none", () => {
  const data = vscodeData(elementsOf(oneElement([], [
    { name: 'mode', type: { text: "'view' | 'play'" } },
    { name: 'coordinates', type: { text: 'boolean' } },
  ])));
  assert.deepEqual(data.tags[0]?.attributes, [
    { name: 'mode', values: [{ name: 'view' }, { name: 'play' }] },
    { name: 'coordinates', valueSet: 'v' },
  ]);
});
