/**
 * A Lit directive that keeps an element's children in step with a list of plain element
 * descriptions, and on later renders touches only the children whose description changed.
 *
 * The board draws some 800 shapes, and a step changes a handful. A Lit template per shape costs
 * a template instance each on the first render (hundreds of boards on a page) and, as a list
 * keyed by position, shifts every later shape's attributes when one is added. Here each child
 * has a key that stands for its whole description: a later render removes the children whose
 * key is gone, builds only the new ones, and moves nothing that kept its order.
 *
 * Children are built with `createElementNS`, `setAttribute` and `textContent`, never by parsing
 * markup, so text that came from a record (a label, a point's name) can only ever be text.
 */
import { isServer, noChange, nothing } from 'lit';
import { Directive, PartType, directive, type ElementPart, type PartInfo } from 'lit/directive.js';

/** One child element, as data. */
export interface ElementSpec {
  /** Stands for everything below: two specs with one key build the same element. */
  readonly key: string;
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string | number>>;
  /** Inline style properties, set through the CSSOM (which a strict CSP allows). */
  readonly style?: Readonly<Record<string, string>>;
  /** Text content; an element has either text or children. */
  readonly text?: string;
  readonly children?: readonly ElementSpec[];
}

class KeyedElements extends Directive {
  /** The children drawn, by key; a list, since two shapes may be drawn alike. */
  private children = new Map<string, Element[]>();

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new Error('keyedElements() belongs on an element');
  }

  render(_specs: readonly ElementSpec[]): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [specs]: [readonly ElementSpec[]]): typeof noChange {
    const parent = part.element;
    const kept = specs.map((spec) => this.children.get(spec.key)?.shift());
    for (const gone of this.children.values()) for (const child of gone) child.remove();
    const children = new Map<string, Element[]>();
    let next = parent.firstElementChild;
    specs.forEach((spec, i) => {
      const child = kept[i] ?? build(parent, spec);
      if (child === next) next = child.nextElementSibling;
      else parent.insertBefore(child, next);
      const same = children.get(spec.key);
      if (same) same.push(child);
      else children.set(spec.key, [child]);
    });
    this.children = children;
    return noChange;
  }
}

/** The element `spec` describes, in `parent`'s namespace (so SVG shapes are SVG elements). */
function build(parent: Element, spec: ElementSpec): Element {
  const element = parent.ownerDocument.createElementNS(parent.namespaceURI, spec.tag);
  for (const name in spec.attributes) element.setAttribute(name, String(spec.attributes[name]));
  if (spec.style) {
    const { style } = element as HTMLElement | SVGElement;
    for (const name in spec.style) style.setProperty(name, spec.style[name]!);
  }
  if (spec.text !== undefined) element.textContent = spec.text;
  for (const child of spec.children ?? []) element.append(build(element, child));
  return element;
}

/** Renders `specs` as the element's children: `<g ${keyedElements(specs)}></g>`. */
export const keyedElements = directive(KeyedElements);

/** How a server writes the children of {@link keyedElements} (element/server/keyed-markup.ts fills it in). */
export const serverChildren: { write: ((specs: readonly ElementSpec[]) => unknown) | null } = { write: null };

/**
 * The children `keyedElements(specs)` builds, as markup, where no directive runs on an element
 * (a server's render); nothing in a browser: `<g ${keyedElements(specs)}>${onServer(specs)}</g>`.
 */
export const onServer = (specs: readonly ElementSpec[]): unknown => (isServer ? serverChildren.write?.(specs) : nothing);
