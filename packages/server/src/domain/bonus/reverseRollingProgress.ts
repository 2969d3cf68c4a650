import type { Tx } from '../../db/createSql';
import { reverseStakeRolling } from './reverseStakeRolling';

/**
 * Gives back the rolling turnover a cancelled slip counted (reverseStakeRolling over the slip's entries). Call it
 * in the cancel's transaction, after locking the member. Returns the won given back.
 * @example await reverseRollingProgress(tx, slip.id, memberId);
 */
export const reverseRollingProgress = (tx: Tx, slipId: number, actorId: number): Promise<number> =>
  reverseStakeRolling(tx, { slipId }, { actorId, reason: `베팅 취소 (슬립 ${slipId})` });
