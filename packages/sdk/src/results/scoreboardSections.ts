import { sportNameKorean } from '../constants/sports';
import { FINAL_FIXTURE_STATUSES, LIVE_FIXTURE_STATUSES, UPCOMING_FIXTURE_STATUSES } from './fixtureStatus';

/** The fixture fields the scoreboard sorts on. */
export interface ScoreboardFixtureLike {
  readonly fixtureId: number;
  readonly sportId: number;
  readonly sportNameKorean: string;
  readonly status: number;
  readonly startDate: string;
}

/** One sport of the scoreboard: fixtures in play, still to start, and over. */
export interface ScoreboardSport<F extends ScoreboardFixtureLike> {
  readonly sportId: number;
  readonly sportNameKorean: string;
  readonly live: readonly F[];
  readonly upcoming: readonly F[];
  readonly finished: readonly F[];
}

const byStart = (a: ScoreboardFixtureLike, b: ScoreboardFixtureLike) =>
  Date.parse(a.startDate) - Date.parse(b.startDate) || a.fixtureId - b.fixtureId;

/**
 * The scoreboard grouped by sport (in `sportOrder`, then first appearance): in play and upcoming by start,
 * the finished ones latest first. Sections follow each fixture's status, so a fixture the live push finishes
 * moves from in play to finished; statuses of none of them (lost coverage) are left out.
 * @example scoreboardSections(board.items, [6046, 48242])[0]?.live.length
 */
export function scoreboardSections<F extends ScoreboardFixtureLike>(
  fixtures: readonly F[],
  sportOrder: readonly number[] = [],
): ScoreboardSport<F>[] {
  const sports = new Map<number, { sportNameKorean: string; live: F[]; upcoming: F[]; finished: F[] }>();
  for (const fixture of fixtures) {
    const section = LIVE_FIXTURE_STATUSES.includes(fixture.status)
      ? 'live'
      : UPCOMING_FIXTURE_STATUSES.includes(fixture.status)
        ? 'upcoming'
        : FINAL_FIXTURE_STATUSES.includes(fixture.status)
          ? 'finished'
          : null;
    if (!section) continue;
    let sport = sports.get(fixture.sportId);
    if (!sport) {
      sport = {
        sportNameKorean: fixture.sportNameKorean || (sportNameKorean(fixture.sportId) ?? ''),
        live: [],
        upcoming: [],
        finished: [],
      };
      sports.set(fixture.sportId, sport);
    }
    sport[section].push(fixture);
  }
  const rank = (sportId: number) => {
    const index = sportOrder.indexOf(sportId);
    return index < 0 ? sportOrder.length : index;
  };
  return [...sports]
    .map(([sportId, sport], appearance) => ({ sportId, sport, appearance }))
    .sort((a, b) => rank(a.sportId) - rank(b.sportId) || a.appearance - b.appearance)
    .map(({ sportId, sport }) => ({
      sportId,
      sportNameKorean: sport.sportNameKorean,
      live: sport.live.sort(byStart),
      upcoming: sport.upcoming.sort(byStart),
      finished: sport.finished.sort((a, b) => byStart(b, a)),
    }));
}
