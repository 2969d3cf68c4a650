// @kbet/sdk/errors: typed errors (code for programs, message for members, details and cause for developers) and guards.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { ApiErrorDetails, ApiErrorInit } from '../errors/apiError';
export { ApiError, isApiError } from '../errors/apiError';
export type { BlockedStatus } from '../errors/blockedError';
export { BlockedError, isBlockedError } from '../errors/blockedError';
export { isKbetError, KbetError } from '../errors/kbetError';
export type {
  BetHistoryArea,
  FailureAction,
  FailureContext,
  FailureOutcome,
  HttpFailure,
} from '../errors/mapHttpFailure';
export { mapHttpFailure } from '../errors/mapHttpFailure';
export type { OddsChange, OddsVersion, SentBetting } from '../errors/oddsChangedError';
export { isOddsChangedError, OddsChangedError } from '../errors/oddsChangedError';
export { isRateLimitedError, RateLimitedError, retryAfterSeconds } from '../errors/rateLimitedError';
export type { SessionEndStatus } from '../errors/sessionEndedError';
export { isSessionEndedError, SessionEndedError } from '../errors/sessionEndedError';
export { toKbetError } from '../errors/toKbetError';
export { isValidationError, ValidationError } from '../errors/validationError';
