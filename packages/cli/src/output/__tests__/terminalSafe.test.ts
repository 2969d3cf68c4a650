import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notice } from '../notice';
import { printDetails } from '../printDetails';
import { printJson } from '../printJson';
import { printLine } from '../printLine';
import { printTable } from '../printTable';
import { reportError } from '../reportError';
import { jsonText, terminalSafe } from '../terminalSafe';

// The oracle, written out apart from the implementation: C0, DEL, C1, bidi controls and line separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the oracle names exactly the characters to keep out.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
// The layout's own SGR styles (bold, dim, green, red), which only a colour terminal gets.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the layout's own escape sequences.
const OWN_STYLES = /\u001b\[(?:1|2|22|31|32|39)m/g;

const stream = (isTTY: boolean) => {
  const out = { text: '', isTTY, write: (chunk: string) => (out.text += chunk) };
  return out;
};

/** Every line of the output without the layout's own newlines, tabs (pipe columns) and styles. */
const memberTextIn = (text: string, pipe: boolean) =>
  text
    .replace(OWN_STYLES, '')
    .split('\n')
    .map((line) => (pipe ? line.split('\t').join('') : line));

// Hostile member text: any code unit, with the interesting ones made likely.
const hostile = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom(
      '\u001b',
      '\u009b',
      '\u007f',
      '\u202e',
      '\u2066',
      '\r',
      '\n',
      '\t',
      '\u0007',
      'a',
      '회',
      '[',
    ),
  }),
);

describe('terminalSafe', () => {
  it('shows control characters and bidi overrides as visible escapes and keeps the rest', () => {
    expect(terminalSafe('\u001b[2J\u001b]0;pwned\u0007제목')).toBe('\\x1b[2J\\x1b]0;pwned\\x07제목');
    expect(terminalSafe('a\u009b31mb\u007f')).toBe('a\\x9b31mb\\x7f');
    expect(terminalSafe('\u202egnp.exe\u2066x\u2069')).toBe('U+202Egnp.exeU+2066xU+2069');
    expect(terminalSafe('line\r\nnext\ttab')).toBe('line\\x0d\\x0anext\\x09tab');
    expect(terminalSafe('회원01 member 😀 ©')).toBe('회원01 member 😀 ©');
  });

  it('jsonText escapes what JSON.stringify leaves raw and parses back to the same value', () => {
    const value = { title: '\u009b2J\u202e\u007f\u2028', ok: '회원' };
    expect(JSON.stringify(value)).toMatch(/\u009b/);
    expect(jsonText(value)).toBe('{"title":"\\u009b2J\\u202e\\u007f\\u2028","ok":"회원"}');
    expect(JSON.parse(jsonText(value))).toEqual(value);
  });

  it('an inquiry title that would clear the screen and retitle the window prints inert, in a table and a line', () => {
    const title = '\u001b[2J\u001b[H\u001b]0;kbet hacked\u0007문의';
    for (const isTTY of [true, false]) {
      const stdout = stream(isTTY);
      printTable(
        { stdout, env: { NO_COLOR: '1' } },
        [{ title }],
        [{ header: 'TITLE', value: (r) => r.title }],
      );
      printLine({ stdout }, `Answered inquiry 4: ${title}`);
      for (const line of memberTextIn(stdout.text, !isTTY)) expect(line).not.toMatch(CONTROL);
      expect(stdout.text).toContain('\\x1b[2J\\x1b[H\\x1b]0;kbet hacked\\x07문의');
    }
  });
});

describe('no output string carries a control character but the layout’s own (property)', () => {
  for (const [where, isTTY, env] of [
    ['a colour terminal', true, {}],
    ['a terminal with NO_COLOR', true, { NO_COLOR: '1' }],
    ['a pipe', false, {}],
  ] as const) {
    it(`tables, details, lines and notices on ${where}`, () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(hostile, hostile), { maxLength: 5 }), hostile, (rows, text) => {
          const stdout = stream(isTTY);
          const stderr = stream(isTTY);
          const ctx = { stdout, stderr, env };
          printTable(ctx, rows, [
            { header: 'A', value: ([a]) => a },
            { header: 'B', value: ([, b]) => b, align: 'right' },
          ]);
          printDetails(ctx, [
            ['Title', text],
            ['Name', rows[0]?.[0]],
          ]);
          printLine(ctx, text);
          notice(ctx, text);
          reportError(ctx, new Error(text));
          // One line per row plus the header, two details, one line, one notice, one error.
          const lines = stdout.text.split('\n');
          expect(lines).toHaveLength(rows.length + 1 + 2 + 1 + 1);
          expect(stderr.text.split('\n')).toHaveLength(3);
          for (const line of [...memberTextIn(stdout.text, !isTTY), ...memberTextIn(stderr.text, false)]) {
            expect(line).not.toMatch(CONTROL);
          }
        }),
      );
    });
  }

  it('--json documents parse back to the same values and carry no raw control character', () => {
    fc.assert(
      fc.property(fc.dictionary(hostile, hostile, { maxKeys: 4 }), (value) => {
        const stdout = stream(true);
        printJson({ stdout }, value);
        expect(JSON.parse(stdout.text)).toEqual(value);
        for (const line of stdout.text.split('\n')) expect(line).not.toMatch(CONTROL);
        const stderr = stream(false);
        reportError({ stderr, env: {} }, new Error(Object.values(value).join('')), true);
        expect(stderr.text.split('\n')).toHaveLength(2);
        expect(stderr.text.slice(0, -1)).not.toMatch(CONTROL);
      }),
    );
  });
});
