import type { Sql } from '../../db/createSql';
import type { CoinExchange, CoinExchangeResult } from '../../domain/coin/coinExchange';

/** The simulator's extra: coins bought at the (simulated) exchange. */
export interface SimulatedCoinExchange extends CoinExchange {
  grant(userId: string, coins: number): Promise<void>;
}

class InsufficientCoins extends Error {}

/**
 * The play-money coin exchange: one wallet per user id in coin_sim_wallets, transfers keyed by tx_id in
 * coin_sim_transfers. It runs its own transactions on the pool, as a remote exchange would, never the
 * caller's.
 * @example const exchange = createSimulatedCoinExchange(sql); await exchange.balance('member01');
 */
export function createSimulatedCoinExchange(sql: Sql): SimulatedCoinExchange {
  return {
    async balance(userId) {
      const [row] = await sql<
        { coins: number }[]
      >`SELECT coins FROM coin_sim_wallets WHERE user_id = ${userId}`;
      return row?.coins ?? 0;
    },

    async findTransfer(userId, txId) {
      const [row] = await sql<{ coins: number }[]>`
        SELECT coins FROM coin_sim_transfers WHERE user_id = ${userId} AND tx_id = ${txId}`;
      return row;
    },

    async exchange({ userId, txId, coins }): Promise<CoinExchangeResult> {
      if (!Number.isSafeInteger(coins) || coins <= 0) throw new RangeError(`invalid coins ${coins}`);
      try {
        return await sql.begin(async (tx) => {
          // A concurrent twin waits on the key here, then sees the first one's row.
          const [inserted] = await tx`
            INSERT INTO coin_sim_transfers (user_id, tx_id, coins) VALUES (${userId}, ${txId}, ${coins})
            ON CONFLICT (user_id, tx_id) DO NOTHING RETURNING coins`;
          if (!inserted) {
            const [done] = await tx<{ coins: number }[]>`
              SELECT coins FROM coin_sim_transfers WHERE user_id = ${userId} AND tx_id = ${txId}`;
            return done?.coins === coins
              ? { success: true as const }
              : { success: false as const, reason: 'tx_conflict' as const };
          }
          const [debited] = await tx`
            UPDATE coin_sim_wallets SET coins = coins - ${coins}
            WHERE user_id = ${userId} AND coins >= ${coins} RETURNING coins`;
          if (!debited) throw new InsufficientCoins();
          return { success: true as const };
        });
      } catch (error) {
        if (error instanceof InsufficientCoins) return { success: false, reason: 'insufficient_coins' };
        throw error;
      }
    },

    async grant(userId, coins) {
      await sql`
        INSERT INTO coin_sim_wallets (user_id, coins) VALUES (${userId}, ${coins})
        ON CONFLICT (user_id) DO UPDATE SET coins = coin_sim_wallets.coins + excluded.coins`;
    },
  };
}
