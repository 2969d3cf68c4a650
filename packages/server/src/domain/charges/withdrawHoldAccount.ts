import type { Db } from '../../db/createSql';

/**
 * The id of the member's withdraw_hold account, where requested withdrawals wait for staff; opened on
 * first use (the ledger's openMemberAccounts opens the four spendable wallets only).
 * @example await transfer(tx, { …, to: { id: await withdrawHoldAccount(tx, member.id) } });
 */
export async function withdrawHoldAccount(db: Db, memberId: number): Promise<number> {
  await db`
    INSERT INTO accounts (owner_member_id, kind) VALUES (${memberId}, 'withdraw_hold')
    ON CONFLICT ON CONSTRAINT accounts_owner_kind_unique DO NOTHING`;
  const [row] = await db<{ id: number }[]>`
    SELECT id FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'withdraw_hold'`;
  return row!.id;
}
