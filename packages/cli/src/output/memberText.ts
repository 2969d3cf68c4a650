// Whole escape sequences first, so their parameters do not survive as text: CSI (ESC [ or the one-byte 0x9b,
// parameters, final byte), OSC and other strings (ESC ] P ^ _ … ended by BEL or ESC \), then any ESC pair.
// The escape character, BEL and the C1 CSI, as pattern text (a literal control in a regex would be its own hazard).
const ESC = '\\u001b';
const BEL = '\\u0007';
const CSI = '\\u009b';
const ESCAPE_SEQUENCES = new RegExp(
  `(?:${ESC}\\[|${CSI})[0-?]*[ -/]*[@-~]?|${ESC}[\\]P^_][^${BEL}${ESC}]*(?:${BEL}|${ESC}\\\\)?|${ESC}[\\s\\S]?`,
  'g',
);
// Then every other control but the line feed and tab, DEL and C1, and the bidi marks, overrides and isolates.
const CONTROLS = '\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f';
const UNSAFE = new RegExp(`[${CONTROLS}\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]`, 'g');
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

/**
 * A member's free text (an inquiry's question) as a staff terminal may print it whole: line breaks kept,
 * ANSI escape sequences, control characters and bidi overrides removed, so it cannot clear the screen,
 * retitle the window, hide a line or reorder one.
 * @example memberText('hi\u001b[2J\u202eok') // 'hiok'
 */
export const memberText = (text: string): string =>
  text.replace(LINE_BREAKS, '\n').replace(ESCAPE_SEQUENCES, '').replace(UNSAFE, '').replace(/\t/g, '  ');
