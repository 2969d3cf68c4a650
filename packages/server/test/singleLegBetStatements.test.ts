import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupCommit } from '../src/db/groupCommit';
import { createMinigameEngine } from '../src/domain/minigame/createMinigameEngine';
import { placeMinigameBet } from '../src/domain/minigame/placeMinigameBet';
import { createMinigameRoundsRepository } from '../src/repositories/createMinigameRoundsRepository';
import {
  createSingleLegBetsRepository,
  type NewSingleLegBet,
} from '../src/repositories/createSingleLegBetsRepository';
import { createMembersRepository } from '../src/repositories/membersRepository';
import { ledgerConsistent } from './support/bettingFeed';
import { isDriverTypeFetch } from './support/driverTypeFetch';
import {
  type CountedTestApp,
  createCountedTestApp,
  type LoggedIn,
  login,
  seededBytes,
} from './support/testApp';

const POWERBALL = 'donghang';

/**
 * Issue 18 for the one-leg games: what one mini-game bet sends to PostgreSQL, statement by statement, so a change
 * that adds a round trip to the money path shows here. Before it was 12 between BEGIN and COMMIT (claim,
 * maintenance, limits, round, exclusion, member lock, caps, slip id, slip, stake, rolling, answer); now the
 * session read and the bet as one statement (place_single_leg_bet), the round and the limits read once and kept.
 */
describe('one mini-game bet, statement by statement', () => {
  let t: CountedTestApp;
  let member: LoggedIn;
  let roundId: number;

  const bet = (marketId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/minigame/betting',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { gameId: POWERBALL, roundId, marketId, amount: 5_000 },
    });

  beforeAll(async () => {
    t = await createCountedTestApp({ config: { settingsCacheMs: 60_000 } });
    await createMinigameEngine({
      sql: t.db.sql,
      clock: t.app.clock,
      gameIds: [POWERBALL],
      randomBytes: seededBytes('statements'),
    }).tick();
    const [round] = await t.db.sql<
      { id: number }[]
    >`SELECT id FROM minigame_rounds WHERE game_id = ${POWERBALL}`;
    roundId = round!.id;
    member = await login(t.app, 'member01');
  });
  afterAll(() => t.close());

  it('sends the session read, then the bet as one statement', async () => {
    // The first bet fills the caches (limits, the round) and prepares the statements.
    expect((await bet('power-odd')).statusCode).toBe(200);
    t.sent.length = 0;
    const placed = await bet('power-odd');
    expect(placed.statusCode, placed.body).toBe(200);
    const statements = t.sent.map((query) => query.replace(/\s+/g, ' ').trim().slice(0, 90));
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
    // The live stream's sequencer shares the pool; everything else was the bet's: the two statements above.
    const live = /live_sequence_events|FROM live_events/;
    expect(statements.filter((query) => !live.test(query) && !isDriverTypeFetch(query))).toHaveLength(2);
  });

  it('writes the key once, with its answer; a replay or a refusal writes none (migration 235)', async () => {
    const [row] = await t.db.sql<{ id: number }[]>`SELECT id FROM members WHERE user_id = 'member01'`;
    const memberId = row!.id;
    const bet = (key: string, maxStake: number): NewSingleLegBet => ({
      game: 'minigame',
      memberId,
      key,
      requestHash: key,
      scopeId: roundId,
      marketId: 'power-odd',
      oppositeMarketIds: ['power-even'],
      odds: '1.95',
      commitment: 'statements',
      amount: 5_000,
      expectedWin: 9_750,
      maxStake,
      maxWin: 10_000_000,
      ipAddress: null,
      now: t.app.clock.now(),
      leg: {
        marketCode: 0,
        startDate: t.app.clock.now(),
        locationName: '',
        leagueName: '',
        homeName: '',
        awayName: '',
        marketName: '',
        label: '',
      },
      stake: {
        kind: 'bet_stake',
        vertical: 'minigame',
        postings: [
          { member: memberId, kind: 'emoney', amount: -5_000 },
          { house: 'house_bets', amount: 5_000 },
        ],
      },
    });
    // The placement's row counts of idempotency_keys: inserted, updated, deleted. Read before and after it,
    // because the backend's pending counts can still hold an earlier transaction's (they are flushed at most
    // once a second), so one reading alone depends on timing.
    const keyWrites = (placed: NewSingleLegBet) =>
      t.db.sql.begin(async (tx) => {
        const counts = async () => {
          const [row] = await tx<{ writes: number[] }[]>`
            SELECT ARRAY[n_tup_ins, n_tup_upd, n_tup_del]::int[] AS writes
            FROM pg_stat_xact_user_tables WHERE relname = 'idempotency_keys'`;
          return row!.writes;
        };
        const before = await counts();
        const answer = await createSingleLegBetsRepository(tx).place(placed, false, tx);
        const after = await counts();
        return { outcome: answer.outcome, writes: after.map((n, i) => n - before[i]!) };
      });
    const key = randomUUID();
    expect(await keyWrites(bet(key, 10_000_000))).toEqual({ outcome: 'placed', writes: [1, 0, 0] });
    expect(await keyWrites(bet(key, 10_000_000))).toEqual({ outcome: 'stored', writes: [0, 0, 0] });
    expect(await keyWrites(bet(randomUUID(), 0))).toEqual({ outcome: 'refused', writes: [0, 0, 0] });
  });

  it('places a key t.sent at once on several connections once: the others answer with its stored answer', async () => {
    const [member] = await t.db.sql<{ id: number }[]>`SELECT id FROM members WHERE user_id = 'member01'`;
    const row = await createMembersRepository(t.db.sql).findById(member!.id);
    const rounds = createMinigameRoundsRepository(t.db.sql);
    const setting = await rounds.bettingSetting();
    const key = randomUUID();
    // A group commit each, so no two share a transaction: each is its own statement on its own connection.
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeMinigameBet({
          sql: t.db.sql,
          groupCommit: createGroupCommit(t.db.sql),
          member: row!,
          request: { gameId: POWERBALL, roundId, marketId: 'power-odd', amount: 5_000 },
          key,
          requestHash: key,
          ipAddress: null,
          now: t.app.clock.now(),
          round: (id) => rounds.find(id),
          setting,
        }),
      ),
    );
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['placed', ...Array(5).fill('stored')]);
    const ids = outcomes.map((o) =>
      o.kind === 'placed' ? o.placed.id : o.kind === 'stored' ? (o.responseBody as { id: number }).id : null,
    );
    expect(new Set(ids).size).toBe(1);
    const [slips] = await t.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM minigame_bets b JOIN idempotency_keys k ON (k.response_body ->> 'id')::bigint = b.slip_id
      WHERE k.key = ${key}`;
    expect(slips!.n).toBe(1);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });
});
