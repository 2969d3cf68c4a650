import type postgres from 'postgres';
import type { Db } from '../db/createSql';
import { undonePlacement } from '../db/placementRow';
import type { LegOffer } from '../domain/betting/legOffer';
import type { AccountKind } from '../domain/ledger/accountKinds';
import type { ActiveExclusion, ExclusionKind } from '../domain/rg/activeExclusion';
import { runningExclusionQuery } from './rgRepository';

/** A slip row's summary as cancellation and settlement read it (the frozen part plus the current status). */
export interface SlipRow {
  id: number;
  memberId: number;
  gameType: number;
  amount: number;
  createdAt: Date;
  status: number;
  settlementFlag: number;
  settlementVersion: number;
  payout: number;
  cancelAt: Date | null;
  deletedAt: Date | null;
}

export interface NewSlip {
  gameType: number;
  gameStyle: string;
  gameDetailType: number;
  amount: number;
  totalRatio: string;
  expectedWin: number;
  changeFlag: boolean;
  ipAddress: string | null;
  createdAt: Date;
}

/** A sports bet as place_sports_bets takes it: the key's claim, the slip and its legs; the stake is the slip's amount. */
export interface NewSportsBet {
  memberId: number;
  key: string;
  requestHash: string;
  slip: NewSlip;
  legs: readonly NewLeg[];
  /** The stake's ledger transaction (stakeTransfer's), from the member's emoney to house_bets. */
  stake: { kind: string; vertical?: string; memo?: string };
}

/** place_sports_bets's row of one bet; the fields of the other outcomes are null. */
export type PlacedSportsBetRow =
  | { outcome: 'needs_transaction' }
  | { outcome: 'key_claimed' }
  | { outcome: 'placed'; slipId: number; emoney: number; openRolling: boolean }
  | { outcome: 'stored'; requestHash: string; responseStatus: number | null; responseBody: unknown }
  | { outcome: 'insufficient'; accountId: number; kind: AccountKind; amount: number; balance: number };

/** A leg as written: frozen copies of what the member saw at betting time. */
export interface NewLeg {
  position: number;
  offer: LegOffer;
  /** The in-play score when the bet was placed ('home:away'), null pre-match. */
  betTimingScore: string | null;
}

export interface MemberBettingSettingRow {
  bettingSetFlag: 0 | 1;
  firstPoint: string;
  perPoint: string;
}

/** When a slip's games start, for the cancel window. */
export interface SlipLegStart {
  startDate: Date | null;
  isBonus: boolean;
}

// Column names of jsonb_to_recordset below, in snake_case as the JSON carries them.
const legJson = ({ position, offer, betTimingScore }: NewLeg) => ({
  position,
  odds_id: offer.oddsId,
  fixture_id: offer.isBonus ? null : offer.fixtureId,
  sport_id: offer.sportId,
  market_id: offer.marketId,
  is_bonus: offer.isBonus,
  start_date: offer.startDate?.toISOString() ?? null,
  sports_name: offer.sportsName,
  location_name: offer.locationName,
  league_name: offer.leagueName,
  home_name: offer.homeName,
  away_name: offer.awayName,
  bet_name: offer.betName,
  bet_line: offer.betLine,
  bet_baseline: offer.betBaseline,
  market_name: offer.marketName,
  market_name_korean: offer.marketNameKorean,
  market_period: offer.marketPeriod,
  bet_price: offer.price,
  version: offer.version,
  bet_timing_score: betTimingScore,
  bonus_min_odds: offer.bonusMinOdds,
  bonus_min_count: offer.bonusMinCount,
});

/** One element of place_sports_bets's input (and place_sports_bet's), its slip and legs as the JSON carries them. */
export const sportsBetJson = ({ memberId, key, requestHash, slip, legs, stake }: NewSportsBet) => ({
  member: memberId,
  key,
  hash: requestHash,
  kind: stake.kind,
  vertical: stake.vertical ?? null,
  memo: stake.memo ?? null,
  slip: {
    game_type: slip.gameType,
    game_style: slip.gameStyle,
    game_detail_type: slip.gameDetailType,
    amount: slip.amount,
    total_ratio: slip.totalRatio,
    expected_win: slip.expectedWin,
    change_flag: slip.changeFlag,
    ip_address: slip.ipAddress,
    created_at: slip.createdAt.toISOString(),
  },
  legs: legs.map(legJson),
});

/**
 * The current state of the selections `oddsIds` names (a text[] expression: a parameter, or a column of a larger
 * read) as a query, findOffers's and a fragment of the reads that fold it into theirs.
 */
const offersQuery = (db: Db, oddsIds: postgres.Fragment) =>
  db<LegOffer[]>`
      SELECT o.id AS odds_id, false AS is_bonus, o.fixture_id::text AS fixture_id, f.sport_id, o.market_id,
             o.price::text AS price, o.version::text AS version, o.status AS odds_status, o.settlement,
             m.voided AS market_voided, f.status AS fixture_status, f.start_date, f.home_score, f.away_score,
             s.name_korean AS sports_name, lo.name_korean AS location_name, le.name_korean AS league_name,
             f.home_name_korean AS home_name, f.away_name_korean AS away_name,
             o.name AS bet_name, o.line AS bet_line, o.base_line AS bet_baseline,
             m.name AS market_name, m.name_korean AS market_name_korean, m.period AS market_period,
             NULL::text AS bonus_min_odds, NULL::integer AS bonus_min_count
      FROM feed_odds o
      JOIN feed_markets m ON m.fixture_id = o.fixture_id AND m.market_id = o.market_id
      JOIN feed_fixtures f ON f.id = o.fixture_id
      JOIN feed_sports s ON s.id = f.sport_id
      JOIN feed_locations lo ON lo.id = f.location_id
      JOIN feed_leagues le ON le.id = f.league_id
      WHERE o.id = ANY(${oddsIds})
      UNION ALL
      SELECT b.id, true, 'bonus', NULL, NULL, b.price::text, b.version, CASE WHEN b.active THEN 1 ELSE 2 END, 0,
             false, NULL, NULL, NULL, NULL, '', '', '', b.name_korean, '', b.name_korean, NULL, NULL,
             b.name, b.name_korean, NULL, b.min_odds::text, b.min_count
      FROM bet_bonus_items b
      WHERE b.id = ANY(${oddsIds})`;

/** One bet's read before its placement: its selections and its member's running exclusion at `now`. */
export interface OffersRead {
  oddsIds: readonly string[];
  memberId: number;
  now: Date;
}

export interface OffersAndExclusion {
  offers: LegOffer[];
  exclusion: ActiveExclusion | undefined;
}

// A member with none of the selections still gets a row (the exclusion's): its offer columns are all null.
type OffersAndExclusionRow = (LegOffer | { [K in keyof LegOffer]: null }) & {
  exclusionKind: ExclusionKind | null;
  exclusionEndsAt: Date | null;
};

// Column names of jsonb_to_recordset in findOffersAndExclusions; `read` is the read's index.
const offersReadJson = ({ oddsIds, memberId, now }: OffersRead, read: number) => ({
  read,
  member: memberId,
  now: now.toISOString(),
  odds: oddsIds,
});

/** A read's rows as its answer: the exclusion on every row (the first one's taken), an offer per row found. */
function offersAndExclusion(rows: readonly OffersAndExclusionRow[]): OffersAndExclusion {
  const first = rows[0];
  const exclusion =
    first?.exclusionKind && first.exclusionEndsAt
      ? { kind: first.exclusionKind, until: first.exclusionEndsAt }
      : undefined;
  const offers: LegOffer[] = [];
  for (const row of rows) if (row.oddsId !== null) offers.push(toLegOffer(row));
  return { offers, exclusion };
}

/**
 * A row of offersQuery as a LegOffer, without the read's own columns. Written out rather than as rest patterns
 * (`{ read, ...row }`, then `{ exclusionKind, exclusionEndsAt, ...offer }`): V8 copies a 27-column row through its
 * generic path that way, about 8 µs a one-leg bet for the two copies against 0.4 µs for this literal
 * (docs/benchmarks.md, thirteenth pass, branch prof13).
 */
const toLegOffer = (row: LegOffer): LegOffer => ({
  oddsId: row.oddsId,
  isBonus: row.isBonus,
  fixtureId: row.fixtureId,
  sportId: row.sportId,
  marketId: row.marketId,
  price: row.price,
  version: row.version,
  oddsStatus: row.oddsStatus,
  settlement: row.settlement,
  marketVoided: row.marketVoided,
  fixtureStatus: row.fixtureStatus,
  startDate: row.startDate,
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  sportsName: row.sportsName,
  locationName: row.locationName,
  leagueName: row.leagueName,
  homeName: row.homeName,
  awayName: row.awayName,
  betName: row.betName,
  betLine: row.betLine,
  betBaseline: row.betBaseline,
  marketName: row.marketName,
  marketNameKorean: row.marketNameKorean,
  marketPeriod: row.marketPeriod,
  bonusMinOdds: row.bonusMinOdds,
  bonusMinCount: row.bonusMinCount,
});

/**
 * Placing, reading and changing the status of bet slips. Every function takes an optional transaction.
 * @example const slip = await createBetsRepository(sql).lockSlip(12, tx);
 */
export const createBetsRepository = (sql: Db) => ({
  /** The current state of these selections: feed odds with market, fixture and names, and bonus items. */
  async findOffers(oddsIds: readonly string[], db: Db = sql): Promise<LegOffer[]> {
    return offersQuery(db, db`${oddsIds as string[]}::text[]`);
  },

  /**
   * findOffers and the member's running exclusion (rgRepository's) in one round trip: a bet reads both before
   * its transaction. The exclusion drives the read, so it comes back even when no selection is found.
   */
  async findOffersAndExclusion(
    oddsIds: readonly string[],
    memberId: number,
    now: Date,
    db: Db = sql,
  ): Promise<OffersAndExclusion> {
    const rows = await db<OffersAndExclusionRow[]>`
      SELECT x.kind AS exclusion_kind, x.ends_at AS exclusion_ends_at, o.*
      FROM (SELECT) one
      LEFT JOIN LATERAL (${runningExclusionQuery(db, db`${memberId}`, db`${now}`)}) x ON true
      LEFT JOIN LATERAL (${offersQuery(db, db`${oddsIds as string[]}::text[]`)}) o ON true`;
    return offersAndExclusion(rows);
  },

  /**
   * findOffersAndExclusion of several bets in one statement, one answer each in their order: the bets read
   * together (createOffersReader) pay one statement's set-up and one round trip between them.
   */
  async findOffersAndExclusions(reads: readonly OffersRead[], db: Db = sql): Promise<OffersAndExclusion[]> {
    const rows = await db<(OffersAndExclusionRow & { read: number })[]>`
      SELECT r.read, x.kind AS exclusion_kind, x.ends_at AS exclusion_ends_at, o.*
      FROM jsonb_to_recordset(${db.json(reads.map(offersReadJson))}::jsonb)
        AS r(read int, member bigint, now timestamptz, odds text[])
      LEFT JOIN LATERAL (${runningExclusionQuery(db, db`r.member`, db`r.now`)}) x ON true
      LEFT JOIN LATERAL (${offersQuery(db, db`r.odds`)}) o ON true`;
    // The rows are grouped as they are: offersAndExclusion copies each offer once, without the read's columns.
    const byRead: OffersAndExclusionRow[][] = reads.map(() => []);
    for (const row of rows) byRead[row.read]?.push(row);
    return byRead.map(offersAndExclusion);
  },

  /**
   * Sports bets' whole transactions in one statement (place_sports_bets, migration 220), one answer each in
   * their order: placed (the idempotency claim, the stake, the slip with its frozen legs and the stored
   * answer), the key's stored answer, or the stake's refusal with nothing left behind. The bets may be of
   * several members. `standalone`: the statement is its own transaction; when a placed bet's member has open
   * rolling requirements it then undoes itself and every bet answers needs_transaction, and when a
   * concurrent first use of a key committed before it, key_claimed (placing them again finds the stored
   * answer).
   */
  async placeSportsBets(
    bets: readonly NewSportsBet[],
    standalone: boolean,
    db: Db = sql,
  ): Promise<PlacedSportsBetRow[]> {
    // A lone bet goes through place_sports_bet (migration 256), which answers as a batch of one does at about
    // two thirds of its PostgreSQL CPU; the set-based statements pay off from two bets on.
    const [lone] = bets;
    const rows =
      bets.length === 1 && lone
        ? db<PlacedSportsBetRow[]>`
      SELECT * FROM place_sports_bet(${db.json(sportsBetJson(lone))}::jsonb, ${standalone})`
        : db<PlacedSportsBetRow[]>`
      SELECT * FROM place_sports_bets(${db.json(bets.map(sportsBetJson))}::jsonb, ${standalone})`;
    // The batch undid itself as a whole: every bet answers the same outcome.
    return rows.catch((error: unknown) => {
      const undone = undonePlacement(error, standalone);
      return bets.map(() => ({ ...undone }));
    });
  },

  async findSlip(id: number, db: Db = sql): Promise<SlipRow | undefined> {
    const [row] = await db<SlipRow[]>`
      SELECT id, member_id, game_type, amount, created_at, status, settlement_flag, settlement_version, payout,
             cancel_at, deleted_at
      FROM bet_slips WHERE id = ${id}`;
    return row;
  },

  /** Locks the slip for the rest of the transaction: cancellation and settlement of one slip take turns. */
  async lockSlip(id: number, db: Db = sql): Promise<SlipRow | undefined> {
    const [row] = await db<SlipRow[]>`
      SELECT id, member_id, game_type, amount, created_at, status, settlement_flag, settlement_version, payout,
             cancel_at, deleted_at
      FROM bet_slips WHERE id = ${id} FOR UPDATE`;
    return row;
  },

  async legStarts(slipId: number, db: Db = sql): Promise<SlipLegStart[]> {
    return db<SlipLegStart[]>`
      SELECT start_date, is_bonus FROM bet_legs WHERE slip_id = ${slipId} ORDER BY position`;
  },

  /** Slips of these ids, for the member-side checks of a hide request. */
  async findSlips(ids: readonly number[], db: Db = sql): Promise<SlipRow[]> {
    return db<SlipRow[]>`
      SELECT id, member_id, game_type, amount, created_at, status, settlement_flag, settlement_version, payout,
             cancel_at, deleted_at
      FROM bet_slips WHERE id = ANY(${ids as number[]}::bigint[]) ORDER BY id FOR UPDATE`;
  },

  /** A member's cancel: the slip's current status becomes cancelled, and the event is appended. */
  async markCancelled(slip: SlipRow, at: Date, ledgerTransactionId: number, db: Db = sql): Promise<void> {
    await db`
      WITH changed AS (
        UPDATE bet_slips SET status = -1, settlement_flag = -1, cancel_at = ${at} WHERE id = ${slip.id}
        RETURNING id
      )
      INSERT INTO bet_slip_events (slip_id, kind, status, settlement_flag, settlement_version, payout,
                                   ledger_transaction_ids, actor_id, created_at)
      SELECT id, 'cancelled', -1, -1, ${slip.settlementVersion}, 0, ARRAY[${ledgerTransactionId}]::bigint[],
             ${slip.memberId}, ${at}
      FROM changed`;
  },

  /** Hides slips from their member's history (deleted_at) and appends the events. */
  async markHidden(slips: readonly SlipRow[], at: Date, db: Db = sql): Promise<void> {
    const ids = slips.map((slip) => slip.id);
    await db`
      WITH changed AS (
        UPDATE bet_slips SET deleted_at = ${at} WHERE id = ANY(${ids}::bigint[])
        RETURNING id, member_id, status, settlement_flag, settlement_version, payout
      )
      INSERT INTO bet_slip_events (slip_id, kind, status, settlement_flag, settlement_version, payout, actor_id,
                                   created_at)
      SELECT id, 'hidden', status, settlement_flag, settlement_version, payout, member_id, ${at} FROM changed`;
  },

  /** Puts a won slip on the jackpot board once; false when it is there already. */
  async insertJackpotEntry(slip: SlipRow, at: Date, db: Db = sql): Promise<boolean> {
    const rows = await db`
      WITH entry AS (
        INSERT INTO jackpot_entries (slip_id, member_id, created_at) VALUES (${slip.id}, ${slip.memberId}, ${at})
        ON CONFLICT (slip_id) DO NOTHING
        RETURNING slip_id
      )
      INSERT INTO bet_slip_events (slip_id, kind, status, settlement_flag, settlement_version, payout, actor_id,
                                   created_at)
      SELECT slip_id, 'jackpot', ${slip.status}, ${slip.settlementFlag}, ${slip.settlementVersion}, ${slip.payout},
             ${slip.memberId}, ${at}
      FROM entry
      RETURNING slip_id`;
    return rows.length > 0;
  },

  /** The member's betting setting (spec §3); the defaults when none was set. */
  async memberBettingSetting(memberId: number, db: Db = sql): Promise<MemberBettingSettingRow> {
    const [row] = await db<MemberBettingSettingRow[]>`
      SELECT betting_set_flag, first_point::text AS first_point, per_point::text AS per_point
      FROM member_betting_settings WHERE member_id = ${memberId}`;
    return row ?? { bettingSetFlag: 0, firstPoint: '0', perPoint: '0' };
  },

  /** The jackpot counter: a base plus a share (basis points) of the stakes of slips that stand. */
  /** The jackpot board, newest registration first: each slip with its member's nickname and leg count. */
  async jackpotEntries(
    limit: number,
    offset: number,
    db: Db = sql,
  ): Promise<{ rows: JackpotEntryRow[]; total: number }> {
    const rows = await db<JackpotEntryRow[]>`
      SELECT j.slip_id, m.nickname, s.amount, s.payout, s.total_ratio::text AS total_odds, j.created_at,
             (SELECT count(*) FROM bet_legs l WHERE l.slip_id = s.id)::int AS folders
      FROM jackpot_entries j
      JOIN bet_slips s ON s.id = j.slip_id
      JOIN members m ON m.id = j.member_id
      ORDER BY j.created_at DESC, j.slip_id DESC
      LIMIT ${limit} OFFSET ${offset}`;
    const [count] = await db<{ total: number }[]>`SELECT count(*)::int AS total FROM jackpot_entries`;
    return { rows, total: count?.total ?? 0 };
  },

  async jackpotAmount(baseAmount: number, stakeShareBp: number, db: Db = sql): Promise<number> {
    const [row] = await db<{ amount: number }[]>`
      SELECT (${baseAmount}::int8 + coalesce(sum(amount), 0) * ${stakeShareBp}::int8 / 10000)::int8 AS amount
      FROM bet_slips WHERE cancel_at IS NULL AND game_type IN (1, 2)`;
    return row?.amount ?? baseAmount;
  },
});

export type BetsRepository = ReturnType<typeof createBetsRepository>;

export interface JackpotEntryRow {
  slipId: number;
  nickname: string;
  amount: number;
  payout: number;
  totalOdds: string;
  createdAt: Date;
  folders: number;
}
