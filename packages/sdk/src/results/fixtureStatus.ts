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

/** Korean labels of the statuses (kbet's own wording). */
export const FIXTURE_STATUS_LABELS: Readonly<Record<FixtureStatus, string>> = {
  [FIXTURE_STATUS.NOT_STARTED]: '경기전',
  [FIXTURE_STATUS.IN_PROGRESS]: '경기중',
  [FIXTURE_STATUS.FINISHED]: '경기종료',
  [FIXTURE_STATUS.CANCELLED]: '경기취소',
  [FIXTURE_STATUS.POSTPONED]: '경기연기',
  [FIXTURE_STATUS.INTERRUPTED]: '일시중단',
  [FIXTURE_STATUS.ABANDONED]: '경기중단',
  [FIXTURE_STATUS.LOST_COVERAGE]: '중계종료',
  [FIXTURE_STATUS.ABOUT_TO_START]: '경기임박',
};

/** Being played: in progress, or interrupted (it keeps its in-play place, suspended). */
export const LIVE_FIXTURE_STATUSES: readonly number[] = [
  FIXTURE_STATUS.IN_PROGRESS,
  FIXTURE_STATUS.INTERRUPTED,
];

/** Still to be played. */
export const UPCOMING_FIXTURE_STATUSES: readonly number[] = [
  FIXTURE_STATUS.NOT_STARTED,
  FIXTURE_STATUS.ABOUT_TO_START,
];

/** Over for good, with a result or with its bets voided: the fixtures of the results page. */
export const FINAL_FIXTURE_STATUSES: readonly number[] = [
  FIXTURE_STATUS.FINISHED,
  FIXTURE_STATUS.CANCELLED,
  FIXTURE_STATUS.POSTPONED,
  FIXTURE_STATUS.ABANDONED,
];

/** How a final fixture ended: played to the end, cancelled, or not completed (postponed, abandoned: bets void). */
export const RESULT_STATES = ['finished', 'cancelled', 'void'] as const;
export type ResultState = (typeof RESULT_STATES)[number];

/**
 * The Korean label of a fixture status, '-' for a code outside the feed's set.
 * @example fixtureStatusLabel(5) // '경기연기'
 */
export const fixtureStatusLabel = (status: number): string =>
  (FIXTURE_STATUS_LABELS as Readonly<Record<number, string>>)[status] ?? '-';

/**
 * How a final fixture ended, or undefined for a fixture that is not final.
 * @example resultState(7) // 'void'
 */
export function resultState(status: number): ResultState | undefined {
  if (status === FIXTURE_STATUS.FINISHED) return 'finished';
  if (status === FIXTURE_STATUS.CANCELLED) return 'cancelled';
  if (status === FIXTURE_STATUS.POSTPONED || status === FIXTURE_STATUS.ABANDONED) return 'void';
  return undefined;
}
