import type { Db } from '../../db/createSql';
import { createLedgerRepository } from '../../repositories/ledgerRepository';

/** The wallet balances as the User object names them (spec §3). */
export interface MemberBalances {
  emoney: number;
  casinoMoney: number;
  point: number;
  comp: number;
}

/**
 * Reads a member's balances from the ledger accounts.
 * @example const { emoney } = await memberBalances(sql, 3);
 */
export async function memberBalances(db: Db, memberId: number): Promise<MemberBalances> {
  return createLedgerRepository(db).memberBalances(memberId);
}
