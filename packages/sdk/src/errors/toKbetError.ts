import { ERR_DEFAULT } from '../i18n/ko';
import { ApiError } from './apiError';
import { BlockedError, isBlockedStatus } from './blockedError';
import { OddsChangedError, oddsChangesFrom, type SentBetting } from './oddsChangedError';
import { RateLimitedError } from './rateLimitedError';
import { serverMessage } from './serverMessage';
import { isSessionEndStatus, SessionEndedError } from './sessionEndedError';
import { wireCode } from './wireCode';

/**
 * The typed error for a failed response: SessionEndedError (555, 556, 500), BlockedError (406, 600),
 * RateLimitedError (429, with the wait), OddsChangedError (a list of betPrice items), else an ApiError with the
 * server's message or the default. Pass the bettings you sent to know the old prices of an odds change, and
 * the Retry-After header for a 429 whose body does not say how long to wait.
 * @example toKbetError(555, null) // SessionEndedError, message '다른 기기에서 로그인하여 로그아웃되었습니다.'
 */
export function toKbetError(
  status: number,
  data: unknown,
  sent?: readonly SentBetting[],
  retryAfter?: string | null,
): ApiError {
  if (isSessionEndStatus(status)) return new SessionEndedError(status, data);
  if (isBlockedStatus(status)) return new BlockedError(status, data);
  if (status === 429) return new RateLimitedError(data, retryAfter);
  const changes = oddsChangesFrom(data, sent);
  if (changes) return new OddsChangedError({ status, data, changes });
  return new ApiError({
    status,
    code: wireCode(status, data),
    data,
    message: serverMessage(data) ?? ERR_DEFAULT,
  });
}
