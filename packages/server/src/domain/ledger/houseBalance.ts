import type { Db } from '../../db/createSql';
import type { HouseAccountKind } from './accountKinds';

/**
 * What the house holds in one of its accounts: the sum of that kind's shard rows (house_balances),
 * each of which equals the sum of its postings.
 * @example const stakesHeld = await houseBalance(sql, 'house_bets');
 */
export async function houseBalance(db: Db, kind: HouseAccountKind): Promise<number> {
  const [row] = await db<{ balance: number }[]>`SELECT balance FROM house_balances WHERE kind = ${kind}`;
  if (!row) throw new Error(`no house account ${kind}`);
  return row.balance;
}
