#!/usr/bin/env node
// Writes what frameworks and editors need to know of the elements, from custom-elements.json
// alone, so it never drifts from the manifest: the elements' attributes, properties and events
// as React 19 JSX (`variant-go-board/react`), Vue's GlobalComponents (`variant-go-board/vue`),
// Svelte 5's SvelteHTMLElements (`variant-go-board/svelte`), and VS Code's HTML custom data.
// `npm run build` runs it after the declarations; test/types/ checks its output in each framework.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

/** Where the generated declarations go: beside the package's own, which they import. */
const TYPES_DIR = 'dist/types/frameworks';
/** The ES modules the manifest names and their declarations, which mirror them. */
const ESM_DIR = 'dist/esm/';
const DECLARATIONS_DIR = 'dist/types/';

/**
 * Every element of `manifest`: its tag, its class and the declaration file that exports it, the
 * properties a page may set (public, writable, not static) and the attributes named otherwise
 * (`point-names` for `pointNames`, or with no property at all), each with its type written as
 * TypeScript, and its events with their classes.
 */
export function elementsOf(manifest) {
  const declarationFile = new Map();
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) declarationFile.set(declaration.name, typesPath(module.path));
  }
  const elements = [];
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement || !declaration.tagName) continue;
      const className = declaration.name;
      const typeOf = (item, property) => {
        const text = item.type?.text ?? 'string';
        // A type naming other types (an interface...) is taken from the class, which knows them.
        return selfContained(text) ? text : `${className}['${property}']`;
      };
      const properties = (declaration.members ?? [])
        .filter((member) => member.kind === 'field' && !member.static && !member.readonly && (member.privacy ?? 'public') === 'public')
        .map((member) => ({ name: member.name, type: typeOf(member, member.name), description: member.description }));
      const attributes = (declaration.attributes ?? [])
        .filter((attribute) => attribute.name !== attribute.fieldName)
        .map((attribute) => ({
          name: attribute.name,
          type: attribute.fieldName ? typeOf(attribute, attribute.fieldName) : attribute.type?.text ?? 'string',
          description: attribute.description,
        }));
      const events = (declaration.events ?? []).map((event) => {
        const eventClass = event.type?.text;
        if (!declarationFile.has(eventClass)) throw new Error(`framework-types: the class ${eventClass} of <${declaration.tagName}>'s ${event.name} is not in the manifest`);
        return { name: event.name, type: eventClass, description: event.description };
      });
      elements.push({
        tagName: declaration.tagName,
        className,
        summary: declaration.summary,
        declarationFile: typesPath(module.path),
        properties,
        attributes,
        events,
        allAttributes: declaration.attributes ?? [],
      });
    }
  }
  return { elements, declarationFile };
}

/** The declaration file of the manifest's module `path` (`dist/esm/x.js` → `dist/types/x.d.ts`). */
function typesPath(path) {
  if (!path.startsWith(ESM_DIR)) throw new Error(`framework-types: the manifest names ${path}, not a module of ${ESM_DIR}`);
  return DECLARATIONS_DIR + path.slice(ESM_DIR.length).replace(/\.js$/, '.d.ts');
}

/** Whether a type's text names only literals and TypeScript's own primitive types. */
function selfContained(text) {
  const words = text.replace(/'(?:[^'\\]|\\.)*'/g, '').match(/[A-Za-z_$][\w$]*/g) ?? [];
  return words.every((word) => ['string', 'number', 'boolean', 'undefined', 'null', 'readonly'].includes(word));
}

/** The import lines of a generated declaration file: each element's class and each event's class, from their declaration files. */
function imports({ elements, declarationFile }) {
  const byFile = new Map();
  const add = (name) => {
    const file = declarationFile.get(name);
    byFile.set(file, new Set([...(byFile.get(file) ?? []), name]));
  };
  for (const element of elements) {
    add(element.className);
    for (const event of element.events) add(event.type);
  }
  return [...byFile]
    .map(([file, names]) => {
      const specifier = posix.relative(TYPES_DIR, file).replace(/\.d\.ts$/, '.js');
      return `import type { ${[...names].sort().join(', ')} } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';`;
    })
    .join('\n');
}

/** A JSDoc comment of `text`, indented, or nothing. */
const doc = (text, indent) =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, `\n${indent} * `)} */\n` : '';

const quoted = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** An interface's body of `lines`. */
const block = (lines) => (lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n}`);

/** The body of a props type: `name?: type;` for each item, with its description. */
const members = (items) => block(items.map((item) => `${doc(item.description, '  ')}  ${quoted(item.name)}?: ${item.type};`));

/** The header every generated declaration file starts with. */
const HEADER = '// Generated by scripts/framework-types.mjs from custom-elements.json: do not edit.\n';

/** The members React and Svelte share: properties, attributes, and `onvgb-move` for each event. */
function ownProps(element) {
  const handlers = element.events.map((event) => ({ name: `on${event.name}`, type: `(event: ${event.type}) => void`, description: event.description }));
  return [...element.properties, ...element.attributes, ...handlers];
}

/**
 * React 19 (`react` 19's `React.JSX.IntrinsicElements`): React sets a prop as the element's
 * property when the element has one, else as an attribute, and `onvgb-move` listens to `vgb-move`.
 */
export function reactTypes(known) {
  const props = known.elements
    .map((element) => `/** What \`<${element.tagName}>\` takes in React 19 JSX besides React's own props. */
export interface ${element.className}Props ${members(ownProps(element))}`)
    .join('\n\n');
  const tags = known.elements
    .map((element) => `      '${element.tagName}': Omit<React.HTMLAttributes<${element.className}>, keyof ${element.className}Props> &
        ${element.className}Props &
        React.RefAttributes<${element.className}>;`)
    .join('\n');
  return `${HEADER}import type * as React from 'react';
${imports(known)}

${props}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${tags}
    }
  }
}
`;
}

/**
 * Vue 3 (GlobalComponents, as Vue's guide types custom elements): `$props` for the template's
 * properties and attributes (Vue matches `point-names` to `pointNames`), `$emit` for its
 * `@vgb-move` listeners.
 */
export function vueTypes(known) {
  const components = known.elements
    .map((element) => {
      const emits = element.events.map((event) => `  ${quoted(event.name)}: (event: ${event.type}) => void;`);
      // Vue names a listener prop `on` and the event's name in camel case: `onVgbMove` for `vgb-move`.
      const listeners = element.events.map((event) => ({ name: `on${camel(`-${event.name}`)}`, type: `(event: ${event.type}) => void`, description: event.description }));
      const attributes = element.attributes.filter((attribute) => !element.properties.some((property) => kebab(property.name) === attribute.name));
      return `/** What \`<${element.tagName}>\` takes in a Vue template (\`@vgb-move\` listens as \`onVgbMove\` does). */
export interface ${element.className}Props ${members([...element.properties, ...attributes, ...listeners])}

/** The events \`<${element.tagName}>\` fires, as Vue's \`$emit\` lists them. */
export interface ${element.className}Emits ${block(emits)}`;
    })
    .join('\n\n');
  const tags = known.elements
    .map(
      (element) => `    '${element.tagName}': new () => ${element.className} & {
      /** @deprecated For template type checking only: not on the element. */
      $props: HTMLAttributes & ${element.className}Props & PublicProps;
      /** @deprecated For template type checking only: not on the element. */
      $emit: EmitFn<${element.className}Emits>;
    };`,
    )
    .join('\n');
  return `${HEADER}import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
${imports(known)}

${components}

declare module 'vue' {
  interface GlobalComponents {
${tags}
  }
}
`;
}

/**
 * Svelte 5 (`svelte/elements`' SvelteHTMLElements): Svelte sets a property when the element has
 * one, else an attribute, and `onvgb-move` listens to `vgb-move`.
 */
export function svelteTypes(known) {
  const props = known.elements
    .map((element) => `/** What \`<${element.tagName}>\` takes in a Svelte 5 template besides an element's own attributes. */
export interface ${element.className}Props ${members(ownProps(element))}`)
    .join('\n\n');
  const tags = known.elements
    .map((element) => `    '${element.tagName}': Omit<HTMLAttributes<${element.className}>, keyof ${element.className}Props> & ${element.className}Props;`)
    .join('\n');
  return `${HEADER}import type { HTMLAttributes } from 'svelte/elements';
${imports(known)}

${props}

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${tags}
  }
}
`;
}

/** VS Code's HTML custom data (`html.customData`): each tag, its attributes and the values an enumerated one takes. */
export function vscodeData(known) {
  return {
    version: 1.1,
    tags: known.elements.map((element) => ({
      name: element.tagName,
      description: element.summary ?? '',
      attributes: element.allAttributes.map((attribute) => {
        const values = literals(attribute.type?.text ?? '');
        return {
          name: attribute.name,
          ...(attribute.description ? { description: attribute.description } : {}),
          ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : values.length > 0 ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** The string literals of a union's text: `'a' | 'b' | undefined` gives a, b. */
function literals(text) {
  return [...text.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) => match[1]);
}

const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

/** Writes the three declaration files and the VS Code data under `root`/dist; returns their paths. */
export function writeFrameworkTypes(root) {
  const known = elementsOf(JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')));
  const files = {
    [`${TYPES_DIR}/react.d.ts`]: reactTypes(known),
    [`${TYPES_DIR}/vue.d.ts`]: vueTypes(known),
    [`${TYPES_DIR}/svelte.d.ts`]: svelteTypes(known),
    'dist/vscode.html-custom-data.json': `${JSON.stringify(vscodeData(known), null, 2)}\n`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return Object.keys(files);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const path of writeFrameworkTypes(new URL('..', import.meta.url).pathname)) console.log(`framework-types: wrote ${path}`);
}
