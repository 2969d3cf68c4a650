import { type DateInput, toEpochMs } from '../core/toEpochMs';
import type { Exclusion } from '../schemas/responsibleGambling';

/** The user field the exclusion rule reads; the parsed User fits. */
export interface ExcludableUser {
  readonly exclusion?: Exclusion | null;
}

/**
 * The member's running time-out or self-exclusion, or null (compliance §4). While one runs the member may log
 * in, read and withdraw, but betting, deposits and promotions stay closed; a user read before the end passed
 * counts as free once `now` is past `until`.
 * @example activeExclusion(user, Date.now())?.kind // 'self_exclusion'
 */
export function activeExclusion(user: ExcludableUser | null | undefined, now: DateInput): Exclusion | null {
  const exclusion = user?.exclusion;
  if (!exclusion) return null;
  // An unreadable end is treated as still running: the server, not the client, lifts an exclusion.
  const until = toEpochMs(exclusion.until);
  return Number.isNaN(until) || until > toEpochMs(now) ? exclusion : null;
}
