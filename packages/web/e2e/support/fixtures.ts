import { matchResult, moveOdds, type Sql } from '@kbet/testkit';

export { moveOdds };

/** The league the browser tests' own fixtures are listed under (apart from the simulator's). */
const LEAGUE_ID = 990_001;
const LOCATION_ID = 990_001;

export interface E2eFixture {
  id: number;
  home: string;
  away: string;
  startDate: Date;
  /** 1X2 prices: home, draw, away. */
  prices?: [string, string, string];
}

/**
 * A pre-match football fixture with a 1X2 market, written into the feed tables as the feed adapter would, with
 * team names the simulator never uses so a search finds only it.
 * @example await insertE2eFixture(e.sql, { id: 7101, home: '브라우저 유나이티드', away: '테스트 시티', startDate });
 */
export async function insertE2eFixture(sql: Sql, fixture: E2eFixture): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO feed_sports (id, name, name_korean) VALUES (6046, 'Football', '축구') ON CONFLICT (id) DO NOTHING`;
    await tx`
      INSERT INTO feed_locations (id, name, name_korean) VALUES (${LOCATION_ID}, 'Test Land', '테스트랜드')
      ON CONFLICT (id) DO NOTHING`;
    await tx`
      INSERT INTO feed_leagues (id, sport_id, location_id, name, name_korean, korean_style)
      VALUES (${LEAGUE_ID}, 6046, ${LOCATION_ID}, 'E2E League', 'E2E 리그', true) ON CONFLICT (id) DO NOTHING`;
    await tx`
      INSERT INTO feed_fixtures (id, sport_id, location_id, league_id, start_date, status, home_participant_id,
        home_name, home_name_korean, away_participant_id, away_name, away_name_korean)
      VALUES (${fixture.id}, 6046, ${LOCATION_ID}, ${LEAGUE_ID}, ${fixture.startDate}, 1, ${fixture.id * 2},
        ${fixture.home}, ${fixture.home}, ${fixture.id * 2 + 1}, ${fixture.away}, ${fixture.away})`;
    const market = matchResult(fixture.id, fixture.prices);
    await tx`
      INSERT INTO feed_markets (fixture_id, market_id, name, name_korean, period)
      VALUES (${fixture.id}, ${market.marketId}, ${market.name}, ${market.nameKorean}, 100)`;
    for (const [index, odds] of market.odds.entries()) {
      await tx`
        INSERT INTO feed_odds (id, fixture_id, market_id, name, price, sort_order)
        VALUES (${odds.id}, ${fixture.id}, ${market.marketId}, ${odds.name}, ${odds.price}::numeric, ${index})`;
    }
  });
}

/** Hours from now. */
export const inHours = (hours: number): Date => new Date(Date.now() + hours * 3_600_000);
