import { useEventFixtures } from '@kbet/react';
import { DEFAULT_ITEMS_PER_PAGE, formatWon, MAX_EVENT_BET } from '@kbet/sdk';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { useSlipToggle } from '../hooks/useSlipToggle';
import { BetSlip } from './BetSlip';
import { FixtureList } from './FixtureList';
import styles from './SportsPage.module.css';

/**
 * The event folders (spec §2, §9): pre-match fixtures with an event market, bet on their own slip (style EV,
 * detail type 999) whose stake is capped at the event maximum of 5,001 won.
 * @example <Route path="/event_folder" Component={EventFoldersPage} />
 */
export function EventFoldersPage() {
  const [page, setPage] = useState(1);
  const fixtures = useEventFixtures({ page, itemsPerPage: DEFAULT_ITEMS_PER_PAGE });
  const slip = useSlipToggle('event');
  return (
    <div className={styles.page}>
      <div className={styles.board}>
        <header className={styles.heading}>
          <h1 className={styles.title}>
            <Icon name="gift" size={22} className={styles.titleIcon} />
            이벤트 폴더
          </h1>
          <p>이벤트 경기끼리만 조합할 수 있으며, 최대 베팅금액은 {formatWon(MAX_EVENT_BET)}원입니다.</p>
        </header>
        <FixtureList
          fixtures={fixtures}
          page={page}
          onPage={setPage}
          view="european"
          slip={slip}
          empty={{
            icon: 'gift',
            title: '진행 중인 이벤트 경기가 없습니다.',
            description: '새 이벤트 경기가 열리면 이곳에 표시됩니다.',
          }}
        />
      </div>
      <aside className={styles.slip} aria-label="이벤트 베팅카트">
        <BetSlip area="event" />
      </aside>
    </div>
  );
}
