import { KbetError } from './kbetError';

export interface ApiErrorInit {
  readonly status: number;
  readonly code: string;
  /** The response body as received (text or parsed JSON). */
  readonly data: unknown;
  readonly message: string;
}

/** A failed HTTP call: status, body and the message to show. */
export class ApiError extends KbetError {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.code, init.message);
    this.status = init.status;
    this.data = init.data;
  }
}

/**
 * Whether a value is an ApiError (its subclasses included).
 * @example isApiError(error) && error.status === 404
 */
export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
