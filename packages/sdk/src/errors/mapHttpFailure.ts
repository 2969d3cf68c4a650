import {
  BET_HISTORY_DELETE_FAILED,
  CHANGE_PASSWORD_FAILED,
  ERR_CONTACT_ADMIN_UNEXPECTED,
  ERR_DEFAULT,
  ERR_FORBIDDEN,
  ERR_LOGIN_FAILED,
  ERR_THIRD_PARTY_MAINTENANCE,
  FIND_PASSWORD_FAILED,
  NON_MEMBER_INQUIRY_FAILED,
  ROULETTE_FAILED,
  SIGNUP_FAILED,
} from '../i18n/ko';
import { ApiError } from './apiError';
import { BlockedError } from './blockedError';
import { OddsChangedError, type SentBetting } from './oddsChangedError';
import { RateLimitedError } from './rateLimitedError';
import { serverMessage } from './serverMessage';
import { SessionEndedError } from './sessionEndedError';
import { toKbetError } from './toKbetError';
import { wireCode } from './wireCode';

/** Tabs of the bet-history popup, whose delete failures read differently (spec §8). */
export type BetHistoryArea = 'sport' | 'live' | 'virtual' | 'minigame' | 'casino';

/**
 * The call that failed, where spec §8 words its failure differently. Without a context, and for 'bet',
 * 'cancel' and 'jackpot', the server's message is shown, else `fallback`, else the store default.
 * 'ignored' is for calls whose failures the spec drops (POST /deposot-account-confirm).
 */
export type FailureContext =
  | 'login'
  | 'bet'
  | 'cancel'
  | 'jackpot'
  | 'roulette'
  | 'nonMemberInquiry'
  | 'findPassword'
  | 'changePassword'
  | 'signUp'
  | 'thirdPartyGame'
  | 'ignored'
  | `delete:${BetHistoryArea}`;

export interface HttpFailure {
  readonly status: number;
  readonly data: unknown;
  readonly context?: FailureContext;
  /** Message when the server sends none, for calls the spec gives their own fallback (e.g. conversions). */
  readonly fallback?: string;
  /** The bettings a failed bet sent, to show the old prices of an odds change. */
  readonly sent?: readonly SentBetting[];
}

/** What the UI does: log out and alert, blank the page, alert, show the odds-change confirm, or nothing. */
export type FailureAction = 'logout' | 'blank' | 'alert' | 'oddsChange' | 'none';

export interface FailureOutcome {
  readonly action: FailureAction;
  /** The alert text; '' when nothing is said. */
  readonly message: string;
  readonly error: ApiError;
  /** Clear the stored session: always with 'logout', and with 'blank' for 406. */
  readonly endSession: boolean;
}

const DELETE_FAILED: Readonly<Record<BetHistoryArea, string>> = {
  sport: ERR_CONTACT_ADMIN_UNEXPECTED,
  casino: ERR_CONTACT_ADMIN_UNEXPECTED,
  live: BET_HISTORY_DELETE_FAILED,
  virtual: BET_HISTORY_DELETE_FAILED,
  minigame: BET_HISTORY_DELETE_FAILED,
};

/** Failures whose message is fixed, whatever the server says. */
const FIXED: Partial<Readonly<Record<FailureContext, string>>> = {
  nonMemberInquiry: NON_MEMBER_INQUIRY_FAILED,
  findPassword: FIND_PASSWORD_FAILED,
  changePassword: CHANGE_PASSWORD_FAILED,
  signUp: SIGNUP_FAILED,
  thirdPartyGame: ERR_THIRD_PARTY_MAINTENANCE,
};

function contextMessage(failure: HttpFailure): string {
  const { context, status, data } = failure;
  if (context?.startsWith('delete:')) return DELETE_FAILED[context.slice('delete:'.length) as BetHistoryArea];
  const fixed = context === undefined ? undefined : FIXED[context];
  if (fixed !== undefined) return fixed;
  if (context === 'login') return (status === 404 ? serverMessage(data) : undefined) ?? ERR_LOGIN_FAILED;
  const fallback =
    failure.fallback ??
    (context === 'roulette' ? ROULETTE_FAILED : status === 403 ? ERR_FORBIDDEN : ERR_DEFAULT);
  return serverMessage(data) ?? fallback;
}

/**
 * How the UI answers a failed call (spec §8): 555, 556 and 500 log out with their message; 406 logs out and
 * blanks the page (blocked IP); 600 blanks it silently; a bet refused for moved odds opens the odds-change
 * confirm; a 429 alerts the server's message with the wait (from the body's retryAfterSeconds, which the
 * kbet server always sends); every other failure alerts the message its context calls for.
 * @example mapHttpFailure({ status: 404, data: '아이디를 확인해주세요.', context: 'login' }).message // '아이디를 확인해주세요.'
 */
export function mapHttpFailure(failure: HttpFailure): FailureOutcome {
  const { status, data } = failure;
  const typed = toKbetError(status, data, failure.sent);
  if (typed instanceof SessionEndedError) {
    return { action: 'logout', message: typed.message, error: typed, endSession: true };
  }
  if (typed instanceof BlockedError) {
    return { action: 'blank', message: typed.message, error: typed, endSession: typed.status === 406 };
  }
  if (typed instanceof OddsChangedError) {
    return { action: 'oddsChange', message: typed.message, error: typed, endSession: false };
  }
  if (failure.context === 'ignored') return { action: 'none', message: '', error: typed, endSession: false };
  // A rate limit says how long to wait, whatever the call: no context's fixed wording hides it.
  if (typed instanceof RateLimitedError)
    return { action: 'alert', message: typed.message, error: typed, endSession: false };
  const message = contextMessage(failure);
  const error =
    message === typed.message ? typed : new ApiError({ status, code: wireCode(status, data), data, message });
  return { action: 'alert', message, error, endSession: false };
}
