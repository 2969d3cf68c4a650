import { ERR_RETRY_AFTER, ERR_TOO_MANY_REQUESTS } from '../i18n/ko';
import { activeCatalogue, localized } from '../i18n/localized';
import { ApiError } from './apiError';
import { serverMessage } from './serverMessage';
import { wireCode } from './wireCode';

/** Longest wait read from a response (a day): anything larger is treated as unknown, not shown. */
const MAX_WAIT_SECONDS = 86_400;

const seconds = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_WAIT_SECONDS
    ? value
    : null;

/** A Retry-After header in delta-seconds; the HTTP-date form would need the server's clock, so it counts as unknown. */
const headerSeconds = (header: string | null | undefined): number | null =>
  header && /^\d{1,6}$/.test(header.trim()) ? seconds(Number(header)) : null;

/**
 * The seconds a 429 says to wait: the body's `data.retryAfterSeconds` (the kbet server always sends it), else a
 * Retry-After header in seconds, else null. HTTP-date headers and out-of-range values count as unknown.
 * @example retryAfterSeconds({ code: 'ERR_TOO_MANY_REQUESTS', data: { retryAfterSeconds: 30 } }) // 30
 */
export function retryAfterSeconds(data: unknown, header?: string | null): number | null {
  // The server's error body is { code, message, data: { retryAfterSeconds } }.
  const details = typeof data === 'object' && data !== null && 'data' in data ? data.data : null;
  const fromBody =
    typeof details === 'object' && details !== null && 'retryAfterSeconds' in details
      ? seconds(details.retryAfterSeconds)
      : null;
  return fromBody ?? headerSeconds(header);
}

/**
 * A request refused by a rate limit (429): the server's message followed by how long to wait, whatever call
 * it was (spec §8 leaves 429 unworded; kbet never hides a wait behind the generic failure).
 */
export class RateLimitedError extends ApiError {
  override readonly name: string = 'RateLimitedError';
  declare readonly status: 429;
  /** Seconds until a retry may pass; null when the response did not say. */
  readonly retryAfterSeconds: number | null;

  constructor(data: unknown = null, retryAfterHeader?: string | null) {
    const wait = retryAfterSeconds(data, retryAfterHeader);
    const code = wireCode(429, data);
    const said = localized('ERR_TOO_MANY_REQUESTS', serverMessage(data) ?? ERR_TOO_MANY_REQUESTS);
    super({
      status: 429,
      code,
      data,
      message:
        wait === null ? said : `${said}\n${(activeCatalogue()?.ERR_RETRY_AFTER ?? ERR_RETRY_AFTER)(wait)}`,
    });
    this.retryAfterSeconds = wait;
  }
}

/**
 * Whether a value is a RateLimitedError.
 * @example isRateLimitedError(error) && error.retryAfterSeconds // 30
 */
export const isRateLimitedError = (value: unknown): value is RateLimitedError =>
  value instanceof RateLimitedError;
