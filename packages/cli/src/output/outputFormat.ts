import { AsyncLocalStorage } from 'node:async_hooks';

/** How a command prints its result: every command takes `--format` (and `--json`, the same as `--format json`). */
export const OUTPUT_FORMATS = ['table', 'csv', 'json'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The output options every command accepts. */
export interface OutputOptions {
  format?: OutputFormat;
  /** The alias of `--format json`, kept for scripts written before `--format`. */
  json?: boolean;
}

/**
 * The format a command's options ask for: `--json` wins, then `--format`, else a table.
 * @example formatOf({ json: true }) // 'json'
 */
export const formatOf = (options: OutputOptions): OutputFormat =>
  options.json === true ? 'json' : (options.format ?? 'table');

/**
 * Whether the command prints JSON (`--json` or `--format json`).
 * @example if (wantsJson(options)) { printJson(ctx, result); return; }
 */
export const wantsJson = (options: OutputOptions): boolean => formatOf(options) === 'json';

// The running command's format, so printTable and printDetails answer --format in every command without each
// command threading it through its helpers; runCommand sets it around the command's body.
const running = new AsyncLocalStorage<OutputFormat>();

/**
 * Runs `body` with the output format the printers use.
 * @example await withOutputFormat('csv', () => printTable(ctx, rows, columns));
 */
export const withOutputFormat = <T>(format: OutputFormat, body: () => T): T => running.run(format, body);

/**
 * The format of the command running now (a table outside any command).
 * @example if (currentOutputFormat() === 'csv') …
 */
export const currentOutputFormat = (): OutputFormat => running.getStore() ?? 'table';
