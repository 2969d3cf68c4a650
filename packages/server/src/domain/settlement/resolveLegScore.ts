import { isPlayingPeriod, PERIOD, SET_SPORTS, SPORT_ID } from '@kbet/sdk';
import { type MarketScope, scopePeriod } from '../feed/marketCatalog';

/** One livescore period: the points (goals, runs, points of a set) each side scored in it. */
export interface PeriodScore {
  period: number;
  home: number;
  away: number;
  isFinished?: boolean;
}

export interface Score {
  home: number;
  away: number;
}

/** Sports whose match markets include overtime (basketball); football and ice hockey settle on regular time. */
const OVERTIME_COUNTS: readonly number[] = [SPORT_ID.BASKETBALL];

/** Periods that count toward the match score: play without the penalties, and overtime only where it counts. */
const isPlayed = (period: number, overtimeCounts: boolean): boolean =>
  isPlayingPeriod(period) && period !== PERIOD.PENALTIES && (overtimeCounts || period !== PERIOD.OVERTIME);

/**
 * The score a market scope settles on: a period's own score, or the match: regular time for football
 * and ice hockey (no overtime, no penalties), including overtime for basketball, every inning for
 * baseball, the sets won for set sports. Undefined when the period was not played.
 * @example resolveLegScore(6046, 'match', [{ period: 10, home: 1, away: 0 }, { period: 20, home: 1, away: 1 }]) // { home: 2, away: 1 }
 */
export function resolveLegScore(
  sportId: number,
  scope: MarketScope,
  periods: readonly PeriodScore[],
): Score | undefined {
  if (scope !== 'match') {
    const code = scopePeriod(sportId, scope);
    const period = periods.find((p) => p.period === code);
    return period && { home: period.home, away: period.away };
  }
  const played = periods.filter((p) => isPlayed(p.period, OVERTIME_COUNTS.includes(sportId)));
  if (SET_SPORTS.includes(sportId)) {
    return {
      home: played.filter((p) => p.home > p.away).length,
      away: played.filter((p) => p.away > p.home).length,
    };
  }
  return played.reduce((sum, p) => ({ home: sum.home + p.home, away: sum.away + p.away }), {
    home: 0,
    away: 0,
  });
}
