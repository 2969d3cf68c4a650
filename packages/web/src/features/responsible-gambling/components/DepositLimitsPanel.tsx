import { useAction, useKbetClient, useResponsibleGambling } from '@kbet/react';
import {
  type DepositLimit,
  type DepositLimitsUpdate,
  formatAmountInput,
  ko,
  validateDepositLimit,
} from '@kbet/sdk';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Money } from '@/components/ui/Money';
import { Panel } from '@/components/ui/Panel';
import { Skeleton } from '@/components/ui/Skeleton';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './ResponsibleGambling.module.css';

type Period = keyof DepositLimitsUpdate;

const PERIODS: readonly { readonly key: Period; readonly label: string }[] = [
  { key: 'day', label: '1일 (24시간)' },
  { key: 'week', label: '7일' },
  { key: 'month', label: '1개월' },
];

const LimitAmount = ({ amount }: { readonly amount: number | null }) =>
  amount === null ? <span className={styles.muted}>한도 없음</span> : <Money amount={amount} />;

/** One period's current limit and a raise waiting out its 24 hours. */
function LimitStatus({ limit }: { readonly limit: DepositLimit }) {
  return (
    <div className={styles.limitStatus}>
      <span className={styles.limitNow}>
        현재 <LimitAmount amount={limit.amount} />
      </span>
      {limit.pending && (
        <span className={styles.pending}>
          <DateTime value={limit.pending.effectiveAt} />
          부터 <LimitAmount amount={limit.pending.amount} /> 적용 예정
        </span>
      )}
    </div>
  );
}

/**
 * Deposit limits per 24 hours, 7 days and 1 month (compliance §4): the lowest applies; a lower limit applies at
 * once, a higher one or a removal after 24 hours, shown as pending with its time. Only the periods the member
 * touched are sent.
 * @example <DepositLimitsPanel />
 */
export function DepositLimitsPanel() {
  const client = useKbetClient();
  const { limits } = useResponsibleGambling();
  const [drafts, setDrafts] = useState<Partial<Record<Period, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Period, string>>>({});
  const save = useAction({
    action: (update: DepositLimitsUpdate) => client.rg.setLimits(update),
    onSuccess: (saved) => {
      limits.set(saved);
      setDrafts({});
      void alert(ko.RG_LIMITS_SAVED);
    },
    onError: (failure) => reportError(failure),
  });

  const edit = (period: Period, value: string) => {
    setDrafts((d) => ({ ...d, [period]: value }));
    setErrors(({ [period]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const update: DepositLimitsUpdate = {};
    const failed: Partial<Record<Period, string>> = {};
    for (const [period, draft] of Object.entries(drafts) as [Period, string][]) {
      const checked = validateDepositLimit(draft);
      if (checked.ok) update[period] = checked.value;
      else failed[period] = checked.message;
    }
    setErrors(failed);
    if (Object.keys(failed).length > 0 || Object.keys(update).length === 0) return;
    void save.run(update);
  };

  return (
    <Panel title="입금 한도" icon="deposit">
      <form className={styles.limits} onSubmit={submit} noValidate>
        <p className={styles.lead}>
          기간별 입금 한도를 정하면 가장 낮은 한도가 적용됩니다. 한도를 낮추면 바로, 높이거나 해제하면 24시간
          후에 적용됩니다.
        </p>
        {PERIODS.map(({ key, label }) => {
          const draft = drafts[key];
          return (
            <div key={key} className={styles.limitRow}>
              <div className={styles.limitHead}>
                <strong>{label}</strong>
                {limits.data ? (
                  <LimitStatus limit={limits.data[key]} />
                ) : (
                  <Skeleton width={160} height={18} />
                )}
              </div>
              <Field
                label={`${label} 새 한도`}
                error={errors[key]}
                hint={draft === '' ? '저장하면 한도가 해제됩니다 (24시간 후 적용).' : undefined}
              >
                <div className={styles.limitInput}>
                  <Input
                    name={`limit-${key}`}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="변경할 금액"
                    suffix="원"
                    value={draft ?? ''}
                    onChange={(event) => edit(key, formatAmountInput(event.target.value))}
                  />
                  <Button size="sm" variant="ghost" onClick={() => edit(key, '')}>
                    한도 해제
                  </Button>
                </div>
              </Field>
            </div>
          );
        })}
        <Button
          type="submit"
          variant="primary"
          loading={save.pending}
          disabled={Object.keys(drafts).length === 0}
        >
          입금 한도 저장
        </Button>
      </form>
    </Panel>
  );
}
