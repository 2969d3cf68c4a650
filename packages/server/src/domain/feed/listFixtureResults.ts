import {
  DEFAULT_ITEMS_PER_PAGE,
  FINAL_FIXTURE_STATUSES,
  type FixtureResultPage,
  type FixtureResultQuery,
  kstDay,
  kstDayBounds,
  RESULT_MARKET_IDS,
  type ResultState,
  resultState,
  validateResultDate,
} from '@kbet/sdk';
import type { FeedListingRepository } from '../../repositories/feedListingRepository';
import { requireValid } from '../errors/requireValid';
import { groupByFixture } from './groupByFixture';
import { justBefore } from './justBefore';
import { toFixtureResult } from './toFixtureResult';

/**
 * The page of final fixtures (finished, cancelled, postponed, abandoned) of a KST day that have started by
 * `now`, latest start first, with their period scores and the settled result markets; the day defaults to
 * today and reaches 3 months back (RESULTS_DATE_RANGE otherwise).
 * @example const page = await listFixtureResults(listing, { query: { date: '2026-01-01' }, now: clock.now() });
 */
export async function listFixtureResults(
  listing: FeedListingRepository,
  { query, now }: { query: FixtureResultQuery; now: Date },
): Promise<FixtureResultPage> {
  const nowMs = now.getTime();
  const day = requireValid(validateResultDate(query.date ?? kstDay(nowMs), nowMs));
  const bounds = kstDayBounds(day) as { start: number; end: number };
  const perPage = query.perpage ?? DEFAULT_ITEMS_PER_PAGE;
  const { rows, total } = await listing.fixtures({
    statuses: FINAL_FIXTURE_STATUSES,
    startsAfter: justBefore(bounds.start),
    // A postponement is announced ahead: it is a result once its kick-off time has passed.
    startsBefore: new Date(Math.min(bounds.end - 1, nowMs)),
    sportId: query.sport_id,
    leagueId: query.league,
    newestFirst: true,
    limit: perPage,
    offset: ((query.page ?? 1) - 1) * perPage,
  });
  const ids = rows.map((row) => row.id);
  const [periods, odds] = await Promise.all([
    listing.periods(ids),
    listing.resultOdds(ids, RESULT_MARKET_IDS),
  ]);
  const periodsOf = groupByFixture(periods);
  const oddsOf = groupByFixture(odds);
  return {
    items: rows.map((row) =>
      toFixtureResult(
        row,
        // The query lists final statuses only, each of which has a result state.
        resultState(row.status) as ResultState,
        periodsOf(row.id),
        oddsOf(row.id),
      ),
    ),
    total,
  };
}
