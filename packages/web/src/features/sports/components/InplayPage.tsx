import { useInplayFixtures } from '@kbet/react';
import type { SportListItem } from '@kbet/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LiveStatus } from '@/components/LiveStatus';
import { Icon } from '@/components/ui/Icon';
import { lazyPart } from '@/lib/lazyPart';
import { useLiveFeed } from '@/lib/useLiveFeed';
import { useCartDialogPreload } from '../hooks/useCartDialogPreload';
import { useSlipToggle } from '../hooks/useSlipToggle';
import { inplayFixturesQuery, readInplaySport } from '../utils/inplayQuery';
import { FixtureList } from './FixtureList';
import { LazyBetSlip } from './LazyBetSlip';
import styles from './SportsPage.module.css';

// The sport menu: links only, out of the page's first JavaScript, shown from the server's HTML and hydrated when its
// chunk arrives. Its href is a module-level function, so the list's updates before then leave the part's HTML alone.
const SportTabs = lazyPart(() => import('@/components/SportTabs').then((m) => m.SportTabs));

/** /inplay for a sport (undefined: every sport). */
const inplayHref = (sport: SportListItem | undefined) =>
  sport ? `/inplay?sport_id=${sport.sport_id}` : '/inplay';

/**
 * /inplay (spec §2): the fixtures being played with their scores, clock and main prices, kept current by the
 * live push (5-second polling while it is down); suspended prices are locked and moving ones flash. `time` is
 * the page's refresh stamp: a new one reloads the list.
 * @example <Route path="/inplay" Component={InplayPage} />
 */
export function InplayPage() {
  const [params] = useSearchParams();
  const sportId = readInplaySport(params);
  const time = params.get('time');
  const [paging, setPaging] = useState({ sportId, page: 1 });
  const page = paging.sportId === sportId ? paging.page : 1;
  const inplay = useInplayFixtures(inplayFixturesQuery(sportId, page));
  const slip = useSlipToggle('inplay');
  useCartDialogPreload();
  const live = useLiveFeed(() => inplay.refresh());
  const goTo = useCallback((next: number) => setPaging({ sportId, page: next }), [sportId]);

  const stamp = useRef(time);
  useEffect(() => {
    if (stamp.current === time) return;
    stamp.current = time;
    void inplay.refresh();
  }, [time, inplay.refresh]);

  return (
    <div className={styles.page}>
      <div className={styles.board}>
        <header className={styles.heading}>
          <h1 className={styles.title}>
            <Icon name="live" size={22} className={styles.titleIcon} />
            인플레이
          </h1>
          <LiveStatus state={live} />
        </header>
        <SportTabs selected={sportId} href={inplayHref} />
        <FixtureList
          fixtures={inplay}
          page={page}
          onPage={goTo}
          view="european"
          slip={slip}
          empty={{
            icon: 'live',
            title: '진행 중인 경기가 없습니다.',
            description: '잠시 후 다시 확인해 주세요.',
          }}
        />
      </div>
      <aside className={styles.slip} aria-label="인플레이 베팅카트">
        <LazyBetSlip area="inplay" />
      </aside>
    </div>
  );
}
