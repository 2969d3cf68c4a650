import { PERIOD } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createBetFixturesRepository } from '../../repositories/betFixturesRepository';
import type { FeedRepository, OddsRow } from '../../repositories/feedRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';
import { FIXTURE_STATUS, INPLAY_STATUSES, ODDS_STATUS } from '../feed/feedStatus';
import { fixtureErrors } from './fixtureErrors';
import { resolveLeg } from './resolveLeg';
import { resolveLegScore } from './resolveLegScore';
import { type SettlementSummary, settleFixtureWithin } from './settleSlips';

/** Statuses with a final outcome: finished with a result, or cancelled (voided). */
const FINAL: readonly number[] = [FIXTURE_STATUS.FINISHED, FIXTURE_STATUS.CANCELLED];

export interface PeriodResult {
  period: number;
  homeScore: number;
  awayScore: number;
}

export interface RecordFixtureResultParams {
  fixtureId: number;
  /** Every played period's score; the match score follows from them. */
  periods: readonly PeriodResult[];
  /** 'result' gives a fixture its first result; 'resettle' changes a result (or a void) after the fact. */
  mode: 'result' | 'resettle';
  staffId: number;
  reason: string;
  /** Confirms a first result before the start or while the feed has the fixture in play. */
  force?: boolean;
  now: Date;
}

/**
 * A staff result (spec §4, feed-model.md): the fixture finishes with these period scores, every
 * selection is settled by resolveLeg over them (a first result keeps the markets the feed voided; a
 * re-settlement decides every market from the scores), changed odds get a new version, and every slip
 * on the fixture is settled or re-settled in the same transaction. Audited with the old and new score.
 * @example await recordFixtureResult(tx, feed, { fixtureId: 9001, periods, mode: 'result', staffId, reason, now });
 */
export async function recordFixtureResult(
  tx: Tx,
  feed: FeedRepository,
  params: RecordFixtureResultParams,
): Promise<SettlementSummary> {
  const fixtures = createBetFixturesRepository(tx);
  const [fixture] = await feed.fixturesForUpdate([params.fixtureId], tx);
  if (!fixture) throw domainErrors.notFound();
  const final = FINAL.includes(fixture.status);
  if (params.mode === 'result' && final) throw fixtureErrors.alreadyResulted();
  if (params.mode === 'resettle' && !final) throw fixtureErrors.notResulted();
  // A final result for a match not yet begun or still being played is usually a wrong fixture id or a
  // premature entry: it takes an explicit confirmation, and the audit says it was forced.
  const beforeStart = fixture.startDate.getTime() > params.now.getTime();
  const inPlay = (INPLAY_STATUSES as readonly number[]).includes(fixture.status);
  const premature = params.mode === 'result' && (beforeStart || inPlay);
  if (premature && params.force !== true) {
    throw fixtureErrors.resultUnconfirmed({
      beforeStart,
      inPlay,
      startDate: fixture.startDate.toISOString(),
    });
  }

  const periods = params.periods.map((p) => ({
    fixtureId: fixture.id,
    period: p.period,
    homeScore: p.homeScore,
    awayScore: p.awayScore,
    isFinished: true,
  }));
  const scores = periods.map((p) => ({
    period: p.period,
    home: p.homeScore,
    away: p.awayScore,
    isFinished: true,
  }));
  const match = resolveLegScore(fixture.sportId, 'match', scores) ?? { home: 0, away: 0 };
  await fixtures.keepPeriods(
    fixture.id,
    periods.map((p) => p.period),
  );
  await feed.savePeriods(periods, tx);
  await feed.saveFixtures(
    [
      {
        ...fixture,
        status: FIXTURE_STATUS.FINISHED,
        currentPeriod: PERIOD.FULL_TIME,
        homeScore: match.home,
        awayScore: match.away,
        clockRunning: false,
        version: fixture.version + 1,
      },
    ],
    tx,
  );

  const odds = await fixtures.odds(fixture.id, true);
  const changed: OddsRow[] = odds.flatMap(({ marketVoided, ...row }) => {
    const settlement = resolveLeg({
      marketId: row.marketId,
      betName: row.name,
      line: row.line,
      sportId: fixture.sportId,
      fixtureStatus: FIXTURE_STATUS.FINISHED,
      marketVoided: params.mode === 'result' && marketVoided,
      periods: scores,
    });
    if (settlement === row.settlement && row.status === ODDS_STATUS.SETTLED) return [];
    return [{ ...row, settlement, status: ODDS_STATUS.SETTLED, version: row.version + 1 }];
  });
  await feed.saveOdds(changed, tx);
  await feed.refreshVoided(
    [...new Set(changed.map((row) => row.marketId))].map((marketId) => ({ fixtureId: fixture.id, marketId })),
    tx,
  );

  await audit(tx, {
    actorId: params.staffId,
    action: params.mode === 'result' ? 'fixture.result' : 'fixture.resettle',
    target: { type: 'fixture', id: fixture.id },
    old: { status: fixture.status, homeScore: fixture.homeScore, awayScore: fixture.awayScore },
    new: {
      status: FIXTURE_STATUS.FINISHED,
      homeScore: match.home,
      awayScore: match.away,
      periods: params.periods,
      ...(premature && { forced: { beforeStart, inPlay } }),
    },
    reason: params.reason,
  });
  return settleFixtureWithin(tx, fixture.id, {
    actorId: params.staffId,
    reason: params.reason,
    now: params.now,
  });
}
