import { ko, ROULETTE_LOSING_VALUE, ROULETTE_PRIZES } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseBalance } from '../src/domain/ledger';
import { drawPrize, type UniformInt, type WeightedPrize } from '../src/domain/roulette/drawPrize';
import { createRng } from '../src/simulators/feed/createRng';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

// --- statistics: chi-square goodness of fit, p-value from the regularized upper incomplete gamma Q(k/2, x/2)

const lnGamma = (z: number): number => {
  // Lanczos approximation (g = 7), accurate to ~1e-15 for z > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  const x = z - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (x + i);
  const t = x + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
};

/** Q(a, x) = Γ(a, x) / Γ(a): a series below a + 1, Lentz's continued fraction above (Numerical Recipes). */
const upperGammaQ = (a: number, x: number): number => {
  if (x <= 0) return 1;
  const lnPrefix = -x + a * Math.log(x) - lnGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(lnPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(lnPrefix) * h;
};

/** The chi-square statistic of observed counts against the weights, and its p-value (df = cells - 1). */
const chiSquare = (observed: readonly number[], weights: readonly number[]) => {
  const n = observed.reduce((a, b) => a + b, 0);
  const total = weights.reduce((a, b) => a + b, 0);
  const statistic = observed.reduce((sum, o, i) => {
    const expected = (n * weights[i]!) / total;
    return sum + (o - expected) ** 2 / expected;
  }, 0);
  return { statistic, p: upperGammaQ((observed.length - 1) / 2, statistic / 2) };
};

/** A seeded uniform source in [0, max), so the statistical tests give the same counts on every run. */
const seededUniform = (seed: number): UniformInt => {
  const rng = createRng(seed);
  return (max) => rng.int(0, max - 1);
};

const drawCounts = (table: readonly WeightedPrize[], draws: number, uniform: UniformInt) => {
  const counts = table.map(() => 0);
  for (let i = 0; i < draws; i++) {
    const prize = drawPrize(table, uniform);
    counts[table.indexOf(prize)]!++;
  }
  return counts;
};

const NORMAL_TABLE: WeightedPrize[] = ROULETTE_PRIZES.normal.map((points, i) => ({
  points,
  weight: [40, 25, 15, 8, 6, 4, 2][i]!,
}));
const VIP_TABLE: WeightedPrize[] = ROULETTE_PRIZES.vip.map((points, i) => ({
  points,
  weight: [37, 23, 13, 11, 7, 5, 3][i]!,
}));

describe('drawPrize: an unbiased weighted draw', () => {
  it('the chi-square helper matches known quantiles', () => {
    // df 6: 12.592 is the 95th percentile, 22.458 the 99.9th; df 2: Q = exp(-x/2).
    expect(upperGammaQ(3, 12.592 / 2)).toBeCloseTo(0.05, 4);
    expect(upperGammaQ(3, 22.458 / 2)).toBeCloseTo(0.001, 5);
    expect(upperGammaQ(1, 3)).toBeCloseTo(Math.exp(-3), 12);
    expect(upperGammaQ(3, 1)).toBeCloseTo(0.9196986, 6);
  });

  it('maps each ticket to the prize whose cumulative range holds it', () => {
    const at = (ticket: number) => drawPrize(NORMAL_TABLE, () => ticket).points;
    expect([at(0), at(39), at(40), at(64), at(65), at(79), at(80), at(99)]).toEqual([
      0, 0, 2_000, 2_000, 4_000, 4_000, 6_000, 20_000,
    ]);
    const withZero = [
      { points: 0, weight: 0 },
      { points: 5, weight: 1 },
    ];
    expect(drawPrize(withZero, () => 0).points).toBe(5);
    expect(() => drawPrize([{ points: 0, weight: 0 }])).toThrow(RangeError);
    expect(() => drawPrize([{ points: 0, weight: -1 }])).toThrow(RangeError);
    expect(() => drawPrize(NORMAL_TABLE, () => 100)).toThrow(RangeError);
  });

  it('100,000 seeded draws per wheel fit the weights (chi-square, p > 0.001)', () => {
    for (const [seed, table] of [
      [20_260_101, NORMAL_TABLE],
      [20_260_102, VIP_TABLE],
    ] as const) {
      const counts = drawCounts(table, 100_000, seededUniform(seed));
      const { statistic, p } = chiSquare(
        counts,
        table.map((prize) => prize.weight),
      );
      expect(counts.reduce((a, b) => a + b, 0)).toBe(100_000);
      expect(p, `chi-square ${statistic.toFixed(2)}`).toBeGreaterThan(0.001);
    }
  });

  it('the same test catches a modulo-biased source (a seeded byte % total)', () => {
    const byte = seededUniform(20_260_103);
    const biased: UniformInt = (max) => byte(256) % max;
    const counts = drawCounts(NORMAL_TABLE, 100_000, biased);
    expect(
      chiSquare(
        counts,
        NORMAL_TABLE.map((prize) => prize.weight),
      ).p,
    ).toBeLessThan(0.001);
  });
});

describe('roulette over HTTP: coupons, spins, the ledger and the daily deposit coupons', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member01: LoggedIn;
  let member02: LoggedIn;
  let key = 0;

  const spin = (who: LoggedIn, couponType: 1 | 2, idempotencyKey = `spin-${++key}`) =>
    t.app.inject({
      method: 'POST',
      url: '/card/choice',
      headers: { ...who.headers, 'idempotency-key': idempotencyKey },
      payload: { memberId: who.user.id, couponType },
    });
  const counts = async (who: LoggedIn) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/card/user/count?memberId=${who.user.id}`,
        headers: who.headers,
      })
    ).json();
  const grant = (userId: string, couponType: 1 | 2, count: number) =>
    t.app.inject({
      method: 'POST',
      url: '/admin-api/coupons/grant',
      headers: { ...admin.headers, 'idempotency-key': `grant-${++key}` },
      payload: { userId, couponType, count, reason: '이벤트 보상' },
    });
  const earn = (who: LoggedIn, basis: 'Count' | 'Amount', id = who.user.id) =>
    t.app.inject({
      method: 'POST',
      url: `/card/roullete${basis}/${id}`,
      headers: { ...who.headers, 'idempotency-key': `earn-${++key}` },
    });
  const point = async (memberId: number) => {
    const [row] = await t.db.sql<{ balance: number }[]>`
      SELECT balance FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'point'`;
    return row!.balance;
  };
  const houseBonus = () => houseBalance(t.db.sql, 'house_bonus');
  const snapshot = async () => {
    const [row] = await t.db.sql<
      { transactions: number; spins: number; grants: number; movements: number }[]
    >`
    SELECT (SELECT json_agg(c ORDER BY member_id, kind) FROM coupon_balances c) AS coupons,
           (SELECT count(*)::int FROM coupon_movements) AS movements,
           (SELECT count(*)::int FROM roulette_spins) AS spins,
           (SELECT count(*)::int FROM roulette_coupon_grants) AS grants,
           (SELECT count(*)::int FROM ledger_transactions) AS transactions,
           (SELECT json_agg(json_build_array(id, balance) ORDER BY id) FROM accounts) AS balances`;
    return row!;
  };
  const deposit = (memberId: number, amount: number, at: Date, status = 1, mode = 0) => t.db.sql`
    INSERT INTO charges (member_id, deposit_mode, deposit_amount, deposit_name, type, status, process_date, created_at, updated_at)
    VALUES (${memberId}, ${mode}, ${amount}, '입금자', 0, ${status}, ${status === 0 ? null : at}, ${at}, ${at})`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member01 = await login(t.app, 'member01');
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  it('a member starts without coupons; a spin without one is 409 ROULETTE_NO_COUPON and changes nothing', async () => {
    expect(await counts(member01)).toEqual({ normal: 0, vip: 0 });
    const before = await snapshot();
    const response = await spin(member01, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'ROULETTE_NO_COUPON', message: ko.ROULETTE_NO_COUPON });
    expect(await snapshot()).toEqual(before);
  });

  it('staff grant coupons (idempotent, audited with the reason); unknown members are 404', async () => {
    const headers = { ...admin.headers, 'idempotency-key': 'grant-once' };
    const payload = { userId: 'member01', couponType: 1, count: 60, reason: '이벤트 보상' };
    const first = await t.app.inject({ method: 'POST', url: '/admin-api/coupons/grant', headers, payload });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ userId: 'member01', normal: 60, vip: 0 });
    const replay = await t.app.inject({ method: 'POST', url: '/admin-api/coupons/grant', headers, payload });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await counts(member01)).toEqual({ normal: 60, vip: 0 });
    const [log] = await t.db.sql`
      SELECT actor_id, target_id, old_value, new_value, reason FROM audit_log WHERE action = 'coupon.staff_grant'`;
    expect(log).toEqual({
      actorId: admin.user.id,
      targetId: String(member01.user.id),
      oldValue: { kind: 'normal', count: 0 },
      newValue: { kind: 'normal', count: 60, movementId: expect.any(Number) },
      reason: '이벤트 보상',
    });
    expect((await grant('nobody99', 1, 1)).statusCode).toBe(404);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/admin-api/coupons/grant',
      headers: admin.headers,
      payload,
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it("another member's id is 403 FORBIDDEN and spends nothing", async () => {
    const before = await snapshot();
    const response = await t.app.inject({
      method: 'POST',
      url: '/card/choice',
      headers: { ...member02.headers, 'idempotency-key': 'foreign' },
      payload: { memberId: member01.user.id, couponType: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
    const count = await t.app.inject({
      method: 'GET',
      url: `/card/user/count?memberId=${member01.user.id}`,
      headers: member02.headers,
    });
    expect(count.statusCode).toBe(403);
    expect((await earn(member02, 'Count', member01.user.id)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('50 spins over HTTP: each spends one coupon, prizes come from the wheel, coupons and points balance', async () => {
    const pointBefore = await point(member01.user.id);
    const houseBefore = await houseBonus();
    const results: number[] = [];
    for (let i = 0; i < 50; i++) {
      const response = await spin(member01, 1);
      expect(response.statusCode).toBe(200);
      results.push(response.json());
    }
    const allowed = [ROULETTE_LOSING_VALUE.normal, ...ROULETTE_PRIZES.normal.filter((p) => p > 0)];
    expect(results.every((r) => allowed.includes(r))).toBe(true);
    const won = results.filter((r) => r !== ROULETTE_LOSING_VALUE.normal).reduce((a, b) => a + b, 0);

    expect(await counts(member01)).toEqual({ normal: 10, vip: 0 });
    expect(await point(member01.user.id)).toBe(pointBefore + won);
    expect(await houseBonus()).toBe(houseBefore - won);

    const spins = await t.db.sql<{ points: number; ledgerTransactionId: number | null }[]>`
      SELECT points, ledger_transaction_id FROM roulette_spins WHERE member_id = ${member01.user.id} ORDER BY id`;
    expect(spins.map((s) => (s.points === 0 ? ROULETTE_LOSING_VALUE.normal : s.points))).toEqual(results);
    // Every prize is one ledger transaction house_bonus → member point of exactly the prize.
    const [ledger] = await t.db.sql<{ credited: number; debited: number; transactions: number }[]>`
      SELECT coalesce(sum(p.amount) FILTER (WHERE a.owner_member_id IS NOT NULL), 0)::int8 AS credited,
             coalesce(sum(p.amount) FILTER (WHERE a.kind = 'house_bonus'), 0)::int8 AS debited,
             count(DISTINCT t.id)::int AS transactions
      FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id JOIN accounts a ON a.id = p.account_id
      WHERE t.kind = 'roulette_prize'`;
    expect(ledger).toEqual({
      credited: won,
      debited: -won,
      transactions: spins.filter((s) => s.points > 0).length,
    });
    // Coupons: the movements add up to the balance, and each spin spent exactly one.
    const [movements] = await t.db.sql<{ total: number; spent: number }[]>`
      SELECT sum(delta)::int AS total, count(*) FILTER (WHERE reason = 'spin')::int AS spent
      FROM coupon_movements WHERE member_id = ${member01.user.id} AND kind = 'normal'`;
    expect(movements).toEqual({ total: 10, spent: 50 });
    const [audited] = await t.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM audit_log WHERE action = 'coupon.spin' AND target_id = ${String(member01.user.id)}`;
    expect(audited!.n).toBe(50);
  });

  it('a retried spin (same Idempotency-Key) replays the result without spending again', async () => {
    const first = await spin(member01, 1, 'retry-me');
    const before = await snapshot();
    const again = await spin(member01, 1, 'retry-me');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toBe(first.json());
    expect(await snapshot()).toEqual(before);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/card/choice',
      headers: { ...member01.headers, 'idempotency-key': 'retry-me' },
      payload: { memberId: member01.user.id, couponType: 2 },
    });
    expect(reused.statusCode).toBe(422);
  });

  it('a wheel with one weighted prize always pays it: exact ledger and coupon effects', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/roulette/prizes',
      headers: admin.headers,
      payload: {
        kind: 'vip',
        prizes: ROULETTE_PRIZES.vip.map((points) => ({ points, weight: points === 60_000 ? 5 : 0 })),
        reason: '테스트',
      },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().vip).toEqual(
      ROULETTE_PRIZES.vip.map((points) => ({ points, weight: points === 60_000 ? 5 : 0 })),
    );
    await grant('member01', 2, 3);
    const before = await point(member01.user.id);
    for (let i = 0; i < 3; i++) expect((await spin(member01, 2)).json()).toBe(60_000);
    expect(await point(member01.user.id)).toBe(before + 180_000);
    expect(await counts(member01)).toMatchObject({ vip: 0 });
    expect((await spin(member01, 2)).json()).toEqual({
      code: 'ROULETTE_NO_COUPON',
      message: ko.ROULETTE_NO_COUPON,
    });
    const [log] = await t.db
      .sql`SELECT actor_id, target_id, reason FROM audit_log WHERE action = 'roulette.prizes'`;
    expect(log).toEqual({ actorId: admin.user.id, targetId: 'vip', reason: '테스트' });
  });

  it('a losing VIP spin answers 0 and moves no points', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/admin-api/roulette/prizes',
      headers: admin.headers,
      payload: {
        kind: 'vip',
        prizes: ROULETTE_PRIZES.vip.map((points) => ({ points, weight: points === 0 ? 1 : 0 })),
      },
    });
    await grant('member01', 2, 1);
    const before = await snapshot();
    const response = await spin(member01, 2);
    expect(response.json()).toBe(ROULETTE_LOSING_VALUE.vip);
    const after = await snapshot();
    expect(after.transactions).toBe(before.transactions);
    expect(after.spins).toBe(before.spins + 1);
  });

  it('staff weights must name every wheel prize once and not all be 0', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/admin-api/roulette/prizes', headers: admin.headers, payload });
    const before = await t.db.sql`SELECT * FROM roulette_prizes ORDER BY kind, position`;
    for (const prizes of [
      ROULETTE_PRIZES.normal.slice(1).map((points) => ({ points, weight: 1 })),
      [...ROULETTE_PRIZES.normal.slice(1), 1234].map((points) => ({ points, weight: 1 })),
      ROULETTE_PRIZES.normal.map((points) => ({ points, weight: 0 })),
      [...ROULETTE_PRIZES.normal, 0].map((points) => ({ points, weight: 1 })),
    ]) {
      const response = await put({ kind: 'normal', prizes });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('ERR_INVALID_INPUT');
    }
    expect(await t.db.sql`SELECT * FROM roulette_prizes ORDER BY kind, position`).toEqual(before);
    const shown = await t.app.inject({
      method: 'GET',
      url: '/admin-api/roulette/prizes',
      headers: admin.headers,
    });
    expect(shown.json().normal).toEqual(NORMAL_TABLE);
  });

  it('a wheel switched off in the database (every weight 0) refuses without spending a coupon', async () => {
    await t.db.sql`UPDATE roulette_prizes SET weight = 0 WHERE kind = 'vip'`;
    await grant('member01', 2, 1);
    const before = await snapshot();
    const response = await spin(member01, 2);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'ROULETTE_UNAVAILABLE', message: ko.ROULETTE_UNAVAILABLE });
    expect(await snapshot()).toEqual(before);
  });

  it('a member in a time-out cannot spin or earn coupons (compliance §4), and nothing changes', async () => {
    const now = t.clock.now();
    await t.db.sql`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${member01.user.id}, 'timeout', ${now}, ${new Date(now.getTime() + 86_400_000)})`;
    const before = await snapshot();
    const response = await spin(member01, 1);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'RG_TIMEOUT_ACTIVE', message: ko.RG_TIMEOUT_ACTIVE });
    expect((await earn(member01, 'Count')).json().code).toBe('RG_TIMEOUT_ACTIVE');
    expect(await snapshot()).toEqual(before);
  });

  describe('daily coupons for cumulative deposits (once per rule and Korean day)', () => {
    // The test clock starts at 2026-01-01 00:00 UTC = 09:00 KST.
    it('grants nothing without an approved deposit today', async () => {
      await deposit(member02.user.id, 500_000, t.clock.now(), 0); // still processing
      await deposit(member02.user.id, 500_000, t.clock.now(), 1, 1); // a withdrawal
      await deposit(member02.user.id, 2_000_000, new Date('2025-12-31T14:59:59Z')); // 23:59:59 KST yesterday
      const before = await snapshot();
      for (const basis of ['Count', 'Amount'] as const) {
        const response = await earn(member02, basis);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ normal: 0, vip: 0 });
      }
      const after = await snapshot();
      expect(after.grants).toBe(before.grants);
      expect(after.movements).toBe(before.movements);
    });

    it('the first deposit earns the count coupon once; totals earn the amount coupons once each', async () => {
      await deposit(member02.user.id, 50_000, new Date('2025-12-31T15:00:00Z')); // 00:00 KST today
      expect((await earn(member02, 'Count')).json()).toEqual({ normal: 1, vip: 0 });
      expect((await earn(member02, 'Count')).json()).toEqual({ normal: 1, vip: 0 });
      expect((await earn(member02, 'Amount')).json()).toEqual({ normal: 1, vip: 0 }); // 50,000 < 100,000

      await deposit(member02.user.id, 60_000, t.clock.now());
      expect((await earn(member02, 'Amount')).json()).toEqual({ normal: 2, vip: 0 });
      expect((await earn(member02, 'Count')).json()).toEqual({ normal: 2, vip: 0 });
      await deposit(member02.user.id, 1_000_000, t.clock.now());
      expect((await earn(member02, 'Amount')).json()).toEqual({ normal: 2, vip: 1 });
      expect((await earn(member02, 'Amount')).json()).toEqual({ normal: 2, vip: 1 });

      const grants = await t.db.sql<{ basis: string; threshold: number; kstDay: string }[]>`
        SELECT r.basis, r.threshold, to_char(g.kst_day, 'YYYY-MM-DD') AS kst_day
        FROM roulette_coupon_grants g JOIN roulette_coupon_rules r ON r.id = g.rule_id
        WHERE g.member_id = ${member02.user.id} ORDER BY g.id`;
      expect(grants).toEqual([
        { basis: 'count', threshold: 1, kstDay: '2026-01-01' },
        { basis: 'amount', threshold: 100_000, kstDay: '2026-01-01' },
        { basis: 'amount', threshold: 1_000_000, kstDay: '2026-01-01' },
      ]);
      const reasons = await t.db.sql`
        SELECT reason, delta FROM coupon_movements WHERE member_id = ${member02.user.id} ORDER BY id`;
      expect(reasons).toEqual([
        { reason: 'deposit_count', delta: 1 },
        { reason: 'deposit_amount', delta: 1 },
        { reason: 'deposit_amount', delta: 1 },
      ]);
    });

    it('the database refuses a second grant of a rule on the same day', async () => {
      const [grant] = await t.db.sql<{ memberId: number; ruleId: number; couponMovementId: number }[]>`
        SELECT member_id, rule_id, coupon_movement_id FROM roulette_coupon_grants ORDER BY id LIMIT 1`;
      await expect(
        t.db.sql`
          INSERT INTO roulette_coupon_grants (member_id, rule_id, kst_day, coupon_movement_id)
          VALUES (${grant!.memberId}, ${grant!.ruleId}, '2026-01-01', ${grant!.couponMovementId})`,
      ).rejects.toThrow(/duplicate key/);
    });

    it('the next Korean day starts afresh: only that day’s deposits count', async () => {
      t.clock.advance(24 * 60 * 60_000);
      // A day idle ends sessions: log in again.
      member02 = await login(t.app, 'member02');
      admin = await login(t.app, 'admin01');
      expect((await earn(member02, 'Count')).json()).toEqual({ normal: 2, vip: 1 });
      await deposit(member02.user.id, 10_000, t.clock.now());
      expect((await earn(member02, 'Count')).json()).toEqual({ normal: 3, vip: 1 });
      expect((await earn(member02, 'Amount')).json()).toEqual({ normal: 3, vip: 1 });
    });

    it('staff replace the rules; unchanged rules keep their id, and every change is audited', async () => {
      const shown = await t.app.inject({
        method: 'GET',
        url: '/admin-api/roulette/rules',
        headers: admin.headers,
      });
      const before = shown.json().rules as { id: number; basis: string; threshold: number }[];
      const countRule = before.find((r) => r.basis === 'count')!;
      const response = await t.app.inject({
        method: 'PUT',
        url: '/admin-api/roulette/rules',
        headers: admin.headers,
        payload: {
          rules: [
            { basis: 'count', threshold: 1, couponKind: 'normal', coupons: 1 },
            { basis: 'amount', threshold: 10_000, couponKind: 'vip', coupons: 2 },
          ],
          reason: '이벤트 변경',
        },
      });
      expect(response.statusCode).toBe(200);
      const rules = response.json().rules as { id: number; basis: string; threshold: number }[];
      expect(rules).toEqual([
        { id: expect.any(Number), basis: 'amount', threshold: 10_000, couponKind: 'vip', coupons: 2 },
        { id: countRule.id, basis: 'count', threshold: 1, couponKind: 'normal', coupons: 1 },
      ]);
      // Today's 10,000 deposit now reaches the new amount rule; the count rule was already granted today.
      expect((await earn(member02, 'Amount')).json()).toEqual({ normal: 3, vip: 3 });
      expect((await earn(member02, 'Count')).json()).toEqual({ normal: 3, vip: 3 });
      const [log] = await t.db.sql`SELECT actor_id, reason FROM audit_log WHERE action = 'roulette.rules'`;
      expect(log).toEqual({ actorId: admin.user.id, reason: '이벤트 변경' });
    });

    it('a grant call needs an Idempotency-Key', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/card/roulleteCount/${member02.user.id}`,
        headers: member02.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    });
  });

  it('coupons and points balance for every member: movements sum to balances, prizes to ledger credits', async () => {
    const mismatched = await t.db.sql`
      SELECT b.member_id, b.kind FROM coupon_balances b
      WHERE b.count <> (SELECT coalesce(sum(m.delta), 0) FROM coupon_movements m
                        WHERE m.member_id = b.member_id AND m.kind = b.kind)`;
    expect(mismatched).toEqual([]);
    const [totals] = await t.db.sql<{ spins: number; credited: number }[]>`
      SELECT (SELECT coalesce(sum(points), 0)::int8 FROM roulette_spins) AS spins,
             (SELECT coalesce(sum(p.amount), 0)::int8 FROM postings p
                JOIN ledger_transactions t ON t.id = p.transaction_id
                JOIN accounts a ON a.id = p.account_id
              WHERE t.kind = 'roulette_prize' AND a.kind = 'point') AS credited`;
    expect(totals!.credited).toBe(totals!.spins);
    const [spent] = await t.db.sql<{ spins: number; movements: number }[]>`
      SELECT (SELECT count(*)::int FROM roulette_spins) AS spins,
             (SELECT count(*)::int FROM coupon_movements WHERE reason = 'spin') AS movements`;
    expect(spent!.spins).toBe(spent!.movements);
  });
});
