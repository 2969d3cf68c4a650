/** Thrown when odds or a money amount is not an exact, non-negative decimal the odds math can use. */
export class InvalidDecimalError extends Error {
  override readonly name = 'InvalidDecimalError';
  readonly code = 'INVALID_DECIMAL';

  constructor(
    readonly value: unknown,
    reason: string,
  ) {
    super(`Invalid decimal ${JSON.stringify(String(value))}: ${reason}`);
  }
}

/**
 * Type guard for {@link InvalidDecimalError}.
 * @example if (isInvalidDecimalError(e)) showOddsProblem(e.value);
 */
export const isInvalidDecimalError = (error: unknown): error is InvalidDecimalError =>
  error instanceof InvalidDecimalError;
