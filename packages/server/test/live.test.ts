import {
  createFetchSource,
  createKbetEvents,
  createLiveClient,
  type KbetEvents,
  ko,
  type LiveEvent,
  type LiveMessage,
} from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedEvents } from '../src/domain/feed/feedEvents';
import { transfer } from '../src/domain/ledger';
import {
  type LiveEventInput,
  publishFeedEvents,
  publishLiveEvent,
  publishLiveEventsNow,
} from '../src/domain/live';
import { eventually } from './eventually';
import { eventsOf, isContinuous, openStream, type SseClient } from './liveSseClient';
import { type LoggedIn, login, startTwoInstances, type TestApp, type TwoInstances } from './support/testApp';
import type { TestDatabase } from './support/testDatabase';

// Read when the apps are built: quick heartbeats, sequencer polls and session checks for the test.
process.env.LIVE_HEARTBEAT_MS = '250';
process.env.LIVE_SEQUENCE_MS = '20';
process.env.LIVE_SESSION_CHECK_MS = '100';

const oddsEvent = (fixtureId: number, price = '2.10', status = 1): LiveEventInput => ({
  channel: 'odds',
  type: 'odds',
  data: { fixtureId, changes: [{ oddsId: `${fixtureId}-1`, marketId: 1, price, version: 2, status }] },
});

const isReady = (ms: LiveMessage[]) => ms.some((m) => m.type === 'ready');
const countEvents = (n: number) => (ms: LiveMessage[]) => eventsOf(ms).length >= n;
const fixtureOf = (m: LiveMessage) => (m.type === 'odds' ? m.data.fixtureId : null);

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('GET /live/stream: two server instances on one database', () => {
  let two: TwoInstances;
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let admin: LoggedIn;
  let member01: LoggedIn;
  let member02: LoggedIn;
  const streams: SseClient[] = [];

  const stream = async (base: string, options: { headers?: Record<string, string>; query?: string } = {}) => {
    const client = await openStream(base, options);
    streams.push(client);
    if (client.status === 200) await client.until(isReady);
    return client;
  };
  const bearer = (who: LoggedIn) => ({ headers: who.headers });
  /** Every committed event numbered (the sequencer polls every 20 ms). */
  const sequenced = () =>
    eventually(async () => {
      const [row] = await db.sql<
        { n: number }[]
      >`SELECT count(*)::int AS n FROM live_events WHERE seq IS NULL`;
      return row?.n === 0;
    }, 'events were sequenced');

  beforeAll(async () => {
    two = await startTwoInstances();
    ({ db, a, b, urlA, urlB } = two);
    admin = await login(a.app, 'admin01');
    member01 = await login(a.app, 'member01');
    member02 = await login(a.app, 'member02');
    // The seed's demo grants publish balance events; numbered before any stream opens, they stay in the
    // past, so a stream's "now" is after them on a busy machine too.
    await sequenced();
  });

  afterAll(async () => {
    for (const client of streams) client.close();
    await two.close();
  });

  it('pushes public events to everyone and private ones only to their member, whichever instance published', async () => {
    const guest = await stream(urlB);
    const first = await stream(urlB, bearer(member01));
    const second = await stream(urlA, bearer(member02));

    // The feed path of instance A: an odds change with a suspension.
    const feed = createFeedEvents();
    const failures: unknown[] = [];
    const stopFeed = publishFeedEvents(feed, a.app.sql, {
      clock: a.app.clock,
      onError: (error) => failures.push(error),
    });
    feed.emit('oddsChanged', {
      feed: 'simulator',
      sequence: 7,
      fixtureId: 501,
      changes: [
        {
          oddsId: '501-1',
          fixtureId: 501,
          marketId: 1,
          name: '1',
          line: null,
          oldPrice: '2.00',
          price: '2.15',
          oldVersion: 1,
          version: 2,
          oldStatus: 1,
          status: 2,
        },
      ],
    });
    await first.until(countEvents(1));
    stopFeed();
    expect(failures).toEqual([]);

    // Business changes through instance A's HTTP API: a balance adjustment and a message, both to member01.
    const adjusted = await a.app.inject({
      method: 'POST',
      url: '/admin-api/balance/adjust',
      headers: { ...admin.headers, 'idempotency-key': 'live-adjust-1' },
      payload: { userId: 'member01', amount: 5000, kind: 'point', reason: '이벤트 보상' },
    });
    expect(adjusted.statusCode).toBe(200);
    const sent = await a.app.inject({
      method: 'POST',
      url: '/admin-api/messages',
      headers: admin.headers,
      payload: { userId: 'member01', title: '실시간 알림', contents: '<p>안녕하세요</p>' },
    });
    expect(sent.statusCode).toBe(200);

    await first.until(countEvents(3));
    const [message] = await db.sql<{ id: number }[]>`SELECT id FROM messages WHERE title = '실시간 알림'`;
    expect(eventsOf(first.messages).map(({ type, data }) => ({ type, data }))).toEqual([
      {
        type: 'odds',
        data: {
          fixtureId: 501,
          changes: [{ oddsId: '501-1', marketId: 1, price: '2.15', version: 2, status: 2 }],
        },
      },
      {
        type: 'balance',
        data: {
          emoney: 1_000_000,
          casinoMoney: 100_000,
          point: 15_000,
          comp: 1_000,
          transactionId: adjusted.json().transactionId,
          kind: 'staff_adjustment',
        },
      },
      { type: 'message', data: { id: message?.id, title: '실시간 알림', unread: 1 } },
    ]);

    // Others get the public event only, and their next heartbeat moves them past member01's events.
    const lastSeq = eventsOf(first.messages).at(-1)?.seq ?? 0;
    const heartbeatPast = (ms: LiveMessage[]) => ms.some((m) => m.type === 'heartbeat' && m.seq >= lastSeq);
    for (const other of [guest, second]) {
      await other.until(heartbeatPast);
      expect(eventsOf(other.messages).map((m) => m.type)).toEqual(['odds']);
      expect(isContinuous(other.messages, null)).toBe(true);
    }
    await first.until(heartbeatPast);
    expect(isContinuous(first.messages, null)).toBe(true);
  });

  it('resumes a reconnecting client from Last-Event-ID or ?since on either instance, without gaps or others’ events', async () => {
    const before = await stream(urlB, bearer(member01));
    await publishLiveEventsNow(a.app.sql, [oddsEvent(601)]);
    await before.until((ms) => eventsOf(ms).some((m) => fixtureOf(m) === 601));
    const last = eventsOf(before.messages).at(-1) as LiveEvent;
    before.close();

    // While member01 is away: a public event, a balance change of member02, and a bet event of member01
    // written inside a business transaction.
    await publishLiveEventsNow(a.app.sql, [oddsEvent(602)]);
    await a.app.sql.begin(async (tx) => {
      await transfer(tx, {
        kind: 'staff_adjustment',
        actorId: null,
        from: { house: 'house_adjust' },
        to: { member: member02.user.id, kind: 'comp' },
        amount: 700,
      });
      await publishLiveEvent(tx, {
        channel: 'bets',
        memberId: member01.user.id,
        type: 'bet',
        data: {
          slipId: 91,
          kind: 'settled',
          status: 2,
          settlementFlag: 2,
          settlementVersion: 1,
          payout: 21_000,
        },
      });
    });
    await sequenced();

    const viaHeader = await stream(urlA, {
      headers: { ...member01.headers, 'last-event-id': String(last.seq) },
    });
    const viaQuery = await stream(urlB, { ...bearer(member01), query: `?since=${last.seq}` });
    for (const resumed of [viaHeader, viaQuery]) {
      await resumed.until(countEvents(2));
      const [ready] = resumed.messages;
      expect(ready).toEqual({ type: 'ready', seq: last.seq, prev: last.seq });
      expect(eventsOf(resumed.messages).map((m) => (m.type === 'odds' ? m.data.fixtureId : m.type))).toEqual([
        602,
        'bet',
      ]);
      expect(isContinuous(resumed.messages, last.seq)).toBe(true);
    }
    // The guest replay holds the public event only.
    const guest = await stream(urlA, { query: `?since=${last.seq}` });
    await guest.until(countEvents(1));
    expect(eventsOf(guest.messages).map(fixtureOf)).toEqual([602]);

    // Then live, continuing the same chain.
    await publishLiveEventsNow(a.app.sql, [oddsEvent(603)]);
    for (const resumed of [viaHeader, viaQuery, guest]) {
      await resumed.until((ms) => eventsOf(ms).some((m) => fixtureOf(m) === 603));
      expect(isContinuous(resumed.messages, last.seq)).toBe(true);
    }
  });

  it('numbers events in commit order, so a transaction committing late is neither lost nor out of order', async () => {
    const watcher = await stream(urlB);
    const hold = deferred();
    const inserted = deferred();
    const slow = a.app.sql.begin(async (tx) => {
      await publishLiveEvent(tx, oddsEvent(701));
      inserted.resolve();
      await hold.promise;
    });
    await inserted.promise;
    await a.app.sql.begin((tx) => publishLiveEvent(tx, oddsEvent(702)));
    await watcher.until((ms) => eventsOf(ms).some((m) => fixtureOf(m) === 702));
    hold.resolve();
    await slow;
    await watcher.until((ms) => eventsOf(ms).some((m) => fixtureOf(m) === 701));

    const [late, early] = await db.sql<{ id: number; seq: number }[]>`
      SELECT id, seq FROM live_events WHERE data->>'fixtureId' IN ('701', '702') ORDER BY id`;
    // 701 was inserted first (lower id) but committed second (higher seq).
    expect(late!.seq).toBeGreaterThan(early!.seq);
    const events = eventsOf(watcher.messages);
    expect(events.map(fixtureOf)).toEqual([702, 701]);
    expect(events[1]?.prev).toBe(events[0]?.seq);

    // A client that had 702 resumes with 701.
    const resumed = await stream(urlA, { query: `?since=${early!.seq}` });
    await resumed.until(countEvents(1));
    expect(eventsOf(resumed.messages).map(fixtureOf)).toEqual([701]);
  });

  it('ends a member stream when its session ends: logout (556), another device (555), idle (556)', async () => {
    const session = await login(a.app, 'member03');
    const loggedOut = await stream(urlB, bearer(session));
    await a.app.inject({ method: 'POST', url: '/auth/logout', headers: session.headers });
    await loggedOut.ended;
    expect(loggedOut.messages.at(-1)).toMatchObject({
      type: 'end',
      data: { status: 556, code: 'ERR_LOGGED_OUT', message: ko.ERR_LOGGED_OUT },
    });

    const firstDevice = await login(a.app, 'member04');
    const replaced = await stream(urlA, bearer(firstDevice));
    await login(a.app, 'member04');
    await replaced.ended;
    expect(replaced.messages.at(-1)).toMatchObject({
      type: 'end',
      data: { status: 555, code: 'ERR_OTHER_DEVICE', message: ko.ERR_OTHER_DEVICE },
    });

    const idle = await stream(urlB, bearer(await login(b.app, 'member05')));
    const guest = await stream(urlB);
    b.clock.advance(31 * 60_000);
    await idle.ended;
    expect(idle.messages.at(-1)).toMatchObject({
      type: 'end',
      data: { status: 556, code: 'ERR_LOGGED_OUT', message: ko.ERR_LOGGED_OUT },
    });
    // A guest stream has no session to end.
    await guest.until((ms) => ms.filter((m) => m.type === 'heartbeat').length >= 2);
    expect(guest.messages.some((m) => m.type === 'end')).toBe(false);
  });

  it('refuses a token that is not a live session, and an invalid since', async () => {
    const refused = await stream(urlB, { headers: { authorization: 'Bearer not-a-session' } });
    await refused.ended;
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toEqual({ code: 'LOGIN_REQUIRED', message: ko.LOGIN_REQUIRED });

    const invalid = await a.app.inject({ method: 'GET', url: '/live/stream?since=-1' });
    expect(invalid.statusCode).toBe(400);
  });

  it('works with the SDK live client: events, the bus, and a resume without resync after a dropped connection', async () => {
    const bus = createKbetEvents();
    const balances: KbetEvents['balance:changed'][] = [];
    bus.on('balance:changed', (event) => balances.push(event));
    const received: LiveEvent[] = [];
    let resyncs = 0;
    // Logged in through B, whose clock an earlier test may have moved: its session is fresh there.
    const session = await login(b.app, 'member01');
    const client = createLiveClient({
      url: `${urlB}/live/stream`,
      token: session.token,
      source: createFetchSource(),
      events: bus,
      onEvent: (event) => received.push(event),
      resync: async () => {
        resyncs += 1;
      },
      backoff: { baseMs: 50, maxMs: 100 },
    });
    const waitFor = (check: () => boolean) => eventually(check, `live client: ${check}`);
    try {
      client.start();
      await waitFor(() => client.state.value === 'live');
      await publishLiveEventsNow(a.app.sql, [oddsEvent(901)]);
      await a.app.sql.begin((tx) =>
        transfer(tx, {
          kind: 'staff_adjustment',
          actorId: null,
          from: { house: 'house_adjust' },
          to: { member: member01.user.id, kind: 'emoney' },
          amount: 1_000,
        }),
      );
      await waitFor(() => received.length === 2);
      expect(balances).toEqual([{ emoney: 1_001_000 }]);

      // Every connection of instance B drops; an event published meanwhile arrives after the resume.
      b.app.server.closeAllConnections();
      await publishLiveEventsNow(a.app.sql, [oddsEvent(902)]);
      await waitFor(() => received.length === 3);
      expect(received.map((e) => (e.type === 'odds' ? e.data.fixtureId : e.type))).toEqual([
        901,
        'balance',
        902,
      ]);
      await waitFor(() => client.state.value === 'live');
      expect(resyncs).toBe(0);
    } finally {
      client.stop();
    }
  });

  it('cannot resume a number whose successors were pruned or that it never issued, and says so in ready', async () => {
    // Both instances read 801 and 802 before they are pruned: a process that reads a pruned range later has
    // fallen behind the retention and drops its streams (so the streams below could end before their frames
    // came), and a NOTIFY can reach it after sequenced() returns on a busy machine.
    const watchers = [await stream(urlA), await stream(urlB)];
    await publishLiveEventsNow(a.app.sql, [oddsEvent(801), oddsEvent(802)]);
    await sequenced();
    for (const watcher of watchers)
      await watcher.until((ms) => eventsOf(ms).some((m) => fixtureOf(m) === 802));
    await db.sql`SELECT live_prune_events(interval '0', 1)`;
    const [bounds] = await db.sql<{ oldest: number; newest: number; n: number }[]>`
      SELECT min(seq) AS oldest, max(seq) AS newest, count(*)::int AS n FROM live_events`;
    expect(bounds?.n).toBe(1);

    const pruned = await stream(urlB, { query: '?since=1' });
    await pruned.until(countEvents(1));
    expect(pruned.messages[0]).toEqual({ type: 'ready', seq: bounds!.newest - 1, prev: bounds!.newest - 1 });
    expect(eventsOf(pruned.messages).map(fixtureOf)).toEqual([802]);

    const unknown = await stream(urlA, { query: `?since=${bounds!.newest + 1000}` });
    expect(unknown.messages[0]).toEqual({ type: 'ready', seq: bounds!.newest, prev: bounds!.newest });
  });
});
