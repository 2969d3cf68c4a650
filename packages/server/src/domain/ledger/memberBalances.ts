import type { Db } from '../../db/createSql';

/** The wallet balances as the User object names them (spec §3). */
export interface MemberBalances {
  emoney: number;
  casinoMoney: number;
  point: number;
  comp: number;
}

/**
 * Reads a member's balances from the ledger accounts.
 * @example const { emoney } = await memberBalances(sql, 3);
 */
export async function memberBalances(db: Db, memberId: number): Promise<MemberBalances> {
  const [row] = await db<MemberBalances[]>`
    SELECT
      coalesce(sum(balance) FILTER (WHERE kind = 'emoney'), 0)::int8 AS emoney,
      coalesce(sum(balance) FILTER (WHERE kind = 'casino'), 0)::int8 AS casino_money,
      coalesce(sum(balance) FILTER (WHERE kind = 'point'), 0)::int8 AS point,
      coalesce(sum(balance) FILTER (WHERE kind = 'comp'), 0)::int8 AS comp
    FROM accounts WHERE owner_member_id = ${memberId}`;
  return row ?? { emoney: 0, casinoMoney: 0, point: 0, comp: 0 };
}
