import type { Db } from '../../db/createSql';
import { createLedgerRepository } from '../../repositories/ledgerRepository';

/**
 * Creates a member's four zero-balance wallets (idempotent). Call it in the transaction that creates the member.
 * @example await openMemberAccounts(tx, member.id);
 */
export async function openMemberAccounts(db: Db, memberId: number): Promise<void> {
  await createLedgerRepository(db).openMemberAccounts(memberId);
}
