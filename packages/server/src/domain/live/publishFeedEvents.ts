import type { Clock } from '../../clock';
import type { Sql } from '../../db/createSql';
import { createLiveEventsRepository } from '../../repositories/liveEventsRepository';
import type { FeedEvents } from '../feed/feedEvents';
import { announceLiveWrites, liveWrites } from './liveWrites';
import { notifyLiveWrites } from './notifyLiveWrites';
import type { LiveEventInput } from './publishLiveEvent';
import { resyncInstead } from './resyncInstead';

/** The wait before the first retry of a failed INSERT; each further one doubles it, up to RETRY_MAX_MS. */
export const FEED_RETRY_FIRST_MS = 100;
export const FEED_RETRY_MAX_MS = 5_000;
/**
 * Failed attempts (1.5 s of waits) after which the waiting events are replaced by a resync (resyncInstead): a
 * batch PostgreSQL keeps refusing must not hold every later event back, and a client loses nothing by it.
 */
export const FEED_ATTEMPTS = 5;
/** Events held unwritten at most (while the INSERT fails, say); past this they are replaced by a resync. */
export const FEED_MAX_QUEUED = 10_000;

export interface PublishFeedEventsOptions {
  /** The retries' waits are slept on it. */
  clock: Clock;
  /** Every failed INSERT or wake-up; the publisher goes on by itself. */
  onError: (error: unknown) => void;
}

/**
 * Pushes the feed adapter's events (emitted after each feed message commits) to the live streams: odds
 * changes (status 2 is a suspension), scoreboards, fixture statuses, the feed going stale or recovering, and
 * snapshot resyncs. Events are written in emit order; those emitted together (one message's) and those emitted
 * while a write is under way are one batch. A batch is one autocommitted INSERT (atomic alone, so no transaction
 * of its own), and this process's hubs are woken in process (announceLiveWrites): the demo's feed sends about a
 * message a second, and BEGIN, NOTIFY and COMMIT around each insert were three of its round trips and a
 * database-wide notify lock. A process without a hub (a script on the server's code) wakes the others'
 * sequencers with notifyLiveWrites.
 *
 * Its message has committed, so an event is never dropped for a failed INSERT: the batch goes back to the head of
 * the queue (emit order holds) and is tried again after a backoff on the clock, with whatever was emitted
 * meanwhile. After FEED_ATTEMPTS failures, or past FEED_MAX_QUEUED waiting events, the waiting events are
 * replaced by a resync (resyncInstead), retried the same way until it is written. An INSERT that committed
 * but whose answer was lost is written twice: every feed event carries a state (a price and its version, a
 * score, a status), not a change to add, so a client applies the copy to no effect. A failed wake-up is only
 * reported: the sequencers' safety poll numbers the rows. Stopped, the publisher takes no new events and
 * retries nothing, so a closing server is not held open. Returns the stop function.
 * @example const stop = publishFeedEvents(feedEvents, app.sql, { clock: app.clock, onError: (e) => app.log.error(e) });
 */
export function publishFeedEvents(
  events: FeedEvents,
  sql: Sql,
  { clock, onError }: PublishFeedEventsOptions,
): () => void {
  const queue: LiveEventInput[] = [];
  let writing = false;
  let stopped = false;
  /** Failed attempts in a row: the next wait doubles with each. */
  let failures = 0;
  const repository = createLiveEventsRepository(sql);

  const wake = async () => {
    if (liveWrites.hasSubscribers) announceLiveWrites();
    else await notifyLiveWrites(sql);
  };

  /** Replaces the waiting events by the ones that stand for them. */
  const giveUp = () => {
    queue.splice(0, queue.length, ...resyncInstead(queue));
  };

  const write = async () => {
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0);
        try {
          await repository.insert(batch);
        } catch (error) {
          onError(error);
          if (stopped) return;
          queue.unshift(...batch);
          failures += 1;
          if (failures >= FEED_ATTEMPTS) giveUp();
          await clock.sleep(Math.min(FEED_RETRY_FIRST_MS * 2 ** (failures - 1), FEED_RETRY_MAX_MS));
          continue;
        }
        failures = 0;
        await wake().catch(onError);
      }
    } finally {
      queue.length = 0;
      writing = false;
    }
  };
  const push = (event: LiveEventInput) => {
    if (stopped) return;
    queue.push(event);
    if (queue.length > FEED_MAX_QUEUED) giveUp();
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
    stopped = true;
    for (const off of offs) off();
  };
}
