import type { CommissionLine } from '@kbet/sdk';
import type { ContractRow } from '../../repositories/partnersRepository';
import type { PeriodRow, StoredLine } from '../../repositories/settlementRepository';
import { toPartnerContract } from './toPartnerContract';

/**
 * A contract row as the API shows it: terms plus the day it applies from.
 * @example contractView(row)
 */
export function contractView(row: ContractRow) {
  const { losingBp, rollingBp, carryover } = toPartnerContract(row, 1);
  return { losingBp, rollingBp, carryover, effectiveFrom: row.effectiveFrom };
}

/**
 * A settlement period as the API shows it.
 * @example periodView(row)
 */
export const periodView = (row: PeriodRow) => ({
  id: row.id,
  from: row.fromDay,
  to: row.toDay,
  status: row.status,
  runAt: row.runAt.toISOString(),
  releasedAt: row.releasedAt === null ? null : row.releasedAt.toISOString(),
});

/**
 * A line as the API shows it (stored or planned).
 * @example lineView(line)
 */
export const lineView = (line: CommissionLine & Partial<Pick<StoredLine, 'adjustsPeriodId'>>) => ({
  partnerId: line.partnerId,
  memberId: line.memberId,
  kind: line.kind,
  vertical: line.vertical,
  base: line.base,
  rateBp: line.rateBp,
  childRateBp: line.childRateBp,
  amount: line.amount,
  computation: line.computation,
  adjustsPeriodId: line.adjustsPeriodId ?? null,
});
