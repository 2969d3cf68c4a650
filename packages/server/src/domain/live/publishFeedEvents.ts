import type { Sql } from '../../db/createSql';
import type { FeedEvents } from '../feed/feedEvents';
import { type LiveEventInput, publishLiveEventsNow } from './publishLiveEvent';

/**
 * Pushes the feed adapter's events (emitted after each feed message commits) to the live streams: odds
 * changes (status 2 is a suspension), scoreboards, fixture statuses, the feed going stale or recovering, and
 * snapshot resyncs. Events are written in emit order, batched while a write is under way. Returns the
 * unsubscribe function.
 * @example const stop = publishFeedEvents(feedEvents, app.sql, (error) => app.log.error(error));
 */
export function publishFeedEvents(
  events: FeedEvents,
  sql: Sql,
  onError: (error: unknown) => void,
): () => void {
  const queue: LiveEventInput[] = [];
  let writing = false;

  const write = async () => {
    writing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0);
        await publishLiveEventsNow(sql, batch).catch(onError);
      }
    } finally {
      writing = false;
    }
  };
  const push = (event: LiveEventInput) => {
    queue.push(event);
    if (!writing) void write();
  };

  const offs = [
    events.on('oddsChanged', ({ fixtureId, changes }) =>
      push({
        channel: 'odds',
        type: 'odds',
        data: {
          fixtureId,
          changes: changes.map(({ oddsId, marketId, price, version, status }) => ({
            oddsId,
            marketId,
            price,
            version,
            status,
          })),
        },
      }),
    ),
    events.on('scoreChanged', (e) =>
      push({
        channel: 'scores',
        type: 'score',
        data: {
          fixtureId: e.fixtureId,
          sportId: e.sportId,
          status: e.status,
          period: e.period,
          clockSeconds: e.clockSeconds,
          homeScore: e.homeScore,
          awayScore: e.awayScore,
          periods: e.periods.map(({ period, home, away }) => ({ period, home, away })),
        },
      }),
    ),
    events.on('fixtureStatusChanged', (e) =>
      push({
        channel: 'scores',
        type: 'fixture',
        data: {
          fixtureId: e.fixtureId,
          sportId: e.sportId,
          status: e.status,
          startDate: e.startDate.toISOString(),
        },
      }),
    ),
    events.on('feedStale', () => push({ channel: 'feed', type: 'feed', data: { stale: true } })),
    events.on('feedRecovered', () => push({ channel: 'feed', type: 'feed', data: { stale: false } })),
    events.on('resynced', () => push({ channel: 'feed', type: 'resync', data: {} })),
  ];
  return () => {
    for (const off of offs) off();
  };
}
