import { startOfKstDay } from '../core/kstParts';

const HOUR_MS = 3_600_000;

/** How far back the scoreboard's finished fixtures reach: those that started in the last 12 hours. */
export const SCOREBOARD_FINISHED_HOURS = 12;
/** However late in the Korean day, the scoreboard shows at least this many hours of upcoming fixtures. */
export const SCOREBOARD_UPCOMING_MIN_HOURS = 6;
/** At most this many fixtures in each of the scoreboard's upcoming and finished sections. */
export const SCOREBOARD_SECTION_LIMIT = 50;

/** The instants the scoreboard's sections are cut at. */
export interface ScoreboardWindow {
  /** Upcoming fixtures start before this: the next Korean midnight, or 6 hours ahead if that is later. */
  readonly upcomingBefore: number;
  /** Finished fixtures started after this. */
  readonly finishedSince: number;
}

/**
 * The scoreboard's window at `now`: upcoming means the rest of the Korean day (at least the next 6 hours, so
 * the board is not empty just before midnight), finished means started in the last 12 hours (a match that
 * ended after midnight still shows).
 * @example scoreboardWindow(Date.UTC(2025, 2, 1, 3)) // { upcomingBefore: Date.UTC(2025, 2, 1, 15), finishedSince: Date.UTC(2025, 1, 28, 15) }
 */
export const scoreboardWindow = (now: number): ScoreboardWindow => ({
  upcomingBefore: Math.max(startOfKstDay(now) + 24 * HOUR_MS, now + SCOREBOARD_UPCOMING_MIN_HOURS * HOUR_MS),
  finishedSince: now - SCOREBOARD_FINISHED_HOURS * HOUR_MS,
});
