/** LSports fixture statuses (feed-model.md). */
export const FIXTURE_STATUS = {
  NOT_STARTED: 1,
  IN_PROGRESS: 2,
  FINISHED: 3,
  CANCELLED: 4,
  POSTPONED: 5,
  INTERRUPTED: 6,
  ABANDONED: 7,
  LOST_COVERAGE: 8,
  ABOUT_TO_START: 9,
} as const;

export type FixtureStatus = (typeof FIXTURE_STATUS)[keyof typeof FIXTURE_STATUS];

/** LSports bet (odds) statuses (feed-model.md). */
export const ODDS_STATUS = { NOT_SET: 0, OPEN: 1, SUSPENDED: 2, SETTLED: 3 } as const;

export type OddsStatus = (typeof ODDS_STATUS)[keyof typeof ODDS_STATUS];

/** Fixtures still offered before kick-off. */
export const PREMATCH_STATUSES: readonly number[] = [
  FIXTURE_STATUS.NOT_STARTED,
  FIXTURE_STATUS.ABOUT_TO_START,
];

/** Fixtures being played (an interrupted one keeps its in-play place, suspended). */
export const INPLAY_STATUSES: readonly number[] = [FIXTURE_STATUS.IN_PROGRESS, FIXTURE_STATUS.INTERRUPTED];
