import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFeedAdapter } from '../src/domain/feed/feedAdapter';
import { createFeedEvents, type FeedEventMap, type FeedEventName } from '../src/domain/feed/feedEvents';
import type { DataMessage, FeedMessage } from '../src/domain/feed/feedMessage';
import { resolveLeg } from '../src/domain/settlement/resolveLeg';
import { seedFixtures } from '../src/simulators/feed/seedFixtures';
import { startSimulator } from '../src/simulators/feed/startSimulator';
import { manualClock } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const T0 = Date.UTC(2026, 2, 1, 9, 0);
const MINUTE = 60_000;

/** Collects every event of the given emitter. */
function record() {
  const events = createFeedEvents({
    onError: (error) => {
      throw error;
    },
  });
  const seen: { name: FeedEventName; event: FeedEventMap[FeedEventName] }[] = [];
  for (const name of [
    'oddsChanged',
    'oddsSuspended',
    'scoreChanged',
    'fixtureStatusChanged',
    'settlement',
    'feedStale',
    'feedRecovered',
    'resynced',
  ] as const)
    events.on(name, (event) => void seen.push({ name, event }));
  const of = <K extends FeedEventName>(name: K) =>
    seen.filter((s) => s.name === name).map((s) => s.event as FeedEventMap[K]);
  return { events, seen, of };
}

const price = (message: DataMessage, price: string): DataMessage => {
  const copy = structuredClone(message);
  const bet = copy.Body.Events[0]?.Markets?.[0]?.Bets[0];
  if (bet) bet.Price = price;
  return copy;
};

describe('feed adapter over the simulator', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
  });
  afterAll(() => db.drop());

  it('writes the snapshot: catalogue with Korean names, fixtures, markets and odds at version 1', async () => {
    const recorder = record();
    const seeded = await seedFixtures({
      sql: db.sql,
      now: T0,
      events: recorder.events,
      fixtures: [
        { sportId: 6046, leagueId: 101, startAt: T0 + 30 * MINUTE },
        { sportId: 48242, startAt: T0 + 40 * MINUTE },
      ],
    });
    expect(seeded.fixtureIds).toEqual([10_000_001, 10_000_002]);
    const [fixture] = await db.sql`
      SELECT f.id, f.status, f.home_name_korean, l.name_korean AS league, s.name_korean AS sport,
        loc.name_korean AS location, f.start_date, f.version
      FROM feed_fixtures f JOIN feed_leagues l ON l.id = f.league_id JOIN feed_sports s ON s.id = f.sport_id
        JOIN feed_locations loc ON loc.id = f.location_id
      WHERE f.id = 10000001`;
    expect(fixture).toMatchObject({
      id: 10_000_001,
      status: 1,
      league: 'K리그1',
      sport: '축구',
      location: '대한민국',
      startDate: new Date(T0 + 30 * MINUTE),
      version: 1,
    });
    const markets = await db.sql`
      SELECT market_id, name, name_korean, period FROM feed_markets WHERE fixture_id = 10000001 ORDER BY sort_order`;
    expect(markets.map((m) => [m.marketId, m.nameKorean, m.period])).toEqual([
      [1, '승무패', 100],
      [7, '더블찬스', 100],
      [3, '핸디캡', 100],
      [2, '언더오버', 100],
      [5, '홀짝', 100],
      [17, '양팀득점', 100],
      [6, '정확한 스코어', 100],
      [41, '전반 승무패', 10],
      [64, '전반 핸디캡', 10],
      [21, '전반 언더오버', 10],
    ]);
    const basketballMarkets = await db.sql`
      SELECT name_korean FROM feed_markets WHERE fixture_id = 10000002 AND market_id = 64`;
    expect(basketballMarkets).toEqual([{ nameKorean: '1쿼터 핸디캡' }]);
    const odds = await db.sql`
      SELECT id, name, line, base_line, price::text AS price, status, settlement, version FROM feed_odds
      WHERE fixture_id = 10000001 ORDER BY market_id, sort_order`;
    const [snapshot] = seeded.simulation.snapshot().messages;
    const sent = snapshot?.Body.Events[0]?.Markets?.flatMap((m) => m.Bets) ?? [];
    expect(odds).toHaveLength(sent.length);
    const oneXTwo = odds.filter((o) => o.id.startsWith('10000001_1_'));
    expect(oneXTwo.map((o) => [o.id, o.name, o.status, o.settlement, o.version])).toEqual([
      ['10000001_1_100', '1', 1, 0, 1],
      ['10000001_1_101', 'X', 1, 0, 1],
      ['10000001_1_102', '2', 1, 0, 1],
    ]);
    for (const row of odds) {
      const bet = sent.find((b) => b.Id === row.id);
      expect(row.price).toBe(bet?.Price);
      expect(row.price).toMatch(/^\d+\.\d\d$/);
    }
    expect(recorder.of('fixtureStatusChanged').map((e) => [e.fixtureId, e.oldStatus, e.status])).toEqual([
      [10_000_001, null, 1],
      [10_000_002, null, 1],
    ]);
    expect(recorder.of('resynced')).toEqual([{ feed: 'simulator', fromSequence: 0, toSequence: 0 }]);
    const [sequence] = await db.sql`SELECT last_sequence FROM feed_sequences WHERE feed = 'simulator'`;
    expect(sequence).toEqual({ lastSequence: 0 });
  });

  it('applies deltas once: a replayed sequence is a duplicate and changes nothing', async () => {
    const recorder = record();
    const adapter = createFeedAdapter({ sql: db.sql, events: recorder.events });
    const base = (await db.sql`SELECT last_sequence FROM feed_sequences WHERE feed = 'simulator'`)[0]
      ?.lastSequence;
    const [before] =
      await db.sql`SELECT price::text AS price, version FROM feed_odds WHERE id = '10000001_1_100'`;
    const message: DataMessage = {
      Header: { Type: 3, MsgSeq: base + 1, CreationDate: new Date(T0).toISOString() },
      Body: {
        Events: [
          {
            FixtureId: 10_000_001,
            Markets: [
              { Id: 1, Name: '1X2', Bets: [{ Id: '10000001_1_100', Name: '1', Status: 1, Price: '7.77' }] },
            ],
          },
        ],
      },
    };
    expect(await adapter.handle(message)).toBe('applied');
    expect(await adapter.handle(message)).toBe('duplicate');
    expect(await adapter.handle(price(message, '8.88'))).toBe('duplicate');
    const [after] =
      await db.sql`SELECT price::text AS price, version FROM feed_odds WHERE id = '10000001_1_100'`;
    expect(after).toEqual({ price: '7.77', version: before?.version + 1 });
    expect(recorder.of('oddsChanged')).toEqual([
      {
        feed: 'simulator',
        sequence: base + 1,
        fixtureId: 10_000_001,
        changes: [
          {
            oddsId: '10000001_1_100',
            fixtureId: 10_000_001,
            marketId: 1,
            name: '1',
            line: null,
            oldPrice: before?.price,
            price: '7.77',
            oldVersion: before?.version,
            version: before?.version + 1,
            oldStatus: 1,
            status: 1,
          },
        ],
      },
    ]);
    // The same absolute values again (unsequenced): nothing differs, so no version moves.
    const { MsgSeq: _, ...header } = message.Header;
    expect(await adapter.handle({ ...message, Header: header })).toBe('applied');
    const [again] = await db.sql`SELECT version FROM feed_odds WHERE id = '10000001_1_100'`;
    expect(again).toEqual({ version: before?.version + 1 });
    // 7.770 is the same price as 7.77.
    expect(await adapter.handle({ ...price(message, '7.770'), Header: header })).toBe('applied');
    expect(recorder.of('oddsChanged')).toHaveLength(1);
    expect(adapter.stats()).toEqual({ applied: 3, duplicates: 2, gaps: 0, resyncs: 0 });
  });

  it('applies one message once when two processes receive it at the same time', async () => {
    const [{ lastSequence }] = await db.sql<[{ lastSequence: number }]>`
      SELECT last_sequence FROM feed_sequences WHERE feed = 'simulator'`;
    const a = createFeedAdapter({ sql: db.sql, events: createFeedEvents() });
    const b = createFeedAdapter({ sql: db.sql, events: createFeedEvents() });
    const message: DataMessage = {
      Header: { Type: 3, MsgSeq: lastSequence + 1, CreationDate: new Date(T0).toISOString() },
      Body: {
        Events: [
          {
            FixtureId: 10_000_001,
            Markets: [
              { Id: 1, Name: '1X2', Bets: [{ Id: '10000001_1_101', Name: 'X', Status: 2, Price: '3.30' }] },
            ],
          },
        ],
      },
    };
    const [before] = await db.sql`SELECT version FROM feed_odds WHERE id = '10000001_1_101'`;
    expect((await Promise.all([a.handle(message), b.handle(message)])).sort()).toEqual([
      'applied',
      'duplicate',
    ]);
    const [after] =
      await db.sql`SELECT price::text AS price, status, version FROM feed_odds WHERE id = '10000001_1_101'`;
    expect(after).toEqual({ price: '3.30', status: 2, version: before?.version + 1 });
  });

  it('detects a gap and resyncs from the snapshot, then carries on', async () => {
    const recorder = record();
    const seeded = await seedFixtures({
      sql: db.sql,
      now: T0,
      speed: 600,
      events: recorder.events,
      fixtures: [{ sportId: 6046, startAt: T0 + 1_000, edge: 0.2 }],
    });
    const [id] = seeded.fixtureIds as [number];
    const messages = seeded.simulation.advance(4_000).filter((m): m is DataMessage => m.Header.Type !== 32);
    expect(messages.length).toBeGreaterThan(3);
    const snapshotSequence = seeded.simulation.sequence();
    // The first message is lost; the second reveals the gap.
    const [lost, next, ...rest] = messages as [DataMessage, DataMessage, ...DataMessage[]];
    expect(await seeded.adapter.handle(next)).toBe('resynced');
    expect(lost.Header.MsgSeq).toBe((next.Header.MsgSeq ?? 0) - 1);
    // The snapshot is the simulation's state now: the rest of the batch is already in it.
    for (const message of rest) expect(await seeded.adapter.handle(message)).toBe('duplicate');
    expect(await seeded.adapter.handle(lost)).toBe('duplicate');
    const later = seeded.simulation.advance(2_000).filter((m): m is DataMessage => m.Header.Type !== 32);
    for (const message of later) expect(await seeded.adapter.handle(message)).toBe('applied');
    expect(recorder.of('resynced').at(-1)).toEqual({
      feed: 'simulator',
      fromSequence: (lost.Header.MsgSeq ?? 0) - 1,
      toSequence: snapshotSequence,
    });
    expect(seeded.adapter.stats()).toMatchObject({ gaps: 1, resyncs: 2 });
    // The database matches the simulation exactly.
    const [snapshot] = seeded.simulation.snapshot().messages;
    const event = snapshot?.Body.Events.find((e) => e.FixtureId === id);
    const [row] =
      await db.sql`SELECT status, current_period, home_score, away_score FROM feed_fixtures WHERE id = ${id}`;
    expect(row).toEqual({
      status: event?.Livescore?.Scoreboard.Status,
      currentPeriod: event?.Livescore?.Scoreboard.CurrentPeriod,
      homeScore: Number(event?.Livescore?.Scoreboard.Results[0]?.Value),
      awayScore: Number(event?.Livescore?.Scoreboard.Results[1]?.Value),
    });
    const odds =
      await db.sql`SELECT id, price::text AS price, status FROM feed_odds WHERE fixture_id = ${id}`;
    const bets = event?.Markets?.flatMap((m) => m.Bets) ?? [];
    expect(odds.map((o) => [o.id, o.price, o.status]).sort()).toEqual(
      bets.map((b) => [b.Id, b.Price, b.Status]).sort(),
    );
  });

  it('plays a match to the end: scores, suspensions, then settlement events that match resolveLeg', async () => {
    const recorder = record();
    const seeded = await seedFixtures({
      sql: db.sql,
      now: T0,
      speed: 600,
      events: recorder.events,
      fixtures: [
        { sportId: 6046, startAt: T0 + 1_000, edge: 0.1 },
        { sportId: 154830, startAt: T0 + 1_000, postpone: true },
      ],
    });
    const [football, postponed] = seeded.fixtureIds as [number, number];
    const played: FeedMessage[] = [];
    for (let i = 0; i < 20 && seeded.simulation.fixtureStatus(football) !== 3; i += 1)
      played.push(...(await seeded.play(1_000)));
    expect(seeded.simulation.fixtureStatus(football)).toBe(3);

    const statuses = recorder.of('fixtureStatusChanged').filter((e) => e.fixtureId === football);
    expect(statuses.map((e) => [e.oldStatus, e.status])).toEqual([
      [null, 1],
      [1, 9],
      [9, 2],
      [2, 3],
    ]);
    const scores = recorder.of('scoreChanged').filter((e) => e.fixtureId === football);
    expect(scores.at(-1)).toMatchObject({ status: 3, period: 100 });
    const periods = scores.at(-1)?.periods ?? [];
    expect(periods.map((p) => [p.period, p.isFinished])).toEqual([
      [10, true],
      [20, true],
    ]);
    const goals = periods.reduce((s, p) => s + p.home + p.away, 0);
    if (goals > 0) expect(recorder.of('oddsSuspended').some((e) => e.fixtureId === football)).toBe(true);
    expect(recorder.of('oddsChanged').filter((e) => e.fixtureId === football).length).toBeGreaterThan(10);

    const legs = recorder
      .of('settlement')
      .filter((e) => e.fixtureId === football)
      .flatMap((e) => e.legs);
    const rows = await db.sql`
      SELECT o.id, o.market_id, o.name, o.line, o.status, o.settlement, o.version FROM feed_odds o
      WHERE o.fixture_id = ${football} ORDER BY o.id`;
    expect(legs.map((l) => l.oddsId).sort()).toEqual(rows.map((r) => r.id));
    for (const row of rows) {
      expect(row.status).toBe(3);
      expect(row.settlement).toBe(
        resolveLeg({
          marketId: row.marketId,
          betName: row.name,
          line: row.line,
          sportId: 6046,
          fixtureStatus: 3,
          periods,
        }),
      );
      const leg = legs.find((l) => l.oddsId === row.id);
      expect(leg).toMatchObject({ oldSettlement: 0, settlement: row.settlement, version: row.version });
    }
    const [periodRows] = await db.sql`
      SELECT count(*)::int AS n, bool_and(is_finished) AS finished FROM feed_periods WHERE fixture_id = ${football}`;
    expect(periodRows).toEqual({ n: 2, finished: true });

    // The postponed fixture: status 5, every selection -1 and every market voided.
    const [postponedRow] = await db.sql`SELECT status FROM feed_fixtures WHERE id = ${postponed}`;
    expect(postponedRow).toEqual({ status: 5 });
    const flags = await db.sql`SELECT DISTINCT settlement FROM feed_odds WHERE fixture_id = ${postponed}`;
    expect(flags).toEqual([{ settlement: -1 }]);
    const voided = await db.sql`SELECT DISTINCT voided FROM feed_markets WHERE fixture_id = ${postponed}`;
    expect(voided).toEqual([{ voided: true }]);
    expect(played.filter((m) => m.Header.Type === 35).length).toBeGreaterThanOrEqual(2);
  });

  it('marks the feed stale after 15 s without messages and recovered on the next one', async () => {
    const recorder = record();
    const clock = manualClock(new Date(T0));
    const adapter = createFeedAdapter({ sql: db.sql, events: recorder.events, clock, feed: 'stale-test' });
    expect(adapter.checkStaleness()).toBe(false);
    clock.advance(15_001);
    expect(adapter.checkStaleness()).toBe(true);
    expect(adapter.checkStaleness()).toBe(true);
    expect(recorder.of('feedStale')).toEqual([{ feed: 'stale-test', lastMessageAt: new Date(T0) }]);
    expect(await adapter.handle({ Header: { Type: 32, CreationDate: new Date(T0).toISOString() } })).toBe(
      'control',
    );
    expect(recorder.of('feedRecovered')).toEqual([{ feed: 'stale-test' }]);
    expect(adapter.checkStaleness()).toBe(false);
    const [row] = await db.sql`SELECT last_heartbeat_at FROM feed_sequences WHERE feed = 'stale-test'`;
    expect(row).toEqual({ lastHeartbeatAt: new Date(T0 + 15_001) });
  });

  it('resyncs when a keep-alive names a fixture it never heard of', async () => {
    const recorder = record();
    let snapshots = 0;
    const adapter = createFeedAdapter({
      sql: db.sql,
      feed: 'keepalive-test',
      events: recorder.events,
      snapshot: {
        snapshot: () => {
          snapshots += 1;
          return { sequence: 5, messages: [] };
        },
      },
    });
    const keepAlive = (ids: number[]): FeedMessage => ({
      Header: { Type: 31, CreationDate: new Date(T0).toISOString() },
      Body: { KeepAlive: { ActiveEvents: ids } },
    });
    expect(await adapter.handle(keepAlive([10_000_001]))).toBe('control');
    expect(await adapter.handle(keepAlive([10_000_001, 99_999_999]))).toBe('resynced');
    expect(snapshots).toBe(1);
    expect(recorder.of('resynced')).toEqual([{ feed: 'keepalive-test', fromSequence: 0, toSequence: 5 }]);
  });

  it('resyncs when a market update names an unknown fixture', async () => {
    let snapshots = 0;
    const adapter = createFeedAdapter({
      sql: db.sql,
      feed: 'unknown-test',
      events: createFeedEvents(),
      snapshot: {
        snapshot: () => {
          snapshots += 1;
          return { sequence: snapshots, messages: [] };
        },
      },
    });
    const outcome = await adapter.handle({
      Header: { Type: 3, MsgSeq: 1, CreationDate: new Date(T0).toISOString() },
      Body: { Events: [{ FixtureId: 55, Markets: [{ Id: 1, Name: '1X2', Bets: [] }] }] },
    });
    expect(outcome).toBe('applied');
    expect(snapshots).toBe(1);
    const rows = await db.sql`SELECT 1 FROM feed_markets WHERE fixture_id = 55`;
    expect(rows).toHaveLength(0);
  });
});

describe('startSimulator', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
  });
  afterAll(() => db.drop());

  it('runs one simulator per database and closes what an earlier run left open', async () => {
    const first = await startSimulator({
      sql: db.sql,
      seed: 3,
      speed: 600,
      horizonMs: 2 * 60 * MINUTE,
      events: createFeedEvents(),
    });
    const second = await startSimulator({
      sql: db.sql,
      seed: 4,
      standbyRetryMs: 60_000,
      events: createFeedEvents(),
    });
    expect(first.isLeader()).toBe(true);
    expect(second.isLeader()).toBe(false);
    // The leader plays its schedule on its own ticks: wait for what it writes, not for a length of wall time.
    const played = async () => {
      const [counts] = await db.sql`
        SELECT count(*)::int AS fixtures, count(*) FILTER (WHERE status IN (1, 9))::int AS open FROM feed_fixtures`;
      const [sequence] = await db.sql`SELECT last_sequence FROM feed_sequences WHERE feed = 'simulator'`;
      return {
        fixtures: counts?.fixtures ?? 0,
        open: counts?.open ?? 0,
        lastSequence: sequence?.lastSequence ?? 0,
      };
    };
    await vi.waitFor(
      async () => {
        const { fixtures, open, lastSequence } = await played();
        expect(fixtures).toBeGreaterThan(5);
        expect(open).toBeGreaterThan(0);
        expect(lastSequence).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 50 },
    );
    await first.stop();
    await second.stop();
    const { lastSequence } = await played();

    // A restart: the old open fixtures are postponed (or abandoned) with every open selection -1.
    const open = await db.sql`SELECT id FROM feed_fixtures WHERE status IN (1, 2, 9) ORDER BY id`;
    const restarted = await startSimulator({
      sql: db.sql,
      seed: 3,
      speed: 1,
      horizonMs: 60 * MINUTE,
      events: createFeedEvents(),
    });
    await restarted.stop();
    const after =
      await db.sql`SELECT id, status FROM feed_fixtures WHERE id = ANY(${open.map((r) => r.id)}::bigint[]) ORDER BY id`;
    expect(after.every((r) => r.status === 5 || r.status === 7)).toBe(true);
    const unsettled = await db.sql`
      SELECT count(*)::int AS n FROM feed_odds WHERE fixture_id = ANY(${open.map((r) => r.id)}::bigint[]) AND settlement = 0`;
    expect(unsettled).toEqual([{ n: 0 }]);
    const [{ maxOld }] = await db.sql<[{ maxOld: number }]>`
      SELECT max(id)::int AS "maxOld" FROM feed_fixtures WHERE id = ANY(${open.map((r) => r.id)}::bigint[])`;
    const newer =
      await db.sql`SELECT count(*)::int AS n FROM feed_fixtures WHERE id > ${maxOld} AND status = 1`;
    expect(newer[0]?.n).toBeGreaterThan(0);
    const [sequence] = await db.sql`SELECT last_sequence FROM feed_sequences WHERE feed = 'simulator'`;
    expect(sequence?.lastSequence).toBeGreaterThanOrEqual(lastSequence);
  });
});
