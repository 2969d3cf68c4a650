import { addDays, aggregateFacts, REPORT_GROUPINGS } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction } from '../src/domain/ledger';
import { createTestApp, createTestMember, type LoggedIn, login, type TestApp } from './support/testApp';

const DAY_MS = 86_400_000;
const NONE = { sports: 0, minigame: 0, virtual: 0, casino: 0, slot: 0 };
const terms = (sportsBp: number, losingBp: number) => ({
  losingBp,
  rollingBp: { ...NONE, sports: sportsBp },
  carryover: { mode: 'carry' as const },
});

/**
 * partner-settlement.md's worked example end to end on PostgreSQL: play posted to the ledger, the partner tree
 * and contracts made over the staff API, the week settled once (replayed and concurrent runs pay nothing more),
 * and a result that lands after the week closed paid as an adjustment in the next week.
 */
describe('partner settlement over the ledger', () => {
  let t: TestApp;
  let admin: LoggedIn;
  const ids: Record<string, number> = {};
  let dbDay = '';
  let key = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, idempotencyKey?: string) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...admin.headers,
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  /** A play movement of member M, tagged sports, posted now (the database's clock decides its day). */
  const play = (kind: string, amount: number) =>
    t.db.sql.begin((tx) =>
      postTransaction(tx, {
        kind,
        vertical: kind.startsWith('bet_') ? 'sports' : undefined,
        ref: { type: 'test', id: ++key },
        actorId: null,
        postings: [
          { account: { member: ids.M!, kind: 'emoney' }, amount },
          { account: { house: kind === 'deposit_bonus' ? 'house_bonus' : 'house_bets' }, amount: -amount },
        ],
      }),
    );

  const emoney = async (memberId: number) => {
    const [row] = await t.db.sql<{ balance: number }[]>`
      SELECT balance FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'emoney'`;
    return row?.balance;
  };

  /** Moves the app's clock to a Korean day (settlement asks whether a period has ended by it); logs in again. */
  const setToday = async (day: string) => {
    const target = Date.parse(`${day}T00:00:00+09:00`) + DAY_MS / 2;
    t.clock.advance(target - t.clock.now().getTime());
    admin = await login(t.app, 'admin01');
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['pa', 'pb', 'pc', 'mm']) {
      const member = await createTestMember(t.db.sql, { userId: `${name}member`, nickname: `${name}닉` });
      ids[name === 'mm' ? 'M' : name.slice(1).toUpperCase()] = member.id;
    }
    const [row] = await t.db.sql<{ day: string }[]>`
      SELECT to_char((now() AT TIME ZONE 'Asia/Seoul')::date, 'YYYY-MM-DD') AS day`;
    dbDay = row!.day;
    // Contracts apply from the period the app's clock is in: put it a year before the play.
    await setToday(addDays(dbDay, -365));
    for (const [name, parent, code, bp, losing] of [
      ['pa', null, 'AGENTA', 100, 3000],
      ['pb', 'pamember', 'AGENTB', 70, 2000],
      ['pc', 'pbmember', 'AGENTC', 50, 1000],
    ] as const) {
      const created = await call('POST', '/admin-api/partners', {
        userId: `${name}member`,
        parentUserId: parent,
        code,
        terms: terms(bp, losing),
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    const moved = await call('PUT', '/admin-api/members/mmmember/partner', {
      partnerUserId: 'pcmember',
      reason: '가입 코드 정정',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.db.sql.begin((tx) =>
      postTransaction(tx, {
        kind: 'deposit',
        actorId: null,
        postings: [
          { account: { member: ids.M!, kind: 'emoney' }, amount: 2_000_000 },
          { account: { house: 'house_cash' }, amount: -2_000_000 },
        ],
      }),
    );
    await play('bet_stake', -1_000_000);
    await play('bet_payout', 800_000);
    await play('deposit_bonus', 20_000);
  });
  afterAll(() => t.close());

  it('shows the tree with tiers and contracts, and refuses a child rate above its parent', async () => {
    const list = (await call('GET', '/admin-api/partners')).json();
    expect(
      list.map((p: { userId: string; tier: number; parentId: number | null }) => [
        p.userId,
        p.tier,
        p.parentId,
      ]),
    ).toEqual([
      ['pamember', 1, null],
      ['pbmember', 2, ids.A],
      ['pcmember', 3, ids.B],
    ]);
    const tooHigh = await call('PUT', '/admin-api/partners/pcmember/contract', {
      terms: terms(80, 1000),
      reason: '인상',
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().code).toBe('PARTNER_RATE_ABOVE_PARENT');
  });

  it('refuses to settle a period that has not ended', async () => {
    await setToday(dbDay);
    const early = await call('POST', '/admin-api/settlement/preview', { period: dbDay });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('SETTLEMENT_PERIOD_OPEN');
  });

  it('previews the worked example line by line, writing nothing', async () => {
    await setToday(addDays(dbDay, 7));
    const preview = await call('POST', '/admin-api/settlement/preview', { period: dbDay });
    expect(preview.statusCode, preview.body).toBe(200);
    const lines = preview
      .json()
      .lines.map((l: { partnerId: number; kind: string; amount: number }) => [l.partnerId, l.kind, l.amount]);
    expect(lines).toEqual([
      [ids.C, 'rolling', 5_000],
      [ids.B, 'rolling', 2_000],
      [ids.A, 'rolling', 3_000],
      [ids.C, 'losing', 17_000],
      [ids.B, 'losing', 17_000],
      [ids.A, 'losing', 17_000],
    ]);
    expect(preview.json().lines[1].computation).toBe('1,000,000 × (0.7% − 0.5%) = 2,000');
    const periods = await t.db.sql`SELECT id FROM settlement_periods`;
    expect(periods).toHaveLength(0);
  });

  it('pays once when the run is sent twice at once and replayed', async () => {
    const [first, second] = await Promise.all([
      call('POST', '/admin-api/settlement/run', { period: dbDay }, 'run-a'),
      call('POST', '/admin-api/settlement/run', { period: dbDay }, 'run-b'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().replayed, second.json().replayed].sort()).toEqual([false, true]);
    const replay = await call('POST', '/admin-api/settlement/run', { period: dbDay }, 'run-a');
    expect(replay.json()).toEqual(first.json());
    const commissions = await t.db.sql<{ dedupeKey: string }[]>`
      SELECT dedupe_key FROM ledger_transactions WHERE kind = 'partner_commission' ORDER BY dedupe_key`;
    expect(commissions).toHaveLength(6);
    expect([await emoney(ids.A!), await emoney(ids.B!), await emoney(ids.C!)]).toEqual([
      20_000, 19_000, 22_000,
    ]);
    const audits = await t.db.sql`SELECT action FROM audit_log WHERE action LIKE 'settlement.%' ORDER BY id`;
    expect(audits.map((a) => a.action)).toEqual(['settlement.run', 'settlement.release']);
  });

  it('turns a result that lands after the week closed into adjustment lines of the next week', async () => {
    const periodId = (await call('GET', '/admin-api/settlement')).json()[0].id;
    await play('bet_payout', 100_000);
    await setToday(addDays(dbDay, 14));
    const next = await call('POST', '/admin-api/settlement/run', { period: addDays(dbDay, 7) }, 'run-next');
    expect(next.statusCode, next.body).toBe(200);
    const detail = (await call('GET', `/admin-api/settlement/${next.json().period.id}`)).json();
    expect(
      detail.lines.map((l: { partnerId: number; kind: string; amount: number; adjustsPeriodId: number }) => [
        l.partnerId,
        l.kind,
        l.amount,
        l.adjustsPeriodId,
      ]),
    ).toEqual([
      [ids.C, 'losing', -10_000, periodId],
      [ids.B, 'losing', -10_000, periodId],
      [ids.A, 'losing', -10_000, periodId],
    ]);
    expect([await emoney(ids.A!), await emoney(ids.B!), await emoney(ids.C!)]).toEqual([
      10_000, 9_000, 12_000,
    ]);
    const closed = (await call('GET', `/admin-api/settlement/${periodId}`)).json();
    expect(closed.lines.map((l: { amount: number }) => l.amount)).toEqual([
      5_000, 2_000, 3_000, 17_000, 17_000, 17_000,
    ]);
  });

  it('reconciles every balance with its postings', async () => {
    const check = (await call('GET', '/admin-api/accounts/check')).json();
    expect(check.mismatches).toEqual([]);
    expect(check.checked).toBeGreaterThan(0);
  });

  it('shows a partner only its own downline, masked, and refuses members who are not partners', async () => {
    const as = async (userId: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: (await login(t.app, userId)).headers });
    const members = (await as('pcmember', '/partner-api/members')).json();
    expect(members.map((m: { userId: string }) => m.userId)).toEqual(['mmmember']);
    expect(members[0].accountHolder).toBe('홍**');
    expect(members[0].phone).toMatch(/^\*{7}\d{4}$/);
    expect((await as('pamember', '/partner-api/members')).json()).toHaveLength(1);
    const me = (await as('pcmember', '/partner-api/me')).json();
    expect(
      me.upline.map((tier: { tier: number; contract: { losingBp: number } }) => [
        tier.tier,
        tier.contract.losingBp,
      ]),
    ).toEqual([
      [1, 3000],
      [2, 2000],
      [3, 1000],
    ]);
    const calc = (await as('pcmember', '/partner-api/settlements')).json();
    expect(calc.every((line: { partnerId: number }) => line.partnerId === ids.C)).toBe(true);
    for (const url of ['/partner-api/me', '/partner-api/members', '/partner-api/settlements']) {
      expect((await as('member01', url)).statusCode).toBe(403);
    }
  });

  it('gives the partner page and the staff report the same figures for the same period', async () => {
    const query = `from=${addDays(dbDay, -1)}&to=${addDays(dbDay, 1)}&by=vertical`;
    const staff = (await call('GET', `/admin-api/reports?${query}&partner=pcmember`)).json();
    const partnerPage = (
      await t.app.inject({
        method: 'GET',
        url: `/partner-api/report?${query}`,
        headers: (await login(t.app, 'pcmember')).headers,
      })
    ).json();
    expect(partnerPage).toEqual(staff);
    expect(staff.rows.find((row: { key: string }) => row.key === 'sports')).toMatchObject({
      turnover: 1_000_000,
      payouts: 900_000,
      ggr: 100_000,
    });
  });

  it('computes the partner page and the CLI report with the SDK: equal for every grouping of the period', async () => {
    const from = addDays(dbDay, -7);
    const to = addDays(dbDay, 7);
    const partner = await login(t.app, 'pbmember');
    // The ledger facts of pb's downline, summed by the SDK's own function: what both answers must equal.
    const facts = await t.app.repos.ledgerFacts.facts({
      from,
      to,
      memberIds: await t.app.repos.partners.downlineOf(ids.B!),
    });
    expect(facts.length).toBeGreaterThan(0);
    for (const by of REPORT_GROUPINGS) {
      const query = `from=${from}&to=${to}&by=${by}`;
      // The staff report is the API `kbet reports partner` prints (cli/test/partners.test.ts).
      const cli = (await call('GET', `/admin-api/reports?${query}&partner=pbmember`)).json();
      const page = (
        await t.app.inject({ method: 'GET', url: `/partner-api/report?${query}`, headers: partner.headers })
      ).json();
      const sdk = aggregateFacts({ facts, by, from, to });
      expect(page, by).toEqual(sdk);
      expect(cli, by).toEqual(sdk);
    }
  });
});
