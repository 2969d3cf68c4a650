import { randomUUID } from 'node:crypto';
import { BONUS_FIXTURE_WIRE_ID, gameDetailType, type SlipStyle, totalOdds } from '@kbet/sdk';
import { type App, type Db, houseBalance, type Sql } from '@kbet/server/testing';
import { orphanedReferences } from './orphanedReferences';
import type { LoggedIn } from './testApp';

/** One priced selection of a test market. */
export interface TestOdds {
  id: string;
  name: string;
  line?: string | null;
  baseLine?: string | null;
  price: string;
  status?: number;
  settlement?: number;
  version?: number;
}

export interface TestMarket {
  marketId: number;
  name: string;
  nameKorean: string;
  /** 100 the match (default), else the period code it settles on. */
  period?: number;
  odds: TestOdds[];
}

export interface TestFixture {
  id: number;
  sportId?: number;
  status?: number;
  startDate: Date;
  homeScore?: number;
  awayScore?: number;
  markets: TestMarket[];
}

/** The catalogue rows every test fixture hangs off: football in Korea, K League 1. */
async function ensureCatalog(sql: Sql, sportId: number): Promise<void> {
  await sql`
    INSERT INTO feed_sports (id, name, name_korean) VALUES (${sportId}, 'Sport', '스포츠')
    ON CONFLICT (id) DO NOTHING`;
  await sql`
    INSERT INTO feed_locations (id, name, name_korean) VALUES (248, 'Korea', '대한민국') ON CONFLICT (id) DO NOTHING`;
  await sql`
    INSERT INTO feed_leagues (id, sport_id, location_id, name, name_korean, korean_style)
    VALUES (${sportId * 10 + 1}, ${sportId}, 248, 'K League 1', 'K리그1', true) ON CONFLICT (id) DO NOTHING`;
}

/**
 * Writes a fixture with its markets and odds straight into the feed tables (as the feed adapter would).
 * @example await insertFixture(db.sql, { id: 1, startDate: inHours(3), markets: [matchResult(1)] });
 */
export async function insertFixture(sql: Sql, fixture: TestFixture): Promise<void> {
  const sportId = fixture.sportId ?? 6046;
  await ensureCatalog(sql, sportId);
  await sql`
    INSERT INTO feed_fixtures (id, sport_id, location_id, league_id, start_date, status, home_participant_id,
      home_name, home_name_korean, away_participant_id, away_name, away_name_korean, home_score, away_score)
    VALUES (${fixture.id}, ${sportId}, 248, ${sportId * 10 + 1}, ${fixture.startDate}, ${fixture.status ?? 1},
      1, 'Ulsan', '울산', 2, 'Seoul', '서울', ${fixture.homeScore ?? 0}, ${fixture.awayScore ?? 0})`;
  for (const market of fixture.markets) {
    await sql`
      INSERT INTO feed_markets (fixture_id, market_id, name, name_korean, period)
      VALUES (${fixture.id}, ${market.marketId}, ${market.name}, ${market.nameKorean}, ${market.period ?? 100})`;
    for (const odds of market.odds) {
      await sql`
        INSERT INTO feed_odds (id, fixture_id, market_id, name, line, base_line, price, status, settlement, version)
        VALUES (${odds.id}, ${fixture.id}, ${market.marketId}, ${odds.name}, ${odds.line ?? null},
          ${odds.baseLine ?? null}, ${odds.price}::numeric, ${odds.status ?? 1}, ${odds.settlement ?? 0},
          ${odds.version ?? 1})`;
    }
  }
}

/** A 1X2 market of a fixture: home, draw, away at the given prices. */
export const matchResult = (
  fixtureId: number,
  prices: [string, string, string] = ['1.90', '3.20', '4.10'],
) => ({
  marketId: 1,
  name: '1X2',
  nameKorean: '승무패',
  odds: [
    { id: `${fixtureId}_1_1`, name: '1', price: prices[0] },
    { id: `${fixtureId}_1_X`, name: 'X', price: prices[1] },
    { id: `${fixtureId}_1_2`, name: '2', price: prices[2] },
  ],
});

/** An under/over market on one line. */
export const totals = (fixtureId: number, line: string, prices: [string, string] = ['1.85', '1.95']) => ({
  marketId: 2,
  name: 'Under/Over',
  nameKorean: '언더오버',
  odds: [
    { id: `${fixtureId}_2_O${line}`, name: 'Over', line, baseLine: line, price: prices[0] },
    { id: `${fixtureId}_2_U${line}`, name: 'Under', line, baseLine: line, price: prices[1] },
  ],
});

/** An Asian handicap market on one home-side line. */
export const handicap = (
  fixtureId: number,
  homeLine: string,
  prices: [string, string] = ['1.90', '1.90'],
) => {
  const awayLine = homeLine.startsWith('-') ? homeLine.slice(1) : `-${homeLine}`;
  return {
    marketId: 3,
    name: 'Asian Handicap',
    nameKorean: '핸디캡',
    odds: [
      { id: `${fixtureId}_3_1${homeLine}`, name: '1', line: homeLine, baseLine: homeLine, price: prices[0] },
      { id: `${fixtureId}_3_2${homeLine}`, name: '2', line: awayLine, baseLine: homeLine, price: prices[1] },
    ],
  };
};

/** Moves a feed odds row as the feed would: new values and the version incremented. */
export async function moveOdds(
  sql: Sql,
  oddsId: string,
  change: { price?: string; status?: number; settlement?: number },
): Promise<void> {
  await sql`
    UPDATE feed_odds SET price = coalesce(${change.price ?? null}::numeric, price),
      status = coalesce(${change.status ?? null}::smallint, status),
      settlement = coalesce(${change.settlement ?? null}::smallint, settlement),
      version = version + 1
    WHERE id = ${oddsId}`;
}

/** One selection of a bet request, read from the feed as it stands. */
export async function betting(sql: Sql, oddsId: string) {
  if (oddsId.startsWith('bonus')) {
    const [bonus] = await sql<{ price: string; version: string }[]>`
      SELECT price::text AS price, version FROM bet_bonus_items WHERE id = ${oddsId}`;
    return { betPrice: bonus!.price, fixtureId: 'bonus', oddsId, sportId: 0, version: bonus!.version };
  }
  const [row] = await sql<{ price: string; version: string; fixtureId: string; sportId: number }[]>`
    SELECT o.price::text AS price, o.version::text AS version, o.fixture_id::text AS fixture_id, f.sport_id
    FROM feed_odds o JOIN feed_fixtures f ON f.id = o.fixture_id WHERE o.id = ${oddsId}`;
  return {
    betPrice: row!.price,
    fixtureId: row!.fixtureId,
    oddsId,
    sportId: row!.sportId,
    version: row!.version,
  };
}

/** How betRequest builds a slip: its style (default 'EU') and whether the member accepts changed odds. */
export interface BetRequestOptions {
  style?: SlipStyle;
  changeFlag?: boolean;
}

/**
 * A bet request as the SDK's toBetRequest builds it: total odds, and the gameDetailType of the style and folder
 * count (the bonus item is not a folder).
 * @example await postBet(app, member, betRequest(member, [await betting(sql, '101_1_1')], 10_000));
 */
export function betRequest(
  // Only its id: the crash suite's members log in over HTTP, without a LoggedIn.
  member: { user: Pick<LoggedIn['user'], 'id'> },
  bettings: Awaited<ReturnType<typeof betting>>[],
  amounts: number,
  { style = 'EU', changeFlag = false }: BetRequestOptions = {},
) {
  const folders = bettings.filter((b) => b.fixtureId !== BONUS_FIXTURE_WIRE_ID).length;
  return {
    memberId: member.user.id,
    totalRatio: totalOdds(bettings.map((b) => ({ odds: b.betPrice }))),
    amounts,
    bettings,
    gameDetailType: gameDetailType(style, Math.max(1, folders)),
    gameStyle: style,
    changeFlag,
  };
}

/**
 * Places a European slip of these odds ids, at their prices as the feed has them, for `amount`; answers the
 * slip's id, and throws with the answer unless the bet is accepted.
 * @example const slipId = await placeSlip(t.app, member, ['101_1_1', '102_1_2']);
 */
export async function placeSlip(
  app: App,
  member: LoggedIn,
  oddsIds: string[],
  amount = 10_000,
): Promise<number> {
  const bettings = await Promise.all(oddsIds.map((id) => betting(app.sql, id)));
  const response = await postBet(app, member, betRequest(member, bettings, amount));
  if (response.statusCode !== 200) throw new Error(`bet refused: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: number }).id;
}

/** POST /sports-prematch/betting with a fresh Idempotency-Key unless one is given. */
export function postBet(app: App, member: LoggedIn, payload: unknown, key: string = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/sports-prematch/betting',
    headers: { ...member.headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
}

/** The member's emoney from the ledger. */
export async function emoney(sql: Sql, memberId: number): Promise<number> {
  const [row] = await sql<{ balance: number }[]>`
    SELECT balance FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'emoney'`;
  return row?.balance ?? 0;
}

/** The house's stakes account: the sum of its shards. */
export function houseBets(sql: Sql): Promise<number> {
  return houseBalance(sql, 'house_bets');
}

/**
 * Every ledger transaction sums to zero, every account row (member wallet or house shard) equals the sum
 * of its postings, each house kind's balance equals the sum of the postings to its shards, the reports'
 * per member, day and vertical rollup equals its recomputation from the postings, and the coarser rollups (per
 * member and week, per day with its distinct members) equal theirs from that rollup, and no row a bet or a
 * posting appends names a missing member, account or slip (those references have no foreign key since
 * migration 320: see orphanedReferences).
 */
export async function ledgerConsistent(sql: Db): Promise<boolean> {
  const unbalanced = await sql`
    SELECT t.id FROM ledger_transactions t LEFT JOIN postings p ON p.transaction_id = t.id
    GROUP BY t.id HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.id) < 2`;
  const drifted = await sql`
    SELECT a.id FROM accounts a LEFT JOIN postings p ON p.account_id = a.id
    GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0)`;
  const houseDrifted = await sql`
    SELECT h.kind FROM house_balances h
    WHERE h.balance <> (SELECT coalesce(sum(p.amount), 0) FROM postings p JOIN accounts a ON a.id = p.account_id
                        WHERE a.owner_member_id IS NULL AND a.kind = h.kind)`;
  // The reports' rollup (migration 185) kept with each posting equals the sums recomputed from the postings.
  const rollupDrifted = await sql`
    (SELECT member_id, day, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings
     FROM ledger_member_days
     EXCEPT
     SELECT member_id, day, vertical, sum(turnover), sum(payouts), sum(bonuses), sum(deposits), sum(withdrawals),
            count(*)
     FROM ledger_member_moves GROUP BY member_id, day, vertical)
    UNION ALL
    (SELECT member_id, day, vertical, sum(turnover), sum(payouts), sum(bonuses), sum(deposits), sum(withdrawals),
            count(*)
     FROM ledger_member_moves GROUP BY member_id, day, vertical
     EXCEPT
     SELECT member_id, day, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings
     FROM ledger_member_days)`;
  // Migration 205's rollups, kept by the same trigger statement, recomputed from the per day rollup (a day of
  // ledger_days is the sum of its shards).
  const coarseDrifted = await sql`
    WITH weeks AS (
      SELECT member_id, date_trunc('week', day)::date AS week, vertical, sum(turnover) AS turnover,
             sum(payouts) AS payouts, sum(bonuses) AS bonuses, sum(deposits) AS deposits,
             sum(withdrawals) AS withdrawals, sum(postings) AS postings
      FROM ledger_member_days GROUP BY 1, 2, 3
    ), days AS (
      SELECT day, sum(turnover) AS turnover, sum(payouts) AS payouts, sum(bonuses) AS bonuses,
             sum(deposits) AS deposits, sum(withdrawals) AS withdrawals, count(DISTINCT member_id) AS members
      FROM ledger_member_days GROUP BY day
    ), kept_days AS (
      SELECT day, sum(turnover) AS turnover, sum(payouts) AS payouts, sum(bonuses) AS bonuses,
             sum(deposits) AS deposits, sum(withdrawals) AS withdrawals, sum(members) AS members
      FROM ledger_days GROUP BY day
    )
    (SELECT 'week', member_id, week, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings
     FROM ledger_member_weeks EXCEPT SELECT 'week', * FROM weeks)
    UNION ALL (SELECT 'week', * FROM weeks
     EXCEPT SELECT 'week', member_id, week, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings
     FROM ledger_member_weeks)
    UNION ALL (SELECT 'day', 0, day, NULL, turnover, payouts, bonuses, deposits, withdrawals, members
     FROM (SELECT * FROM kept_days EXCEPT SELECT * FROM days) d)
    UNION ALL (SELECT 'day', 0, day, NULL, turnover, payouts, bonuses, deposits, withdrawals, members
     FROM (SELECT * FROM days EXCEPT SELECT * FROM kept_days) d)`;
  return (
    (await orphanedReferences(sql)).length === 0 &&
    unbalanced.length === 0 &&
    drifted.length === 0 &&
    houseDrifted.length === 0 &&
    rollupDrifted.length === 0 &&
    coarseDrifted.length === 0
  );
}
