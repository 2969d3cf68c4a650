import { useSports } from '@kbet/react';
import { sportDisplayName } from '@kbet/sdk/constants';
import { EmptyState } from '@/components/ui/EmptyState';
import { Icon } from '@/components/ui/Icon';
import { LoadError } from '@/components/ui/LoadError';
import { Panel } from '@/components/ui/Panel';
import { Skeleton } from '@/components/ui/Skeleton';
import { Link } from '@/lib/Link';
import { sportIcon } from '@/lib/sportIcon';
import styles from './SportsOverview.module.css';

export interface SportsOverviewProps {
  /** The link of a sport's fixtures; without it the cards do not link (the sports page is not there). */
  readonly hrefFor?: (sport: { sport_id: number; name: string }) => string;
}

/**
 * The sports on offer (GET /sports-prematch/sports) as cards leading to their fixtures.
 * @example <SportsOverview hrefFor={(s) => paths.europe.getHref({ sportId: s.sport_id, sportName: s.name })} />
 */
export function SportsOverview({ hrefFor }: SportsOverviewProps) {
  const sports = useSports();
  return (
    <Panel title="종목별 경기" icon="football">
      {sports.status === 'loading' && (
        <div className={styles.grid}>
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <Skeleton key={n} height={84} radius={12} />
          ))}
        </div>
      )}
      {sports.status === 'error' && !sports.data && (
        <LoadError
          compact
          title="경기 정보를 불러오지 못했습니다."
          description="잠시 후 다시 시도해주세요."
          onRetry={() => void sports.refresh()}
        />
      )}
      {sports.data && sports.data.length === 0 && (
        <EmptyState compact icon="football" title="진행 예정 경기가 없습니다." />
      )}
      {sports.data && sports.data.length > 0 && (
        <ul className={styles.grid}>
          {sports.data.map((sport) => {
            const name = sportDisplayName(sport);
            const body = (
              <>
                <span className={styles.icon}>
                  <Icon name={sportIcon(sport.sport_id)} size={22} />
                </span>
                <span className={styles.name}>{name}</span>
              </>
            );
            const href = hrefFor?.(sport);
            return (
              <li key={sport.sport_id}>
                {href ? (
                  <Link to={href} className={styles.card}>
                    {body}
                  </Link>
                ) : (
                  <span className={styles.card}>{body}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
