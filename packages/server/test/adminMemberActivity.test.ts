import type { Vertical } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction } from '../src/domain/ledger';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

/**
 * `kbet members transactions | bets`: a member's postings and bets of every vertical, read by staff only,
 * paged and filtered, from the ledger.
 */
describe('/admin-api/members/:userId/transactions and /bets', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member: LoggedIn;
  let key = 0;

  const get = (url: string, as: LoggedIn = admin) =>
    t.app.inject({ method: 'GET', url: `/admin-api${url}`, headers: as.headers });
  /** A member ↔ house movement about `ref` (positive credits the member). */
  const post = (kind: string, amount: number, vertical: Vertical | undefined, ref: string) =>
    t.db.sql.begin((tx) =>
      postTransaction(tx, {
        kind,
        ...(vertical === undefined ? {} : { vertical }),
        ref: { type: 'round', id: ref },
        actorId: null,
        dedupeKey: `activity-${++key}`,
        postings: [
          { account: { member: member.user.id, kind: 'emoney' }, amount },
          { account: { house: vertical === undefined ? 'house_cash' : 'house_bets' }, amount: -amount },
        ],
      }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member = await login(t.app, 'member02');
    await post('deposit', 100_000, undefined, 'd1');
    await post('bet_stake', -10_000, 'casino', 'c1');
    await post('bet_payout', 25_000, 'casino', 'c1');
    await post('bet_stake', -3_000, 'slot', 's1');
    await post('bet_stake', -2_000, 'minigame', 'm1');
    await post('bet_cancel', 2_000, 'minigame', 'm1');
  });
  afterAll(() => t.close());

  it('lists every posting newest first, filtered by kind and vertical', async () => {
    const all = await get('/members/member02/transactions');
    expect(all.statusCode).toBe(200);
    const { items, total } = all.json();
    expect(total).toBeGreaterThanOrEqual(6);
    expect(items[0]).toMatchObject({
      kind: 'bet_cancel',
      vertical: 'minigame',
      account: 'emoney',
      amount: 2_000,
    });
    expect(items[0].ref).toBe('round:m1');
    const casino = (await get('/members/member02/transactions?vertical=casino')).json();
    expect(casino.items.map((i: { kind: string }) => i.kind)).toEqual(['bet_payout', 'bet_stake']);
    expect(casino.total).toBe(2);
    const deposits = (await get('/members/member02/transactions?kind=deposit')).json();
    expect(deposits.items.every((i: { kind: string }) => i.kind === 'deposit')).toBe(true);
  });

  it('lists bets of every vertical with stake, payout and net, newest first', async () => {
    const res = await get('/members/member02/bets');
    expect(res.statusCode).toBe(200);
    const bets = res.json().items.filter((b: { ref: string }) => /^round:[a-z]\d$/.test(b.ref));
    expect(
      bets.map((b: { ref: string; stake: number; payout: number; net: number }) => [
        b.ref,
        b.stake,
        b.payout,
        b.net,
      ]),
    ).toEqual([
      ['round:m1', 0, 0, 0],
      ['round:s1', 3_000, 0, -3_000],
      ['round:c1', 10_000, 25_000, 15_000],
    ]);
    expect(bets[2]).toMatchObject({ vertical: 'casino', moves: 2, slipStatus: null });
    const slots = (await get('/members/member02/bets?vertical=slot')).json();
    expect(slots).toMatchObject({ total: 1, items: [{ ref: 'round:s1' }] });
    const past = (await get('/members/member02/bets?from=2000-01-01&to=2000-01-31')).json();
    expect(past).toEqual({ items: [], total: 0 });
  });

  it('is for staff only, 404 for an unknown member, 400 for a reversed range', async () => {
    expect((await get('/members/member02/bets', member)).statusCode).toBe(403);
    expect((await get('/members/member02/transactions', member)).statusCode).toBe(403);
    expect((await get('/members/nobody99/bets')).statusCode).toBe(404);
    const reversed = await get('/members/member02/transactions?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect((await get('/members/member02/bets?vertical=poker')).statusCode).toBe(400);
  });
});
