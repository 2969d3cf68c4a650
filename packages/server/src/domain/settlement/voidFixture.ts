import { WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createBetFixturesRepository } from '../../repositories/betFixturesRepository';
import type { FeedRepository } from '../../repositories/feedRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';
import { FIXTURE_STATUS, ODDS_STATUS } from '../feed/feedStatus';
import { type SettlementSummary, settleFixtureWithin } from './settleSlips';

export interface VoidFixtureParams {
  fixtureId: number;
  staffId: number;
  reason: string;
  now: Date;
}

/**
 * A staff void (feed-model.md: a cancelled fixture voids its legs): the fixture becomes cancelled, every
 * selection settles -1 with a new version, and every slip on it is settled or re-settled in the same
 * transaction (an accumulator is paid on its other legs). Voiding again changes nothing. Audited.
 * @example await voidFixture(tx, feed, { fixtureId: 9001, staffId, reason: '경기 취소', now });
 */
export async function voidFixture(
  tx: Tx,
  feed: FeedRepository,
  params: VoidFixtureParams,
): Promise<SettlementSummary> {
  const fixtures = createBetFixturesRepository(tx);
  const [fixture] = await feed.fixturesForUpdate([params.fixtureId], tx);
  if (!fixture) throw domainErrors.notFound();
  if (fixture.status !== FIXTURE_STATUS.CANCELLED) {
    await feed.saveFixtures(
      [{ ...fixture, status: FIXTURE_STATUS.CANCELLED, clockRunning: false, version: fixture.version + 1 }],
      tx,
    );
  }
  const odds = await fixtures.odds(fixture.id, true);
  const changed = odds.flatMap(({ marketVoided: _voided, ...row }) =>
    row.settlement === WIN_FLAG.CANCELLED && row.status === ODDS_STATUS.SETTLED
      ? []
      : [{ ...row, settlement: WIN_FLAG.CANCELLED, status: ODDS_STATUS.SETTLED, version: row.version + 1 }],
  );
  await feed.saveOdds(changed, tx);
  await feed.refreshVoided(
    [...new Set(changed.map((row) => row.marketId))].map((marketId) => ({ fixtureId: fixture.id, marketId })),
    tx,
  );
  await audit(tx, {
    actorId: params.staffId,
    action: 'fixture.void',
    target: { type: 'fixture', id: fixture.id },
    old: { status: fixture.status },
    new: { status: FIXTURE_STATUS.CANCELLED },
    reason: params.reason,
  });
  return settleFixtureWithin(tx, fixture.id, {
    actorId: params.staffId,
    reason: params.reason,
    now: params.now,
  });
}
