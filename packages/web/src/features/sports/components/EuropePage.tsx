import { useFixtures } from '@kbet/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Icon } from '@/components/ui/Icon';
import { lazyPart } from '@/lib/lazyPart';
import { useLiveFeed } from '@/lib/useLiveFeed';
import { useCartDialogPreload } from '../hooks/useCartDialogPreload';
import { useSlipToggle } from '../hooks/useSlipToggle';
import { selectPrematchStyle } from '../hooks/useSportsSlip';
import { europeFixturesQuery, readEuropeQuery } from '../utils/europeQuery';
import { FixtureList } from './FixtureList';
import { LazyBetSlip } from './LazyBetSlip';
import styles from './SportsPage.module.css';

// The view links, time window, sport menu and filter chips: links and a select, out of the page's first JavaScript
// (with the sport menu, 1.4 KB gzipped), shown from the server's HTML and hydrated when their chunk arrives. Their
// props are the memoised query and two names, so the list's updates before then leave the part's HTML alone.
const EuropeFilters = lazyPart(() => import('./EuropeFilters').then((m) => m.EuropeFilters));

/**
 * /europe (spec §2): the pre-match fixtures of the European or Korean view with every query filter, grouped by
 * league, 15 a page, prices kept current by the live push, and the page's own bet slip beside them.
 * @example <Route path="/europe" Component={EuropePage} />
 */
export function EuropePage() {
  const [params] = useSearchParams();
  const query = useMemo(() => readEuropeQuery(params), [params]);
  const filterKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const fixtures = useFixtures(europeFixturesQuery(query, page));
  const slip = useSlipToggle('prematch');
  useCartDialogPreload();
  useLiveFeed(() => fixtures.refresh());
  useEffect(() => selectPrematchStyle(query.gameType), [query.gameType]);

  const first = fixtures.data?.items[0];
  const korean = query.gameType === 'KR';
  const goTo = useCallback(
    (next: number) => {
      setPaging({ key: filterKey, page: next });
      document.getElementById('main')?.scrollTo?.({ top: 0 });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [filterKey],
  );

  return (
    <div className={styles.page}>
      <div className={styles.board}>
        <header className={styles.heading}>
          <h1 className={styles.title}>
            <Icon name="football" size={22} className={styles.titleIcon} />
            스포츠
            <span className={styles.subtitle}>{korean ? '한국형' : '유럽형'}</span>
          </h1>
          {fixtures.data && <p className={styles.total}>{fixtures.data.total}경기</p>}
        </header>
        <EuropeFilters
          query={query}
          leagueName={first && (first.leagueNameKorean || first.leagueName)}
          locationName={first && (first.locationNameKorean || first.locationName)}
        />
        <FixtureList
          fixtures={fixtures}
          page={page}
          onPage={goTo}
          view={korean ? 'korean' : 'european'}
          slip={slip}
          empty={{
            icon: 'football',
            title: '진행 예정 경기가 없습니다.',
            description: '다른 종목이나 시간을 선택해 보세요.',
          }}
        />
      </div>
      <aside className={styles.slip} aria-label="베팅카트">
        <LazyBetSlip area="prematch" />
      </aside>
    </div>
  );
}
