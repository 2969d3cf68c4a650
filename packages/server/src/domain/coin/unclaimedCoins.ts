import { WON_PER_COIN } from '@kbet/sdk';
import type { Db } from '../../db/createSql';

/**
 * Coins the member exchanged in (coin/change_coin) that no coin deposit request claims yet: a cancelled
 * coin deposit frees its coins for a new request.
 * @example const heldCoins = await unclaimedCoins(tx, member.id);
 */
export async function unclaimedCoins(db: Db, memberId: number): Promise<number> {
  const [row] = await db<{ coins: number }[]>`
    SELECT (
      (SELECT coalesce(sum(coins), 0) FROM coin_exchanges WHERE member_id = ${memberId})
      - (SELECT coalesce(sum(deposit_amount / ${WON_PER_COIN}), 0) FROM charges
         WHERE member_id = ${memberId} AND deposit_mode = 0 AND type = 1 AND status IN (0, 1))
    )::int8 AS coins`;
  return row?.coins ?? 0;
}
