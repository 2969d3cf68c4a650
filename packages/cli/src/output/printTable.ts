import { formatWon } from '@kbet/sdk';
import type { CliContext } from '../context';
import { csvField } from './csvField';
import { displayWidth } from './displayWidth';
import { kstTimes } from './kstTimes';
import { currentOutputFormat, type OutputFormat } from './outputFormat';
import { printJson } from './printJson';
import { styleFor } from './style';
import { terminalSafe } from './terminalSafe';

export interface Column<T> {
  header: string;
  value(row: T): string | number | null | undefined;
  /** Numbers read best right-aligned. */
  align?: 'left' | 'right';
  /** Integer won: shown as `1,000원` on a terminal, the plain integer in CSV, TSV and JSON. */
  money?: boolean;
}

// Tabs and line breaks inside a cell fold to spaces so each row stays one line; other controls become
// escapes; instants read in KST.
const cell = (value: string | number | null | undefined): string =>
  value === null || value === undefined
    ? ''
    : kstTimes(terminalSafe(String(value).replace(/[\t\r\n]/g, ' ')));

/**
 * Rows on stdout in the command's format (`--format`, else a table): on a terminal an aligned table under a
 * header; piped, tab-separated lines under a header row (so `cut`, `awk` and `sort -k` read them by name);
 * CSV with a header; JSON as one object per row keyed by the headers when the command has no JSON of its own.
 * @example printTable(ctx, members, [{ header: 'USER ID', value: (m) => m.userId }]);
 */
export function printTable<T>(
  ctx: Pick<CliContext, 'stdout' | 'env'>,
  rows: readonly T[],
  columns: Column<T>[],
  format: OutputFormat = currentOutputFormat(),
): void {
  if (format === 'json') {
    printJson(
      ctx,
      rows.map((row) =>
        Object.fromEntries(columns.map((column) => [column.header, column.value(row) ?? null])),
      ),
    );
    return;
  }
  const headers = columns.map((column) => column.header);
  if (format === 'csv') {
    ctx.stdout.write(`${headers.map(csvField).join(',')}\n`);
    for (const row of rows) {
      const fields = columns.map((column) => {
        const value = column.value(row);
        return typeof value === 'number' ? String(value) : csvField(cell(value));
      });
      ctx.stdout.write(`${fields.join(',')}\n`);
    }
    return;
  }
  const terminal = ctx.stdout.isTTY === true;
  const cells = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row);
      return terminal && column.money === true && typeof value === 'number' ? formatWon(value) : cell(value);
    }),
  );
  if (!terminal) {
    for (const line of [headers, ...cells]) ctx.stdout.write(`${line.join('\t')}\n`);
    return;
  }
  const widths = columns.map((column, i) =>
    Math.max(displayWidth(column.header), ...cells.map((line) => displayWidth(line[i] ?? ''))),
  );
  const pad = (text: string, i: number) => {
    const fill = ' '.repeat((widths[i] ?? 0) - displayWidth(text));
    const right = columns[i]?.align === 'right' || columns[i]?.money === true;
    return right ? fill + text : text + fill;
  };
  const { bold } = styleFor(ctx, ctx.stdout);
  const render = (line: string[]) => line.map(pad).join('  ').trimEnd();
  ctx.stdout.write(`${bold(render(headers))}\n`);
  for (const line of cells) ctx.stdout.write(`${render(line)}\n`);
}
