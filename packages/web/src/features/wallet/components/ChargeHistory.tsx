import { useCharges, useKbetClient } from '@kbet/react';
import { type Charge, canHideCharge, DEPOSIT_MODE, type DepositMode, ko } from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { IconButton } from '@/components/ui/IconButton';
import { Money } from '@/components/ui/Money';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { Table, type TableColumn } from '@/components/ui/Table';
import { confirm, toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './ChargeHistory.module.css';
import { ChargeStatusBadge } from './ChargeStatusBadge';

/** Spec §9: withdrawal history 10 per page; deposits alike. */
const PAGE_SIZE = 10;

export interface ChargeHistoryProps {
  /** Deposits or withdrawals. */
  readonly mode: DepositMode;
}

const NAMES = {
  [DEPOSIT_MODE.DEPOSIT]: { title: '입금내역', confirm: ko.DEPOSIT_HISTORY_DELETE_CONFIRM },
  [DEPOSIT_MODE.WITHDRAWAL]: { title: '출금내역', confirm: ko.WITHDRAW_HISTORY_DELETE_CONFIRM },
} as const;

/**
 * The member's deposit or withdrawal requests (spec §2): request time, amount, process time (대기중 while
 * empty), status in its colour, and delete for finished records; withdrawals add delete-all of finished ones.
 * @example <ChargeHistory mode={DEPOSIT_MODE.WITHDRAWAL} />
 */
export function ChargeHistory({ mode }: ChargeHistoryProps) {
  const client = useKbetClient();
  const charges = useCharges({ depositMode: mode });
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const names = NAMES[mode];
  const rows = charges.data ?? [];
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const finished = rows.filter(canHideCharge);

  const hide = async (targets: readonly Charge[], question: string) => {
    if (busy || targets.length === 0 || !(await confirm(question, { danger: true, confirmLabel: '삭제' })))
      return;
    setBusy(true);
    try {
      for (const charge of targets) await client.money.hideCharge(charge.id);
      toast(ko.DELETED, 'success');
    } catch (error) {
      reportError(error, { fallback: ko.DELETE_FAILED });
    } finally {
      setBusy(false);
      void charges.refresh();
    }
  };

  const columns: TableColumn<Charge>[] = [
    {
      key: 'createdAt',
      header: '신청일시',
      numeric: true,
      cell: (c) => (
        <span className={styles.nowrap}>
          <DateTime value={c.createdAt} />
        </span>
      ),
    },
    {
      key: 'amount',
      header: '금액',
      align: 'end',
      numeric: true,
      cell: (c) => <Money amount={c.depositAmount} />,
    },
    {
      key: 'processDate',
      header: '처리일시',
      numeric: true,
      cell: (c) => (
        <span className={styles.nowrap}>
          {c.processDate ? (
            <DateTime value={c.processDate} />
          ) : (
            <span className={styles.waiting}>대기중</span>
          )}
        </span>
      ),
    },
    { key: 'status', header: '상태', align: 'center', cell: (c) => <ChargeStatusBadge charge={c} /> },
    {
      key: 'hide',
      header: <span className="visually-hidden">삭제</span>,
      align: 'center',
      cell: (c) =>
        canHideCharge(c) ? (
          <IconButton
            icon="close"
            size="sm"
            label={`${names.title} 삭제`}
            disabled={busy}
            onClick={() => void hide([c], names.confirm)}
          />
        ) : null,
    },
  ];

  return (
    <section className={styles.history} aria-labelledby={`charge-history-${mode}`}>
      <header className={styles.header}>
        <h2 id={`charge-history-${mode}`} className={styles.title}>
          {names.title}
        </h2>
        <div className={styles.actions}>
          <IconButton icon="refresh" size="sm" label="새로고침" onClick={() => void charges.refresh()} />
          {mode === 1 && (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy || finished.length === 0}
              onClick={() => void hide(finished, ko.WITHDRAW_HISTORY_DELETE_ALL_CONFIRM)}
            >
              내역삭제
            </Button>
          )}
        </div>
      </header>
      {charges.status === 'loading' && !charges.data ? (
        <div className={styles.skeleton}>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </div>
      ) : (
        <Table
          caption={names.title}
          columns={columns}
          rows={shown}
          rowKey={(c) => c.id}
          empty={`${names.title}이 없습니다.`}
          card={(c) => ({
            top: (
              <>
                <Money amount={c.depositAmount} />
                <ChargeStatusBadge charge={c} />
              </>
            ),
            bottom: (
              <>
                <span>
                  신청 <DateTime value={c.createdAt} />
                </span>
                <span>
                  처리{' '}
                  {c.processDate ? (
                    <DateTime value={c.processDate} />
                  ) : (
                    <span className={styles.waiting}>대기중</span>
                  )}
                </span>
                {canHideCharge(c) && (
                  <IconButton
                    icon="close"
                    size="sm"
                    label={`${names.title} 삭제`}
                    disabled={busy}
                    onClick={() => void hide([c], names.confirm)}
                  />
                )}
              </>
            ),
          })}
        />
      )}
      <Pagination
        total={rows.length}
        page={page}
        onChange={setPage}
        pageSize={PAGE_SIZE}
        maxPages={Number.POSITIVE_INFINITY}
        label={`${names.title} 페이지`}
      />
    </section>
  );
}
