import type { Sql } from '../../db/createSql';
import { createLiveEventsRepository } from '../../repositories/liveEventsRepository';
import type { FeedEvents } from '../feed/feedEvents';
import { announceLiveWrites, liveWrites } from './liveWrites';
import { notifyLiveWrites } from './notifyLiveWrites';
import type { LiveEventInput } from './publishLiveEvent';

/**
 * Pushes the feed adapter's events (emitted after each feed message commits) to the live streams: odds
 * changes (status 2 is a suspension), scoreboards, fixture statuses, the feed going stale or recovering, and
 * snapshot resyncs. Events are written in emit order; those emitted together (one message's) and those emitted
 * while a write is under way are one batch. A batch is one autocommitted INSERT (atomic alone, so no transaction
 * of its own), and this process's hubs are woken in process (announceLiveWrites): the demo's feed sends about a
 * message a second, and BEGIN, NOTIFY and COMMIT around each insert were three of its round trips and a
 * database-wide notify lock. A process without a hub (a script on the server's code) wakes the others'
 * sequencers with notifyLiveWrites. Returns the unsubscribe function.
 * @example const stop = publishFeedEvents(feedEvents, app.sql, (error) => app.log.error(error));
 */
export function publishFeedEvents(
  events: FeedEvents,
  sql: Sql,
  onError: (error: unknown) => void,
): () => void {
  const queue: LiveEventInput[] = [];
  let writing = false;
  const repository = createLiveEventsRepository(sql);

  const writeAndWake = async (batch: readonly LiveEventInput[]) => {
    await repository.insert(batch);
    if (liveWrites.hasSubscribers) announceLiveWrites();
    else await notifyLiveWrites(sql);
  };

  const write = async () => {
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0);
        await writeAndWake(batch).catch(onError);
      }
    } finally {
      writing = false;
    }
  };
  const push = (event: LiveEventInput) => {
    queue.push(event);
    if (writing) return;
    writing = true;
    // A message's events are emitted together, synchronously: the first write starts after them, so they are one
    // INSERT (a livescore's score and fixture events were two).
    queueMicrotask(() => void write());
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
