/** Base of every error the SDK throws; `code` is stable for programs, `message` is member-facing Korean. */
export class KbetError extends Error {
  override readonly name: string = 'KbetError';
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * Whether a value is any SDK error.
 * @example isKbetError(new ApiError({ status: 400, code: 'HTTP_400', data: null, message: '...' })) // true
 */
export const isKbetError = (value: unknown): value is KbetError => value instanceof KbetError;
