import { type User, WITHDRAWN } from '@kbet/sdk';
import type { Sql } from '../../db/createSql';
import { createMembersRepository } from '../../repositories/membersRepository';
import { createSessionsRepository } from '../../repositories/sessionsRepository';
import { domainErrors } from '../errors/domainErrors';
import { loginRefused } from '../errors/loginRefusedError';
import { memberBalances } from '../ledger';
import { loginRefusal } from '../members/loginRefusal';
import { toUser } from '../members/toUser';
import { activeExclusion } from '../rg/activeExclusion';
import { checkTotp } from './checkTotp';
import type { LoginThrottle } from './createLoginThrottle';
import { verifyPassword } from './password';
import { newSessionToken } from './sessionToken';

export interface LogInParams {
  userId: string;
  password: string;
  /** The authenticator code; required once the member has enrolled a second factor (partners, staff). */
  otp?: string;
  ip: string;
  userAgent: string | null;
  now: Date;
  /** Backs off repeated failures per account and address (the app's one throttle). */
  throttle: LoginThrottle;
}

export interface LoggedIn {
  user: User;
  /** The new session's token, for the cookie and the bearer header. */
  token: string;
}

/**
 * A member's login (spec §8): an attempt the throttle holds back is refused with 429 (retryAfterSeconds); a
 * wrong user id or password, a withdrawn, pending, rejected or banned member are refused (404,
 * LoginRefusedError); otherwise every other session of the member ends (its next call gets 555) and a new
 * one starts. Only a wrong password counts against the throttle: a right one clears its account and address.
 * @example const { user, token } = await logIn(app.sql, { userId, password, ip, userAgent, now: clock.now(), throttle });
 */
export async function logIn(
  sql: Sql,
  { userId, password, otp, ip, userAgent, now, throttle }: LogInParams,
): Promise<LoggedIn> {
  const attempt = { userId, source: ip };
  const wait = throttle.begin(attempt);
  if (wait > 0) throw domainErrors.tooManyRequests(wait);
  const members = createMembersRepository(sql);
  const sessions = createSessionsRepository(sql);
  const candidate = await members.findByUserId(userId);
  const matches = await verifyPassword(candidate?.passwordHash, password);
  if (!candidate || !matches) throw loginRefused('LOGIN_INVALID');
  // Before the throttle forgets the attempt: a wrong second-factor code counts as a failed login.
  await sql.begin((tx) => checkTotp(tx, { memberId: candidate.id, otp, now }));
  throttle.succeeded(attempt);
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
