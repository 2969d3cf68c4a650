// Bidirectional marks, embeddings, overrides and isolates, and the Unicode line and paragraph separators:
// they reorder or break what a line shows.
const REORDERING = '\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
// C0 controls (ESC starts escape sequences, CR and BS overwrite), DEL and C1 controls (0x9b is a one-byte CSI).
const TERMINAL_UNSAFE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${REORDERING}]`, 'gu');
// What JSON.stringify leaves raw: it escapes C0 itself.
const RAW_IN_JSON = new RegExp(`[\\u007f-\\u009f${REORDERING}]`, 'gu');

const codeOf = (char: string): number => char.codePointAt(0) ?? 0;
const hex = (code: number, digits: number) => code.toString(16).padStart(digits, '0');

/**
 * Text from members or the server as the staff terminal may show it: every control character and
 * bidirectional override becomes a visible escape (`\x1b`, `U+202E`), so a title cannot clear the screen,
 * set the window title or reorder a line.
 * @example terminalSafe('hi\u001b]0;pwned\u0007') // 'hi\\x1b]0;pwned\\x07'
 */
export function terminalSafe(text: string): string {
  return text.replace(TERMINAL_UNSAFE, (char) => {
    const code = codeOf(char);
    return code <= 0xff ? `\\x${hex(code, 2)}` : `U+${hex(code, 4).toUpperCase()}`;
  });
}

/**
 * JSON text that is inert on a terminal and parses to the same value: the characters JSON.stringify leaves
 * raw (DEL, C1, bidi overrides, line separators) become `\u` escapes.
 * @example jsonText({ title: '\u202e' }) // '{"title":"\\u202e"}'
 */
export function jsonText(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(RAW_IN_JSON, (char) => `\\u${hex(codeOf(char), 4)}`);
}
