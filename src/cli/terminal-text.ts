/**
 * What the CLI prints, made safe for a terminal. Records carry any characters, and the CLI
 * prints their names, comments and titles, and quotes their values in messages; an escape
 * sequence among them would be obeyed by the terminal (clear the screen, set its title, write
 * the clipboard, overwrite a line with a carriage return). File names may hold any character
 * but `/` and NUL, line breaks included: one could forge a line of a report.
 */

/** Control characters other than tab and line break (a carriage return only before a line feed), DEL and the C1 controls. */
const CONTROLS = /[\u0000-\u0008\u000B-\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/g;

/** `text` with every control character a terminal would act on replaced by U+FFFD. */
export function terminalText(text: string): string {
  return text.replace(CONTROLS, '\uFFFD');
}

/** In names: every control character, line breaks and tabs too, the Unicode line and paragraph separators, and the bidirectional overrides and isolates, which reorder what a terminal shows. */
const NAME_CONTROLS = /[\p{Cc}\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

const NAMED_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A file name or path as the CLI shows it: on one line, as written, with each character of
 * {@link NAME_CONTROLS} escaped as `\n`, `\r`, `\t` or `\xHH` / `\u{HHHH}`. The one function every name
 * passes through before it reaches a report, a message or an error.
 */
export function fileName(path: string): string {
  return path.replace(NAME_CONTROLS, (ch) => {
    const named = NAMED_ESCAPES[ch];
    if (named) return named;
    const code = ch.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
  });
}
