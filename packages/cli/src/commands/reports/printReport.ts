import { formatWon, type ReportRow } from '@kbet/sdk';
import type { ReportResult } from '@kbet/sdk/admin';
import type { CliContext } from '../../context';
import { printJson, printTable } from '../../output';

export const REPORT_FORMATS = ['table', 'csv', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const FIELDS = [
  'turnover',
  'payouts',
  'ggr',
  'bonuses',
  'ngr',
  'deposits',
  'withdrawals',
  'members',
] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
const csvField = (value: string | number): string => {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * A report as a table (rows then the total), CSV with a header, or JSON (rows and total as the API answers).
 * @example printReport(ctx, report, 'csv');
 */
export function printReport(ctx: CliContext, report: ReportResult, format: ReportFormat): void {
  if (format === 'json') {
    printJson(ctx, report);
    return;
  }
  const rows: ReportRow[] = [...report.rows, report.total];
  if (format === 'csv') {
    ctx.stdout.write(`key,${FIELDS.join(',')}\n`);
    for (const row of rows)
      ctx.stdout.write(`${[row.key, ...FIELDS.map((field) => row[field])].map(csvField).join(',')}\n`);
    return;
  }
  printTable(ctx, rows, [
    { header: 'KEY', value: (row) => row.key },
    ...FIELDS.map((field) => ({
      header: field.toUpperCase(),
      value: (row: ReportRow) => (field === 'members' ? row[field] : formatWon(row[field])),
      align: 'right' as const,
    })),
  ]);
}
