import type { Clock } from '../../clock';
import type { Sql } from '../../db/createSql';
import type { FeedEvents } from '../feed/feedEvents';
import { FIXTURE_STATUS } from '../feed/feedStatus';
import { announceLiveWrites } from '../live/liveWrites';
import { settleFixture, settleOdds } from './settleSlips';

/** Fixture statuses that void every unsettled leg of the fixture (feed-model.md). */
const VOIDING: readonly number[] = [FIXTURE_STATUS.CANCELLED, FIXTURE_STATUS.POSTPONED];

/**
 * Settles bets as the feed settles their legs: a settlement (or re-settlement) of odds settles the slips on
 * them, and a fixture turning cancelled or postponed (or back from it) settles the slips on that fixture.
 * Returns the unsubscribe function. Settling is idempotent, so a replayed message pays nothing twice.
 * @example const stop = listenForSettlements(feedEvents, app.sql, app.clock);
 */
export function listenForSettlements(events: FeedEvents, sql: Sql, clock: Clock): () => void {
  const options = () => ({ actorId: null, reason: null, now: clock.now() });
  const offSettlement = events.on('settlement', async ({ legs }) => {
    await settleOdds(
      sql,
      legs.map((leg) => leg.oddsId),
      options(),
    );
    announceLiveWrites();
  });
  const offStatus = events.on('fixtureStatusChanged', async ({ fixtureId, oldStatus, status }) => {
    const voidingChanged = VOIDING.includes(status) || (oldStatus !== null && VOIDING.includes(oldStatus));
    if (!voidingChanged) return;
    await settleFixture(sql, fixtureId, options());
    announceLiveWrites();
  });
  return () => {
    offSettlement();
    offStatus();
  };
}
