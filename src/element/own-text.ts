/** The text directly inside `host`, not in its child elements: where a `$$` diagram may be written. */
export function ownText(host: Element): string {
  let text = '';
  for (const node of host.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
  return text;
}
