import { ko, type ValidationFailure } from '@kbet/sdk';
import { HttpError } from '../../errors/httpError';

/** The names of ko.ts's fixed texts (not its message functions). */
export type KoTextCode = {
  [K in keyof typeof ko]: (typeof ko)[K] extends string ? K : never;
}[keyof typeof ko];

/**
 * A refusal carrying one ko.ts message, with that message's name as its code (the SDK's convention).
 * @example throw refusal(404, 'FIND_PASSWORD_FAILED');
 */
export const refusal = (status: number, code: KoTextCode, data?: unknown): HttpError =>
  new HttpError(status, code, ko[code], data);

/**
 * A failed SDK rule as a 400 (or `status`): its code and message, and the field and per-field issues when
 * the rule names them, so the client shows each message next to its field.
 * @example const checked = validateFindPassword(form); if (!checked.ok) throw validationRefusal(checked);
 */
export function validationRefusal(failure: ValidationFailure, status = 400): HttpError {
  const data =
    failure.field === undefined && failure.issues === undefined
      ? undefined
      : {
          ...(failure.field === undefined ? {} : { field: failure.field }),
          ...(failure.issues === undefined ? {} : { issues: failure.issues }),
        };
  return new HttpError(status, failure.code, failure.message, data);
}
