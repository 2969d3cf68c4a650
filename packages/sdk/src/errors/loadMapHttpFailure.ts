import type { mapHttpFailure } from './mapHttpFailure';

/**
 * The per-request failure wording (`mapHttpFailure`), loaded at the first refusal that needs it, so the stores every
 * page builds (session, roulette) do not carry it in the entry. Undefined when the load fails (the connection
 * dropped just after the refusal, or a deploy removed the build's file): the caller then answers with its own
 * fallback text instead of rejecting.
 * @example const map = await loadMapHttpFailure(); if (!map) return fail('ERR_LOGIN_FAILED', ko.ERR_LOGIN_FAILED);
 */
export const loadMapHttpFailure = (): Promise<typeof mapHttpFailure | undefined> =>
  import('./mapHttpFailure').then(
    (module) => module.mapHttpFailure,
    () => undefined,
  );
