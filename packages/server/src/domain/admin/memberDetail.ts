import type { AdminMemberDetail } from '@kbet/sdk/admin';
import type { Sql } from '../../db/createSql';
import { createAdminMembersRepository } from '../../repositories/adminMembersRepository';
import { createRgRepository } from '../../repositories/rgRepository';
import { domainErrors } from '../errors/domainErrors';
import { memberBalances } from '../ledger';
import { activeExclusion, toDepositLimits } from '../rg';
import { toAdminMember } from './toAdminMember';

/** Sessions shown on the detail page: enough to see devices and the last logins. */
const RECENT_SESSIONS = 10;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/**
 * A member as the staff detail page shows it: profile, balances, latest sessions and responsible-gambling
 * state (ERR_NOT_FOUND for an unknown user id).
 * @example const detail = await memberDetail(app.sql, { userId: 'member01', now: app.clock.now() });
 */
export async function memberDetail(
  sql: Sql,
  { userId, now }: { userId: string; now: Date },
): Promise<AdminMemberDetail> {
  const adminMembers = createAdminMembersRepository(sql);
  const rg = createRgRepository(sql);
  const row = await adminMembers.findDetail(userId);
  if (!row) throw domainErrors.notFound();
  const [balances, sessions, exclusion, limits, realityCheckMinutes] = await Promise.all([
    memberBalances(sql, row.id),
    adminMembers.recentSessions(row.id, RECENT_SESSIONS),
    activeExclusion(sql, row.id, now),
    rg.depositLimits(row.id),
    rg.realityCheckInterval(row.id),
  ]);
  return {
    ...toAdminMember(row),
    phoneNumber: row.phoneNumber,
    accountHolder: row.accountHolder,
    bankCode: row.bankCode,
    bankAccountNumber: row.bankAccountNumber,
    recommenderUserId: row.recommenderUserId,
    signupCode: row.signupCode,
    banDate: iso(row.banDate),
    balances: { ...balances, withdrawHold: row.withdrawHold },
    sessions: sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      endedAt: iso(session.endedAt),
      endReason: session.endReason,
      ip: session.ip,
      userAgent: session.userAgent,
    })),
    responsibleGambling: {
      exclusion: exclusion ? { kind: exclusion.kind, until: exclusion.until.toISOString() } : null,
      depositLimits: toDepositLimits(limits, now),
      realityCheckMinutes,
    },
  };
}
