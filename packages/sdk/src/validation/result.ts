/** What every rule of spec §5 returns: the parsed value, or a stable machine code plus the member-facing Korean message. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

export const ok = <T>(value: T): ValidationResult<T> => ({ ok: true, value });

/** `code` is the name of the message's export in `i18n/ko.ts`, so programs and people read the same failure. */
export const fail = <T = never>(code: string, message: string): ValidationResult<T> => ({
  ok: false,
  code,
  message,
});
