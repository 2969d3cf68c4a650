import type { LiveMessage } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveEventInput, publishLiveEventsNow } from '../src/domain/live';
import { eventually } from './eventually';
import { eventsOf, openStream, type SseClient } from './liveSseClient';
import { createTestApp, type TestApp } from './support/testApp';

// Read when the app is built: a small replay cap, and a quick sequencer.
process.env.LIVE_MAX_REPLAY = '5';
process.env.LIVE_SEQUENCE_MS = '20';

const oddsEvent = (fixtureId: number): LiveEventInput => ({
  channel: 'odds',
  type: 'odds',
  data: {
    fixtureId,
    changes: [{ oddsId: `${fixtureId}-1`, marketId: 1, price: '2.10', version: 2, status: 1 }],
  },
});
const isReady = (ms: LiveMessage[]) => ms.some((m) => m.type === 'ready');
const heartbeatOrEvents = (n: number) => (ms: LiveMessage[]) =>
  eventsOf(ms).length >= n || ms.some((m) => m.type === 'heartbeat');

describe('GET /live/stream: a resume replays at most LIVE_MAX_REPLAY numbers', () => {
  let t: TestApp;
  let url: string;
  let head = 0;
  const streams: SseClient[] = [];

  const stream = async (query: string) => {
    const client = await openStream(url, { query });
    streams.push(client);
    await client.until(isReady);
    return client;
  };

  const databaseHead = async (): Promise<number> => {
    const [row] = await t.db.sql<{ newest: number }[]>`SELECT max(seq)::int AS newest FROM live_events`;
    return row?.newest ?? 0;
  };

  /** Waits until the sequencer has numbered every published event. */
  const sequenced = () =>
    eventually(async () => {
      const [row] = await t.db.sql<
        { n: number }[]
      >`SELECT count(*)::int AS n FROM live_events WHERE seq IS NULL`;
      return row?.n === 0;
    }, 'the sequencer numbered the published events');

  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    await publishLiveEventsNow(
      t.app.sql,
      Array.from({ length: 12 }, (_, i) => oddsEvent(1_000 + i)),
    );
    await sequenced();
    head = await databaseHead();
  });

  afterAll(async () => {
    for (const client of streams) client.close();
    await t.close();
  });

  it('an anonymous since=1 gets no backlog: ready starts at the head, so the client resyncs', async () => {
    const guest = await stream('?since=1');
    expect(guest.messages[0]).toEqual({ type: 'ready', seq: head, prev: head });
    expect(eventsOf(guest.messages)).toEqual([]);
  });

  it('a resume within the cap is replayed without a gap', async () => {
    const near = await stream(`?since=${head - 3}`);
    await near.until(heartbeatOrEvents(3));
    expect(near.messages[0]).toEqual({ type: 'ready', seq: head - 3, prev: head - 3 });
    expect(eventsOf(near.messages).map((event) => event.seq)).toEqual([head - 2, head - 1, head]);
  });

  it("starts at the database's head when another instance numbered rows whose NOTIFY has not arrived", async () => {
    // Numbered directly, as another process's sequencer does, with no NOTIFY: this process's hub has not
    // read them (its heartbeat catch-up is seconds away), yet they happened before the streams below open.
    await t.db.sql`
      INSERT INTO live_events (seq, channel, type, data)
      SELECT nextval('live_event_seq'), 'odds', 'odds', '{}'::jsonb FROM generate_series(1, 3)`;
    const newest = await databaseHead();
    const fresh = await stream('');
    const farBack = await stream('?since=1');
    expect(fresh.messages[0]).toEqual({ type: 'ready', seq: newest, prev: newest });
    expect(farBack.messages[0]).toEqual({ type: 'ready', seq: newest, prev: newest });
    expect(eventsOf(farBack.messages)).toEqual([]);
  });
});
