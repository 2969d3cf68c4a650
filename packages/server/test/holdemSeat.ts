import type { App, Sql } from '@kbet/server/testing';
import type { LoggedIn } from './support/testApp';

/** Moves `amount` of the member's cash to casino money, which a hold'em buy-in spends. */
export const fundCasinoMoney = (app: App, who: LoggedIn, amount: number, key: string) =>
  app.inject({
    method: 'POST',
    url: '/casino-money/transfer',
    headers: { ...who.headers, 'idempotency-key': key },
    payload: { direction: 'toCasino', amount },
  });

/** The member's casino money as the ledger holds it. */
export const casinoMoneyOf = async (sql: Sql, who: LoggedIn) => {
  const [row] = await sql<{ balance: number }[]>`
    SELECT balance FROM accounts WHERE owner_member_id = ${who.user.id} AND kind = 'casino'`;
  return row?.balance ?? 0;
};

/** Launches a revolution table for the member (user create, then game link): the seat the table calls name. */
export async function openHoldemTable(app: App, who: LoggedIn) {
  const headers = who.headers;
  const userId = who.user.userId;
  await app.inject({ method: 'GET', url: `/revolution/user/create?userId=${userId}&nickname=x`, headers });
  const link = await app.inject({ method: 'GET', url: `/revolution/game/link?userId=${userId}`, headers });
  const url = new URL(link.json().payload, 'http://kbet.test');
  return { token: url.searchParams.get('token') ?? '', provider: 'revolution' };
}
