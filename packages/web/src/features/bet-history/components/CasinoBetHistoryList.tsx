import {
  CASINO_GAME_TYPE,
  CASINO_POPUP_LIST_SIZE,
  CASINO_TRANS_TYPE_NAMES,
  type CasinoBetRecord,
  type CasinoTransType,
  HISTORY_PAGE_SIZE,
} from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { LoadError } from '@/components/ui/LoadError';
import { Money } from '@/components/ui/Money';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { Table, type TableColumn } from '@/components/ui/Table';
import { useCasinoBetActions } from '../hooks/useCasinoBetActions';
import { useCasinoBetHistory } from '../hooks/useCasinoBetHistory';
import styles from './BetHistoryList.module.css';
import { RefreshButton } from './RefreshButton';

export interface CasinoBetHistoryListProps {
  /** The bet-history popup: the whole list at once (spec §9 casino size 100,000). */
  readonly popup?: boolean;
}

const transTypeName = (transType: string) =>
  CASINO_TRANS_TYPE_NAMES[transType as CasinoTransType] ?? transType;

const when = (value: string | null | undefined) => (value ? <DateTime value={value} /> : '-');

/**
 * The casino bet history (spec §2, §3, §9): every stake, win and rollback as a row of the §3 record, 10 a page (the
 * popup loads up to 100,000), each deletable, and 전체삭제 for all of them.
 * @example <CasinoBetHistoryList popup />
 */
export function CasinoBetHistoryList({ popup = false }: CasinoBetHistoryListProps) {
  const [page, setPage] = useState(1);
  const history = useCasinoBetHistory({
    page: popup ? 1 : page,
    perpage: popup ? CASINO_POPUP_LIST_SIZE : HISTORY_PAGE_SIZE,
  });
  const actions = useCasinoBetActions();
  const records = history.records ?? [];

  const columns: readonly TableColumn<CasinoBetRecord>[] = [
    {
      key: 'gameType',
      header: '구분',
      cell: (r) => (r.gameType === CASINO_GAME_TYPE.SLOT ? '슬롯' : '카지노'),
    },
    { key: 'thirdPartyName', header: '게임사', cell: (r) => r.thirdPartyName },
    { key: 'gameCode', header: '게임', cell: (r) => r.gameCode },
    { key: 'date', header: '일시', cell: (r) => when(r.date), numeric: true },
    { key: 'transType', header: '종류', cell: (r) => transTypeName(r.transType), align: 'center' },
    { key: 'amount', header: '금액', cell: (r) => <Money amount={r.amount} />, numeric: true, align: 'end' },
    { key: 'cancelAt', header: '취소일시', cell: (r) => when(r.cancelAt), numeric: true },
    {
      key: 'cancelAmount',
      header: '취소금액',
      cell: (r) => (r.cancelAmount == null ? '-' : <Money amount={r.cancelAmount} />),
      numeric: true,
      align: 'end',
    },
    { key: 'processedAt', header: '처리일시', cell: (r) => when(r.processedAt), numeric: true },
    {
      key: 'delete',
      header: '삭제',
      align: 'center',
      cell: (r) => (
        <Button size="sm" variant="ghost" onClick={() => void actions.remove(r)}>
          삭제
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <div className={styles.tools}>
          <RefreshButton list={history} />
          <Button
            size="sm"
            variant="danger"
            disabled={records.length === 0}
            onClick={() => void actions.removeAll()}
          >
            전체삭제
          </Button>
        </div>
      </div>
      {history.status === 'loading' && !history.records && <Skeleton height={148} radius={14} />}
      {history.status === 'error' && !history.records && (
        <LoadError title="카지노 베팅내역을 불러오지 못했습니다." onRetry={() => void history.refresh()} />
      )}
      {history.records && (
        <Table
          caption="카지노 베팅내역"
          columns={columns}
          rows={records}
          rowKey={(r) => r.id}
          empty="베팅내역이 없습니다."
          card={(r) => ({
            top: (
              <>
                <span>
                  {r.gameType === CASINO_GAME_TYPE.SLOT ? '슬롯' : '카지노'} · {r.gameCode}
                </span>
                <span>
                  {transTypeName(r.transType)} <Money amount={r.amount} />
                </span>
              </>
            ),
            bottom: (
              <>
                <span>{r.thirdPartyName}</span>
                <span>{when(r.date)}</span>
                {r.cancelAmount != null && (
                  <span>
                    취소 <Money amount={r.cancelAmount} />
                  </span>
                )}
                <Button size="sm" variant="ghost" onClick={() => void actions.remove(r)}>
                  삭제
                </Button>
              </>
            ),
          })}
        />
      )}
      {!popup && (
        <Pagination
          total={history.total ?? 0}
          page={page}
          onChange={setPage}
          label="카지노 베팅내역 페이지"
        />
      )}
    </div>
  );
}
