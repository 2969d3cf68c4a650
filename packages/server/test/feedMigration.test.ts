import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

describe('070_feed migration', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
  });
  afterAll(() => db.drop());

  it('keeps the exact price scale and refuses floats beyond 3 decimals', async () => {
    await db.sql`INSERT INTO feed_sports (id, name, name_korean) VALUES (6046, 'Football', '축구')`;
    await db.sql`INSERT INTO feed_locations (id, name, name_korean) VALUES (1, 'Korea', '대한민국')`;
    await db.sql`INSERT INTO feed_leagues (id, sport_id, location_id, name, name_korean) VALUES (1, 6046, 1, 'K League 1', 'K리그1')`;
    await db.sql`INSERT INTO feed_fixtures (id, sport_id, location_id, league_id, start_date, home_participant_id, home_name, home_name_korean, away_participant_id, away_name, away_name_korean)
      VALUES (1, 6046, 1, 1, now(), 1, 'Ulsan', '울산', 2, 'Seoul', '서울')`;
    await db.sql`INSERT INTO feed_markets (fixture_id, market_id, name, name_korean) VALUES (1, 1, '1X2', '승무패')`;
    await db.sql`INSERT INTO feed_odds (id, fixture_id, market_id, name, price) VALUES ('1_1_1', 1, 1, '1', '1.90')`;
    const [row] = await db.sql`SELECT price FROM feed_odds`;
    expect(row).toEqual({ price: '1.90' });
    await expect(
      db.sql`INSERT INTO feed_odds (id, fixture_id, market_id, name, price) VALUES ('1_1_2', 1, 1, 'X', '1.9001')`,
    ).rejects.toThrow(/check constraint/);
  });
});
