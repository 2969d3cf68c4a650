import type { CarryoverMode, PartnerTier } from '@kbet/sdk';
import type { Db } from '../db/createSql';

export interface PartnerRow {
  memberId: number;
  parentId: number | null;
  tier: PartnerTier;
  code: string;
  userId: string;
  nickname: string;
  createdAt: Date;
}

export interface ContractRow {
  partnerId: number;
  /** `YYYY-MM-DD`. */
  effectiveFrom: string;
  losingBp: number;
  rollingSportsBp: number;
  rollingMinigameBp: number;
  rollingVirtualBp: number;
  rollingCasinoBp: number;
  rollingSlotBp: number;
  carryover: CarryoverMode;
  carryoverCap: number | null;
}

export type NewContract = ContractRow & { createdBy: number; createdAt: Date };

/** A member and the partner (and recommender) it belongs to. */
export interface DownlineRow {
  memberId: number;
  partnerId: number | null;
  recommenderId: number | null;
}

export interface DownlineMemberRow {
  memberId: number;
  userId: string;
  nickname: string;
  accountHolder: string | null;
  phoneNumber: string | null;
  bankAccountNumber: string | null;
  status: string;
  emoney: number;
  createdAt: Date;
}

export interface RecommenderContractRow {
  memberId: number;
  losingBp: number;
  carryover: CarryoverMode;
  carryoverCap: number | null;
}

const partnerColumns = (db: Db) => db`
  p.member_id, p.parent_id, p.tier, p.code, m.user_id, m.nickname, p.created_at`;

/**
 * The partner tree, contracts and which partner each member belongs to. Every function takes an optional
 * transaction.
 * @example const partners = await repos.partners.list();
 */
export const createPartnersRepository = (sql: Db) => ({
  async list(db: Db = sql): Promise<PartnerRow[]> {
    return db<PartnerRow[]>`
      SELECT ${partnerColumns(db)} FROM partners p JOIN members m ON m.id = p.member_id ORDER BY p.tier, p.member_id`;
  },

  async find(memberId: number, db: Db = sql): Promise<PartnerRow | undefined> {
    const [row] = await db<PartnerRow[]>`
      SELECT ${partnerColumns(db)} FROM partners p JOIN members m ON m.id = p.member_id WHERE p.member_id = ${memberId}`;
    return row;
  },

  async findByCode(code: string, db: Db = sql): Promise<PartnerRow | undefined> {
    const [row] = await db<PartnerRow[]>`
      SELECT ${partnerColumns(db)} FROM partners p JOIN members m ON m.id = p.member_id WHERE p.code = ${code}`;
    return row;
  },

  async insert(
    row: {
      memberId: number;
      parentId: number | null;
      tier: PartnerTier;
      code: string;
      createdBy: number;
      createdAt: Date;
    },
    db: Db = sql,
  ): Promise<void> {
    await db`
      INSERT INTO partners (member_id, parent_id, tier, code, created_by, created_at)
      VALUES (${row.memberId}, ${row.parentId}, ${row.tier}, ${row.code}, ${row.createdBy}, ${row.createdAt})`;
    // A partner is a type-1 member (spec §3, §6), and its code is a sign-up code of type 1 (spec §4).
    await db`UPDATE members SET type = 1 WHERE id = ${row.memberId} AND type = 0`;
    await db`INSERT INTO suggestion_codes (code, type, member_id) VALUES (${row.code}, 1, ${row.memberId})`;
  },

  /** Whether a sign-up code is taken, case-insensitively (partner codes are sign-up codes). */
  async codeTaken(code: string, db: Db = sql): Promise<boolean> {
    const [row] = await db<{ taken: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM suggestion_codes WHERE upper(code) = upper(${code})) AS taken`;
    return row?.taken === true;
  },

  /**
   * A new member belongs to the partner whose code it used, or to its referrer's partner when the code was a
   * member's.
   */
  async assignSignupPartner(memberId: number, referrerId: number, db: Db = sql): Promise<void> {
    await db`
      UPDATE members SET partner_id = coalesce(
        (SELECT member_id FROM partners WHERE member_id = ${referrerId}),
        (SELECT partner_id FROM members WHERE id = ${referrerId}))
      WHERE id = ${memberId}`;
  },

  async insertContract(contract: NewContract, db: Db = sql): Promise<void> {
    await db`
      INSERT INTO partner_contracts (partner_id, effective_from, losing_bp, rolling_sports_bp, rolling_minigame_bp,
        rolling_virtual_bp, rolling_casino_bp, rolling_slot_bp, carryover, carryover_cap, created_by, created_at)
      VALUES (${contract.partnerId}, ${contract.effectiveFrom}, ${contract.losingBp}, ${contract.rollingSportsBp},
        ${contract.rollingMinigameBp}, ${contract.rollingVirtualBp}, ${contract.rollingCasinoBp}, ${contract.rollingSlotBp},
        ${contract.carryover}, ${contract.carryoverCap}, ${contract.createdBy}, ${contract.createdAt})
      ON CONFLICT (partner_id, effective_from) DO NOTHING`;
  },

  /** Each partner's contract in force on a day (the latest that started on or before it). */
  async contractsOn(day: string, db: Db = sql): Promise<ContractRow[]> {
    return db<ContractRow[]>`
      SELECT DISTINCT ON (partner_id) partner_id, to_char(effective_from, 'YYYY-MM-DD') AS effective_from, losing_bp,
        rolling_sports_bp, rolling_minigame_bp, rolling_virtual_bp, rolling_casino_bp, rolling_slot_bp, carryover,
        carryover_cap
      FROM partner_contracts WHERE effective_from <= ${day}::date
      ORDER BY partner_id, effective_from DESC`;
  },

  /** Every contract of a partner, newest first (the show command's history). */
  async contractsOf(partnerId: number, db: Db = sql): Promise<ContractRow[]> {
    return db<ContractRow[]>`
      SELECT partner_id, to_char(effective_from, 'YYYY-MM-DD') AS effective_from, losing_bp, rolling_sports_bp,
        rolling_minigame_bp, rolling_virtual_bp, rolling_casino_bp, rolling_slot_bp, carryover, carryover_cap
      FROM partner_contracts WHERE partner_id = ${partnerId} ORDER BY effective_from DESC`;
  },

  async recommenderContractsOn(day: string, db: Db = sql): Promise<RecommenderContractRow[]> {
    return db<RecommenderContractRow[]>`
      SELECT DISTINCT ON (member_id) member_id, losing_bp, carryover, carryover_cap
      FROM recommender_contracts WHERE effective_from <= ${day}::date
      ORDER BY member_id, effective_from DESC`;
  },

  async insertRecommenderContract(
    row: RecommenderContractRow & { effectiveFrom: string; createdBy: number; createdAt: Date },
    db: Db = sql,
  ): Promise<void> {
    await db`
      INSERT INTO recommender_contracts (member_id, effective_from, losing_bp, carryover, carryover_cap, created_by, created_at)
      VALUES (${row.memberId}, ${row.effectiveFrom}, ${row.losingBp}, ${row.carryover}, ${row.carryoverCap},
        ${row.createdBy}, ${row.createdAt})
      ON CONFLICT (member_id, effective_from) DO NOTHING`;
  },

  /** Members that belong to a partner or were referred by someone. */
  async downline(db: Db = sql): Promise<DownlineRow[]> {
    return db<DownlineRow[]>`
      SELECT id AS member_id, partner_id, recommender_id FROM members
      WHERE partner_id IS NOT NULL OR recommender_id IS NOT NULL`;
  },

  /** The members under a partner, directly or through its sub-partners (iterative, at most three tiers). */
  async downlineOf(partnerId: number, db: Db = sql): Promise<number[]> {
    const rows = await db<{ id: number }[]>`
      WITH RECURSIVE tree AS (
        SELECT member_id FROM partners WHERE member_id = ${partnerId}
        UNION SELECT p.member_id FROM partners p JOIN tree t ON p.parent_id = t.member_id
      )
      SELECT m.id FROM members m JOIN tree t ON m.partner_id = t.member_id ORDER BY m.id`;
    return rows.map((row) => row.id);
  },

  /** How many members belong directly to each partner. */
  async memberCounts(db: Db = sql): Promise<Map<number, number>> {
    const rows = await db<{ partnerId: number; members: number }[]>`
      SELECT partner_id, count(*)::int AS members FROM members WHERE partner_id IS NOT NULL GROUP BY partner_id`;
    return new Map(rows.map((row) => [row.partnerId, row.members]));
  },

  async partnerOfMember(memberId: number, db: Db = sql): Promise<number | null> {
    const [row] = await db<
      { partnerId: number | null }[]
    >`SELECT partner_id FROM members WHERE id = ${memberId}`;
    return row?.partnerId ?? null;
  },

  /** The members a recommender referred. */
  async referredBy(recommenderId: number, db: Db = sql): Promise<number[]> {
    const rows = await db<
      { id: number }[]
    >`SELECT id FROM members WHERE recommender_id = ${recommenderId} ORDER BY id`;
    return rows.map((row) => row.id);
  },

  /** Members with the personal details a partner page masks, and their cash balance. */
  async memberRows(memberIds: readonly number[], db: Db = sql): Promise<DownlineMemberRow[]> {
    return db<DownlineMemberRow[]>`
      SELECT m.id AS member_id, m.user_id, m.nickname, m.account_holder, m.phone_number, m.bank_account_number,
        m.status, coalesce(a.balance, 0)::int8 AS emoney, m.created_at
      FROM members m LEFT JOIN accounts a ON a.owner_member_id = m.id AND a.kind = 'emoney'
      WHERE m.id = ANY(${[...memberIds]}::int[]) ORDER BY m.id`;
  },

  async setMemberPartner(memberId: number, partnerId: number | null, db: Db = sql): Promise<void> {
    await db`UPDATE members SET partner_id = ${partnerId} WHERE id = ${memberId}`;
  },
});

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
