import type { Db } from '../../db/createSql';
import { MEMBER_ACCOUNT_KINDS } from './accountKinds';

/**
 * Creates a member's four zero-balance wallets (idempotent). Call it in the transaction that creates the member.
 * @example await openMemberAccounts(tx, member.id);
 */
export async function openMemberAccounts(db: Db, memberId: number): Promise<void> {
  await db`
    INSERT INTO accounts ${db(MEMBER_ACCOUNT_KINDS.map((kind) => ({ ownerMemberId: memberId, kind })))}
    ON CONFLICT ON CONSTRAINT accounts_owner_kind_unique DO NOTHING`;
}
