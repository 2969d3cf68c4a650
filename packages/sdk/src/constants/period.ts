import { SPORT_ID } from './sports';

/** Livescore period codes (spec §3, feed-model.md); quarter, inning and set sports number periods from 1. */
export const PERIOD = {
  NOT_STARTED: -1,
  FIRST_HALF: 10,
  SECOND_HALF: 20,
  OVERTIME: 40,
  PENALTIES: 50,
  BREAK: 80,
  FULL_TIME: 100,
  FULL_TIME_AFTER_OVERTIME: 101,
  FULL_TIME_AFTER_PENALTIES: 102,
} as const;

/** Sports whose periods are halves (codes 10 and 20); the rest number their periods from 1. */
export const HALF_SPORTS: readonly number[] = [SPORT_ID.FOOTBALL, SPORT_ID.HANDBALL];

/** Set sports: the match score is the sets (maps) won; a period's score is its points. */
export const SET_SPORTS: readonly number[] = [
  SPORT_ID.VOLLEYBALL,
  SPORT_ID.E_GAMES,
  SPORT_ID.TENNIS,
  SPORT_ID.TABLE_TENNIS,
];

/**
 * Whether a period code is a period of play (halves, quarters, innings, sets, overtime, penalties), not
 * the not-started, break or full-time codes.
 * @example isPlayingPeriod(PERIOD.BREAK) // false
 */
export const isPlayingPeriod = (period: number): boolean => period >= 1 && period < PERIOD.BREAK;
