import { useScoreboard, useSports } from '@kbet/react';
import { type SportListItem, scoreboardSections } from '@kbet/sdk';
import { useSearchParams } from 'react-router';
import { LiveStatus } from '@/components/LiveStatus';
import { SportTabs } from '@/components/SportTabs';
import { Badge } from '@/components/ui/Badge';
import { EmptyState } from '@/components/ui/EmptyState';
import { Icon } from '@/components/ui/Icon';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { sportIcon } from '@/lib/sportIcon';
import { useLiveFeed } from '@/lib/useLiveFeed';
import pageStyles from './Page.module.css';
import { ScoreboardColumn } from './ScoreboardColumn';
import styles from './ScoreboardPage.module.css';

/**
 * With the push live, the board is still re-read every 30 seconds: the push carries goals, periods and
 * statuses but not every tick of the match clock, nor fixtures the board did not list yet.
 */
const LIVE_REFRESH_MS = 30_000;

const positiveInt = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/**
 * /sportsboard (spec §2, the fourth banner): a live scoreboard by sport of the fixtures in play (score, period,
 * clock), the upcoming ones (the rest of the Korean day, at least 6 hours) and those finished in the last 12
 * hours; scores follow the live push, with 5-second polling while it is down.
 * @example <Route path="/sportsboard" Component={ScoreboardPage} />
 */
export function ScoreboardPage() {
  const [params] = useSearchParams();
  const sportId = positiveInt(params.get('sport_id'));
  const board = useScoreboard({ sportId });
  const sports = useSports();
  const live = useLiveFeed(() => board.refresh(), { liveRefreshMs: LIVE_REFRESH_MS });
  const sections = scoreboardSections(
    board.data?.items ?? [],
    (sports.data ?? []).map((sport) => sport.sport_id),
  );
  const count = (key: 'live' | 'upcoming' | 'finished') => sections.reduce((n, s) => n + s[key].length, 0);
  const href = (sport: SportListItem | undefined) =>
    sport ? `${paths.sportsboard.path}?sport_id=${sport.sport_id}` : paths.sportsboard.path;

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.heading}>
        <h1 className={pageStyles.title}>
          <Icon name="live" size={22} className={pageStyles.titleIcon} />
          스코어보드
        </h1>
        <div className={pageStyles.caption}>
          {board.data && (
            <span className={styles.summary}>
              진행중 <strong>{count('live')}</strong> · 예정 <strong>{count('upcoming')}</strong> · 최근 종료{' '}
              <strong>{count('finished')}</strong>
            </span>
          )}
          <LiveStatus state={live} />
        </div>
      </header>
      <SportTabs selected={sportId} href={href} />
      <div className={styles.sports} aria-busy={board.fetching}>
        {!board.data && board.status !== 'error' && (
          <>
            <Skeleton height={220} radius={14} />
            <Skeleton height={220} radius={14} />
          </>
        )}
        {board.status === 'error' && !board.data && (
          <LoadError title="스코어보드를 불러오지 못했습니다." onRetry={() => void board.refresh()} />
        )}
        {board.data && sections.length === 0 && (
          <EmptyState
            icon="live"
            title="표시할 경기가 없습니다."
            description="진행중이거나 예정된 경기가 생기면 이곳에 표시됩니다."
          />
        )}
        {sections.map((sport) => (
          <section
            key={sport.sportId}
            className={styles.sport}
            aria-labelledby={`sportsboard-${sport.sportId}`}
          >
            <h2 id={`sportsboard-${sport.sportId}`} className={styles.sportTitle}>
              <Icon name={sportIcon(sport.sportId)} size={18} />
              {sport.sportNameKorean}
              {sport.live.length > 0 && (
                <Badge tone="danger" solid>
                  LIVE {sport.live.length}
                </Badge>
              )}
            </h2>
            <div className={styles.columns}>
              <ScoreboardColumn
                title="진행중"
                sport={sport.sportNameKorean}
                tone="live"
                fixtures={sport.live}
                empty="진행중인 경기가 없습니다."
              />
              <ScoreboardColumn
                title="예정 경기"
                sport={sport.sportNameKorean}
                tone="upcoming"
                fixtures={sport.upcoming}
                empty="예정된 경기가 없습니다."
              />
              <ScoreboardColumn
                title="최근 종료"
                sport={sport.sportNameKorean}
                tone="finished"
                fixtures={sport.finished}
                empty="최근 종료된 경기가 없습니다."
              />
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
