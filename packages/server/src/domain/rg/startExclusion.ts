import type { Tx } from '../../db/createSql';
import type { MembersRepository } from '../../repositories/membersRepository';
import type { RgRepository } from '../../repositories/rgRepository';
import type { SessionsRepository } from '../../repositories/sessionsRepository';
import { audit } from '../audit/audit';
import { refusal } from '../errors/refusal';
import { activeExclusion, type ExclusionKind } from './activeExclusion';

export interface StartExclusionInput {
  memberId: number;
  /** The session asking, which the exclusion ends; null when no member session asks. */
  sessionId: number | null;
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
 * cancel one. Audited. Returns when the running exclusion ends.
 *
 * Requests of one member run one at a time (member row lock). A request whose session an exclusion
 * ended while it waited is a repeat of that request: it adds nothing and answers the running exclusion.
 * @example const until = await startExclusion(tx, repos, { memberId: 3, sessionId: 9, kind: 'timeout', length: { days: 1 }, now });
 */
export async function startExclusion(
  tx: Tx,
  repos: { members: MembersRepository; rg: RgRepository; sessions: SessionsRepository },
  { memberId, sessionId, kind, length, now }: StartExclusionInput,
): Promise<Date> {
  await repos.members.lockById(memberId, tx);
  if (sessionId !== null && !(await repos.sessions.end(sessionId, 'excluded', now, tx))) {
    const running = await activeExclusion(tx, memberId, now);
    if (!running) throw refusal('ERR_LOGGED_OUT');
    return running.until;
  }
  const endsAt =
    'days' in length ? new Date(now.getTime() + length.days * DAY_MS) : addMonths(now, length.months);
  const id = await repos.rg.insertExclusion({ memberId, kind, startsAt: now, endsAt }, tx);
  const sessionsEnded =
    (sessionId === null ? 0 : 1) + (await repos.sessions.endAllForMember(memberId, 'excluded', now, tx));
  await audit(tx, {
    actorId: memberId,
    action: `rg.${kind}`,
    target: { type: 'member', id: memberId },
    new: { exclusionId: id, kind, startsAt: now.toISOString(), endsAt: endsAt.toISOString(), sessionsEnded },
    reason: 'requested by the member',
  });
  return endsAt;
}
