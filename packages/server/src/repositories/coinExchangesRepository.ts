import { WON_PER_COIN } from '@kbet/sdk';
import type { Db } from '../db/createSql';

/**
 * coin_exchanges: the coins each member moved in from the coin exchange, once per exchange tx id.
 * @example const heldCoins = await createCoinExchangesRepository(tx).unclaimedCoins(member.id);
 */
export const createCoinExchangesRepository = (sql: Db) => ({
  /**
   * Coins the member exchanged in (coin/change_coin) that no coin deposit request claims yet: a cancelled
   * coin deposit frees its coins for a new request.
   */
  async unclaimedCoins(memberId: number, db: Db = sql): Promise<number> {
    const [row] = await db<{ coins: number }[]>`
      SELECT (
        (SELECT coalesce(sum(coins), 0) FROM coin_exchanges WHERE member_id = ${memberId})
        - (SELECT coalesce(sum(deposit_amount / ${WON_PER_COIN}), 0) FROM charges
           WHERE member_id = ${memberId} AND deposit_mode = 0 AND type = 1 AND status IN (0, 1))
      )::int8 AS coins`;
    return row?.coins ?? 0;
  },

  /** Records an exchange once per (member, tx id); answers the new row's id, undefined when it existed. */
  async record(
    { memberId, txId, coins }: { memberId: number; txId: string; coins: number },
    db: Db = sql,
  ): Promise<number | undefined> {
    const [row] = await db<{ id: number }[]>`
      INSERT INTO coin_exchanges (member_id, tx_id, coins) VALUES (${memberId}, ${txId}, ${coins})
      ON CONFLICT (member_id, tx_id) DO NOTHING RETURNING id`;
    return row?.id;
  },
});

export type CoinExchangesRepository = ReturnType<typeof createCoinExchangesRepository>;
