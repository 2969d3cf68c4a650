import type { Db } from '../../db/createSql';

export interface RewardLogLine {
  createdAt: Date;
  memo: string;
  /** Signed change of the wallet. */
  amount: number;
  /** The wallet's balance after the change. */
  balanceAfter: number;
}

/** Lines a log answers: the dialogs show the 10 latest (spec §9); 100 leaves room for scrolling. */
export const REWARD_LOG_LIMIT = 100;

/**
 * The latest changes of a member's point or comp wallet, newest first, read from the ledger postings.
 * @example const lines = await rewardLog(sql, 3, 'point');
 */
export function rewardLog(db: Db, memberId: number, kind: 'point' | 'comp'): Promise<RewardLogLine[]> {
  return db<RewardLogLine[]>`
    SELECT t.created_at, coalesce(t.memo, '') AS memo, p.amount, p.balance_after
    FROM accounts a
    JOIN postings p ON p.account_id = a.id
    JOIN ledger_transactions t ON t.id = p.transaction_id
    WHERE a.owner_member_id = ${memberId} AND a.kind = ${kind}
    ORDER BY p.id DESC
    LIMIT ${REWARD_LOG_LIMIT}`;
}
