import { LIVE_FIXTURE_STATUSES, UPCOMING_FIXTURE_STATUSES } from '@kbet/sdk';

// The fixture statuses are a feed-model rule shared with the member site, so they live in the SDK.
export { FIXTURE_STATUS, type FixtureStatus } from '@kbet/sdk';

/** LSports bet (odds) statuses (feed-model.md). */
export const ODDS_STATUS = { NOT_SET: 0, OPEN: 1, SUSPENDED: 2, SETTLED: 3 } as const;

export type OddsStatus = (typeof ODDS_STATUS)[keyof typeof ODDS_STATUS];

/** Fixtures still offered before kick-off. */
export const PREMATCH_STATUSES = UPCOMING_FIXTURE_STATUSES;

/** Fixtures being played (an interrupted one keeps its in-play place, suspended). */
export const INPLAY_STATUSES = LIVE_FIXTURE_STATUSES;
