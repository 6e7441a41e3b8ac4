/**
 * What the CLI prints, made safe for a terminal. Records carry any characters, and the CLI
 * prints their names, comments and titles, and quotes their values in messages; an escape
 * sequence among them would be obeyed by the terminal (clear the screen, set its title, write
 * the clipboard, overwrite a line with a carriage return).
 */

/** Control characters other than tab and line break (a carriage return only before a line feed), DEL and the C1 controls. */
const CONTROLS = /[\u0000-\u0008\u000B-\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/g;

/** `text` with every control character a terminal would act on replaced by U+FFFD. */
export function terminalText(text: string): string {
  return text.replace(CONTROLS, '\uFFFD');
}
