import type { BonusItem } from '@kbet/sdk';
import type { Db } from '../db/createSql';

/**
 * bet_bonus_items: the bonus folders an operator offers (spec §3 fixtureId 'bonus'; e.g. 3 folders → 1.03,
 * 5 folders → 1.08), each with its rule (min_count other selections priced min_odds or more).
 * @example const items = await createBonusItemsRepository(sql).listActive();
 */
export const createBonusItemsRepository = (sql: Db) => ({
  /** The active items, in the operator's order. */
  async listActive(db: Db = sql): Promise<BonusItem[]> {
    return db<BonusItem[]>`
      SELECT id, name, name_korean, price::text AS price, version, min_odds::text AS min_odds, min_count
      FROM bet_bonus_items WHERE active ORDER BY sort_order, id`;
  },
});
