import { useScoreboard, useSports } from '@kbet/react';
import { type LiveState, scoreboardSections } from '@kbet/sdk';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Icon } from '@/components/ui/Icon';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { sportIcon } from '@/lib/sportIcon';
import { useScoreboardFeed } from '../hooks/useScoreboardFeed';
import pageStyles from './Page.module.css';
import { ScoreboardColumn } from './ScoreboardColumn';
import styles from './ScoreboardPage.module.css';
import { SportTabs } from './SportTabs';

const LIVE_LABEL: Readonly<Record<LiveState, string>> = {
  idle: '연결 대기',
  connecting: '연결 중',
  live: '실시간',
  reconnecting: '재연결 중 · 5초마다 갱신',
  stale: '지연 · 5초마다 갱신',
  closed: '5초마다 갱신',
};

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
  const board = useScoreboard({ sport_id: sportId });
  const sports = useSports();
  const live = useScoreboardFeed(() => board.refresh());
  const sections = scoreboardSections(
    board.data?.items ?? [],
    (sports.data ?? []).map((sport) => sport.sport_id),
  );
  const count = (key: 'live' | 'upcoming' | 'finished') => sections.reduce((n, s) => n + s[key].length, 0);
  const href = (id: number | undefined) =>
    id === undefined ? paths.sportsboard.path : `${paths.sportsboard.path}?sport_id=${id}`;

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
          <Badge tone={live === 'live' ? 'success' : 'warning'} dot>
            <span role="status">{LIVE_LABEL[live]}</span>
          </Badge>
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
          <EmptyState
            icon="alert"
            title="스코어보드를 불러오지 못했습니다."
            action={
              <Button size="sm" icon={<Icon name="refresh" size={14} />} onClick={() => void board.refresh()}>
                다시 시도
              </Button>
            }
          />
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
                tone="live"
                fixtures={sport.live}
                empty="진행중인 경기가 없습니다."
              />
              <ScoreboardColumn
                title="예정 경기"
                tone="upcoming"
                fixtures={sport.upcoming}
                empty="예정된 경기가 없습니다."
              />
              <ScoreboardColumn
                title="최근 종료"
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
