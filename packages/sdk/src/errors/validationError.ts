import { KbetError } from './kbetError';

/** A rule of spec §5 refused the input; `code` names the ko.ts message, as in ValidationResult. */
export class ValidationError extends KbetError {
  override readonly name: string = 'ValidationError';
  /** The form field at fault, when there is one. */
  readonly field: string | undefined;

  constructor(code: string, message: string, field?: string) {
    super(code, message);
    this.field = field;
  }

  /**
   * The error for a failed ValidationResult, for callers that throw instead of branching.
   * @example throw ValidationError.fromResult(validateDeposit(input), 'amount')
   */
  static fromResult(
    result: { readonly code: string; readonly message: string },
    field?: string,
  ): ValidationError {
    return new ValidationError(result.code, result.message, field);
  }
}

/**
 * Whether a value is a ValidationError.
 * @example isValidationError(error) && error.field === 'amount'
 */
export const isValidationError = (value: unknown): value is ValidationError =>
  value instanceof ValidationError;
