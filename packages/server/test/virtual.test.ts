import { randomUUID } from 'node:crypto';
import {
  expectedWin,
  findVirtualLeague,
  VIRTUAL_MESSAGES,
  type VirtualLeague,
  type VirtualResult,
  verifyVirtualRound,
  virtualEventMarkets,
  virtualMarketWins,
  WIN_FLAG,
} from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import { createVirtualEngine, type VirtualEngine } from '../src/domain/virtuals/createVirtualEngine';
import { emoney, ledgerConsistent } from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, seededBytes, type TestApp } from './support/testApp';

interface RoundRow {
  id: number;
  leagueId: string;
  status: string;
  commitment: string;
  seed: string | null;
  chainIndex: number;
  closesAt: Date;
  startsAt: Date;
  endsAt: Date;
  salt: string;
}

interface EventRow {
  id: number;
  position: number;
  result: VirtualResult | null;
  timeline: unknown;
}

const SOCCER = 'soccer/premierships';
const DOGS = 'dog/goldenhillparks';
const league = (id: string) => findVirtualLeague(id) as VirtualLeague;

const roundsOf = (sql: Sql, leagueId: string) =>
  sql<RoundRow[]>`
    SELECT r.id, r.league_id, r.status, r.commitment, r.seed, r.chain_index, r.closes_at, r.starts_at, r.ends_at, c.salt
    FROM virtual_rounds r JOIN minigame_chains c ON c.id = r.chain_id
    WHERE r.league_id = ${leagueId} ORDER BY r.id`;

const eventsOf = (sql: Sql, roundId: number) =>
  sql<
    EventRow[]
  >`SELECT id, position, result, timeline FROM virtual_events WHERE round_id = ${roundId} ORDER BY position`;

async function running(sql: Sql, leagueId: string): Promise<RoundRow> {
  const active = (await roundsOf(sql, leagueId)).find((r) =>
    ['open', 'closed', 'playing'].includes(r.status),
  );
  if (!active) throw new Error(`no running round of ${leagueId}`);
  return active;
}

describe('virtual sports engine', () => {
  let t: TestApp;
  let sql: Sql;
  let member01: LoggedIn;
  let engine: VirtualEngine;
  const newEngine = () =>
    createVirtualEngine({
      sql,
      clock: t.app.clock,
      leagueIds: [SOCCER, DOGS],
      randomBytes: seededBytes('virtual-test'),
    });

  const bet = (body: Record<string, unknown>, key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/virtureGame/betting',
      headers: { ...member01.headers, 'idempotency-key': key },
      payload: body,
    });
  const moveTo = (at: Date) => t.clock.advance(Math.max(0, at.getTime() - t.app.clock.now().getTime()));
  /** The league's round taking bets: the running one, or the next after moving the clock to its end. */
  const openRound = async (leagueId: string) => {
    const round = await running(sql, leagueId);
    if (round.status === 'open') return round;
    moveTo(round.endsAt);
    await engine.tick();
    return running(sql, leagueId);
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { sessionIdleMs: 30 * 24 * 60 * 60_000 } });
    sql = t.db.sql;
    member01 = await login(t.app, 'member01');
    engine = newEngine();
  });
  afterAll(() => t.close());

  it('opens a round with its card, closes 15 s before the start, plays a minute and settles at the end', async () => {
    const next = await engine.tick();
    const [opened] = await roundsOf(sql, SOCCER);
    // The engine next has work at the earliest close of the two leagues' rounds: it sleeps until then.
    const [dogs] = await roundsOf(sql, DOGS);
    expect(next.getTime()).toBe(Math.min(opened!.closesAt.getTime(), dogs!.closesAt.getTime()));
    // 2026-01-01T00:00Z: soccer runs every 3 minutes on the epoch.
    expect(opened).toMatchObject({ status: 'open', seed: null, chainIndex: 1 });
    expect(opened!.startsAt.toISOString()).toBe('2026-01-01T00:03:00.000Z');
    expect(opened!.closesAt.toISOString()).toBe('2026-01-01T00:02:45.000Z');
    expect(opened!.endsAt.toISOString()).toBe('2026-01-01T00:04:00.000Z');
    expect(await eventsOf(sql, opened!.id)).toHaveLength(4);

    moveTo(opened!.closesAt);
    await engine.tick();
    expect((await running(sql, SOCCER)).status).toBe('closed');

    moveTo(opened!.startsAt);
    await engine.tick();
    const playing = await running(sql, SOCCER);
    expect(playing).toMatchObject({ status: 'playing', seed: null });
    const events = await eventsOf(sql, playing.id);
    expect(events.every((e) => e.result !== null && e.timeline !== null)).toBe(true);
    // The page's fixtures carry the replay while the seed stays secret.
    const page = await t.app.inject({
      method: 'GET',
      url: '/virtureGame?sportsType=soccer&league=premierships',
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()[0]).toMatchObject({ status: 3, seed: null, result: events[0]!.result });

    moveTo(opened!.endsAt);
    await engine.tick();
    const rounds = await roundsOf(sql, SOCCER);
    expect(rounds.map((r) => r.status)).toEqual(['settled', 'open']);
    const settled = rounds[0]!;
    // The revealed seed is x[k], so the next round commits to it, and the results recompute from it.
    expect(rounds[1]!.commitment).toBe(settled.seed);
    const verified = verifyVirtualRound(SOCCER, {
      seed: settled.seed!,
      previous: settled.commitment,
      roundNo: settled.chainIndex,
      salt: settled.salt,
    });
    expect(verified.valid).toBe(true);
    expect(verified.events.map((e) => e.result)).toEqual(events.map((e) => e.result));
    expect(JSON.parse(JSON.stringify(verified.events.map((e) => e.timeline)))).toEqual(
      events.map((e) => e.timeline),
    );

    const live = await sql<{ data: { status: string } }[]>`
      SELECT data FROM live_events WHERE channel = 'virtual' AND (data->>'roundId')::int = ${settled.id} ORDER BY id`;
    expect(live.map((e) => e.data.status)).toEqual(['open', 'closed', 'playing', 'settled']);
  });

  it('settles every market type exactly once through the ledger, under the virtual vertical', async () => {
    const soccerRound = await openRound(SOCCER);
    const dogRound = await openRound(DOGS);
    const [match] = await eventsOf(sql, soccerRound.id);
    const [race] = await eventsOf(sql, dogRound.id);
    const soccerMarkets = ['1x2:draw', 'ou25:under', 'btts:no', 'cs:1-1', 'ht:home'];
    const raceMarkets = ['win:1', 'place:2', 'forecast:1-2', 'tricast:1-2-3'];
    const before = await emoney(sql, member01.user.id);
    const placed: {
      id: number;
      fixtureId: number;
      marketId: string;
      roundNo: number;
      leagueId: string;
      position: number;
    }[] = [];
    for (const [event, round, markets] of [
      [match!, soccerRound, soccerMarkets],
      [race!, dogRound, raceMarkets],
    ] as const) {
      for (const marketId of markets) {
        const response = await bet({ fixtureId: event.id, marketId, amount: 5_000 });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().commitment).toBe(round.commitment);
        placed.push({
          id: response.json().id,
          fixtureId: event.id,
          marketId,
          roundNo: round.chainIndex,
          leagueId: round.leagueId,
          position: event.position,
        });
      }
    }
    expect(await emoney(sql, member01.user.id)).toBe(before - placed.length * 5_000);
    const history = await t.app.inject({
      method: 'GET',
      url: '/sports-prematch/bettings?user=1&memberUserId=member01&perpage=20&page=1&gameType=4',
      headers: member01.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(JSON.stringify(history.json())).toContain('무승부');

    moveTo(new Date(Math.max(soccerRound.endsAt.getTime(), dogRound.endsAt.getTime())));
    await engine.tick();
    let expectedPayout = 0;
    for (const p of placed) {
      const [event] = await sql<
        EventRow[]
      >`SELECT id, position, result, timeline FROM virtual_events WHERE id = ${p.fixtureId}`;
      const l = league(p.leagueId);
      const won = virtualMarketWins(l, p.roundNo, p.position, p.marketId, event!.result!);
      const odds = virtualEventMarkets(l, p.roundNo, p.position).find((m) => m.id === p.marketId)!.odds;
      const payout = won ? expectedWin(5_000, [{ odds }]) : 0;
      expectedPayout += payout;
      const [slip] = await sql`SELECT status, payout, settlement_version FROM bet_slips WHERE id = ${p.id}`;
      expect(slip, p.marketId).toMatchObject({
        status: won ? WIN_FLAG.WON : WIN_FLAG.LOST,
        payout,
        settlementVersion: 1,
      });
    }
    expect(await emoney(sql, member01.user.id)).toBe(before - placed.length * 5_000 + expectedPayout);
    const [verticals] = await sql<{ stakes: number; others: number }[]>`
      SELECT count(*) FILTER (WHERE vertical = 'virtual')::int AS stakes,
             count(*) FILTER (WHERE vertical <> 'virtual')::int AS others
      FROM ledger_transactions WHERE ref_type = 'bet_slip' AND ref_id = ANY(${placed.map((p) => String(p.id))}::text[])`;
    expect(verticals).toMatchObject({ others: 0 });
    expect(verticals!.stakes).toBeGreaterThanOrEqual(placed.length);

    // Ticking on (and a second engine, as after a restart) pays nothing twice.
    await engine.tick();
    await newEngine().tick();
    expect(await emoney(sql, member01.user.id)).toBe(before - placed.length * 5_000 + expectedPayout);
    expect(await ledgerConsistent(sql)).toBe(true);
  });

  it('refuses bad bets with a Korean message and changes nothing', async () => {
    const round = await openRound(SOCCER);
    const [event] = await eventsOf(sql, round.id);
    const ok = await bet({ fixtureId: event!.id, marketId: '1x2:home', amount: 5_000 });
    expect(ok.statusCode, ok.body).toBe(200);
    const snapshot = async () => ({
      emoney: await emoney(sql, member01.user.id),
      slips: (await sql`SELECT count(*)::int AS n FROM bet_slips`)[0]?.n,
    });
    const before = await snapshot();
    const cases: [Record<string, unknown>, number, keyof typeof VIRTUAL_MESSAGES][] = [
      [{ marketId: 'no-such-market' }, 400, 'VIRTUAL_UNKNOWN_MARKET'],
      [{ amount: 4_000 }, 400, 'VIRTUAL_BELOW_MIN'],
      [{ amount: 1_000_001 }, 400, 'VIRTUAL_OVER_MAX'],
      [{ marketId: '1x2:away' }, 409, 'VIRTUAL_OPPOSITE_SIDES'],
      [{ fixtureId: event!.id + 100_000 }, 404, 'VIRTUAL_EVENT_NOT_FOUND'],
    ];
    for (const [change, status, code] of cases) {
      const response = await bet({ fixtureId: event!.id, marketId: 'btts:yes', amount: 5_000, ...change });
      expect([response.statusCode, response.json()], code).toEqual([
        status,
        { code, message: VIRTUAL_MESSAGES[code] },
      ]);
    }
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/virtureGame/betting',
      headers: member01.headers,
      payload: { fixtureId: event!.id, marketId: 'btts:yes', amount: 5_000 },
    });
    expect(noKey.statusCode).toBe(400);
    const hostile = await bet({ fixtureId: 1e300, marketId: 'x'.repeat(65), amount: -1 });
    expect(hostile.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);

    moveTo(round.closesAt);
    const closed = await bet({ fixtureId: event!.id, marketId: 'btts:yes', amount: 5_000 });
    expect(closed.json()).toEqual({
      code: 'VIRTUAL_EVENT_CLOSED',
      message: VIRTUAL_MESSAGES.VIRTUAL_EVENT_CLOSED,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('replays a bet by its key once, and holds ten bets at once to the per-event stake cap', async () => {
    // The round the last test left open is past its close: the next one.
    moveTo((await running(sql, SOCCER)).endsAt);
    await engine.tick();
    const round = await openRound(SOCCER);
    const [, event] = await eventsOf(sql, round.id);
    const correctScores = virtualEventMarkets(league(SOCCER), round.chainIndex, event!.position)
      .filter((m) => m.group === 'cs')
      .slice(0, 10);
    const slipsOf = async () =>
      (
        await sql`SELECT count(*)::int AS n FROM virtual_bets WHERE event_id = ${event!.id} AND member_id = ${member01.user.id}`
      )[0]?.n;

    // The same request sent three times at once: one bet, the same answer to each, two replayed.
    const key = randomUUID();
    const same = await Promise.all(
      [0, 1, 2].map(() => bet({ fixtureId: event!.id, marketId: correctScores[0]!.id, amount: 5_000 }, key)),
    );
    expect(
      same.map((r) => r.statusCode),
      same[0]!.body,
    ).toEqual([200, 200, 200]);
    expect(new Set(same.map((r) => r.json().id)).size).toBe(1);
    expect(same.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await slipsOf()).toBe(1);

    // A cap of 30,000 a member and event: of ten bets of 5,000 at once beside the first, five more fit.
    const [setting] = await sql`SELECT value FROM settings WHERE key = 'virtualBetting'`;
    await sql`UPDATE settings SET value = ${sql.json({ ...setting!.value, roundMaxStake: 30_000 })} WHERE key = 'virtualBetting'`;
    try {
      const answers = await Promise.all(
        correctScores.map((market) => bet({ fixtureId: event!.id, marketId: market.id, amount: 5_000 })),
      );
      const codes = answers.map((r) => (r.statusCode === 200 ? 'placed' : r.json().code));
      expect(codes.filter((c) => c === 'placed')).toHaveLength(5);
      expect(codes.filter((c) => c === 'VIRTUAL_EVENT_STAKE_CAP')).toHaveLength(5);
      expect(await slipsOf()).toBe(6);
      expect(await ledgerConsistent(sql)).toBe(true);
    } finally {
      await sql`UPDATE settings SET value = ${sql.json(setting!.value)} WHERE key = 'virtualBetting'`;
    }
  });

  it('catches up after a restart in the middle of an event', async () => {
    const round = await openRound(SOCCER);
    moveTo(round.startsAt);
    await engine.tick();
    expect((await running(sql, SOCCER)).status).toBe('playing');
    // A new engine (a restarted server) long after the end: the round settles, the next opens on the schedule.
    t.clock.advance(10 * 60_000);
    const restarted = newEngine();
    await restarted.tick();
    const rounds = await roundsOf(sql, SOCCER);
    expect(rounds.find((r) => r.id === round.id)?.status).toBe('settled');
    const next = rounds.at(-1)!;
    expect(next.status).toBe('open');
    expect(next.closesAt.getTime()).toBeGreaterThan(t.app.clock.now().getTime());
  });

  it('voids a round it cannot draw, and a staff void refunds; both exactly once', async () => {
    const round = await openRound(DOGS);
    const [race] = await eventsOf(sql, round.id);
    const before = await emoney(sql, member01.user.id);
    const placed = await bet({ fixtureId: race!.id, marketId: 'win:2', amount: 5_000 });
    expect(placed.statusCode, placed.body).toBe(200);
    // A fault: the stored commitment no longer matches the chain, so the round must not be drawn.
    await sql`UPDATE virtual_rounds SET commitment = ${'0'.repeat(64)} WHERE id = ${round.id}`;
    moveTo(round.startsAt);
    await engine.tick();
    expect((await roundsOf(sql, DOGS)).find((r) => r.id === round.id)?.status).toBe('void');
    const [slip] = await sql`SELECT status, payout FROM bet_slips WHERE id = ${placed.json().id}`;
    expect(slip).toMatchObject({ status: WIN_FLAG.SPECIAL_HIT, payout: 5_000 });
    expect(await emoney(sql, member01.user.id)).toBe(before);

    const next = await openRound(DOGS);
    const [nextRace] = await eventsOf(sql, next.id);
    const again = await bet({ fixtureId: nextRace!.id, marketId: 'place:1', amount: 5_000 });
    expect(again.statusCode, again.body).toBe(200);
    const staff = await login(t.app, 'admin01');
    const voidIt = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/admin-api/virtual/rounds/${next.id}/void`,
        headers: { ...staff.headers, 'idempotency-key': key },
        payload: { reason: '송출 오류' },
      });
    const key = randomUUID();
    const voided = await voidIt(key);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ refunded: 1, round: { status: 'void', bets: 1 } });
    expect((await voidIt(key)).json()).toEqual(voided.json());
    const late = await voidIt(randomUUID());
    expect(late.statusCode).toBe(409);
    expect(await emoney(sql, member01.user.id)).toBe(before);
    const [audited] =
      await sql`SELECT reason FROM audit_log WHERE action = 'virtual.round.void' AND target_id = ${String(next.id)}`;
    expect(audited?.reason).toBe('송출 오류');
    expect(await ledgerConsistent(sql)).toBe(true);
  });

  it('answers the odds, the stream list and the results by day with their proofs', async () => {
    const round = await openRound(SOCCER);
    const [event] = await eventsOf(sql, round.id);
    const odds = await t.app.inject({ method: 'GET', url: `/virtureGame/odds?fixtureId=${event!.id}` });
    expect(odds.statusCode, odds.body).toBe(200);
    const l = league(SOCCER);
    expect(odds.json().map((o: { betPrice: string }) => o.betPrice)).toEqual(
      virtualEventMarkets(l, round.chainIndex, 0).map((m) => m.odds),
    );
    const open = await t.app.inject({
      method: 'GET',
      url: '/virtureGame?sportsType=soccer&league=premierships&status=1',
    });
    expect(open.json().map((f: { fixtureId: string }) => f.fixtureId)).toContain(String(event!.id));
    const streams = await t.app.inject({ method: 'GET', url: '/vet3/Soccer' });
    expect(streams.json().streams.premierships).toBe('/bet365/soccer/premierships');

    const results = await t.app.inject({
      method: 'GET',
      url: `/virtureGame/results?league=${encodeURIComponent(SOCCER)}&day=2026-01-01`,
    });
    expect(results.statusCode, results.body).toBe(200);
    const settled = results.json().filter((r: { status: string }) => r.status === 'settled');
    expect(settled.length).toBeGreaterThan(0);
    for (const r of settled) {
      const verified = verifyVirtualRound(SOCCER, {
        seed: r.seed,
        previous: r.commitment,
        roundNo: r.roundNo,
        salt: r.salt,
      });
      expect(verified.valid).toBe(true);
      expect(verified.events.map((e) => e.result)).toEqual(
        r.events.map((e: { result: unknown }) => e.result),
      );
    }
    const old = await t.app.inject({
      method: 'GET',
      url: `/virtureGame/results?league=${SOCCER}&day=2025-11-01`,
    });
    expect(old.json()).toEqual([]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/virtureGame?sportsType=soccer&league=nowhere',
    });
    expect(unknown.json().code).toBe('VIRTUAL_UNKNOWN_LEAGUE');
  });
});
