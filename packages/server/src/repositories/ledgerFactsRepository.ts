import type { LedgerFact } from '@kbet/sdk';
import type { Db } from '../db/createSql';

/** Ledger kinds that grant a bonus (they count against NGR); commissions paid to partners are not bonuses. */
export const BONUS_KINDS = ['deposit_bonus', 'roulette_prize', 'attendance_reward'] as const;

export interface LedgerFactsQuery {
  /** Inclusive Korean days `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Only these members (a partner's downline); all members when absent. */
  memberIds?: readonly number[];
}

/**
 * Per member, Korean day and vertical totals from the ledger's postings on member accounts (partner-settlement.md
 * "Inputs"). Play is every transaction carrying a vertical, so a vertical added later is included unchanged:
 * a cancel, refund or void gives the stake back (less turnover), a reversal takes a payout back, otherwise a
 * debit is a stake and a credit a payout. Play inside a time-out or self-exclusion earns no commission and is
 * left out. Bonuses, deposits and withdrawals have no vertical (null).
 * @example const facts = await repos.ledgerFacts.facts({ from: '2026-11-23', to: '2026-11-29' });
 */
export const createLedgerFactsRepository = (sql: Db) => ({
  async facts({ from, to, memberIds }: LedgerFactsQuery, db: Db = sql): Promise<LedgerFact[]> {
    const scoped = memberIds !== undefined;
    return db<LedgerFact[]>`
      WITH moves AS (
        SELECT a.owner_member_id AS member_id,
               (t.created_at AT TIME ZONE 'Asia/Seoul')::date AS day,
               t.vertical, t.kind, p.amount
        FROM ledger_transactions t
        JOIN postings p ON p.transaction_id = t.id
        JOIN accounts a ON a.id = p.account_id AND a.owner_member_id IS NOT NULL
        WHERE t.created_at >= (${from}::date)::timestamp AT TIME ZONE 'Asia/Seoul'
          AND t.created_at < ((${to}::date + 1))::timestamp AT TIME ZONE 'Asia/Seoul'
          AND (t.vertical IS NOT NULL
            OR t.kind IN ('deposit', 'withdrawal', ${BONUS_KINDS[0]}, ${BONUS_KINDS[1]}, ${BONUS_KINDS[2]}))
          AND (${!scoped} OR a.owner_member_id = ANY(${scoped ? [...memberIds] : []}::int[]))
          AND (t.vertical IS NULL OR NOT EXISTS (
            SELECT 1 FROM rg_exclusions e
            WHERE e.member_id = a.owner_member_id AND t.created_at >= e.starts_at AND t.created_at < e.ends_at))
      )
      SELECT member_id, to_char(day, 'YYYY-MM-DD') AS day, vertical,
        coalesce(sum(CASE
          WHEN vertical IS NULL THEN 0
          WHEN kind ~ '(cancel|refund|void)' THEN -amount
          WHEN kind ~ 'reversal' THEN 0
          WHEN amount < 0 THEN -amount ELSE 0 END), 0)::int8 AS turnover,
        coalesce(sum(CASE
          WHEN vertical IS NULL OR kind ~ '(cancel|refund|void)' THEN 0
          WHEN kind ~ 'reversal' THEN amount
          WHEN amount > 0 THEN amount ELSE 0 END), 0)::int8 AS payouts,
        coalesce(sum(CASE WHEN vertical IS NULL AND kind NOT IN ('deposit', 'withdrawal') THEN amount ELSE 0 END), 0)::int8
          AS bonuses,
        coalesce(sum(CASE WHEN kind = 'deposit' THEN amount ELSE 0 END), 0)::int8 AS deposits,
        coalesce(sum(CASE WHEN kind = 'withdrawal' THEN -amount ELSE 0 END), 0)::int8 AS withdrawals
      FROM moves
      GROUP BY member_id, day, vertical
      ORDER BY member_id, day, vertical NULLS FIRST`;
  },
});
