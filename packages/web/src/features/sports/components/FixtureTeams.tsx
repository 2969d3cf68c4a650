import { type FixtureSummary, periodLabel } from '@kbet/sdk';
import { formatKst } from '@/lib/formatKst';
import { teamName } from '../utils/toSelection';
import styles from './FixtureTeams.module.css';

/** Feed statuses of a fixture being played (in progress, interrupted). */
const PLAYING = [2, 6];

/**
 * The clock of a fixture in play: football counts minutes (45'), the others mm:ss of the period.
 * @example liveClock(6046, 2712) // "45'"
 */
export function liveClock(sportId: number, clockSeconds: number): string {
  if (sportId === 6046) return `${Math.floor(clockSeconds / 60)}'`;
  const minutes = Math.floor(clockSeconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(clockSeconds % 60).padStart(2, '0')}`;
}

/**
 * A fixture's kick-off (KST) or live state, and its two teams with the score while it is played.
 * @example <FixtureTeams fixture={fixture} />
 */
export function FixtureTeams({ fixture }: { readonly fixture: FixtureSummary }) {
  const live = PLAYING.includes(fixture.status);
  const { livescore } = fixture;
  const period = periodLabel(fixture.sportId, livescore.period);
  return (
    <>
      <div className={styles.when}>
        {live ? (
          <>
            <span className={styles.live}>LIVE</span>
            <span className={styles.period}>
              {period}
              {livescore.period < 80 && ` ${liveClock(fixture.sportId, livescore.clockSeconds)}`}
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
