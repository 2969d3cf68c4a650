import { createSql, type Sql } from '@kbet/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock';
import { createFeedAdapter, type FeedAdapter } from '../src/domain/feed/feedAdapter';
import { createFeedEvents } from '../src/domain/feed/feedEvents';
import { isDataMessage } from '../src/domain/feed/feedMessage';
import { publishFeedEvents } from '../src/domain/live';
import { liveWrites } from '../src/domain/live/liveWrites';
import { createSimulation, type Simulation } from '../src/simulators/feed/createSimulation';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const T0 = Date.UTC(2026, 2, 1, 9, 0);

/**
 * Issue 19: the demo's feed sends about one message a second on the machine that serves the pages, so what each
 * message sends to PostgreSQL is background load under every page load. The live events a message causes were
 * their own transactions (BEGIN, INSERT, pg_notify, COMMIT, often twice a message: the first event alone, then the
 * rest); now one autocommitted INSERT a message, and the process's hubs are woken in process. The sequence row was
 * upserted, then locked; now locked. The list is printed; the test fails when a message gains a statement here.
 */
describe('a feed step, statement by statement', () => {
  let db: TestDatabase;
  let counted: Sql;
  let sim: Simulation;
  let adapter: FeedAdapter;
  let stopPublishing: () => void;
  const sent: string[] = [];
  const failures: unknown[] = [];
  /** Live-events INSERTs sent, and wake-ups, since the start (`woken` counts since the test's reset). */
  let insertsSent = 0;
  let wokenInAll = 0;
  let woken = 0;
  let onWake: (() => void) | undefined;
  const wake = () => {
    woken += 1;
    wokenInAll += 1;
    onWake?.();
  };
  const record = (query: string) => {
    sent.push(query);
    if (/^\s*INSERT INTO live_events/.test(query)) insertsSent += 1;
  };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    counted = createSql(db.url, { max: 4, onQuery: (_connection, query) => record(query) });
    const events = createFeedEvents();
    stopPublishing = publishFeedEvents(events, counted, {
      clock: systemClock,
      onError: (error) => failures.push(error),
    });
    // As in a server process: a live hub listens for this process's live writes.
    liveWrites.subscribe(wake);
    // Warmed up for half an hour, as the demo starts, so fixtures are in play and every step sends livescores.
    sim = createSimulation({ seed: 20_260_101, speed: 5, now: T0, warmUpMs: 30 * 60_000 });
    adapter = createFeedAdapter({ sql: counted, events, snapshot: sim });
    await adapter.resync();
    await adapter.idle();
  });
  afterAll(async () => {
    liveWrites.unsubscribe(wake);
    stopPublishing();
    await counted.end({ timeout: 5 });
    await db.drop();
  });

  /**
   * Lets the live writes queued by the messages' events finish: they run after each commit, not awaited, a
   * message's INSERT starting in a microtask and waking the hubs once PostgreSQL has answered it. So this waits for
   * every sent INSERT's wake-up, not for a number of event-loop turns, which a busy machine's round trip outlasts
   * (a resync's wake-up then fell after the test's reset and was counted as the step's).
   */
  const settled = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (wokenInAll < insertsSent) await new Promise<void>((resolve) => (onWake = resolve));
  };

  it('writes a message’s live events with one statement and no NOTIFY', async () => {
    await settled();
    // Steps until one with a data message (a livescore or an odds change), the demo's usual step.
    let messages = sim.advance(1_000);
    for (let i = 0; i < 30 && !messages.some(isDataMessage); i++) messages = sim.advance(1_000);
    const data = messages.filter(isDataMessage);
    expect(data.length).toBeGreaterThan(0);
    sent.length = 0;
    woken = 0;
    for (const message of data) {
      await adapter.handle(message);
      await settled();
    }
    const statements = sent.map((query) => query.replace(/\s+/g, ' ').trim());
    console.info(
      `one feed step, ${data.length} data message(s): ${statements.length} statements\n${statements
        .map((query) => query.slice(0, 90))
        .join('\n')}`,
    );
    expect(failures).toEqual([]);
    const liveInserts = statements.filter((query) => /^INSERT INTO live_events/.test(query));
    expect(liveInserts.length).toBeGreaterThan(0);
    expect(liveInserts.length).toBeLessThanOrEqual(data.length);
    expect(woken).toBe(liveInserts.length);
    // The only transactions are the messages' own; nothing notifies kbet_live_pending.
    expect(statements.filter((query) => /^begin/i.test(query))).toHaveLength(data.length);
    expect(statements.filter((query) => /pg_notify/.test(query))).toEqual([]);
    // The sequence row exists after the feed's first message: it is locked, not upserted first.
    expect(statements.filter((query) => /^INSERT INTO feed_sequences/.test(query))).toEqual([]);
    expect(statements.filter((query) => /FROM feed_sequences .* FOR UPDATE/.test(query))).toHaveLength(
      data.length,
    );
  });
});
