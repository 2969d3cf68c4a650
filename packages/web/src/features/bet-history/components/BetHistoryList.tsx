import {
  type BetHistoryGameType,
  defaultHistoryPreset,
  GAME_TYPE,
  HISTORY_PAGE_SIZE,
  type HistoryDateRange,
  historyDateRange,
  POPUP_LIST_SIZE,
} from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { useBetHistory } from '../hooks/useBetHistory';
import { useSlipActions } from '../hooks/useSlipActions';
import styles from './BetHistoryList.module.css';
import { type DateChoice, HistoryDateFilter } from './HistoryDateFilter';
import { RefreshButton } from './RefreshButton';
import { SlipCard } from './SlipCard';

export interface BetHistoryListProps {
  /** Sports, in-play (the score at betting time is added), mini-game or virtual sports. */
  readonly gameType: BetHistoryGameType;
  /** The bet-history popup: the whole list at once (spec §9 size 10000) and the delete-all button. */
  readonly popup?: boolean;
}

/**
 * A bet history list (spec §2, §9): date presets (1 week for sports and mini-games, today for in-play), one card per
 * slip, and paging of 10 a page, at most 3 pages; the popup loads the whole list and adds 전체삭제.
 * @example <BetHistoryList gameType={GAME_TYPE.SPORTS} />
 */
export function BetHistoryList({ gameType, popup = false }: BetHistoryListProps) {
  const [choice, setChoice] = useState<DateChoice>(() => defaultHistoryPreset(gameType));
  const [custom, setCustom] = useState<HistoryDateRange>(() => historyDateRange('week', Date.now()));
  const [page, setPage] = useState(1);
  const range = choice === 'custom' ? custom : historyDateRange(choice, Date.now());
  const perpage = popup ? POPUP_LIST_SIZE : HISTORY_PAGE_SIZE;
  const history = useBetHistory({ gameType, page: popup ? 1 : page, perpage, ...range });
  const actions = useSlipActions(gameType);
  const slips = history.slips ?? [];

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <HistoryDateFilter
          choice={choice}
          custom={custom}
          onPreset={(next) => {
            setChoice(next);
            setPage(1);
          }}
          onCustom={(next) => {
            setCustom(next);
            setPage(1);
          }}
        />
        <div className={styles.tools}>
          <RefreshButton list={history} />
          {popup && (
            <Button
              size="sm"
              variant="danger"
              disabled={slips.length === 0}
              onClick={() => void actions.removeAll(slips)}
            >
              전체삭제
            </Button>
          )}
        </div>
      </div>

      {history.status === 'loading' && !history.slips && (
        <div className={styles.cards} aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={148} radius={14} />
          ))}
        </div>
      )}
      {history.status === 'error' && !history.slips && (
        <LoadError title="베팅내역을 불러오지 못했습니다." onRetry={() => void history.refresh()} />
      )}
      {history.slips && slips.length === 0 && (
        <EmptyState icon="receipt" title="베팅내역이 없습니다." description="조회 기간을 바꿔 보세요." />
      )}
      {slips.length > 0 && (
        <div className={styles.cards}>
          {slips.map((slip, index) => (
            <SlipCard
              key={slip[0]?.id ?? index}
              slip={slip}
              inplay={gameType === GAME_TYPE.LIVE}
              actions={actions}
            />
          ))}
        </div>
      )}
      {!popup && (
        <Pagination total={history.total ?? 0} page={page} onChange={setPage} label="베팅내역 페이지" />
      )}
    </div>
  );
}
