import { ko } from '@kbet/sdk';
import { HttpError } from './httpError';

/**
 * The HTTP layer's own refusals (authentication, identity guard, idempotency header, geo, throttles).
 * Codes are the names of the ko.ts messages they carry (as the SDK expects), except FORBIDDEN, the
 * identity-rule refusal of compliance §8. The domain throws DomainErrors instead (domain/errors).
 * @example throw httpErrors.forbidden();
 */
export const httpErrors = {
  invalidInput: (data?: unknown) => new HttpError(400, 'ERR_INVALID_INPUT', ko.ERR_INVALID_INPUT, data),
  /** A request body nested deeper than the edge allows (plugins/jsonBody). */
  inputTooDeep: () => new HttpError(400, 'ERR_INPUT_TOO_DEEP', ko.ERR_INPUT_TOO_DEEP),
  /** A request body over the app's body limit. */
  inputTooLarge: () => new HttpError(413, 'ERR_INPUT_TOO_LARGE', ko.ERR_INPUT_TOO_LARGE),
  /** The database is away (restarting, or not answering): try again shortly; a session survives a 503. */
  serviceUnavailable: () =>
    new HttpError(503, 'ERR_SERVICE_UNAVAILABLE', ko.ERR_SERVICE_UNAVAILABLE, { retryAfterSeconds: 1 }),
  loginRequired: () => new HttpError(401, 'LOGIN_REQUIRED', ko.LOGIN_REQUIRED),
  forbidden: () => new HttpError(403, 'FORBIDDEN', ko.ERR_FORBIDDEN),
  notFound: () => new HttpError(404, 'ERR_NOT_FOUND', ko.ERR_NOT_FOUND),
  blockedIp: () => new HttpError(406, 'ERR_BLOCKED_IP', ko.ERR_BLOCKED_IP),
  idempotencyKeyRequired: () => new HttpError(400, 'IDEMPOTENCY_KEY_REQUIRED', ko.IDEMPOTENCY_KEY_REQUIRED),
  idempotencyKeyReused: () => new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', ko.IDEMPOTENCY_KEY_REUSED),
  tooManyRequests: (retryAfterSeconds: number) =>
    new HttpError(429, 'ERR_TOO_MANY_REQUESTS', ko.ERR_TOO_MANY_REQUESTS, { retryAfterSeconds }),
  /** Spec §8: 556, logged out (idle expiry, logout, exclusion). */
  loggedOut: () => new HttpError(556, 'ERR_LOGGED_OUT', ko.ERR_LOGGED_OUT),
  /** 556 as well, so the client logs out, but with the withdrawn-member message. */
  withdrawn: () => new HttpError(556, 'ERR_WITHDRAWN', ko.ERR_WITHDRAWN),
} as const;
