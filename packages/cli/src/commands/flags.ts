import { Argument, InvalidArgumentError, Option } from 'commander';
import { OUTPUT_FORMATS } from '../output/outputFormat';
import type { CommandArgument } from './defineCommand';

/**
 * A parser for a whole number from 1 (ids, pages, counts).
 * @example new Option('--page <n>').argParser(positiveInt('--page'))
 */
export const positiveInt = (flag: string) => (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1) {
    throw new InvalidArgumentError(`${flag} must be a whole number from 1.`);
  }
  return n;
};

/** A parser for a whole number from 0 (positions, hours, points). */
export const wholeNumber = (flag: string) => (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n)) {
    throw new InvalidArgumentError(`${flag} must be a whole number.`);
  }
  return n;
};

/**
 * A positional argument stored in the run options under `key`.
 * @example argument('id', '<id>', 'the charge', positiveInt('<id>'))
 */
export const argument = <O>(
  key: keyof O & string,
  syntax: string,
  description: string,
  parse?: (value: string) => unknown,
): CommandArgument<O> => {
  const positional = new Argument(syntax, description);
  return { key, argument: parse ? positional.argParser(parse) : positional };
};

// The flags many commands share, with one wording everywhere.
/** `--format` and its `--json` alias: every command prints through the shared printers, which follow them. */
export const outputFlags = () => [
  new Option(
    '--format <format>',
    'table (default; tab-separated under a header row when piped), csv or json',
  ).choices(OUTPUT_FORMATS),
  new Option('--json', 'same as --format json'),
];
export const yesFlag = () =>
  new Option('-y, --yes', 'do not ask for confirmation (required without a terminal)');
export const reasonFlag = () =>
  new Option('--reason <text>', 'why, kept in the audit log (asked for on a terminal)');
export const auditReasonFlag = () => new Option('--reason <text>', 'why, kept in the audit log');
export const idempotencyKeyFlag = () =>
  new Option('--idempotency-key <key>', 'reuse to retry safely: the server applies one request per key');
export const pageFlag = () =>
  new Option('--page <n>', 'page of 20, newest first').argParser(positiveInt('--page'));
export const titleFlag = () => new Option('--title <text>', 'the title (asked for on a terminal)');
export const contentsFlags = () => [
  new Option('--contents <html>', 'the HTML, sanitised by the server (asked for on a terminal)'),
  new Option('--contents-file <path>', 'read the HTML from a file instead'),
];
export const noticeTypeFlag = () =>
  new Option('--notice-type <n>', 'notices: 0 (default) shows it in the notice popup and marquee').argParser(
    wholeNumber('--notice-type'),
  );
