import type { JSONValue } from 'postgres';
import type { Db } from '../db/createSql';
import type { WalletAnswer } from '../domain/casino/walletCall';
import type { MemberRow } from './membersRepository';

export type CasinoVertical = 'casino' | 'slot';

export interface CasinoProviderRow {
  id: string;
  name: string;
  enabled: boolean;
  maintenance: boolean;
}

export interface CasinoGameRow {
  providerId: string;
  code: string;
  thirdPartyCode: string;
  thirdPartyName: string;
  name: string;
  vertical: CasinoVertical;
  enabled: boolean;
}

export interface CasinoSessionRow {
  token: string;
  providerId: string;
  memberId: number;
  userId: string;
  gameCode: string;
  platform: 'PC' | 'MOBILE';
  expiresAt: Date;
}

/** The staff-set switches of a provider (casino_providers columns). */
export type CasinoProviderFlag = 'enabled' | 'maintenance';

export type CasinoTransactionStatus = 'open' | 'settled' | 'rolled_back' | 'done' | 'marker';

export interface CasinoTransactionRow {
  id: number;
  providerId: string;
  providerTxId: string;
  memberId: number;
  action: 'debit' | 'credit' | 'rollback';
  status: CasinoTransactionStatus;
  roundId: string;
  betTxId: string | null;
  gameCode: string;
  vertical: CasinoVertical;
  amount: number;
  ledgerTransactionId: number | null;
  response: WalletAnswer;
  createdAt: Date;
}

export type NewCasinoTransaction = Omit<CasinoTransactionRow, 'id' | 'response'> & {
  processedAt: Date | null;
  /** The answer a replay of the call gets. */
  response: WalletAnswer;
};

/** A row of the member's casino bet history (spec §3 casino bet record). */
export interface CasinoBetHistoryRow {
  id: number;
  vertical: CasinoVertical;
  thirdPartyName: string;
  gameCode: string;
  createdAt: Date;
  action: 'debit' | 'credit' | 'rollback';
  amount: number;
  cancelAt: Date | null;
  cancelAmount: number | null;
  processedAt: Date | null;
}

/** One day's wallet totals of a provider, per round, for reconciliation against its round report. */
export interface CasinoRoundTotalRow {
  roundId: string;
  memberId: number;
  bet: number;
  win: number;
  refund: number;
}

/** A money call's member row (locked) with its game and provider columns (null: no such game or provider). */
interface LockedCallRow {
  id: number;
  status: MemberRow['status'];
  gameCode: string | null;
  thirdPartyCode: string;
  thirdPartyName: string;
  gameName: string;
  vertical: CasinoVertical;
  gameEnabled: boolean;
  providerId: string | null;
  providerName: string;
  providerEnabled: boolean;
  maintenance: boolean;
}

interface CallStateFlags {
  stored: WalletAnswer | null;
  excluded: boolean;
  rolledBack: boolean;
  rollingOpen: boolean;
}

/** A bet or win as casino_wallet_call takes it; `memo` follows the game's name on its ledger transaction. */
export interface QuickMoneyCall {
  providerId: string;
  txId: string;
  token: string;
  playerId: string;
  action: 'debit' | 'credit';
  /** The bet a win settles (null for a bet). */
  betTxId: string | null;
  amount: number;
  roundId: string;
  gameCode: string;
  now: Date;
  memo: string;
}

/** What a money call checks behind the member lock (casinoRepository.callState). */
export interface CallStateRow extends Omit<CallStateFlags, 'stored'> {
  /** The answer already given to this transaction id. */
  stored: WalletAnswer | undefined;
  /** The row of the bet a win or refund names. */
  bet: CasinoTransactionRow | undefined;
}

/**
 * Casino providers, games, launch sessions and wallet transactions. Every function takes an optional transaction.
 * @example const game = await createCasinoRepository(sql).game('kbetsim', 'slot-fruits');
 */
export const createCasinoRepository = (sql: Db) => ({
  async providers(db: Db = sql): Promise<CasinoProviderRow[]> {
    return db<CasinoProviderRow[]>`SELECT id, name, enabled, maintenance FROM casino_providers ORDER BY id`;
  },

  async provider(id: string, db: Db = sql): Promise<CasinoProviderRow | undefined> {
    const [row] = await db<CasinoProviderRow[]>`
      SELECT id, name, enabled, maintenance FROM casino_providers WHERE id = ${id}`;
    return row;
  },

  /** Sets a provider's enabled or maintenance flag; answers the row before the change (undefined: no such provider). */
  async setProviderFlag(
    id: string,
    flag: CasinoProviderFlag,
    value: boolean,
    db: Db = sql,
  ): Promise<CasinoProviderRow | undefined> {
    const [row] = await db<CasinoProviderRow[]>`
      UPDATE casino_providers p SET ${db(flag)} = ${value}, updated_at = clock_timestamp()
      FROM casino_providers old WHERE p.id = ${id} AND old.id = p.id
      RETURNING old.id, old.name, old.enabled, old.maintenance`;
    return row;
  },

  async games(filter: { thirdPartyCode?: string; vertical?: CasinoVertical } = {}, db: Db = sql) {
    return db<CasinoGameRow[]>`
      SELECT provider_id, code, third_party_code, third_party_name, name, vertical, enabled
      FROM casino_games
      WHERE (${filter.thirdPartyCode ?? null}::text IS NULL OR third_party_code = ${filter.thirdPartyCode ?? null})
        AND (${filter.vertical ?? null}::text IS NULL OR vertical = ${filter.vertical ?? null})
      ORDER BY third_party_code, sort_order, code`;
  },

  async game(providerId: string, code: string, db: Db = sql): Promise<CasinoGameRow | undefined> {
    const [row] = await db<CasinoGameRow[]>`
      SELECT provider_id, code, third_party_code, third_party_name, name, vertical, enabled
      FROM casino_games WHERE provider_id = ${providerId} AND code = ${code}`;
    return row;
  },

  /** The game of a third party (enjoycx thirdpartycode + gamecode). */
  async gameOfThirdParty(thirdPartyCode: string, code: string, db: Db = sql) {
    const [row] = await db<CasinoGameRow[]>`
      SELECT provider_id, code, third_party_code, third_party_name, name, vertical, enabled
      FROM casino_games WHERE third_party_code = ${thirdPartyCode} AND code = ${code}`;
    return row;
  },

  async insertSession(session: Omit<CasinoSessionRow, 'userId'> & { createdAt: Date }, db: Db = sql) {
    await db`INSERT INTO casino_sessions ${db(session)}`;
  },

  async session(token: string, db: Db = sql): Promise<CasinoSessionRow | undefined> {
    const [row] = await db<CasinoSessionRow[]>`
      SELECT s.token, s.provider_id, s.member_id, m.user_id, s.game_code, s.platform, s.expires_at
      FROM casino_sessions s JOIN members m ON m.id = s.member_id WHERE s.token = ${token}`;
    return row;
  },

  /**
   * A money call's opening read, one round trip: the answer stored for (provider, transaction id), if it was
   * answered before, and the launch session its token names.
   */
  async callOpening(
    providerId: string,
    providerTxId: string,
    token: string,
    db: Db = sql,
  ): Promise<{ stored: WalletAnswer | undefined; session: CasinoSessionRow | undefined }> {
    const [row] = await db<(Partial<CasinoSessionRow> & { stored: WalletAnswer | null })[]>`
      SELECT t.response AS stored, s.token, s.provider_id, s.member_id, m.user_id, s.game_code, s.platform,
             s.expires_at
      FROM (SELECT 1) one
      LEFT JOIN casino_transactions t ON t.provider_id = ${providerId} AND t.provider_tx_id = ${providerTxId}
      LEFT JOIN casino_sessions s ON s.token = ${token}
      LEFT JOIN members m ON m.id = s.member_id`;
    if (!row) return { stored: undefined, session: undefined };
    const { stored, ...session } = row;
    return {
      stored: stored ?? undefined,
      session: session.token == null ? undefined : (session as CasinoSessionRow),
    };
  },

  /**
   * Locks the member of a money call (lock order: members first) and reads the call's game and provider in the
   * same statement; undefined when there is no such member.
   */
  async lockCallMember(memberId: number, providerId: string, gameCode: string, db: Db = sql) {
    const [row] = await db<LockedCallRow[]>`
      SELECT m.id, m.status, g.code AS game_code, g.third_party_code, g.third_party_name, g.name AS game_name,
             g.vertical, g.enabled AS game_enabled, p.id AS provider_id, p.name AS provider_name,
             p.enabled AS provider_enabled, p.maintenance
      FROM members m
      LEFT JOIN casino_games g ON g.provider_id = ${providerId} AND g.code = ${gameCode}
      LEFT JOIN casino_providers p ON p.id = ${providerId}
      WHERE m.id = ${memberId}
      FOR NO KEY UPDATE OF m`;
    if (!row) return undefined;
    const game: CasinoGameRow | undefined =
      row.gameCode === null
        ? undefined
        : {
            providerId,
            code: row.gameCode,
            thirdPartyCode: row.thirdPartyCode,
            thirdPartyName: row.thirdPartyName,
            name: row.gameName,
            vertical: row.vertical,
            enabled: row.gameEnabled,
          };
    const provider: CasinoProviderRow | undefined =
      row.providerId === null
        ? undefined
        : {
            id: row.providerId,
            name: row.providerName,
            enabled: row.providerEnabled,
            maintenance: row.maintenance,
          };
    return { member: { id: row.id, status: row.status }, game, provider };
  },

  /**
   * What a money call checks behind the member lock, in one statement read after the lock was taken (so it sees
   * whatever a call that held the lock before committed): the answer stored for the call's own transaction id (a
   * concurrent duplicate that committed first), the bet a win or refund names, whether a time-out or
   * self-exclusion runs at `now`, whether a rollback of this bet arrived first, and whether the member has an
   * open bonus rolling requirement at all.
   */
  async callState(
    call: { providerId: string; providerTxId: string; betTxId: string | null; memberId: number; now: Date },
    db: Db = sql,
  ): Promise<CallStateRow> {
    const { providerId, providerTxId, betTxId, memberId, now } = call;
    const [row] = await db<(Partial<CasinoTransactionRow> & CallStateFlags)[]>`
      SELECT b.*,
        (SELECT response FROM casino_transactions
         WHERE provider_id = ${providerId} AND provider_tx_id = ${providerTxId}) AS stored,
        EXISTS (SELECT 1 FROM rg_exclusions
                WHERE member_id = ${memberId} AND starts_at <= ${now} AND ends_at > ${now}) AS excluded,
        EXISTS (SELECT 1 FROM casino_transactions
                WHERE provider_id = ${providerId} AND bet_tx_id = ${providerTxId} AND status = 'marker')
          AS rolled_back,
        EXISTS (SELECT 1 FROM rolling_requirements WHERE member_id = ${memberId} AND completed_at IS NULL)
          AS rolling_open
      FROM (SELECT 1) one
      LEFT JOIN casino_transactions b ON b.provider_id = ${providerId} AND b.provider_tx_id = ${betTxId}`;
    if (!row) throw new Error('callState reads one row');
    const { stored, excluded, rolledBack, rollingOpen, ...bet } = row;
    return {
      stored: stored ?? undefined,
      excluded,
      rolledBack,
      rollingOpen,
      bet: bet.id == null ? undefined : (bet as CasinoTransactionRow),
    };
  },

  /**
   * A bet or a win in one statement and one implicit transaction (casino_wallet_call, migrations 265 and 310):
   * the stored answer of a replay, or, when every check passes, the member locked, the ledger transfer (posted
   * and booked by the function itself), the wallet row and (a win) the settled bet, with the answer it stored. Undefined when the call needs the general path
   * (a refusal, a member with open bonus rolling): nothing was written then.
   */
  async quickMoneyCall(call: QuickMoneyCall, db: Db = sql): Promise<WalletAnswer | undefined> {
    const [row] = await db<{ outcome: 'stored' | 'answered' | 'slow'; answer: WalletAnswer | null }[]>`
      SELECT outcome, answer FROM casino_wallet_call(${call.providerId}, ${call.txId}, ${call.token},
        ${call.playerId}, ${call.action}, ${call.betTxId}, ${call.amount}, ${call.roundId}, ${call.gameCode},
        ${call.now}, ${call.memo})`;
    return row?.answer ?? undefined;
  },

  async transaction(providerId: string, providerTxId: string, db: Db = sql) {
    const [row] = await db<CasinoTransactionRow[]>`
      SELECT * FROM casino_transactions WHERE provider_id = ${providerId} AND provider_tx_id = ${providerTxId}`;
    return row;
  },

  /** A rollback that named this bet before the bet itself arrived. */
  async rollbackMarker(providerId: string, betTxId: string, db: Db = sql): Promise<boolean> {
    const [row] = await db<{ id: number }[]>`
      SELECT id FROM casino_transactions
      WHERE provider_id = ${providerId} AND bet_tx_id = ${betTxId} AND status = 'marker' LIMIT 1`;
    return row !== undefined;
  },

  /** Writes a wallet call's row; answers its id. */
  async insertTransaction(row: NewCasinoTransaction, db: Db = sql): Promise<number> {
    const { response, ...rest } = row;
    const [inserted] = await db<{ id: number }[]>`
      INSERT INTO casino_transactions ${db({ ...rest, response: db.json({ ...response } as JSONValue) })}
      RETURNING id`;
    return Number(inserted?.id);
  },

  /** Replaces the stored answer of a call (a debit-and-credit answers with the balance after its win). */
  async setResponse(providerId: string, providerTxId: string, response: WalletAnswer, db: Db = sql) {
    await db`
      UPDATE casino_transactions SET response = ${db.json({ ...response } as JSONValue)}
      WHERE provider_id = ${providerId} AND provider_tx_id = ${providerTxId}`;
  },

  /** Marks a bet won (settled) or refunded (rolled_back) at `at`. */
  async settleBet(
    id: number,
    change: { status: 'settled' | 'rolled_back'; at: Date; cancelAmount?: number },
    db: Db = sql,
  ): Promise<void> {
    const cancelled = change.status === 'rolled_back';
    await db`
      UPDATE casino_transactions SET status = ${change.status}, processed_at = ${change.at},
        cancel_at = ${cancelled ? change.at : null}, cancel_amount = ${change.cancelAmount ?? null}
      WHERE id = ${id}`;
  },

  /** The member's visible casino bet records (markers excluded), newest first. */
  async memberHistory(
    memberId: number,
    page: { limit: number; offset: number; vertical?: CasinoVertical },
    db: Db = sql,
  ): Promise<CasinoBetHistoryRow[]> {
    return db<CasinoBetHistoryRow[]>`
      SELECT t.id, t.vertical, coalesce(g.third_party_name, t.provider_id) AS third_party_name, t.game_code,
             t.created_at, t.action, t.amount, t.cancel_at, t.cancel_amount,
             CASE WHEN t.action = 'debit' THEN t.processed_at ELSE t.created_at END AS processed_at
      FROM casino_transactions t
      LEFT JOIN casino_games g ON g.provider_id = t.provider_id AND g.code = t.game_code
      WHERE t.member_id = ${memberId} AND NOT t.member_hidden AND t.status <> 'marker'
        AND (${page.vertical ?? null}::text IS NULL OR t.vertical = ${page.vertical ?? null})
      ORDER BY t.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`;
  },

  async memberHistoryCount(memberId: number, vertical?: CasinoVertical, db: Db = sql): Promise<number> {
    const [row] = await db<{ count: number }[]>`
      SELECT count(*)::int8 AS count FROM casino_transactions
      WHERE member_id = ${memberId} AND NOT member_hidden AND status <> 'marker'
        AND (${vertical ?? null}::text IS NULL OR vertical = ${vertical ?? null})`;
    return row?.count ?? 0;
  },

  /** Who owns each of these wallet records (markers excluded: they are no member's history). */
  async owners(ids: readonly number[], db: Db = sql): Promise<{ id: number; memberId: number }[]> {
    return db<{ id: number; memberId: number }[]>`
      SELECT id, member_id FROM casino_transactions WHERE id = ANY(${ids as number[]}::int8[]) AND status <> 'marker'`;
  },

  /** Hides the member's own records from their history; answers how many were hidden. */
  async hideMemberRecords(memberId: number, ids: readonly number[], db: Db = sql): Promise<number> {
    const rows = await db`
      UPDATE casino_transactions SET member_hidden = true
      WHERE member_id = ${memberId} AND id = ANY(${ids as number[]}::int8[]) AND NOT member_hidden
      RETURNING id`;
    return rows.length;
  },

  /** A member's recent wallet transactions (staff view), newest first. */
  async memberRounds(memberId: number, limit: number, db: Db = sql): Promise<CasinoTransactionRow[]> {
    return db<CasinoTransactionRow[]>`
      SELECT * FROM casino_transactions WHERE member_id = ${memberId} ORDER BY id DESC LIMIT ${limit}`;
  },

  /** Per round, what our wallet took and paid for a provider in [from, to). */
  async roundTotals(providerId: string, from: Date, to: Date, db: Db = sql): Promise<CasinoRoundTotalRow[]> {
    return db<CasinoRoundTotalRow[]>`
      SELECT round_id, member_id,
        coalesce(sum(amount) FILTER (WHERE action = 'debit'), 0)::int8 AS bet,
        coalesce(sum(amount) FILTER (WHERE action = 'credit'), 0)::int8 AS win,
        coalesce(sum(amount) FILTER (WHERE action = 'rollback' AND status = 'done'), 0)::int8 AS refund
      FROM casino_transactions
      WHERE provider_id = ${providerId} AND created_at >= ${from} AND created_at < ${to} AND status <> 'marker'
      GROUP BY round_id, member_id ORDER BY round_id`;
  },
});

export type CasinoRepository = ReturnType<typeof createCasinoRepository>;
