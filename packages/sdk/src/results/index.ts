export type { ClockReading } from './fixtureClockLabel';
export { fixtureClockLabel } from './fixtureClockLabel';
export type { FixtureResultLike, FixtureResultSummary } from './fixtureResultSummary';
export { fixtureResultSummary, RESULT_MARKET, RESULT_MARKET_IDS } from './fixtureResultSummary';
export type { FixtureStatus, ResultState } from './fixtureStatus';
export {
  FINAL_FIXTURE_STATUSES,
  FIXTURE_STATUS,
  FIXTURE_STATUS_LABELS,
  fixtureStatusLabel,
  LIVE_FIXTURE_STATUSES,
  RESULT_STATES,
  resultState,
  UPCOMING_FIXTURE_STATUSES,
} from './fixtureStatus';
export type { KstDayBounds } from './kstDay';
export { kstDay, kstDayBounds, shiftKstDay } from './kstDay';
export type { LineKind, LineOutcome, LineSelection, LineSide } from './lineOutcomes';
export { lineOutcomes, mainLine } from './lineOutcomes';
export type { PeriodColumn, PeriodScoreLike } from './periodColumns';
export { periodColumns } from './periodColumns';
export type { ScoreboardFixtureLike, ScoreboardSport } from './scoreboardSections';
export { scoreboardSections } from './scoreboardSections';
export type { ScoreboardWindow } from './scoreboardWindow';
export {
  SCOREBOARD_FINISHED_HOURS,
  SCOREBOARD_SECTION_LIMIT,
  SCOREBOARD_UPCOMING_MIN_HOURS,
  scoreboardWindow,
} from './scoreboardWindow';
export { resultDateRange, validateResultDate } from './validateResultDate';
export type { OutcomeState, SettledSelection, WinnerOutcome } from './winnerOutcome';
export { UNDECIDED_OUTCOME_LABELS, undecidedState, winnerOutcome } from './winnerOutcome';
