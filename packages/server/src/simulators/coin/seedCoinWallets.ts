import type { Db } from '../../db/createSql';

/** Coins each demo member holds at the simulated exchange (1 coin = 10,000 won). */
export const DEMO_COINS = 50;

/**
 * Gives every non-staff member a simulated coin wallet of DEMO_COINS, for the demo's coin deposit.
 * @example await seedCoinWallets(tx);
 */
export async function seedCoinWallets(db: Db): Promise<void> {
  await db`
    INSERT INTO coin_sim_wallets (user_id, coins)
    SELECT user_id, ${DEMO_COINS} FROM members WHERE role < 10
    ON CONFLICT (user_id) DO NOTHING`;
}
