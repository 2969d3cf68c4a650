import { DEFAULT_PERIOD_DAYS } from '@kbet/sdk';
import { type Clock, kstDay, type RunSettlementResult, runSettlement, type Sql } from '@kbet/server/testing';

export interface SettleOnClockParams {
  /** Any day of the period to settle, `YYYY-MM-DD`. */
  day: string;
  /** The settlement's clock: the period must have ended before its Korean day. */
  clock: Clock;
  /** The staff member who runs it (audited, recorded on the period). */
  actorId: number;
  periodDays?: number;
}

/**
 * Settles and pays the period holding `day` through the server's own runSettlement (the staff API's path), on a
 * clock the test sets: a browser test closes the running period by putting the clock after it, since the ledger
 * stamps play with the database's real time.
 * @example await settleOnClock(sql, { day: '2026-11-26', clock: manualClock(nextWeek), actorId: staff.id });
 */
export function settleOnClock(
  sql: Sql,
  { day, clock, actorId, periodDays = DEFAULT_PERIOD_DAYS }: SettleOnClockParams,
): Promise<RunSettlementResult> {
  const now = clock.now();
  return sql.begin((tx) => runSettlement(tx, { day, periodDays, today: kstDay(now), actorId, now }));
}
