import { isPlayingPeriod } from '../constants/period';
import { periodLabel } from '../constants/periodLabel';

/** One played period's score with its Korean label (전반, 3쿼터, 7이닝, 2세트, 연장, 승부차기). */
export interface PeriodColumn {
  readonly period: number;
  readonly label: string;
  readonly home: number;
  readonly away: number;
}

/** A period score as the livescore and the results carry it. */
export interface PeriodScoreLike {
  readonly period: number;
  readonly homeScore: number;
  readonly awayScore: number;
}

/**
 * The played periods of a fixture in order, labelled for its sport (spec §9); breaks and full-time codes,
 * which hold no score of their own, are left out.
 * @example periodColumns(6046, [{ period: 20, homeScore: 1, awayScore: 1 }, { period: 10, homeScore: 1, awayScore: 0 }]) // [{ period: 10, label: '전반', home: 1, away: 0 }, { period: 20, label: '후반', home: 1, away: 1 }]
 */
export function periodColumns(sportId: number, periods: readonly PeriodScoreLike[]): PeriodColumn[] {
  return periods
    .filter((p) => isPlayingPeriod(p.period))
    .sort((a, b) => a.period - b.period)
    .map((p) => ({
      period: p.period,
      label: periodLabel(sportId, p.period) ?? String(p.period),
      home: p.homeScore,
      away: p.awayScore,
    }));
}
