// Types of scripts/framework-types.mjs, for the tests that import it.
export interface TypedItem {
  name: string;
  /** TypeScript for the item's value: literals and primitives, or an indexed access of the element class. */
  type: string;
  description?: string;
}
export interface KnownElement {
  tagName: string;
  className: string;
  summary?: string;
  declarationFile: string;
  properties: TypedItem[];
  attributes: TypedItem[];
  events: TypedItem[];
  allAttributes: { name: string; description?: string; type?: { text: string } }[];
}
export interface KnownElements {
  elements: KnownElement[];
  declarationFile: Map<string, string>;
}
export function elementsOf(manifest: unknown): KnownElements;
export function reactTypes(known: KnownElements): string;
export function vueTypes(known: KnownElements): string;
export function svelteTypes(known: KnownElements): string;
export function vscodeData(known: KnownElements): {
  version: number;
  tags: { name: string; description: string; attributes: { name: string; description?: string; valueSet?: string; values?: { name: string }[] }[] }[];
};
export function writeFrameworkTypes(root: string): string[];
