import {
  type FixtureSummary,
  LIVE_FIXTURE_STATUSES,
  PERIOD,
  periodLabel,
  SPORT_ID,
  teamName,
} from '@kbet/sdk';
import { formatKst } from '@/lib/formatKst';
import styles from './FixtureTeams.module.css';

/** Sports whose clock runs through the match; the others (sets, innings, quarters) show their period only. */
const RUNNING_CLOCK: readonly number[] = [SPORT_ID.FOOTBALL, SPORT_ID.HANDBALL];

/**
 * The minute of a fixture in play for sports with a running clock (45'), else nothing: a set or an inning
 * has no clock worth showing.
 * @example liveMinute(6046, 2712) // "45'"
 */
export const liveMinute = (sportId: number, clockSeconds: number): string | null =>
  RUNNING_CLOCK.includes(sportId) ? `${Math.floor(clockSeconds / 60)}'` : null;

/**
 * A fixture's kick-off (KST) or live state, and its two teams with the score while it is played.
 * @example <FixtureTeams fixture={fixture} />
 */
export function FixtureTeams({ fixture }: { readonly fixture: FixtureSummary }) {
  const live = LIVE_FIXTURE_STATUSES.includes(fixture.status);
  const { livescore } = fixture;
  const period = periodLabel(fixture.sportId, livescore.period);
  const minute = livescore.period < PERIOD.BREAK ? liveMinute(fixture.sportId, livescore.clockSeconds) : null;
  return (
    <>
      <div className={styles.when}>
        {live ? (
          <>
            <span className={styles.live}>LIVE</span>
            <span className={styles.period}>
              {period}
              {minute && ` ${minute}`}
            </span>
          </>
        ) : (
          <time dateTime={fixture.startDate} className={styles.time}>
            <span>{formatKst(fixture.startDate, 'date').slice(5)}</span>
            <span className={styles.hour}>{formatKst(fixture.startDate, 'datetime').slice(11)}</span>
          </time>
        )}
      </div>
      <div className={styles.teams}>
        <span className={styles.team}>
          <span className={styles.name}>{teamName(fixture.home)}</span>
          {live && <span className={styles.score}>{livescore.homeScore}</span>}
        </span>
        <span className={styles.team}>
          <span className={styles.name}>{teamName(fixture.away)}</span>
          {live && <span className={styles.score}>{livescore.awayScore}</span>}
        </span>
      </div>
    </>
  );
}
