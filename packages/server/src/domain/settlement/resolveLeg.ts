import { WIN_FLAG, type WinFlag } from '@kbet/sdk';
import { FIXTURE_STATUS } from '../feed/feedStatus';
import { marketDefinition, scopePeriod } from '../feed/marketCatalog';
import { resolveLegOnScore } from './resolveLegOnScore';
import { type PeriodScore, resolveLegScore } from './resolveLegScore';

export interface ResolveLegParams {
  marketId: number;
  betName: string;
  line?: string | null;
  sportId: number;
  /** LSports fixture status (1 NSY … 9 AboutToStart). */
  fixtureStatus: number;
  /** The feed or an operator voided the whole market. */
  marketVoided?: boolean;
  /** The livescore periods; a period market settles as soon as its period is finished. */
  periods: readonly PeriodScore[];
}

const VOID_STATUSES: readonly number[] = [FIXTURE_STATUS.CANCELLED, FIXTURE_STATUS.POSTPONED];

/**
 * The leg win flag of a selection (feed-model.md): -1 when the fixture is cancelled or postponed, the
 * market voided, or its period never played; 0 while undecided; otherwise the market's rule over the
 * score it settles on (quarter lines half won / half lost, whole lines refund). An abandoned fixture
 * keeps the results of periods already finished.
 * @example resolveLeg({ marketId: 2, betName: 'Over', line: '2.25', sportId: 6046, fixtureStatus: 3, periods: [{ period: 10, home: 1, away: 0 }, { period: 20, home: 1, away: 0 }] }) // 5
 */
export function resolveLeg(params: ResolveLegParams): WinFlag {
  const { marketId, sportId, fixtureStatus, periods } = params;
  if (params.marketVoided || VOID_STATUSES.includes(fixtureStatus)) return WIN_FLAG.CANCELLED;
  const market = marketDefinition(marketId);
  if (!market) throw new RangeError(`Unknown market ${marketId}`);

  const finished = fixtureStatus === FIXTURE_STATUS.FINISHED;
  const abandoned = fixtureStatus === FIXTURE_STATUS.ABANDONED;
  if (market.scope === 'match') {
    if (abandoned) return WIN_FLAG.CANCELLED;
    if (!finished) return WIN_FLAG.WAITING;
  } else {
    const code = scopePeriod(sportId, market.scope);
    const period = periods.find((p) => p.period === code);
    if (!period?.isFinished && !finished) return abandoned ? WIN_FLAG.CANCELLED : WIN_FLAG.WAITING;
  }
  const score = resolveLegScore(sportId, market.scope, periods);
  if (!score) return WIN_FLAG.CANCELLED;
  return resolveLegOnScore({ kind: market.kind, betName: params.betName, line: params.line, ...score });
}
