import type { Db } from '../../db/createSql';
import { createWalletRepository } from '../../repositories/walletRepository';

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
export const rewardLog = (db: Db, memberId: number, kind: 'point' | 'comp'): Promise<RewardLogLine[]> =>
  createWalletRepository(db).latestChanges(memberId, kind, REWARD_LOG_LIMIT);
