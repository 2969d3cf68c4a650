import { useJackpotEntries } from '@kbet/react';
import { formatOdds, JACKPOT_PAGE_SIZE, type JackpotEntry } from '@kbet/sdk';
import { useState } from 'react';
import { DateTime } from '@/components/ui/DateTime';
import { LoadError } from '@/components/ui/LoadError';
import { Money } from '@/components/ui/Money';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { Table, type TableColumn } from '@/components/ui/Table';

const columns: TableColumn<JackpotEntry>[] = [
  { key: 'at', header: '등록일시', numeric: true, cell: (e) => <DateTime value={e.registeredAt} /> },
  { key: 'slip', header: '베팅번호', numeric: true, cell: (e) => `No.${e.slipId}` },
  { key: 'nickname', header: '닉네임', cell: (e) => e.nickname },
  { key: 'folders', header: '폴더', align: 'end', numeric: true, cell: (e) => `${e.folders}폴더` },
  { key: 'odds', header: '배당', align: 'end', numeric: true, cell: (e) => formatOdds(e.totalOdds, 2) },
  { key: 'amount', header: '베팅금액', align: 'end', cell: (e) => <Money amount={e.amount} /> },
  { key: 'payout', header: '당첨금', align: 'end', cell: (e) => <Money amount={e.payout} /> },
];

/**
 * The won slips members put on the jackpot board (GET /jackpot/entries), newest first, 10 a page; a slip
 * registered from the bet history (등록되었습니다.) appears here.
 * @example <JackpotEntries />
 */
export function JackpotEntries() {
  const [page, setPage] = useState(1);
  const entries = useJackpotEntries(page);
  if (!entries.data) {
    return entries.status === 'error' ? (
      <LoadError
        compact
        title="잭팟 등록 내역을 불러오지 못했습니다."
        onRetry={() => void entries.refresh()}
      />
    ) : (
      <Skeleton height={240} radius={12} />
    );
  }
  return (
    <>
      <Table
        caption="잭팟 등록 내역"
        columns={columns}
        rows={entries.data.items}
        rowKey={(e) => e.slipId}
        empty="등록된 잭팟 베팅이 없습니다."
        card={(e) => ({
          top: (
            <>
              No.{e.slipId} · {e.nickname} · <DateTime value={e.registeredAt} />
            </>
          ),
          bottom: (
            <>
              {e.folders}폴더 · {formatOdds(e.totalOdds, 2)} · <Money amount={e.amount} /> →{' '}
              <Money amount={e.payout} />
            </>
          ),
        })}
      />
      <Pagination total={entries.data.total} page={page} onChange={setPage} pageSize={JACKPOT_PAGE_SIZE} />
    </>
  );
}
