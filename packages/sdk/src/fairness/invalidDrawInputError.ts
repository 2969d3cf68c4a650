import { KbetError } from '../errors/kbetError';

/** Thrown when a seed, salt, round number or game id given to the draw or its verification is malformed. */
export class InvalidDrawInputError extends KbetError {
  override readonly name = 'InvalidDrawInputError';

  /** Which input was refused, and why (for logs and the CLI; members see the Korean message). */
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super('INVALID_DRAW_INPUT', '검증 정보가 올바르지 않습니다.');
  }
}

/**
 * Type guard for {@link InvalidDrawInputError}.
 * @example if (isInvalidDrawInputError(e)) showField(e.field);
 */
export const isInvalidDrawInputError = (error: unknown): error is InvalidDrawInputError =>
  error instanceof InvalidDrawInputError;
