import { formatWon, ko } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createRgRepository } from '../../repositories/rgRepository';
import { DomainError } from '../errors/domainError';
import { assertNotExcluded } from './assertNotExcluded';
import { DEPOSIT_LIMIT_PERIODS, DEPOSIT_LIMIT_WINDOWS } from './depositLimitPeriods';

const periods = [...DEPOSIT_LIMIT_PERIODS];
const lengths = periods.map((period) => DEPOSIT_LIMIT_WINDOWS[period]);

export interface DepositRequest {
  memberId: number;
  /** The requested deposit in won. */
  amount: number;
  now: Date;
}

/**
 * Compliance §4 at a deposit request: refuses it (403) during a time-out or self-exclusion and (409
 * RG_DEPOSIT_LIMIT) when it would take any active limit's rolling window of requested deposits over
 * the limit; otherwise counts it in those windows. Call it inside the request's transaction, before
 * writing the request, so a refusal or rollback leaves nothing. The caller holds the member row's lock
 * (lockMember; lock order: members first), which serialises two simultaneous requests of one member.
 * @example await assertDepositAllowed(tx, { memberId: member.id, amount: 50_000, now: app.clock.now() });
 */
export async function assertDepositAllowed(tx: Tx, { memberId, amount, now }: DepositRequest): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`deposit amount must be positive, got ${amount}`);
  await assertNotExcluded(tx, memberId, now);

  // The limit in force at `now`: a pending raise or removal once its 24 hours have passed.
  const rg = createRgRepository(tx);
  const uses = await rg.depositLimitUses(memberId, now, periods, lengths);

  const tightest = uses
    .map((use) => ({ ...use, remaining: Math.max(0, use.cap - use.used) }))
    .sort((a, b) => a.remaining - b.remaining)[0];
  if (tightest && amount > tightest.remaining) {
    throw new DomainError(
      'RG_DEPOSIT_LIMIT',
      ko.RG_DEPOSIT_LIMIT(tightest.period, formatWon(tightest.remaining)),
      {
        period: tightest.period,
        limit: tightest.cap,
        remaining: tightest.remaining,
      },
    );
  }
  await rg.insertDepositRequest(memberId, amount, now);
}
