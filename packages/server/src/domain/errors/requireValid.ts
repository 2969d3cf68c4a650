import type { ValidationResult } from '@kbet/sdk';
import { DomainError } from './domainError';

/**
 * The value of a passed SDK rule; a failed one becomes a DomainError carrying the rule's code and Korean
 * message.
 * @example const amount = requireValid(validateDeposit(body.depositAmount, { bonus: body.pointType }));
 */
export function requireValid<T>(result: ValidationResult<T>): T {
  if (!result.ok) throw new DomainError(result.code, result.message);
  return result.value;
}
