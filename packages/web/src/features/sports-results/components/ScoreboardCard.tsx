import {
  FIXTURE_STATUS,
  type FixtureSummary,
  fixtureClockLabel,
  fixtureStatusLabel,
  LIVE_FIXTURE_STATUSES,
  periodColumns,
  UPCOMING_FIXTURE_STATUSES,
} from '@kbet/sdk';
import { paths } from '@/config/paths';
import { formatKst } from '@/lib/formatKst';
import { Link } from '@/lib/Link';
import styles from './ScoreboardCard.module.css';

const UNPLAYED: readonly number[] = [FIXTURE_STATUS.CANCELLED, FIXTURE_STATUS.POSTPONED];

/** Links on from a fixture: bet it in play or before kick-off while markets are open, or see its day's results. */
function nextLink(fixture: FixtureSummary): { to: string; label: string } | null {
  if (LIVE_FIXTURE_STATUSES.includes(fixture.status))
    return fixture.marketCount > 0
      ? { to: `${paths.inplay.path}?sport_id=${fixture.sportId}`, label: '라이브 베팅' }
      : null;
  if (UPCOMING_FIXTURE_STATUSES.includes(fixture.status))
    return fixture.marketCount > 0
      ? {
          to: paths.europe.getHref({ sportId: fixture.sportId, league: fixture.leagueId }),
          label: '베팅하기',
        }
      : null;
  return {
    to: `${paths.gameResultSports.path}?sport_id=${fixture.sportId}&date=${formatKst(fixture.startDate, 'date')}`,
    label: '결과',
  };
}

/**
 * A fixture on the scoreboard: its league, its live clock, kick-off or final status, the two teams with the
 * score, and the period scores once it has started.
 * @example <ScoreboardCard fixture={fixture} />
 */
export function ScoreboardCard({ fixture }: { readonly fixture: FixtureSummary }) {
  const live = LIVE_FIXTURE_STATUSES.includes(fixture.status);
  const upcoming = UPCOMING_FIXTURE_STATUSES.includes(fixture.status);
  const { livescore } = fixture;
  const periods = periodColumns(fixture.sportId, livescore.periods);
  const home = fixture.home.nameKorean || fixture.home.name;
  const away = fixture.away.nameKorean || fixture.away.name;
  // A fixture cancelled or postponed before it was played has no score worth showing.
  const scored = !upcoming && !UNPLAYED.includes(fixture.status);
  const lead = scored ? Math.sign(livescore.homeScore - livescore.awayScore) : 0;
  const link = nextLink(fixture);
  return (
    <article className={styles.card} data-live={live || undefined} aria-label={`${home} 대 ${away}`}>
      <div className={styles.top}>
        <span className={styles.league}>{fixture.leagueNameKorean || fixture.leagueName}</span>
        {live ? (
          <span className={styles.clock}>
            <span className={styles.liveDot} aria-hidden="true" />
            {fixture.status === FIXTURE_STATUS.INTERRUPTED
              ? fixtureStatusLabel(fixture.status)
              : fixtureClockLabel(fixture.sportId, livescore)}
          </span>
        ) : upcoming ? (
          <time dateTime={fixture.startDate} className={styles.kickoff}>
            {formatKst(fixture.startDate, 'datetime').slice(11)}
          </time>
        ) : (
          <span className={styles.final}>{fixtureStatusLabel(fixture.status)}</span>
        )}
      </div>
      <div className={styles.teams}>
        <span className={styles.team} data-lead={lead > 0 || undefined}>
          <span className={styles.name}>{home}</span>
          {scored && <span className={styles.score}>{livescore.homeScore}</span>}
        </span>
        <span className={styles.team} data-lead={lead < 0 || undefined}>
          <span className={styles.name}>{away}</span>
          {scored && <span className={styles.score}>{livescore.awayScore}</span>}
        </span>
      </div>
      {(periods.length > 0 || link) && (
        <div className={styles.bottom}>
          <ol className={styles.periods} aria-label="기간별 점수">
            {periods.map((period) => (
              <li key={period.period}>
                <span className={styles.periodLabel}>{period.label}</span> {period.home}:{period.away}
              </li>
            ))}
          </ol>
          {link && (
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          )}
        </div>
      )}
    </article>
  );
}
