import { type User, WITHDRAWN } from '@kbet/sdk';
import type { Sql } from '../../db/createSql';
import { createMembersRepository } from '../../repositories/membersRepository';
import { createSessionsRepository } from '../../repositories/sessionsRepository';
import { loginRefused } from '../errors/loginRefusedError';
import { memberBalances } from '../ledger';
import { loginRefusal } from '../members/loginRefusal';
import { toUser } from '../members/toUser';
import { activeExclusion } from '../rg/activeExclusion';
import { verifyPassword } from './password';
import { newSessionToken } from './sessionToken';

export interface LogInParams {
  userId: string;
  password: string;
  ip: string;
  userAgent: string | null;
  now: Date;
}

export interface LoggedIn {
  user: User;
  /** The new session's token, for the cookie and the bearer header. */
  token: string;
}

/**
 * A member's login (spec §8): a wrong user id or password, a withdrawn, pending, rejected or banned member
 * are refused (404, LoginRefusedError); otherwise every other session of the member ends (its next call
 * gets 555) and a new one starts.
 * @example const { user, token } = await logIn(app.sql, { userId, password, ip, userAgent, now: clock.now() });
 */
export async function logIn(
  sql: Sql,
  { userId, password, ip, userAgent, now }: LogInParams,
): Promise<LoggedIn> {
  const members = createMembersRepository(sql);
  const sessions = createSessionsRepository(sql);
  const candidate = await members.findByUserId(userId);
  const matches = await verifyPassword(candidate?.passwordHash, password);
  if (!candidate || !matches) throw loginRefused('LOGIN_INVALID');
  if (candidate.withdrawalType === WITHDRAWN) throw loginRefused('ERR_WITHDRAWN');
  const refused = loginRefusal(candidate);
  if (refused) throw refused;

  const { token, tokenHash } = newSessionToken();
  const user = await sql.begin(async (tx) => {
    // The row lock serialises two simultaneous logins of one member.
    const member = (await members.lockById(candidate.id, tx)) ?? candidate;
    await sessions.endAllForMember(member.id, 'other_device', now, tx);
    await sessions.create({ tokenHash, memberId: member.id, ip, userAgent, now }, tx);
    // Compliance §4: an excluded member may log in to withdraw the balance; `user.exclusion` tells the
    // client, and every betting, deposit and promotion call refuses (assertNotExcluded).
    const [balances, exclusion] = await Promise.all([
      memberBalances(tx, member.id),
      activeExclusion(tx, member.id, now),
    ]);
    return toUser(member, balances, exclusion);
  });
  return { user, token };
}
