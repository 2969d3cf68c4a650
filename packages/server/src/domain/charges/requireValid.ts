import type { ValidationResult } from '@kbet/sdk';
import { HttpError } from '../../errors/httpError';

/**
 * The value of a passed SDK rule; a failed one becomes a 400 carrying the rule's code and Korean message.
 * @example const amount = requireValid(validateDeposit(body.depositAmount, { bonus: body.pointType }));
 */
export function requireValid<T>(result: ValidationResult<T>, status = 400): T {
  if (!result.ok) throw new HttpError(status, result.code, result.message);
  return result.value;
}
