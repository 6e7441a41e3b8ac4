/**
 * The start of a record's text. A value can be two million characters long (one comment filling
 * the whole file), and every operation on the whole of it (normalizing spaces, laying it out,
 * announcing it) then takes hundreds of milliseconds; what is shown, drawn or said is cut first,
 * so that its cost depends on the cut, not on the record. DOM-free.
 */

/**
 * At most `max` UTF-16 units of `text` followed by "…" when it was longer, never splitting an
 * astral character. Its time depends on `max`, not on the length of `text`.
 */
export function textStart(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const last = text.charCodeAt(end - 1);
  // A cut after the first half of a surrogate pair would leave half a character.
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
