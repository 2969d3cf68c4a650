import { localized } from '../i18n/localized';

/**
 * Base of every error the SDK throws; `code` is stable for programs, `message` is for members (Korean, or the
 * English catalogue after `setLocale('en')`), and `cause` keeps the underlying error for developers.
 */
export class KbetError extends Error {
  override readonly name: string = 'KbetError';
  readonly code: string;

  constructor(code: string, message: string, options?: { readonly cause?: unknown }) {
    super(localized(code, message), options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}

/**
 * Whether a value is any SDK error.
 * @example isKbetError(new ApiError({ status: 400, code: 'HTTP_400', data: null, message: '...' })) // true
 */
export const isKbetError = (value: unknown): value is KbetError => value instanceof KbetError;
