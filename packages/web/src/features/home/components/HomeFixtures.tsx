import { useInplayFixtures } from '@kbet/react';
import { sportDisplayName } from '@kbet/sdk/constants';
import { startingSoon } from '@kbet/sdk/live';
import type { HomeFixture } from '@kbet/sdk/schemas';
import { DateTime } from '@/components/ui/DateTime';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { Skeleton } from '@/components/ui/Skeleton';
import { useRenderTime } from '@/lib/clock';
import { Link } from '@/lib/Link';
import { useHomeFixtureDigest } from '../hooks/useHomeFixtureDigest';
import styles from './HomeFixtures.module.css';

/** Rows per column: enough to show what is on, short enough for a home page. */
const SHOWN = 5;
/** The digest keeps twice the rows shown: a fixture may start between the listing's read and a render. */
export const HOME_DIGEST = { soon: SHOWN * 2, leagues: 6 } as const;
/** The in-play listing's page the first column shows: scores only, so without the fixtures' markets. */
export const HOME_LIVE = { page: 1, itemsPerPage: SHOWN, markets: 'none' } as const;

const teams = (f: HomeFixture) =>
  `${f.home.nameKorean || f.home.name} vs ${f.away.nameKorean || f.away.name}`;

export interface HomeFixturesProps {
  /** Where a pre-match fixture or league leads (the sports page); without it the rows do not link. */
  readonly fixtureHref?: (fixture: HomeFixture) => string;
  readonly leagueHref?: (league: { sportId: number; leagueId: number }) => string;
  /** Where a live fixture leads (the in-play page). */
  readonly liveHref?: string;
}

function FixtureRows<F extends HomeFixture>({
  fixtures,
  href,
  score,
}: {
  readonly fixtures: readonly F[];
  readonly href?: (fixture: F) => string | undefined;
  /** A fixture in play's score, shown instead of its start. */
  readonly score?: (fixture: F) => string;
}) {
  return (
    <ul className={styles.rows}>
      {fixtures.map((f) => {
        const body = (
          <>
            <span className={styles.when}>
              {score ? <span className={styles.live}>{score(f)}</span> : <DateTime value={f.startDate} />}
            </span>
            <span className={styles.match}>
              <span className={styles.teams}>{teams(f)}</span>
              <span className={styles.league}>
                {sportDisplayName({ sport_id: f.sportId, name: f.sportName, name_korean: f.sportNameKorean })}{' '}
                · {f.leagueNameKorean || f.leagueName}
              </span>
            </span>
          </>
        );
        const to = href?.(f);
        return (
          <li key={f.fixtureId}>
            {to ? (
              <Link to={to} className={styles.row}>
                {body}
              </Link>
            ) : (
              <span className={styles.row}>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What a member comes for, on the home page: the fixtures live now, those starting soon and the popular
 * leagues: the in-play listing without markets and the next 24 hours' digest (`useHomeFixtureDigest`; the choice of
 * rows is the SDK's).
 * @example <HomeFixtures fixtureHref={(f) => paths.europe.getHref({ search: f.home.nameKorean })} />
 */
export function HomeFixtures({ fixtureHref, leagueHref, liveHref }: HomeFixturesProps) {
  const live = useInplayFixtures(HOME_LIVE);
  const digest = useHomeFixtureDigest(HOME_DIGEST);
  const now = useRenderTime();
  const soon = digest.data ? startingSoon(digest.data.soon, now, SHOWN) : null;
  const leagues = digest.data?.leagues ?? null;
  const loading = <Skeleton height={180} radius={12} />;
  return (
    <div className={styles.columns}>
      <Panel title="지금 진행 중" icon="live">
        {!live.data ? (
          loading
        ) : live.data.items.length === 0 ? (
          <EmptyState compact icon="live" title="진행 중인 경기가 없습니다." />
        ) : (
          <FixtureRows
            fixtures={live.data.items}
            href={liveHref ? () => liveHref : undefined}
            score={(f) => `${f.livescore.homeScore}:${f.livescore.awayScore}`}
          />
        )}
      </Panel>
      <Panel title="곧 시작" icon="clock">
        {!soon ? (
          loading
        ) : soon.length === 0 ? (
          <EmptyState compact icon="clock" title="24시간 안에 시작하는 경기가 없습니다." />
        ) : (
          <FixtureRows fixtures={soon} href={fixtureHref} />
        )}
      </Panel>
      <Panel title="인기 리그" icon="trophySmall">
        {!leagues ? (
          loading
        ) : leagues.length === 0 ? (
          <EmptyState compact icon="trophySmall" title="진행 예정 리그가 없습니다." />
        ) : (
          <ul className={styles.rows}>
            {leagues.map((league) => {
              const body = (
                <>
                  <span className={styles.match}>
                    <span className={styles.teams}>{league.name}</span>
                  </span>
                  <span className={styles.count}>{league.fixtures}경기</span>
                </>
              );
              const to = leagueHref?.(league);
              return (
                <li key={league.leagueId}>
                  {to ? (
                    <Link to={to} className={styles.row}>
                      {body}
                    </Link>
                  ) : (
                    <span className={styles.row}>{body}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
    </div>
  );
}
