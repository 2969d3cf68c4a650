import { formatWon, VERTICAL_NAMES } from '@kbet/sdk';
import type { SettlementLine, SettlementPeriodView } from '@kbet/sdk/admin';
import type { CliContext } from '../../context';
import { printTable } from '../../output';

/**
 * Settlement lines with their computations, one per row.
 * @example printLines(ctx, detail.lines);
 */
export function printLines(ctx: CliContext, lines: readonly SettlementLine[]): void {
  printTable(ctx, lines, [
    { header: 'PARTNER', value: (line) => line.partnerId, align: 'right' },
    { header: 'MEMBER', value: (line) => line.memberId, align: 'right' },
    { header: 'KIND', value: (line) => line.kind },
    { header: 'VERTICAL', value: (line) => (line.vertical === null ? '-' : VERTICAL_NAMES[line.vertical]) },
    { header: 'AMOUNT', value: (line) => formatWon(line.amount), align: 'right' },
    { header: 'ADJUSTS', value: (line) => line.adjustsPeriodId ?? '' },
    { header: 'COMPUTATION', value: (line) => line.computation },
  ]);
}

/**
 * Periods, one per row.
 * @example printPeriods(ctx, periods);
 */
export function printPeriods(ctx: CliContext, periods: readonly SettlementPeriodView[]): void {
  printTable(ctx, periods, [
    { header: 'ID', value: (period) => period.id, align: 'right' },
    { header: 'FROM', value: (period) => period.from },
    { header: 'TO', value: (period) => period.to },
    { header: 'STATUS', value: (period) => period.status },
    { header: 'RUN AT', value: (period) => period.runAt },
    { header: 'RELEASED AT', value: (period) => period.releasedAt },
  ]);
}
