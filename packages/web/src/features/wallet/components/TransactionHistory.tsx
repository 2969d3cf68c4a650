import { useTransactions } from '@kbet/react';
import { LEDGER_ACCOUNT_LABELS, LEDGER_ACCOUNT_UNITS, type LedgerEntry, ledgerKindLabel } from '@kbet/sdk';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { Field } from '@/components/ui/Field';
import { IconButton } from '@/components/ui/IconButton';
import { Input } from '@/components/ui/Input';
import { Money } from '@/components/ui/Money';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { Table, type TableColumn } from '@/components/ui/Table';
import { RANGE_LABELS, type RangePreset, transactionRange } from '../utils/transactionRange';
import styles from './TransactionHistory.module.css';

/** GET /wallet/transactions answers 20 lines a page. */
const PAGE_SIZE = 20;
const PRESETS: readonly RangePreset[] = ['week', 'month', 'quarter'];

const columns: TableColumn<LedgerEntry>[] = [
  {
    key: 'at',
    header: '일시',
    numeric: true,
    cell: (e) => (
      <span className={styles.nowrap}>
        <DateTime value={e.createdAt} />
      </span>
    ),
  },
  { key: 'kind', header: '구분', cell: (e) => <span className={styles.nowrap}>{ledgerKindLabel(e)}</span> },
  {
    key: 'account',
    header: '계정',
    cell: (e) => (
      <Badge tone={e.account === 'emoney' ? 'primary' : 'neutral'}>{LEDGER_ACCOUNT_LABELS[e.account]}</Badge>
    ),
  },
  {
    key: 'amount',
    header: '금액',
    align: 'end',
    cell: (e) => <Money amount={e.amount} unit={LEDGER_ACCOUNT_UNITS[e.account]} signed />,
  },
  {
    key: 'after',
    header: '잔액',
    align: 'end',
    cell: (e) => <Money amount={e.balanceAfter} unit={LEDGER_ACCOUNT_UNITS[e.account]} />,
  },
  {
    key: 'memo',
    header: '메모',
    // A kind without a name already reads as its memo.
    cell: (e) => <span className={styles.memo}>{e.memo && e.memo !== ledgerKindLabel(e) ? e.memo : ''}</span>,
  },
];

/**
 * The member's own transactions (compliance §4: at least 3 months self-serve, kbet's own page): every balance
 * change of cash, casino money, points and comp, newest first, by period (1 week, 1 month, 3 months or chosen KST
 * days), 20 a page.
 * @example <TransactionHistory />
 */
export function TransactionHistory() {
  const [preset, setPreset] = useState<RangePreset | 'custom'>('quarter');
  const [range, setRange] = useState(() => transactionRange('quarter', Date.now()));
  const [draft, setDraft] = useState(range);
  const [page, setPage] = useState(1);
  const history = useTransactions({ ...range, page });

  const choose = (next: RangePreset) => {
    const chosen = transactionRange(next, Date.now());
    setPreset(next);
    setRange(chosen);
    setDraft(chosen);
    setPage(1);
  };

  return (
    <div className={styles.history}>
      <div className={styles.filters}>
        <fieldset className={styles.presets}>
          <legend className="visually-hidden">조회 기간</legend>
          {PRESETS.map((key) => (
            <Button
              key={key}
              size="sm"
              variant={preset === key ? 'primary' : 'secondary'}
              aria-pressed={preset === key}
              onClick={() => choose(key)}
            >
              {RANGE_LABELS[key]}
            </Button>
          ))}
          <IconButton icon="refresh" label="새로고침" onClick={() => void history.refresh()} />
        </fieldset>
        <form
          className={styles.custom}
          onSubmit={(event) => {
            event.preventDefault();
            if (!draft.from || !draft.to) return;
            setPreset('custom');
            setRange(draft.from <= draft.to ? draft : { from: draft.to, to: draft.from });
            setPage(1);
          }}
        >
          <Field label="시작일">
            <Input
              type="date"
              name="from"
              value={draft.from}
              max={draft.to}
              onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))}
            />
          </Field>
          <Field label="종료일">
            <Input
              type="date"
              name="to"
              value={draft.to}
              min={draft.from}
              onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))}
            />
          </Field>
          <Button type="submit" variant={preset === 'custom' ? 'primary' : 'secondary'}>
            조회
          </Button>
        </form>
      </div>
      <p className={styles.summary} aria-live="polite">
        {range.from} ~ {range.to} (KST) · 총 {history.data?.total ?? 0}건
      </p>
      {history.status === 'loading' && !history.data ? (
        <div className={styles.skeleton}>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </div>
      ) : (
        <Table
          caption="거래내역"
          columns={columns}
          rows={history.data?.items ?? []}
          rowKey={(e) => e.id}
          empty="조회 기간의 거래내역이 없습니다."
          card={(e) => ({
            top: (
              <>
                <strong>{ledgerKindLabel(e)}</strong>
                <Money amount={e.amount} unit={LEDGER_ACCOUNT_UNITS[e.account]} signed />
              </>
            ),
            bottom: (
              <>
                <DateTime value={e.createdAt} />
                <span>{LEDGER_ACCOUNT_LABELS[e.account]}</span>
                <span>
                  잔액 <Money amount={e.balanceAfter} unit={LEDGER_ACCOUNT_UNITS[e.account]} />
                </span>
              </>
            ),
          })}
        />
      )}
      <Pagination
        total={history.data?.total ?? 0}
        page={page}
        onChange={setPage}
        pageSize={PAGE_SIZE}
        maxPages={Number.POSITIVE_INFINITY}
        label="거래내역 페이지"
      />
    </div>
  );
}
