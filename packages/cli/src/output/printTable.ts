import type { CliContext } from '../context';
import { displayWidth } from './displayWidth';
import { styleFor } from './style';
import { terminalSafe } from './terminalSafe';

export interface Column<T> {
  header: string;
  value(row: T): string | number | null | undefined;
  /** Numbers read best right-aligned. */
  align?: 'left' | 'right';
}

// Tabs and line breaks inside a cell fold to spaces so each row stays one line; other controls become escapes.
const cell = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : terminalSafe(String(value).replace(/[\t\n]/g, ' '));

/**
 * Rows on stdout: an aligned table with a header on a terminal; tab-separated lines without a
 * header otherwise, so `cut`, `awk` and `sort` work on them (the GitHub CLI's convention).
 * @example printTable(ctx, members, [{ header: 'USER ID', value: (m) => m.userId }]);
 */
export function printTable<T>(
  ctx: Pick<CliContext, 'stdout' | 'env'>,
  rows: readonly T[],
  columns: Column<T>[],
): void {
  const cells = rows.map((row) => columns.map((column) => cell(column.value(row))));
  if (ctx.stdout.isTTY !== true) {
    for (const line of cells) ctx.stdout.write(`${line.join('\t')}\n`);
    return;
  }
  const widths = columns.map((column, i) =>
    Math.max(displayWidth(column.header), ...cells.map((line) => displayWidth(line[i] ?? ''))),
  );
  const pad = (text: string, i: number) => {
    const fill = ' '.repeat((widths[i] ?? 0) - displayWidth(text));
    return columns[i]?.align === 'right' ? fill + text : text + fill;
  };
  const { bold } = styleFor(ctx, ctx.stdout);
  const render = (line: string[]) => line.map(pad).join('  ').trimEnd();
  ctx.stdout.write(`${bold(render(columns.map((column) => column.header)))}\n`);
  for (const line of cells) ctx.stdout.write(`${render(line)}\n`);
}
