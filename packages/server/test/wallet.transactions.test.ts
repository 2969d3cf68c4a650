import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances, transfer } from '../src/domain/ledger';
import { createWalletRepository } from '../src/repositories/walletRepository';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const DAY = 24 * 60 * 60_000;
const kstDay = (at: Date) => new Date(at.getTime() + 9 * 60 * 60_000).toISOString().slice(0, 10);

interface Entry {
  id: number;
  createdAt: string;
  account: string;
  amount: number;
  balanceAfter: number;
  kind: string;
  memo: string | null;
}

describe('GET /wallet/transactions', () => {
  let t: TestApp;
  let member: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    member = await login(t.app, 'member01');
    const id = member.user.id;
    await t.db.sql.begin(async (tx) => {
      await transfer(tx, {
        kind: 'bet_stake',
        vertical: 'sports',
        actorId: id,
        memo: '스포츠 베팅',
        from: { member: id, kind: 'emoney' },
        to: { house: 'house_bets' },
        amount: 30_000,
      });
      await transfer(tx, {
        kind: 'point_to_emoney',
        actorId: id,
        from: { member: id, kind: 'point' },
        to: { member: id, kind: 'emoney' },
        amount: 5_000,
      });
    });
    // Enough lines for two pages.
    for (let i = 0; i < 25; i++) {
      await t.db.sql.begin((tx) =>
        transfer(tx, {
          kind: 'comp_grant',
          actorId: null,
          from: { house: 'house_bonus' },
          to: { member: id, kind: 'comp' },
          amount: 10 + i,
        }),
      );
    }
    // Ledger lines carry the database's own time: the test clock stands at the first of them, so "now" and
    // the lines' Korean days agree whatever the hour the run meets.
    const [first] = await t.db.sql<{ at: Date }[]>`
      SELECT min(t.created_at) AS at FROM ledger_transactions t
      JOIN postings p ON p.transaction_id = t.id JOIN accounts a ON a.id = p.account_id
      WHERE a.owner_member_id = ${id}`;
    t.clock.advance((first?.at.getTime() ?? 0) - t.clock.now().getTime());
    member = await login(t.app, 'member01');
  });
  afterAll(() => t.close());

  /** Member01's lines per Korean day they carry (almost always one day; two when the run crossed midnight). */
  const linesPerDay = () =>
    t.db.sql<{ day: string; n: number }[]>`
      SELECT to_char(t.created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day, count(*)::int8 AS n
      FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id JOIN accounts a ON a.id = p.account_id
      WHERE a.owner_member_id = ${member.user.id} GROUP BY 1 ORDER BY 1`;

  const list = (query = '', session = member) =>
    t.app.inject({ method: 'GET', url: `/wallet/transactions${query}`, headers: session.headers });
  const allPages = async (query: string) => {
    const items: Entry[] = [];
    for (let page = 1; ; page++) {
      const body = (await list(`${query}${query ? '&' : '?'}page=${page}`)).json() as {
        items: Entry[];
        total: number;
      };
      items.push(...body.items);
      if (body.items.length === 0 || items.length >= body.total) return { items, total: body.total };
    }
  };

  it('lists the member’s own lines of every account, signed, with the balance after, newest first, 20 a page', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json() as { items: Entry[]; total: number };
    const [seedLines] = await t.db.sql<{ n: number }[]>`
      SELECT count(*)::int8 AS n FROM postings p JOIN accounts a ON a.id = p.account_id
      WHERE a.owner_member_id = ${member.user.id}`;
    expect(total).toBe(seedLines?.n);
    // Seed grants (one line per account), the stake, the conversion's two lines, 25 comp grants.
    expect(total).toBe(4 + 1 + 2 + 25);
    expect(items).toHaveLength(20);
    expect(items[0]).toMatchObject({ account: 'comp', amount: 34, kind: 'comp_grant', memo: null });
    const ids = items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('pages through everything exactly once, and every balance after matches the accounts', async () => {
    const { items, total } = await allPages('');
    expect(items).toHaveLength(total);
    expect(new Set(items.map((item) => item.id)).size).toBe(total);
    const balances = await memberBalances(t.db.sql, member.user.id);
    const latest = (account: string) => items.find((item) => item.account === account)?.balanceAfter;
    expect(latest('emoney')).toBe(balances.emoney);
    expect(latest('point')).toBe(balances.point);
    expect(latest('comp')).toBe(balances.comp);
    expect(latest('casino')).toBe(balances.casinoMoney);
    const stake = items.find((item) => item.kind === 'bet_stake');
    expect(stake).toMatchObject({
      account: 'emoney',
      amount: -30_000,
      balanceAfter: 970_000,
      memo: '스포츠 베팅',
    });
    expect(
      items.filter((item) => item.kind === 'point_to_emoney').map((item) => [item.account, item.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['point', -5_000],
        ['emoney', 5_000],
      ]),
    );
  });

  it('never shows another member’s lines', async () => {
    const other = await login(t.app, 'member02');
    const { items, total } = (await list('', other)).json() as { items: Entry[]; total: number };
    expect(total).toBe(4);
    expect(items.map((item) => item.amount).sort((a, b) => a - b)).toEqual([
      1_000, 10_000, 200_000, 2_000_000,
    ]);
  });

  it('shows a withdrawal hold and its release as emoney lines only, never the withdraw_hold account', async () => {
    const other = await login(t.app, 'member03');
    const id = other.user.id;
    await t.db.sql.begin(async (tx) => {
      const hold = await createWalletRepository(tx).withdrawHoldAccountId(id);
      await transfer(tx, {
        kind: 'withdrawal_hold',
        actorId: id,
        memo: '출금 신청',
        from: { member: id, kind: 'emoney' },
        to: { id: hold },
        amount: 100_000,
      });
      await transfer(tx, {
        kind: 'withdrawal_release',
        actorId: null,
        from: { id: hold },
        to: { member: id, kind: 'emoney' },
        amount: 40_000,
      });
    });
    const { items, total } = (await list('', other)).json() as { items: Entry[]; total: number };
    expect(total).toBe(4 + 2);
    expect(items).toHaveLength(6);
    expect(new Set(items.map((item) => item.account))).toEqual(
      new Set(['emoney', 'casino', 'point', 'comp']),
    );
    const emoney = (await memberBalances(t.db.sql, id)).emoney;
    expect(
      items
        .slice(0, 2)
        .map(({ account, amount, balanceAfter, kind }) => [account, amount, balanceAfter, kind]),
    ).toEqual([
      ['emoney', 40_000, emoney, 'withdrawal_release'],
      ['emoney', -100_000, emoney - 40_000, 'withdrawal_hold'],
    ]);
  });

  it('filters by KST days, from and to inclusive', async () => {
    const days = await linesPerDay();
    expect(days.reduce((sum, { n }) => sum + n, 0)).toBe(32);
    for (const { day, n } of days)
      expect((await list(`?from=${day}&to=${day}`)).json()).toMatchObject({ total: n });
    const first = days[0]?.day ?? '';
    const last = days.at(-1)?.day ?? '';
    expect((await list(`?from=${first}&to=${last}`)).json()).toMatchObject({ total: 32 });
    const dayAround = (day: string, by: number) =>
      kstDay(new Date(Date.parse(`${day}T00:00:00+09:00`) + by * DAY));
    expect((await list(`?to=${dayAround(first, -1)}`)).json()).toEqual({ items: [], total: 0 });
    expect((await list(`?from=${dayAround(last, 1)}`)).json()).toEqual({ items: [], total: 0 });
  });

  it('defaults to the last 92 days (at least 3 months) and still answers any older range asked for', async () => {
    const today = (await linesPerDay())[0]?.day;
    t.clock.advance(91 * DAY);
    member = await login(t.app, 'member01');
    expect((await list()).json()).toMatchObject({ total: 32 });
    t.clock.advance(2 * DAY);
    member = await login(t.app, 'member01');
    expect((await list()).json()).toEqual({ items: [], total: 0 });
    expect((await list(`?from=${today}`)).json()).toMatchObject({ total: 32 });
  });

  it('refuses malformed queries with 400 and a missing session with 401', async () => {
    for (const query of ['?from=2026-13-01', '?to=yesterday', '?page=0', '?page=-1']) {
      expect((await list(query)).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/wallet/transactions' })).statusCode).toBe(401);
  });
});
