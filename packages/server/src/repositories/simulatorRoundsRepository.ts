import type { Db } from '../db/createSql';

/** A simulator provider's own totals of one round (its back office's record, not our wallet's). */
export interface SimulatorRoundRow {
  roundId: string;
  bet: number;
  win: number;
  refund: number;
}

/**
 * The simulator providers' round records (sim_provider_rounds): each simulator adds to a round's totals once
 * the wallet accepted the money, and reports a day of them for reconciliation.
 * @example await createSimulatorRoundsRepository(sql).add('kbetsim', 'r-1', { bet: 500 }, now);
 */
export const createSimulatorRoundsRepository = (sql: Db) => ({
  async add(
    providerId: string,
    roundId: string,
    amounts: { bet?: number; win?: number; refund?: number },
    at: Date,
    db: Db = sql,
  ): Promise<void> {
    const bet = amounts.bet ?? 0;
    const win = amounts.win ?? 0;
    const refund = amounts.refund ?? 0;
    await db`
      INSERT INTO sim_provider_rounds (provider_id, round_id, bet, win, refund, created_at)
      VALUES (${providerId}, ${roundId}, ${bet}, ${win}, ${refund}, ${at})
      ON CONFLICT (provider_id, round_id) DO UPDATE SET
        bet = sim_provider_rounds.bet + EXCLUDED.bet,
        win = sim_provider_rounds.win + EXCLUDED.win,
        refund = sim_provider_rounds.refund + EXCLUDED.refund`;
  },

  /** The rounds a provider opened in [from, to), by round id. */
  async report(providerId: string, from: Date, to: Date, db: Db = sql): Promise<SimulatorRoundRow[]> {
    return db<SimulatorRoundRow[]>`
      SELECT round_id, bet::int8 AS bet, win::int8 AS win, refund::int8 AS refund FROM sim_provider_rounds
      WHERE provider_id = ${providerId} AND created_at >= ${from} AND created_at < ${to}
      ORDER BY round_id`;
  },
});
