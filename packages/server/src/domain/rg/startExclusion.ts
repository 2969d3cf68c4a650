import type { Tx } from '../../db/createSql';
import type { RgRepository } from '../../repositories/rgRepository';
import type { SessionsRepository } from '../../repositories/sessionsRepository';
import { audit } from '../audit/audit';
import type { ExclusionKind } from './activeExclusion';

export interface StartExclusionInput {
  memberId: number;
  kind: ExclusionKind;
  /** A time-out lasts whole days, a self-exclusion calendar months. */
  length: { days: number } | { months: number };
  now: Date;
}

const DAY_MS = 24 * 60 * 60_000;

// Calendar months in UTC, clamped to the month's last day (Aug 31 + 6 months = Feb 28/29).
const addMonths = (date: Date, months: number): Date => {
  const end = new Date(date);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return end;
};

/**
 * Compliance §4: starts a time-out or self-exclusion at once and ends every session of the member.
 * Exclusions are append-only and the longest running one wins, so a member can neither shorten nor
 * cancel one. Audited. Returns when it ends.
 * @example const until = await startExclusion(tx, repos, { memberId: 3, kind: 'timeout', length: { days: 1 }, now });
 */
export async function startExclusion(
  tx: Tx,
  repos: { rg: RgRepository; sessions: SessionsRepository },
  { memberId, kind, length, now }: StartExclusionInput,
): Promise<Date> {
  const endsAt =
    'days' in length ? new Date(now.getTime() + length.days * DAY_MS) : addMonths(now, length.months);
  const id = await repos.rg.insertExclusion({ memberId, kind, startsAt: now, endsAt }, tx);
  const sessionsEnded = await repos.sessions.endAllForMember(memberId, 'excluded', now, tx);
  await audit(tx, {
    actorId: memberId,
    action: `rg.${kind}`,
    target: { type: 'member', id: memberId },
    new: { exclusionId: id, kind, startsAt: now.toISOString(), endsAt: endsAt.toISOString(), sessionsEnded },
    reason: 'requested by the member',
  });
  return endsAt;
}
