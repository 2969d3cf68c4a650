import type { ReportRow } from '@kbet/sdk';
import type { ReportResult } from '@kbet/sdk/admin';
import type { CliContext } from '../../context';
import { printJson, printTable, wantsJson } from '../../output';
import type { CommonOptions } from '../../runCommand';

const FIELDS = ['turnover', 'payouts', 'ggr', 'bonuses', 'ngr', 'deposits', 'withdrawals'] as const;

/**
 * A report in the command's format: rows then the total as a table or CSV (plain integers), or JSON as the API
 * answers (rows and total).
 * @example printReport(ctx, report, { format: 'csv' });
 */
export function printReport(ctx: CliContext, report: ReportResult, options: CommonOptions): void {
  if (wantsJson(options)) {
    printJson(ctx, report);
    return;
  }
  printTable(
    ctx,
    [...report.rows, report.total],
    [
      { header: 'KEY', value: (row: ReportRow) => row.key },
      ...FIELDS.map((field) => ({
        header: field.toUpperCase(),
        value: (row: ReportRow) => row[field],
        money: true,
      })),
      { header: 'MEMBERS', value: (row) => row.members, align: 'right' },
    ],
  );
}
