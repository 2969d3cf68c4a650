import { ko } from '@kbet/sdk';
import { DomainError } from './domainError';
import { refusal } from './refusal';

/**
 * The refusals every part of the domain shares. FORBIDDEN is the identity rule of compliance §8 (a record
 * of another member); its message is ERR_FORBIDDEN's.
 * @example if (slip.memberId !== memberId) throw domainErrors.forbidden();
 */
export const domainErrors = {
  invalidInput: (data?: unknown) => refusal('ERR_INVALID_INPUT', data),
  forbidden: () => new DomainError('FORBIDDEN', ko.ERR_FORBIDDEN),
  notFound: () => refusal('ERR_NOT_FOUND'),
  idempotencyKeyReused: () => refusal('IDEMPOTENCY_KEY_REUSED'),
  tooManyRequests: (retryAfterSeconds: number) => refusal('ERR_TOO_MANY_REQUESTS', { retryAfterSeconds }),
} as const;
