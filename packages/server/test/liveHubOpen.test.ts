import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveMessage } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import { createLiveHub, type LiveHub, loadLiveConfig } from '../src/domain/live';
import { eventsOf, openStream, type SseClient } from './liveSseClient';
import { manualClock } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const isReady = (ms: LiveMessage[]) => ms.some((m) => m.type === 'ready');

/**
 * The pool, except that while `hold()` is armed the next head query (`max(seq) AS head`) runs at once but its
 * answer is kept back until `release()`: the stale snapshot of a query that was slower than the fan-out.
 */
const holdingHeadQueries = (sql: Sql) => {
  let armed = false;
  let answered: () => void = () => {};
  let release: () => void = () => {};
  const proxy = new Proxy(sql, {
    apply(target, self, args: Parameters<Sql>) {
      const query = Reflect.apply(target, self, args);
      const text = Array.isArray(args[0]) ? args[0].join('?') : '';
      if (!armed || !text.includes('max(seq) AS head')) return query;
      armed = false;
      const released = new Promise<void>((done) => {
        release = done;
      });
      return Promise.resolve(query).then(async (rows) => {
        answered();
        await released;
        return rows;
      });
    },
  });
  return {
    sql: proxy,
    /** Arms the hold; resolves once the held query has its (stale) answer. */
    hold: () =>
      new Promise<void>((done) => {
        armed = true;
        answered = done;
      }),
    release: () => release(),
  };
};

describe('live hub: a stream opened without since', () => {
  let db: TestDatabase;
  let hub: LiveHub;
  let server: http.Server;
  let url: string;
  const streams: SseClient[] = [];
  const heads = { hold: async () => {}, release: () => {} };

  /** Numbers `n` rows directly, with no NOTIFY, as another process's sequencer would. */
  const numberRows = async (n: number) => {
    await db.sql`
      INSERT INTO live_events (seq, channel, type, data)
      SELECT nextval('live_event_seq'), 'odds', 'odds', '{}'::jsonb FROM generate_series(1, ${n}::int)`;
  };
  const numbered = async (after: number) =>
    (await db.sql<{ seq: number }[]>`SELECT seq FROM live_events WHERE seq > ${after} ORDER BY seq`).map(
      (row) => row.seq,
    );

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    const holding = holdingHeadQueries(db.sql);
    Object.assign(heads, holding);
    // No timers during the test (heartbeats and the sequencer would move the cursors): it pumps by hand.
    const config = { ...loadLiveConfig(), heartbeatMs: 3_600_000, sequenceEveryMs: 3_600_000 };
    hub = createLiveHub({
      sql: holding.sql,
      clock: manualClock(),
      sessionIdleMs: 3_600_000,
      config,
      log: { error: () => {} },
    });
    await hub.start();
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.flushHeaders();
      void hub.open(res, { memberId: null, sessionId: null, since: undefined });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const client of streams) client.close();
    await hub.stop();
    await new Promise((done) => server.close(done));
    await db.drop();
  });

  it('gets every row after its ready frame, though the fan-out passed rows while its head query was answered', async () => {
    const watcher = await openStream(url);
    streams.push(watcher);
    await watcher.until(isReady);

    // The new stream's head query answers from before three rows were numbered; before its answer is read,
    // this process's fan-out delivers those rows to the streams it has (not yet the new one).
    const held = heads.hold();
    const late = await openStream(url);
    streams.push(late);
    await held;
    await numberRows(3);
    await hub.pump();
    await watcher.until((ms) => eventsOf(ms).length >= 3);
    heads.release();
    await late.until(isReady);

    await numberRows(1);
    await hub.pump();
    await late.until((ms) => eventsOf(ms).length >= 1);
    const [ready] = late.messages;
    // Whatever number the stream starts at, every row after it reaches it: none is skipped behind a `prev`
    // that makes the chain look continuous.
    expect(eventsOf(late.messages).map((event) => event.seq)).toEqual(await numbered(ready?.seq ?? 0));
  });

  it('drops only the streams behind rows pruned before this process read them; a stream past them stays', async () => {
    // This process stalls: rows are numbered without a NOTIFY, and all but the newest pruned unread.
    const stalled = await openStream(url);
    streams.push(stalled);
    await stalled.until(isReady);
    await numberRows(5);
    await db.sql`SELECT live_prune_events(interval '0', 1)`;
    // A stream that opens now starts at the database's head, past the pruned rows: it needs none of them.
    const fresh = await openStream(url);
    streams.push(fresh);
    await fresh.until(isReady);
    await numberRows(1);
    await hub.pump();
    expect(hub.size()).toBe(1);
    const [newest] = await numbered(fresh.messages[0]?.seq ?? 0);
    await fresh.until((ms) => eventsOf(ms).length >= 1);
    expect(eventsOf(fresh.messages).map((event) => event.seq)).toEqual([newest]);
    expect(eventsOf(fresh.messages)[0]?.prev).toBe(fresh.messages[0]?.seq);
    // The stalled stream's next row was pruned: it is ended, to resume through open()'s checks.
    await stalled.ended;
    expect(eventsOf(stalled.messages)).toEqual([]);
  });
});
