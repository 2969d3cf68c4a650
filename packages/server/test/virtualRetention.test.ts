import { randomUUID } from 'node:crypto';
import { findVirtualLeague, VIRTUAL_SCHEDULE } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import { createVirtualEngine, type VirtualEngine } from '../src/domain/virtuals/createVirtualEngine';
import { createTestApp, type LoggedIn, login, seededBytes, type TestApp } from './support/testApp';

const DOGS = 'dog/goldenhillparks';
const KEEP_MS = VIRTUAL_SCHEDULE.keepDays * 86_400_000;

interface RoundRow {
  id: number;
  status: string;
  endsAt: Date;
}

const roundsOf = (sql: Sql) =>
  sql<RoundRow[]>`SELECT id, status, ends_at FROM virtual_rounds WHERE league_id = ${DOGS} ORDER BY id`;

const eventsOf = (sql: Sql, roundId: number) =>
  sql<{ id: number; result: unknown; timeline: unknown }[]>`
    SELECT id, result, timeline FROM virtual_events WHERE round_id = ${roundId} ORDER BY position`;

/** Every money and bet record: pruning results must leave all of it as it was. */
const records = async (sql: Sql) => {
  const [row] = await sql`
    SELECT (SELECT count(*) FROM ledger_transactions)::int AS txs, (SELECT count(*) FROM postings)::int AS postings,
           (SELECT count(*) FROM bet_slips)::int AS slips, (SELECT count(*) FROM bet_legs)::int AS legs,
           (SELECT count(*) FROM virtual_bets)::int AS virtual_bets,
           (SELECT count(*) FROM bet_slip_events)::int AS slip_events,
           (SELECT sum(balance) FROM accounts)::int8 AS balances`;
  return row;
};

describe('virtual results retention', () => {
  let t: TestApp;
  let sql: Sql;
  let member01: LoggedIn;
  let engine: VirtualEngine;
  const moveTo = (at: number) => t.clock.advance(Math.max(0, at - t.app.clock.now().getTime()));

  beforeAll(async () => {
    t = await createTestApp({ config: { sessionIdleMs: 60 * 24 * 60 * 60_000 } });
    sql = t.db.sql;
    member01 = await login(t.app, 'member01');
    engine = createVirtualEngine({
      sql,
      clock: t.app.clock,
      leagueIds: [DOGS],
      randomBytes: seededBytes('virtual-retention'),
    });
  });
  afterAll(() => t.close());

  it('keeps three weeks of results on the clock; older rounds go, a round with bets keeps its results, money untouched', async () => {
    await engine.tick();
    const [first] = await roundsOf(sql);
    const [event] = await eventsOf(sql, first!.id);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/virtureGame/betting',
      headers: { ...member01.headers, 'idempotency-key': randomUUID() },
      payload: { fixtureId: event!.id, marketId: 'win:1', amount: 5_000 },
    });
    expect(placed.statusCode).toBe(200);
    // Round 1 (with the bet) and round 2 (none) finish; round 3 opens.
    moveTo(first!.endsAt.getTime());
    await engine.tick();
    const [, second] = await roundsOf(sql);
    moveTo(second!.endsAt.getTime());
    await engine.tick();
    expect((await roundsOf(sql)).map((r) => r.status)).toEqual(['settled', 'settled', 'open']);
    const [betted] = await roundsOf(sql);
    const results = (await eventsOf(sql, betted!.id)).map((e) => e.result);
    const before = await records(sql);

    // Just inside three weeks of round 1's end: nothing goes.
    moveTo(first!.endsAt.getTime() + KEEP_MS - 1_000);
    await engine.tick();
    const kept = await roundsOf(sql);
    expect(kept.slice(0, 2).map((r) => r.id)).toEqual([first!.id, second!.id]);
    expect((await eventsOf(sql, first!.id)).every((e) => e.timeline !== null)).toBe(true);

    // An hour on (the prune's turn), well past three weeks of round 2's end: round 2 (no bets) is gone with its
    // events; round 1 keeps its results for its bet, without the replay; rounds of the last three weeks stay whole.
    moveTo(first!.endsAt.getTime() + KEEP_MS + 60 * 60_000);
    await engine.tick();
    const after = await roundsOf(sql);
    expect(after.map((r) => r.id)).toContain(first!.id);
    expect(after.map((r) => r.id)).not.toContain(second!.id);
    expect(await eventsOf(sql, second!.id)).toEqual([]);
    const trimmed = await eventsOf(sql, first!.id);
    expect(trimmed.map((e) => e.result)).toEqual(results);
    expect(trimmed.every((e) => e.timeline === null)).toBe(true);
    const recent = after.filter((r) => r.id > second!.id && r.status === 'settled');
    expect(recent.length).toBeGreaterThan(0);
    for (const round of recent)
      expect((await eventsOf(sql, round.id)).every((e) => e.timeline !== null)).toBe(true);
    expect(await records(sql)).toEqual(before);

    // The member's history still shows the bet.
    const history = await t.app.inject({
      method: 'GET',
      url: '/sports-prematch/bettings?user=1&memberUserId=member01&perpage=20&page=1&gameType=4',
      headers: member01.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(JSON.stringify(history.json())).toContain(findVirtualLeague(DOGS)!.name.ko);
  });
});
