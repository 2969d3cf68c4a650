import { randomUUID } from 'node:crypto';
import type { RollingRequirement } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMinigameEngine } from '../src/domain/minigame/createMinigameEngine';
import { approve, deposit, expectLedgerConsistent, LONG_SESSION } from './moneyTestKit';
import { createTestApp, type LoggedIn, login, seededBytes, type TestApp } from './support/testApp';

const POWERBALL = 'donghang';

/**
 * What the placement statement decides about the member beyond the bet itself. A member with an open bonus
 * rolling requirement: the one placement statement cannot count the stake toward
 * it on its own (place_single_leg_bet raises KB001 and undoes itself), so the bet runs again in a transaction
 * that counts it. Once: one slip, one stake, the stake counted once, and a replay of the key counts nothing.
 * A member in a time-out: refused with its end (compliance §4), the key's claim given back.
 */
describe('a mini-game bet: bonus rolling and exclusion in the one statement', () => {
  let t: TestApp;
  let member: LoggedIn;
  let roundId: number;

  const rolling = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/bonus/rolling', headers: member.headers });
    expect(response.statusCode).toBe(200);
    return response.json() as RollingRequirement[];
  };
  const bet = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/minigame/betting',
      headers: { ...member.headers, 'idempotency-key': key },
      payload: { gameId: POWERBALL, roundId, marketId: 'power-odd', amount: 7_000 },
    });

  beforeAll(async () => {
    t = await createTestApp({ config: LONG_SESSION });
    await createMinigameEngine({
      sql: t.db.sql,
      clock: t.app.clock,
      gameIds: [POWERBALL],
      randomBytes: seededBytes('single-leg-rolling'),
    }).tick();
    const [round] = await t.db.sql<
      { id: number }[]
    >`SELECT id FROM minigame_rounds WHERE game_id = ${POWERBALL}`;
    roundId = round!.id;
    member = await login(t.app, 'member05');
  });
  afterAll(() => t.close());

  it('places the bet once and counts its stake once', async () => {
    const charge = await deposit(t, member, { depositAmount: 100_000, pointType: 6 });
    expect(charge.statusCode, charge.body).toBe(200);
    await approve(t, charge.json());
    expect((await rolling())[0]).toMatchObject({
      progress: 0,
      products: ['minigame', 'virtual'],
      status: 'open',
    });

    const key = randomUUID();
    const placed = await bet(key);
    expect(placed.statusCode, placed.body).toBe(200);
    const replayed = await bet(key);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(placed.json());

    expect((await rolling())[0]?.progress).toBe(7_000);
    const [slips] = await t.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM minigame_bets WHERE round_id = ${roundId} AND member_id = ${member.user.id}`;
    expect(slips?.n).toBe(1);
    const [entries] = await t.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM rolling_progress_entries WHERE slip_id = ${placed.json().id}`;
    expect(entries?.n).toBe(1);
    await expectLedgerConsistent(t.db.sql);
  });

  it('refuses a member in a time-out with the end of it, and writes nothing', async () => {
    const timedOut = await login(t.app, 'member03');
    const now = t.app.clock.now();
    const until = new Date(now.getTime() + 3_600_000);
    await t.db.sql`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${timedOut.user.id}, 'timeout', ${new Date(now.getTime() - 60_000)}, ${until})`;
    const count = async () =>
      (
        await t.db.sql<
          { n: number }[]
        >`SELECT count(*)::int AS n FROM bet_slips WHERE member_id = ${timedOut.user.id}`
      )[0]?.n;
    const before = await count();
    const key = randomUUID();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/minigame/betting',
      headers: { ...timedOut.headers, 'idempotency-key': key },
      payload: { gameId: POWERBALL, roundId, marketId: 'power-odd', amount: 7_000 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'RG_TIMEOUT_ACTIVE', data: { until: until.toISOString() } });
    expect(await count()).toBe(before);
    const [claims] = await t.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM idempotency_keys WHERE member_id = ${timedOut.user.id} AND key = ${key}`;
    expect(claims?.n).toBe(0);
  });
});
