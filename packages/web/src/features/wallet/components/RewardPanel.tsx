import { useAction, useCompLogs, useKbet, useKbetClient, usePointLogs, useUser } from '@kbet/react';
import {
  formatAmountInput,
  formatWon,
  isApiError,
  ko,
  MIN_COMP_CONVERSION,
  MIN_POINT_CONVERSION,
  POINT_COMP_DIALOG_SIZE,
  validateCompConvert,
  validatePointConvert,
} from '@kbet/sdk';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Money } from '@/components/ui/Money';
import { Table, type TableColumn } from '@/components/ui/Table';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './RewardPanel.module.css';

export type RewardKind = 'point' | 'comp';

interface Line {
  readonly createdAt: string;
  readonly memo: string;
  readonly amount: number;
  readonly total: number;
}

const KINDS = {
  point: { name: '포인트', unit: 'P', min: MIN_POINT_CONVERSION, validate: validatePointConvert },
  comp: { name: '콤프', unit: 'C', min: MIN_COMP_CONVERSION, validate: validateCompConvert },
} as const;

/**
 * Points or comp (spec §2 point and comp dialog): the balance, conversion to cash (validatePointConvert /
 * validateCompConvert; the server's 포인트 전환성공 / 콤프 전환성공 is alerted, with userUpdatedAt so a stale
 * balance is refused) and the 10 latest log lines.
 * @example <RewardPanel kind="point" />
 */
export function RewardPanel({ kind }: { readonly kind: RewardKind }) {
  const client = useKbetClient();
  const { session } = useKbet().stores;
  const user = useUser();
  const pointLogs = usePointLogs();
  const compLogs = useCompLogs();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const convert = useAction({
    action: ({
      memberId,
      userUpdatedAt,
      value,
    }: {
      memberId: number;
      userUpdatedAt: string;
      value: number;
    }) =>
      kind === 'point'
        ? client.money.pointToEmoney({ memberId, userUpdatedAt, point: value })
        : client.money.compToEmoney({ memberId, userUpdatedAt, comp: value }),
    invalidates: ['session', kind === 'point' ? 'pointLogs' : 'compLogs'],
    onSuccess: (message) => {
      setAmount('');
      void alert(message || (kind === 'point' ? ko.POINT_CONVERTED : ko.COMP_CONVERTED));
    },
    onError: (failure) => {
      reportError(failure, { fallback: ko.ERR_PROBLEM_CONTACT_ADMIN });
      // A stale balance (STALE_USER): read the member again so the next try sends the current updatedAt.
      if (isApiError(failure)) void session.refresh();
    },
  });
  const meta = KINDS[kind];
  if (!user) return null;
  const balance = kind === 'point' ? user.point : user.comp;

  const rows: Line[] = (
    kind === 'point'
      ? (pointLogs.data ?? []).map((l) => ({
          createdAt: l.createdAt,
          memo: l.pointMemo,
          amount: l.point,
          total: l.totalPoint,
        }))
      : (compLogs.data ?? []).map((l) => ({
          createdAt: l.createdAt,
          memo: l.compMemo,
          amount: l.comp,
          total: l.totalComp,
        }))
  ).slice(0, POINT_COMP_DIALOG_SIZE);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = meta.validate(amount);
    if (!checked.ok) {
      setError(checked.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    await convert.run({ memberId: user.id, userUpdatedAt: user.updatedAt, value: checked.value });
  };

  const columns: TableColumn<Line>[] = [
    {
      key: 'at',
      header: '일시',
      numeric: true,
      cell: (l) => (
        <span className={styles.nowrap}>
          <DateTime value={l.createdAt} />
        </span>
      ),
    },
    { key: 'memo', header: '내용', cell: (l) => l.memo },
    {
      key: 'amount',
      header: meta.name,
      align: 'end',
      cell: (l) => <Money amount={l.amount} unit={meta.unit} signed />,
    },
    { key: 'total', header: '잔여', align: 'end', cell: (l) => <Money amount={l.total} unit={meta.unit} /> },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.layout}>
        <form className={styles.convert} onSubmit={submit} noValidate>
          <div className={styles.balance}>
            <span>보유 {meta.name}</span>
            <Money amount={balance} unit={meta.unit} className={styles.balanceValue} />
          </div>
          <Field
            label={`전환할 ${meta.name}`}
            error={error}
            hint={`${formatWon(meta.min)}${meta.unit} 이상 보유머니로 전환할 수 있습니다.`}
          >
            <div className={styles.inputRow}>
              <Input
                ref={inputRef}
                name={`${kind}Amount`}
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                value={amount}
                suffix={meta.unit}
                onChange={(event) => {
                  setAmount(formatAmountInput(event.target.value));
                  setError(null);
                }}
              />
              <Button onClick={() => setAmount(formatWon(balance))} disabled={balance === 0}>
                전액
              </Button>
              <Button type="submit" variant="primary" loading={convert.pending}>
                전환하기
              </Button>
            </div>
          </Field>
        </form>
        <div className={styles.log}>
          <Table
            caption={`${meta.name} 내역`}
            columns={columns}
            rows={rows}
            rowKey={(l, i) => `${l.createdAt}-${i}`}
            empty={`${meta.name} 내역이 없습니다.`}
            card={(l) => ({
              top: (
                <>
                  <strong>{l.memo}</strong>
                  <Money amount={l.amount} unit={meta.unit} signed />
                </>
              ),
              bottom: (
                <>
                  <DateTime value={l.createdAt} />
                  <span>
                    잔여 <Money amount={l.total} unit={meta.unit} />
                  </span>
                </>
              ),
            })}
          />
        </div>
      </div>
    </div>
  );
}
