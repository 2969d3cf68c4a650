import { KbetError } from './kbetError';

export interface ApiErrorInit {
  readonly status: number;
  readonly code: string;
  /** The response body as received (text or parsed JSON). */
  readonly data: unknown;
  readonly message: string;
  /** The underlying failure (e.g. fetch's TypeError for NETWORK_ERROR), kept as the standard `error.cause`. */
  readonly cause?: unknown;
}

/** The request behind a failed call, for developers: what was asked of which URL and what came back. */
export interface ApiErrorDetails {
  readonly method: string;
  /** The full URL, base and query included. */
  readonly url: string;
  /** The HTTP status; 0 when no response arrived (network failure, wrong baseURL, CORS). */
  readonly status: number;
}

/**
 * A failed HTTP call: status, body and the message to show. `details` (method, URL, status) and `cause` are
 * for developers; `message` stays the member-facing text.
 */
export class ApiError extends KbetError {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly data: unknown;
  /** The request that failed; filled in by the client that sent it, undefined for errors built by hand. */
  details: ApiErrorDetails | undefined;

  constructor(init: ApiErrorInit) {
    super(init.code, init.message, { cause: init.cause });
    this.status = init.status;
    this.data = init.data;
  }

  /**
   * One line for logs and developer consoles: code, status, method and URL, and the cause's message.
   * @example error.describe() // 'NETWORK_ERROR (status 0) GET http://localhost:3000/health: fetch failed'
   */
  describe(): string {
    const where = this.details ? ` ${this.details.method} ${this.details.url}` : '';
    const why = this.cause instanceof Error ? `: ${this.cause.message}` : '';
    return `${this.code} (status ${this.status})${where}${why}`;
  }
}

/**
 * Whether a value is an ApiError (its subclasses included).
 * @example isApiError(error) && error.status === 404
 */
export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
