import type { CHARGE_STATUS } from '@kbet/sdk';
import type { Db } from '../db/createSql';

/** A charges row (camelCase columns): a deposit (depositMode 0) or withdrawal (1) request. */
export interface ChargeRow {
  id: number;
  memberId: number;
  depositMode: number;
  depositAmount: number;
  depositName: string;
  duplicate: number;
  userDisplayFlag: number;
  type: number;
  pointType: number;
  pointFlag: number;
  confirmFlag: number;
  status: number;
  bonusAmount: number | null;
  processedBy: number | null;
  processReason: string | null;
  depositDate: Date | null;
  processDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What request_withdrawal takes: the request, the results of the SDK's rules that need no rows, the others' limits. */
export interface OneStatementWithdrawal {
  memberId: number;
  key: string;
  hash: string;
  amount: number;
  /** The entered account holder, trimmed; '' for the registered one. */
  holder: string;
  now: Date;
  /** The start of the Korean day of `now`. */
  dayStart: Date;
  dayMax: number;
  intervalMs: number;
  afterDepositMs: number;
  /** The first refusal of the type and amount rules (SDK validateWithdrawal but its cash check), or null. */
  refused: string | null;
  /** The member's per-request cap (SDK withdrawalRequestMax). */
  requestMax: number;
  /** Whether the holder names the member (SDK isOwnNameAccount). */
  ownName: boolean;
  /** Whether it is the closed hours (SDK isWithdrawalClosedAt). */
  closed: boolean;
  /** The registered name and level the three above were worked out from. */
  registered: string;
  role: number;
}

/**
 * What request_withdrawal answers: the new charge's id, or what the key already holds (its first request's hash
 * and stored answer). Tagged, so the charge id exists wherever the outcome is 'requested'.
 */
export type OneStatementWithdrawalRow =
  | { outcome: 'requested'; chargeId: number }
  | { outcome: 'stored'; requestHash: string; responseStatus: number | null; responseBody: unknown };

export type NewCharge = Pick<
  ChargeRow,
  | 'memberId'
  | 'depositMode'
  | 'depositAmount'
  | 'depositName'
  | 'type'
  | 'pointType'
  | 'pointFlag'
  | 'confirmFlag'
> & { now: Date };

export interface ChargeOutcome {
  /** Done or cancelled: a decided charge never returns to processing. */
  status: typeof CHARGE_STATUS.DONE | typeof CHARGE_STATUS.CANCELLED;
  bonusAmount: number | null;
  processedBy: number | null;
  processReason: string | null;
  now: Date;
}

/**
 * Deposit and withdrawal records. Bound to the pool or, in domain code, to the caller's transaction;
 * every function also takes an optional transaction.
 * @example const charge = await createChargesRepository(tx).lockById(7);
 */
export const createChargesRepository = (sql: Db) => ({
  /** The member's approved deposits processed in [from, to): how many, and their total in won. */
  async approvedDeposits(
    memberId: number,
    { from, to }: { from: Date; to: Date },
    db: Db = sql,
  ): Promise<{ count: number; amount: number }> {
    const [row] = await db<{ count: number; amount: number }[]>`
      SELECT count(*)::int8 AS count, coalesce(sum(deposit_amount), 0)::int8 AS amount FROM charges
      WHERE member_id = ${memberId} AND deposit_mode = 0 AND status = 1
        AND process_date >= ${from} AND process_date < ${to}`;
    return row ?? { count: 0, amount: 0 };
  },

  async findById(id: number, db: Db = sql): Promise<ChargeRow | undefined> {
    const [row] = await db<ChargeRow[]>`SELECT * FROM charges WHERE id = ${id}`;
    return row;
  },

  /** Locks the charge for the rest of the transaction (after the member's row: members, then charges). */
  async lockById(id: number, db: Db = sql): Promise<ChargeRow | undefined> {
    const [row] = await db<ChargeRow[]>`SELECT * FROM charges WHERE id = ${id} FOR UPDATE`;
    return row;
  },

  /** Inserts a processing request; `duplicate` counts the member's other processing requests of the mode. */
  async insert({ now, ...charge }: NewCharge, db: Db = sql): Promise<ChargeRow> {
    const [row] = await db<ChargeRow[]>`
      INSERT INTO charges (member_id, deposit_mode, deposit_amount, deposit_name, duplicate, type,
                           point_type, point_flag, confirm_flag, deposit_date, created_at, updated_at)
      VALUES (${charge.memberId}, ${charge.depositMode}, ${charge.depositAmount}, ${charge.depositName},
              (SELECT count(*) FROM charges
               WHERE member_id = ${charge.memberId} AND deposit_mode = ${charge.depositMode} AND status = 0),
              ${charge.type}, ${charge.pointType}, ${charge.pointFlag}, ${charge.confirmFlag},
              ${now}, ${now}, ${now})
      RETURNING *`;
    return row!;
  },

  /** Moves a processing charge to done or cancelled; undefined when it was no longer processing. */
  async settle(id: number, outcome: ChargeOutcome, db: Db = sql): Promise<ChargeRow | undefined> {
    const [row] = await db<ChargeRow[]>`
      UPDATE charges
      SET status = ${outcome.status}, bonus_amount = ${outcome.bonusAmount}, processed_by = ${outcome.processedBy},
          process_reason = ${outcome.processReason}, process_date = ${outcome.now}, updated_at = ${outcome.now}
      WHERE id = ${id} AND status = 0
      RETURNING *`;
    return row;
  },

  async hide(id: number, now: Date, db: Db = sql): Promise<ChargeRow | undefined> {
    const [row] = await db<ChargeRow[]>`
      UPDATE charges SET user_display_flag = 0, updated_at = ${now} WHERE id = ${id} RETURNING *`;
    return row;
  },

  /** The member's records still shown to them, newest first; one page when `paging` is given. */
  async listVisible(
    memberId: number,
    filter: { depositMode?: number; paging?: { page: number; perpage: number } },
    db: Db = sql,
  ): Promise<ChargeRow[]> {
    const mode = filter.depositMode ?? null;
    const limit = filter.paging ? filter.paging.perpage : null;
    const offset = filter.paging ? (filter.paging.page - 1) * filter.paging.perpage : 0;
    return db<ChargeRow[]>`
      SELECT * FROM charges
      WHERE member_id = ${memberId} AND user_display_flag = 1
        AND (${mode}::smallint IS NULL OR deposit_mode = ${mode}::smallint)
      ORDER BY created_at DESC, id DESC
      LIMIT ${limit}::int8 OFFSET ${offset}::int8`;
  },

  /**
   * A withdrawal request in one statement (request_withdrawal, migrations 340, 370 and 390): the key claimed, the
   * member locked, the checks that need their rows, the charge row, the hold transfer with its books, both audit
   * rows and the stored answer. Outcome 'requested' (the charge id) or 'stored' (the key's first request and
   * answer); raises KB003 with the refusal in its DETAIL (withdrawalRefusal), having written nothing.
   */
  async requestWithdrawal(input: OneStatementWithdrawal, db: Db = sql): Promise<OneStatementWithdrawalRow> {
    const [row] = await db<
      {
        outcome: string;
        chargeId: number | null;
        requestHash: string;
        responseStatus: number | null;
        responseBody: unknown;
      }[]
    >`
      SELECT outcome, charge_id, request_hash, response_status, response_body
      FROM request_withdrawal(${input.memberId}, ${input.key}, ${input.hash}, ${input.amount}, ${input.holder},
        ${input.now}, ${input.dayStart}, ${input.dayMax}, ${input.intervalMs}, ${input.afterDepositMs},
        ${input.refused}, ${input.requestMax}, ${input.ownName}, ${input.closed}, ${input.registered}, ${input.role})`;
    if (row?.outcome === 'requested' && row.chargeId !== null)
      return { outcome: 'requested', chargeId: row.chargeId };
    if (row?.outcome === 'stored') {
      const { requestHash, responseStatus, responseBody } = row;
      return { outcome: 'stored', requestHash, responseStatus, responseBody };
    }
    throw new Error(`request_withdrawal answered ${row ? row.outcome : 'no row'}`);
  },
});

export type ChargesRepository = ReturnType<typeof createChargesRepository>;
