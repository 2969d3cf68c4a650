import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../src/clock';
import { createFeedEvents, type FeedEvents } from '../src/domain/feed/feedEvents';
import { liveWrites } from '../src/domain/live';
import {
  FEED_ATTEMPTS,
  FEED_MAX_QUEUED,
  FEED_RETRY_FIRST_MS,
  FEED_RETRY_MAX_MS,
  publishFeedEvents,
} from '../src/domain/live/publishFeedEvents';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

/**
 * A clock whose sleeps wait until the test wakes them: the test sees each wait the publisher asks for (its
 * length, and that it asked at all) and decides when it ends, with no wall-clock time in between.
 */
const standingClock = () => {
  const asked: number[] = [];
  let sleepers: (() => void)[] = [];
  let onSleep: (() => void) | undefined;
  const clock: Clock = {
    now: () => new Date(0),
    sleep: (ms) => {
      asked.push(ms);
      onSleep?.();
      return new Promise<void>((wake) => sleepers.push(wake));
    },
  };
  return {
    clock,
    asked,
    /** Resolves at the publisher's next sleep. */
    nextSleep: () => new Promise<void>((resolve) => (onSleep = resolve)),
    /** Ends every pending sleep. */
    wake: () => {
      const due = sleepers;
      sleepers = [];
      for (const sleeper of due) sleeper();
    },
  };
};

const odds = (feed: FeedEvents, fixtureId: number) =>
  feed.emit('oddsChanged', {
    feed: 'simulator',
    sequence: fixtureId,
    fixtureId,
    changes: [
      {
        oddsId: `${fixtureId}-1`,
        fixtureId,
        marketId: 1,
        name: '1',
        line: null,
        oldPrice: '2.00',
        price: '2.10',
        oldVersion: 1,
        version: 2,
        oldStatus: 1,
        status: 1,
      },
    ],
  });

/**
 * Issue 18's live push: a feed batch whose INSERT failed was logged and dropped, though its message had
 * committed, so every client missed those odds and scores until something else changed them. The failures here
 * are PostgreSQL's own: a trigger refuses the next INSERTs into live_events.
 */
describe('the feed publisher when its INSERT fails', () => {
  let db: TestDatabase;
  let feed: FeedEvents;
  let timer: ReturnType<typeof standingClock>;
  let errors: unknown[];
  let onError: (() => void) | undefined;
  let stop: () => void;
  /** In-process wake-ups since the test's start, one per INSERT that went through. */
  let woken: number;
  let onWake: (() => void) | undefined;
  const wakeUp = () => {
    woken += 1;
    onWake?.();
  };

  /** The rows written, as type and payload, in insert order. */
  const written = async () =>
    (await db.sql<{ type: string; data: unknown }[]>`SELECT type, data FROM live_events ORDER BY id`).map(
      ({ type, data }) => ({ type, data }),
    );
  /** PostgreSQL refuses the next `n` INSERTs into live_events (a sequence, which a refusal does not roll back). */
  const refuseNext = async (n: number) => {
    await db.sql`UPDATE refusals SET remaining = ${n}`;
    await db.sql`SELECT setval('refusal_count', 1, false)`;
  };
  const nextWake = () => new Promise<void>((resolve) => (onWake = resolve));
  const nextError = () => new Promise<void>((resolve) => (onError = resolve));

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    await db.sql`CREATE TABLE refusals (remaining integer NOT NULL)`;
    await db.sql`INSERT INTO refusals VALUES (0)`;
    await db.sql`CREATE SEQUENCE refusal_count`;
    await db.sql.unsafe(`
      CREATE FUNCTION refuse_live_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('refusal_count') <= (SELECT remaining FROM refusals) THEN
          RAISE EXCEPTION 'injected failure';
        END IF;
        RETURN NULL;
      END $$`);
    await db.sql`
      CREATE TRIGGER refuse_live_insert BEFORE INSERT ON live_events
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_live_insert()`;
    liveWrites.subscribe(wakeUp);
  });
  afterAll(async () => {
    liveWrites.unsubscribe(wakeUp);
    await db.drop();
  });
  beforeEach(async () => {
    await db.sql`DELETE FROM live_events`;
    feed = createFeedEvents();
    timer = standingClock();
    errors = [];
    woken = 0;
    stop = publishFeedEvents(feed, db.sql, {
      clock: timer.clock,
      onError: (error) => {
        errors.push(error);
        onError?.();
      },
    });
  });
  afterEach(() => stop());

  it('tries the batch again after a doubling wait, with what was emitted meanwhile, in emit order', async () => {
    await refuseNext(2);
    let slept = timer.nextSleep();
    odds(feed, 1);
    await slept;
    expect(timer.asked).toEqual([FEED_RETRY_FIRST_MS]);
    expect(await written()).toEqual([]);

    odds(feed, 2);
    slept = timer.nextSleep();
    timer.wake();
    await slept;
    expect(timer.asked).toEqual([FEED_RETRY_FIRST_MS, 2 * FEED_RETRY_FIRST_MS]);

    const wrote = nextWake();
    timer.wake();
    await wrote;
    expect((await written()).map(({ data }) => (data as { fixtureId: number }).fixtureId)).toEqual([1, 2]);
    expect(errors).toHaveLength(2);
    expect(String(errors[0])).toMatch(/injected failure/);
    expect(woken).toBe(1);

    // Written, the publisher starts afresh: the next event goes through with no wait.
    const next = nextWake();
    odds(feed, 3);
    await next;
    expect(timer.asked).toHaveLength(2);
    expect(await written()).toHaveLength(3);
  });

  it('replaces a batch PostgreSQL keeps refusing by the feed state and a resync, and writes those', async () => {
    // The events' FEED_ATTEMPTS attempts fail, and the resync's first one.
    await refuseNext(FEED_ATTEMPTS + 1);
    let slept = timer.nextSleep();
    odds(feed, 1);
    feed.emit('feedStale', { feed: 'simulator', lastMessageAt: null });
    odds(feed, 2);
    await slept;
    for (let attempt = 2; attempt <= FEED_ATTEMPTS + 1; attempt++) {
      slept = timer.nextSleep();
      timer.wake();
      await slept;
    }
    expect(timer.asked).toEqual(
      Array.from({ length: FEED_ATTEMPTS + 1 }, (_, i) =>
        Math.min(FEED_RETRY_FIRST_MS * 2 ** i, FEED_RETRY_MAX_MS),
      ),
    );
    expect(await written()).toEqual([]);

    const wrote = nextWake();
    timer.wake();
    await wrote;
    expect(await written()).toEqual([
      { type: 'feed', data: { stale: true } },
      { type: 'resync', data: {} },
    ]);
    expect(errors).toHaveLength(FEED_ATTEMPTS + 1);
  });

  it('replaces the waiting events by a resync once more than FEED_MAX_QUEUED wait', async () => {
    await refuseNext(1);
    const slept = timer.nextSleep();
    odds(feed, 1);
    await slept;
    // The refused event is back in the queue: these make it one too many.
    for (let fixtureId = 2; fixtureId <= FEED_MAX_QUEUED + 1; fixtureId++) odds(feed, fixtureId);
    const wrote = nextWake();
    timer.wake();
    await wrote;
    expect(await written()).toEqual([{ type: 'resync', data: {} }]);
  });

  it('retries nothing once stopped, so a closing server is not held open', async () => {
    await refuseNext(2);
    const slept = timer.nextSleep();
    odds(feed, 1);
    await slept;
    stop();
    odds(feed, 2);
    const failed = nextError();
    timer.wake();
    // A retry's sleep is asked for in the same turn as the failure's report, so before this resumes.
    await failed;
    expect(timer.asked).toEqual([FEED_RETRY_FIRST_MS]);
    expect(errors).toHaveLength(2);
    expect(await written()).toEqual([]);
  });
});
