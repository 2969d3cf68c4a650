import {
  type FixtureResult,
  isPlayingPeriod,
  type ResultMarket,
  type ResultState,
  type SettlementFlag,
} from '@kbet/sdk';
import type { ListedFixtureRow, ResultOddsRow } from '../../repositories/feedListingRepository';
import { toFixtureSummary } from './toFixtureSummary';

interface PeriodRow {
  period: number;
  homeScore: number;
  awayScore: number;
  isFinished: boolean;
}

function marketsOf(odds: readonly ResultOddsRow[]): ResultMarket[] {
  const markets = new Map<number, ResultMarket>();
  for (const o of odds) {
    const market = markets.get(o.marketId) ?? {
      marketId: o.marketId,
      name: o.marketName,
      nameKorean: o.marketNameKorean,
      selections: [],
    };
    market.selections.push({
      name: o.name,
      line: o.line,
      baseLine: o.baseLine,
      settlement: o.settlement as SettlementFlag,
    });
    markets.set(o.marketId, market);
  }
  return [...markets.values()];
}

/**
 * A final fixture on the wire (SDK FixtureResult): the listings' names, how it ended, the final score, the
 * played periods and the settlement of its main markets' selections.
 * @example toFixtureResult(row, 'finished', periods, odds).homeScore // 2
 */
export function toFixtureResult(
  row: ListedFixtureRow,
  state: ResultState,
  periods: readonly PeriodRow[],
  odds: readonly ResultOddsRow[],
): FixtureResult {
  const {
    livescore,
    marketCount: _count,
    markets: _markets,
    ...names
  } = toFixtureSummary(row, [], [], 'all');
  return {
    ...names,
    state,
    homeScore: livescore.homeScore,
    awayScore: livescore.awayScore,
    periods: periods
      .filter((p) => isPlayingPeriod(p.period))
      .map((p) => ({ period: p.period, homeScore: p.homeScore, awayScore: p.awayScore })),
    markets: marketsOf(odds),
  };
}
