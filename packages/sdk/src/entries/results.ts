// @kbet/sdk/results: reading fixture, bet and game results for the history and result pages.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { ClockReading } from '../results/fixtureClockLabel';
export { fixtureClockLabel } from '../results/fixtureClockLabel';
export type { FixtureResultLike, FixtureResultSummary } from '../results/fixtureResultSummary';
export { fixtureResultSummary, RESULT_MARKET, RESULT_MARKET_IDS } from '../results/fixtureResultSummary';
export type { FixtureStatus, ResultState } from '../results/fixtureStatus';
export {
  FINAL_FIXTURE_STATUSES,
  FIXTURE_STATUS,
  FIXTURE_STATUS_LABELS,
  fixtureStatusLabel,
  LIVE_FIXTURE_STATUSES,
  RESULT_STATES,
  resultState,
  UPCOMING_FIXTURE_STATUSES,
} from '../results/fixtureStatus';
export type { KstDayBounds } from '../results/kstDay';
export { kstDay, kstDayBounds, shiftKstDay } from '../results/kstDay';
export type { LineKind, LineOutcome, LineSelection, LineSide } from '../results/lineOutcomes';
export { lineOutcomes, mainLine } from '../results/lineOutcomes';
export type { PeriodColumn, PeriodScoreLike } from '../results/periodColumns';
export { periodColumns } from '../results/periodColumns';
export type { ScoreboardFixtureLike, ScoreboardSport } from '../results/scoreboardSections';
export { scoreboardSections } from '../results/scoreboardSections';
export type { ScoreboardWindow } from '../results/scoreboardWindow';
export {
  SCOREBOARD_FINISHED_HOURS,
  SCOREBOARD_SECTION_LIMIT,
  SCOREBOARD_UPCOMING_MIN_HOURS,
  scoreboardWindow,
} from '../results/scoreboardWindow';
export { resultDateRange, validateResultDate } from '../results/validateResultDate';
export type { OutcomeState, SettledSelection, WinnerOutcome } from '../results/winnerOutcome';
export { UNDECIDED_OUTCOME_LABELS, undecidedState, winnerOutcome } from '../results/winnerOutcome';
