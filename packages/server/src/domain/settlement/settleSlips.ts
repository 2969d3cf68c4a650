import type { Sql, Tx } from '../../db/createSql';
import { createBetSettlementRepository } from '../../repositories/betSettlementRepository';
import { type SettleOptions, type SettleOutcome, settleSlip } from './settleSlip';

/** How many slips each outcome had. */
export type SettlementSummary = Record<SettleOutcome['kind'], number>;

const emptySummary = (): SettlementSummary => ({
  skipped: 0,
  unchanged: 0,
  legs: 0,
  settled: 0,
  resettled: 0,
  unsettled: 0,
});

async function settleEach(
  sql: Sql,
  slipIds: readonly number[],
  options: SettleOptions,
): Promise<SettlementSummary> {
  const summary = emptySummary();
  // One short transaction per slip, in id order: no slip waits on a whole batch, and no two runs deadlock.
  for (const slipId of slipIds) {
    summary[(await sql.begin((tx) => settleSlip(tx, slipId, options))).kind] += 1;
  }
  return summary;
}

/**
 * Settles every slip with a leg on these odds (after the feed changed their settlement), each slip in its
 * own transaction.
 * @example await settleOdds(sql, ['9001_1_1'], { actorId: null, reason: null, now: clock.now() });
 */
export async function settleOdds(
  sql: Sql,
  oddsIds: readonly string[],
  options: SettleOptions,
): Promise<SettlementSummary> {
  if (oddsIds.length === 0) return emptySummary();
  return settleEach(sql, await createBetSettlementRepository(sql).slipIdsForOdds(oddsIds), options);
}

/**
 * Settles every slip with a leg on this fixture (a status change of the whole fixture), each slip in its
 * own transaction.
 * @example await settleFixture(sql, 9001, { actorId: null, reason: null, now: clock.now() });
 */
export async function settleFixture(
  sql: Sql,
  fixtureId: number,
  options: SettleOptions,
): Promise<SettlementSummary> {
  return settleEach(sql, await createBetSettlementRepository(sql).slipIdsForFixture(fixtureId), options);
}

/**
 * Settles every slip with a leg on this fixture inside the caller's transaction, which has just written
 * the fixture's result (a staff result, void or re-settlement commits with its bets or not at all).
 * @example await sql.begin((tx) => settleFixtureWithin(tx, 9001, { actorId: staff.id, reason, now }));
 */
export async function settleFixtureWithin(
  tx: Tx,
  fixtureId: number,
  options: SettleOptions,
): Promise<SettlementSummary> {
  const summary = emptySummary();
  for (const slipId of await createBetSettlementRepository(tx).slipIdsForFixture(fixtureId)) {
    summary[(await settleSlip(tx, slipId, options)).kind] += 1;
  }
  return summary;
}
