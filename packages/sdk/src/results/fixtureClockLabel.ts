import { isPlayingPeriod } from '../constants/period';
import { periodLabel } from '../constants/periodLabel';
import { SPORT_ID } from '../constants/sports';

/** Sports whose clock runs through the match; sets, innings and quarters show their period only. */
const RUNNING_CLOCK: readonly number[] = [SPORT_ID.FOOTBALL, SPORT_ID.HANDBALL];

/** The livescore fields the label reads. */
export interface ClockReading {
  readonly period: number;
  readonly clockSeconds: number;
}

/**
 * Where a fixture in play stands, in Korean: the period, and the minute for sports with a running clock
 * (the same minute the /inplay page shows).
 * @example fixtureClockLabel(6046, { period: 20, clockSeconds: 3_900 }) // "후반 65'"
 */
export function fixtureClockLabel(sportId: number, livescore: ClockReading): string {
  const period = periodLabel(sportId, livescore.period) ?? '';
  const running = RUNNING_CLOCK.includes(sportId) && isPlayingPeriod(livescore.period);
  const minute = running ? `${Math.floor(livescore.clockSeconds / 60)}'` : '';
  return [period, minute].filter(Boolean).join(' ');
}
