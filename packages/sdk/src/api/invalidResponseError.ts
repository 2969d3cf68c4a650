import { ApiError } from '../errors/apiError';
import { ERR_DEFAULT } from '../i18n/ko';

/** Where a response broke its schema, as zod reports it. */
export interface ResponseIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A successful response whose body does not match its schema: the server and the SDK disagree on the wire,
 * so the member sees the store default and developers read `issues`.
 */
export class InvalidResponseError extends ApiError {
  override readonly name: string = 'InvalidResponseError';
  readonly issues: readonly ResponseIssue[];

  constructor(status: number, data: unknown, issues: readonly ResponseIssue[]) {
    super({ status, code: 'INVALID_RESPONSE', data, message: ERR_DEFAULT });
    this.issues = issues;
  }
}

/**
 * Whether a value is an InvalidResponseError.
 * @example isInvalidResponseError(error) && error.issues[0]?.path // ['user', 'emoney']
 */
export const isInvalidResponseError = (value: unknown): value is InvalidResponseError =>
  value instanceof InvalidResponseError;
