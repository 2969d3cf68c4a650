import { type DateInput, toEpochMs } from '../core/toEpochMs';
import type { FixtureSummary } from '../schemas/sports';

/** LSports status of a fixture not started yet. */
const NOT_STARTED = 1;

/**
 * The fixtures of a listing that start next (the home page's 곧 시작): not started, start time still ahead,
 * soonest first, at most `limit`.
 * @example startingSoon(listing.items, Date.now(), 5).map((f) => f.fixtureId)
 */
export function startingSoon<F extends Pick<FixtureSummary, 'startDate' | 'status' | 'fixtureId'>>(
  fixtures: readonly F[],
  now: DateInput,
  limit: number,
): F[] {
  const at = toEpochMs(now);
  return fixtures
    .filter((f) => f.status === NOT_STARTED && toEpochMs(f.startDate) > at)
    .sort((a, b) => toEpochMs(a.startDate) - toEpochMs(b.startDate) || a.fixtureId - b.fixtureId)
    .slice(0, Math.max(0, limit));
}
