import type { Db } from '../../db/createSql';
import { createLedgerRepository } from '../../repositories/ledgerRepository';
import type { HouseAccountKind } from './accountKinds';

/**
 * What the house holds in one of its accounts: the sum of that kind's shard rows (house_balances),
 * each of which equals the sum of its postings.
 * @example const stakesHeld = await houseBalance(sql, 'house_bets');
 */
export async function houseBalance(db: Db, kind: HouseAccountKind): Promise<number> {
  const balance = await createLedgerRepository(db).houseBalance(kind);
  if (balance === undefined) throw new Error(`no house account ${kind}`);
  return balance;
}
