import { ko, type ValidationFailure } from '@kbet/sdk';
import { DomainError } from './domainError';

/** The names of ko.ts's fixed texts (not its message functions). */
export type KoTextCode = {
  [K in keyof typeof ko]: (typeof ko)[K] extends string ? K : never;
}[keyof typeof ko];

/**
 * A refusal carrying one ko.ts message, with that message's name as its code (the SDK's convention).
 * @example throw refusal('FIND_PASSWORD_FAILED');
 */
export const refusal = (code: KoTextCode, data?: unknown): DomainError =>
  new DomainError(code, ko[code], data);

/**
 * A failed SDK rule: its code and message, and the field and per-field issues when the rule names them, so
 * the client shows each message next to its field.
 * @example const checked = validateFindPassword(form); if (!checked.ok) throw validationRefusal(checked);
 */
export function validationRefusal(failure: ValidationFailure): DomainError {
  const data =
    failure.field === undefined && failure.issues === undefined
      ? undefined
      : {
          ...(failure.field === undefined ? {} : { field: failure.field }),
          ...(failure.issues === undefined ? {} : { issues: failure.issues }),
        };
  return new DomainError(failure.code, failure.message, data);
}
