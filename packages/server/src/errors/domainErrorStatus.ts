import type { DomainError } from '../domain/errors/domainError';
import { LoginRefusedError } from '../domain/errors/loginRefusedError';

/**
 * The HTTP status of every domain refusal code that is not a 400. A code not listed (an SDK rule that
 * refused its input, ERR_INVALID_INPUT…) is bad input: 400.
 */
export const DOMAIN_ERROR_STATUS: Readonly<Record<string, number>> = {
  // The identity rule (compliance §8) and the compliance §4 refusals.
  FORBIDDEN: 403,
  NOTICE_REGISTER_FORBIDDEN: 403,
  RG_TIMEOUT_ACTIVE: 403,
  RG_SELF_EXCLUDED: 403,
  SIGNUP_CLOSED: 403,

  LOGIN_OTP_INVALID: 401,
  LOGIN_OTP_REQUIRED: 401,

  ERR_NOT_FOUND: 404,
  FIND_PASSWORD_FAILED: 404,
  MINIGAME_ROUND_NOT_FOUND: 404,
  MINIGAME_UNKNOWN_GAME: 404,
  PARTNER_NOT_FOUND: 404,
  SETTLEMENT_PERIOD_NOT_FOUND: 404,

  // The state of the record forbids the request now.
  ATTENDANCE_ALREADY: 409,
  BET_DELETE_WAITING: 409,
  BET_SUSPENDED: 409,
  CANCEL_NOT_WAITING: 409,
  CANCEL_WINDOW: 409,
  CHARGE_ALREADY_PROCESSED: 409,
  CHARGE_HIDE_UNFINISHED: 409,
  ERR_INSUFFICIENT_FUNDS: 409,
  FIXTURE_ALREADY_RESULTED: 409,
  FIXTURE_NOT_RESULTED: 409,
  INQUIRY_DELETE_UNANSWERED: 409,
  INQUIRY_DELETE_UNREAD: 409,
  INQUIRY_PENDING: 409,
  JACKPOT_ALREADY_REGISTERED: 409,
  JACKPOT_NOT_WON: 409,
  MEMBER_STATUS_CONFLICT: 409,
  MESSAGE_DELETE_UNREAD: 409,
  MINIGAME_OPPOSITE_SIDES: 409,
  MINIGAME_ROUND_CLOSED: 409,
  MINIGAME_ROUND_FINISHED: 409,
  MINIGAME_ROUND_STAKE_CAP: 409,
  MINIGAME_ROUND_WIN_CAP: 409,
  OTP_ALREADY_ENROLLED: 409,
  PARTNER_EXISTS: 409,
  SETTLEMENT_ALREADY_PAID: 409,
  SETTLEMENT_PERIOD_OPEN: 409,
  SETTLEMENT_PERIOD_OVERLAP: 409,
  RG_DEPOSIT_LIMIT: 409,
  ROULETTE_NO_COUPON: 409,
  ROULETTE_UNAVAILABLE: 409,
  STALE_USER: 409,
  WITHDRAW_ROLLING_UNMET: 409,

  IDEMPOTENCY_KEY_REUSED: 422,
  ERR_TOO_MANY_REQUESTS: 429,
  SMS_TOO_MANY: 429,
  ERR_SITE_MAINTENANCE: 503,
  MINIGAME_MAINTENANCE: 503,

  // Spec §8: a session ended by a login elsewhere (555) or by logout, idle expiry, exclusion or withdrawal.
  ERR_OTHER_DEVICE: 555,
  ERR_LOGGED_OUT: 556,
  ERR_WITHDRAWN: 556,
};

/**
 * The HTTP status of a domain refusal. Spec §8 answers every refused login with a 404 whatever its code.
 * @example reply.code(domainErrorStatus(error))
 */
export const domainErrorStatus = (error: DomainError): number =>
  error instanceof LoginRefusedError ? 404 : (DOMAIN_ERROR_STATUS[error.code] ?? 400);
