import { localized } from '../i18n/localized';

/** One field's failure inside a form-level result (e.g. sign-up), for showing messages next to the fields. */
export interface ValidationIssue {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/** A failed rule: `field` names the offending form field where a rule checks several; `issues` lists every field's failure. */
export type ValidationFailure = {
  ok: false;
  code: string;
  message: string;
  field?: string;
  issues?: readonly ValidationIssue[];
};

/** What every rule of spec §5 returns: the parsed value, or a stable machine code plus the member-facing Korean message. */
export type ValidationResult<T> = { ok: true; value: T } | ValidationFailure;

export const ok = <T>(value: T): ValidationResult<T> => ({ ok: true, value });

/**
 * `code` is the name of the message's export in `i18n/ko.ts`, so programs and people read the same failure; the
 * message follows setLocale (Korean by default).
 */
export const fail = <T = never>(
  code: string,
  message: string,
  detail?: { field?: string; issues?: readonly ValidationIssue[] },
): ValidationResult<T> => ({ ok: false, code, message: localized(code, message), ...detail });

/**
 * What every store action returns, never throwing for a refusal: the value, or a failure whose `error` is the
 * error behind it when there was one (an ApiError from the server, e.g. an OddsChangedError with its changes).
 */
export type ActionResult<T> = { ok: true; value: T } | (ValidationFailure & { readonly error?: unknown });
