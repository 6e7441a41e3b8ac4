/**
 * The children of `keyedElements` written as markup, for a server's render, where no directive
 * runs on an element: the shapes of the board drawing in the declarative shadow DOM.
 */
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { serverChildren, type ElementSpec } from '../keyed-elements.js';

/** `specs` as markup: attribute values and text escaped, so text from a record stays text. */
export function keyedMarkup(specs: readonly ElementSpec[]): string {
  return specs.map(elementMarkup).join('');
}

function elementMarkup(spec: ElementSpec): string {
  let markup = `<${spec.tag}`;
  for (const name in spec.attributes) markup += ` ${name}="${escaped(String(spec.attributes[name]))}"`;
  if (spec.style) markup += ` style="${escaped(Object.entries(spec.style).map(([name, value]) => `${name}:${value}`).join(';'))}"`;
  const content = spec.text !== undefined ? escaped(spec.text) : keyedMarkup(spec.children ?? []);
  return `${markup}>${content}</${spec.tag}>`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escaped(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

serverChildren.write = (specs) => unsafeHTML(keyedMarkup(specs));
