import { randomUUID } from 'node:crypto';
import { createSql, type Sql } from '@kbet/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMinigameEngine } from '../src/domain/minigame/createMinigameEngine';
import { createTestApp, type LoggedIn, login, seededBytes, type TestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const POWERBALL = 'donghang';

/**
 * Issue 18 for the one-leg games: what one mini-game bet sends to PostgreSQL, statement by statement, so a change
 * that adds a round trip to the money path shows here. Before it was 12 between BEGIN and COMMIT (claim,
 * maintenance, limits, round, exclusion, member lock, caps, slip id, slip, stake, rolling, answer); now the
 * session read and the bet as one statement (place_single_leg_bet), the round and the limits read once and kept.
 */
describe('one mini-game bet, statement by statement', () => {
  let db: TestDatabase;
  let counted: Sql;
  let t: TestApp;
  let member: LoggedIn;
  let roundId: number;
  const sent: string[] = [];

  const bet = (marketId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/minigame/betting',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { gameId: POWERBALL, roundId, marketId, amount: 5_000 },
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    counted = createSql(db.url, { max: 4, onQuery: (_, query) => sent.push(query) });
    t = await createTestApp({ db: { ...db, sql: counted }, config: { settingsCacheMs: 60_000 } });
    await createMinigameEngine({
      sql: db.sql,
      clock: t.app.clock,
      gameIds: [POWERBALL],
      randomBytes: seededBytes('statements'),
    }).tick();
    const [round] = await db.sql<
      { id: number }[]
    >`SELECT id FROM minigame_rounds WHERE game_id = ${POWERBALL}`;
    roundId = round!.id;
    member = await login(t.app, 'member01');
  });
  afterAll(async () => {
    await t.close();
    await counted.end({ timeout: 5 });
    await db.drop();
  });

  it('sends the session read, then the bet as one statement', async () => {
    // The first bet fills the caches (limits, the round) and prepares the statements.
    expect((await bet('power-odd')).statusCode).toBe(200);
    sent.length = 0;
    const placed = await bet('power-odd');
    expect(placed.statusCode, placed.body).toBe(200);
    const statements = sent.map((query) => query.replace(/\s+/g, ' ').trim().slice(0, 90));
    console.info(`one mini-game bet: ${statements.length} statements\n${statements.join('\n')}`);

    expect(statements.some((query) => /FROM sessions|s\.token_hash/.test(query))).toBe(true);
    expect(statements.filter((query) => /place_single_leg_bet/.test(query))).toHaveLength(1);
    expect(statements.filter((query) => /^(begin|commit|savepoint)/i.test(query))).toEqual([]);
    // No settings, round, maintenance or exclusion read of its own: the statement or the caches have them.
    const reads =
      /\bfrom settings\b|minigame_rounds|minigame_game_settings|rg_exclusions|idempotency|bet_slips/i;
    expect(statements.filter((query) => reads.test(query) && !/place_single_leg_bet/.test(query))).toEqual(
      [],
    );
  });
});
