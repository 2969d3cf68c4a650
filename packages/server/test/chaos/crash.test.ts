import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSql, type Sql } from '../../src/db/createSql';
import { insertFixture, matchResult } from '../support/bettingFeed';
import { expectCrashInvariants, expectReplaysAnswerStored, recordCounts } from './support/chaosChecks';
import { ChaosLoad, type Leg, loginOver, seeded } from './support/chaosLoad';
import { KbetProcess } from './support/kbetProcess';

/**
 * `pnpm chaos` sets KBET_CHAOS_KILLS=20 (20 kills of node and 20 of the postmaster); `pnpm test` runs this
 * short form with 2 of each. KBET_CHAOS_SEED replays a run's kill order and moments.
 */
const KILLS = Number(process.env.KBET_CHAOS_KILLS || 2);
const SEED = Number(process.env.KBET_CHAOS_SEED || 20_261_126);
const FIXTURE_ID = 990_001;

/** Runs `check` on a short-lived pool to the running cluster (its port changes when node restarts). */
async function withDatabase<T>(kbet: KbetProcess, check: (sql: Sql) => Promise<T>): Promise<T> {
  const sql = createSql(await kbet.databaseUrl(), { max: 2 });
  try {
    return await check(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

describe(`crash suite: kill -9 of node and of the postmaster under load (${KILLS} of each, seed ${SEED})`, {
  timeout: 60 * 60_000,
}, () => {
  let kbet: KbetProcess;
  beforeAll(async () => {
    kbet = await KbetProcess.create();
    await kbet.start();
  });
  afterAll(() => kbet.dispose());

  it('keeps every acknowledged bet, deposit, approval and conversion exactly once, with the ledger balanced', async () => {
    const leg: Leg = await withDatabase(kbet, async (sql) => {
      // Far ahead of the server's real clock: the market stays open for the whole run.
      await insertFixture(sql, {
        id: FIXTURE_ID,
        startDate: new Date(Date.now() + 30 * 24 * 3_600_000),
        markets: [matchResult(FIXTURE_ID)],
      });
      return {
        betPrice: '1.90',
        fixtureId: String(FIXTURE_ID),
        oddsId: `${FIXTURE_ID}_1_1`,
        sportId: 6046,
        version: '1',
      };
    });
    const baseline = await withDatabase(kbet, recordCounts);
    const members = await Promise.all(
      ['member01', 'member02', 'member03', 'member04'].map((userId) => loginOver(kbet.url, userId)),
    );
    const staff = await loginOver(kbet.url, 'admin01');
    const load = new ChaosLoad(() => kbet.url, members, staff, leg, SEED);

    const rng = seeded(SEED);
    const victims = [...Array(KILLS).fill('node'), ...Array(KILLS).fill('postmaster')];
    // Seeded Fisher-Yates: the order of node and postmaster kills.
    for (let i = victims.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [victims[i], victims[j]] = [victims[j], victims[i]];
    }

    for (const [round, victim] of victims.entries()) {
      // The moment: after a seeded number of acknowledged operations, with the other workers mid-request.
      const { moment, settled } = load.run(rng.int(3, 15));
      await moment;
      if (victim === 'node') await kbet.killNode();
      else await kbet.killPostmaster();
      await settled;
      if (victim === 'node') await kbet.start();
      else await kbet.waitHealthy();

      await withDatabase(kbet, (sql) => expectCrashInvariants(sql, load.acknowledged, baseline)).catch(
        (error: unknown) => {
          throw new Error(`after kill ${round + 1} (${victim}), seed ${SEED}: ${String(error)}`, {
            cause: error,
          });
        },
      );
    }

    await withDatabase(kbet, (sql) => expectReplaysAnswerStored(kbet.url, sql, load.acknowledged));
    const kinds = new Set(load.acknowledged.map((op) => op.kind));
    expect([...kinds].sort()).toEqual(['approve', 'bet', 'convert', 'deposit']);
    console.info(
      `crash suite: ${victims.length} kills, ${load.acknowledged.length} acknowledged operations; not acknowledged:`,
      Object.fromEntries(load.refused),
    );
  });
});
