/** An error with an HTTP status and a stable machine code; the error handler sends `{ code, message, data? }`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly code: string;
  readonly data: unknown;

  constructor(status: number, code: string, message: string, data?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

/**
 * Whether a value is an HttpError.
 * @example isHttpError(error) && error.status === 403
 */
export const isHttpError = (value: unknown): value is HttpError => value instanceof HttpError;
