import type { ResourceView } from '@kbet/react';
import { DEFAULT_ITEMS_PER_PAGE, type FixturePage } from '@kbet/sdk';
import { EmptyState } from '@/components/ui/EmptyState';
import type { IconName } from '@/components/ui/Icon';
import { Skeleton } from '@/components/ui/Skeleton';
import { lazyPart } from '@/lib/lazyPart';
import { useIsMobile } from '@/lib/useIsMobile';
import type { SlipToggle } from '../hooks/useSlipToggle';
import { byLeague } from '../utils/fixtureMarkets';
import { leagueGroupLabels } from '../utils/leagueGroupLabels';
import { LeagueGroup } from './LeagueGroup';
import styles from './SportsPage.module.css';

// Below a full page of fixtures (it shows only past one page): its own chunk, shown from the server's HTML and
// hydrated when it arrives. The pages pass a stable onPage, so a re-render does not disturb it before then.
const Pagination = lazyPart(() => import('@/components/ui/Pagination').then((m) => m.Pagination));
// Only a page that failed to load shows it: its own chunk, asked for then. Its retry is the resource's own refresh,
// the same function in every render, so a server-rendered failure keeps its HTML until the chunk arrives.
const LoadError = lazyPart(() => import('@/components/ui/LoadError').then((m) => m.LoadError));

export interface FixtureListProps {
  /** One page of fixtures (the /europe listing or /inplay). */
  readonly fixtures: ResourceView<FixturePage>;
  /** The Korean view lists one row per market line; the European view shows price columns. */
  readonly view: 'european' | 'korean';
  readonly slip: SlipToggle;
  /** What an empty page says. */
  readonly empty: { readonly icon: IconName; readonly title: string; readonly description: string };
  /** The page shown, 15 fixtures a page (spec §9). */
  readonly page: number;
  readonly onPage: (page: number) => void;
}

/**
 * A page of fixtures grouped by league, each group a named region, with the loading skeletons, a retry when
 * the page failed, the empty state and the page links (5 on a phone).
 * @example <FixtureList fixtures={inplay} view="european" slip={slip} empty={{ icon: 'live', title, description }} page={page} onPage={setPage} />
 */
export function FixtureList({ fixtures, view, slip, empty, page, onPage }: FixtureListProps) {
  const mobile = useIsMobile();
  const korean = view === 'korean';
  const groups = byLeague(fixtures.data?.items ?? []);
  const labels = leagueGroupLabels(groups.map((group) => group.fixtures));
  return (
    <>
      <div className={korean ? styles.list : `${styles.list} ${styles.europe}`} aria-busy={fixtures.fetching}>
        {!fixtures.data && fixtures.status !== 'error' && (
          <>
            <Skeleton height={220} radius={14} />
            <Skeleton height={160} radius={14} />
          </>
        )}
        {fixtures.status === 'error' && !fixtures.data && (
          <LoadError title="경기를 불러오지 못했습니다." onRetry={fixtures.refresh} />
        )}
        {fixtures.data && groups.length === 0 && (
          <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
        )}
        {groups.map((group, index) => (
          <LeagueGroup
            key={`${group.leagueId}:${group.fixtures[0]?.fixtureId}`}
            fixtures={group.fixtures}
            label={labels[index] ?? ''}
            view={view}
            slip={slip}
          />
        ))}
      </div>
      <Pagination
        total={fixtures.data?.total ?? 0}
        page={page}
        onChange={onPage}
        pageSize={DEFAULT_ITEMS_PER_PAGE}
        maxPages={Number.POSITIVE_INFINITY}
        visibleLinks={mobile ? 5 : undefined}
        label="경기 목록 페이지"
      />
    </>
  );
}
