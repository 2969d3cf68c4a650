import type { BonusItem } from '@kbet/sdk';
import type { Db } from '../db/createSql';

/**
 * bet_bonus_items: the bonus folders an operator offers (spec §3 fixtureId 'bonus'; e.g. 3 folders → 1.03,
 * 5 folders → 1.08), each with its rule (min_count other selections priced min_odds or more).
 * @example const items = await createBonusItemsRepository(sql).listActive();
 */
/** An item as staff set it; its version moves when its price or rule changes, so open slips see an odds change. */
export type BonusItemInput = Omit<BonusItem, 'version'>;

export const createBonusItemsRepository = (sql: Db) => ({
  /** The active items, in the operator's order. */
  async listActive(db: Db = sql): Promise<BonusItem[]> {
    return db<BonusItem[]>`
      SELECT id, name, name_korean, price::text AS price, version, min_odds::text AS min_odds, min_count
      FROM bet_bonus_items WHERE active ORDER BY sort_order, id`;
  },

  /** Makes `items` the active ones, in this order; items left out are deactivated (slips keep their copies). */
  async replaceActive(items: readonly BonusItemInput[], db: Db = sql): Promise<void> {
    const rows = items.map((item, index) => ({
      id: item.id,
      name: item.name,
      name_korean: item.nameKorean,
      price: item.price,
      min_odds: item.minOdds,
      min_count: item.minCount,
      sort_order: index + 1,
    }));
    await db`UPDATE bet_bonus_items SET active = false WHERE NOT (id = ANY(${items.map((i) => i.id)}::text[]))`;
    await db`
      INSERT INTO bet_bonus_items AS b (id, name, name_korean, price, min_odds, min_count, sort_order, active)
      SELECT r.id, r.name, r.name_korean, r.price, r.min_odds, r.min_count, r.sort_order, true
      FROM jsonb_to_recordset(${db.json(rows)}::jsonb) AS r (
        id text, name text, name_korean text, price numeric, min_odds numeric, min_count integer, sort_order integer)
      ON CONFLICT (id) DO UPDATE SET
        name = excluded.name, name_korean = excluded.name_korean, price = excluded.price,
        min_odds = excluded.min_odds, min_count = excluded.min_count, sort_order = excluded.sort_order, active = true,
        version = CASE WHEN (b.price, b.min_odds, b.min_count) = (excluded.price, excluded.min_odds, excluded.min_count)
                       THEN b.version ELSE (b.version::bigint + 1)::text END`;
  },
});
