import { HISTORY_DATE_PRESETS, type HistoryDatePreset } from '@kbet/sdk';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import styles from './HistoryDateFilter.module.css';

export type DateChoice = HistoryDatePreset | 'custom';

const LABELS: Readonly<Record<DateChoice, string>> = {
  today: '오늘',
  week: '1주일',
  days15: '15일',
  month: '1개월',
  months3: '3개월',
  custom: '직접입력',
};

export interface HistoryDateFilterProps {
  readonly choice: DateChoice;
  readonly custom: { readonly from: string; readonly to: string };
  readonly onPreset: (choice: DateChoice) => void;
  readonly onCustom: (range: { from: string; to: string }) => void;
}

/**
 * The bet history's date presets (spec §9: today, 1 week, 15 days, 1 month, 3 months, custom) with the
 * custom range's two dates.
 * @example <HistoryDateFilter choice={choice} custom={range} onPreset={setChoice} onCustom={setRange} />
 */
export function HistoryDateFilter({ choice, custom, onPreset, onCustom }: HistoryDateFilterProps) {
  const [from, setFrom] = useState(custom.from);
  const [to, setTo] = useState(custom.to);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A reversed range reads the same days.
    onCustom(from <= to ? { from, to } : { from: to, to: from });
  };
  return (
    <div className={styles.filter}>
      <fieldset className={styles.period}>
        <legend className="visually-hidden">조회 기간</legend>
        <div className={styles.presets}>
          {[...HISTORY_DATE_PRESETS, 'custom' as const].map((key) => (
            <button
              key={key}
              type="button"
              className={styles.preset}
              aria-pressed={choice === key}
              onClick={() => onPreset(key)}
            >
              {LABELS[key]}
            </button>
          ))}
        </div>
      </fieldset>
      {choice === 'custom' && (
        <form className={styles.custom} onSubmit={submit}>
          <label htmlFor={`${id}-from`} className="visually-hidden">
            시작일
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            value={from}
            required
            onChange={(e) => setFrom(e.target.value)}
          />
          <span aria-hidden="true">~</span>
          <label htmlFor={`${id}-to`} className="visually-hidden">
            종료일
          </label>
          <Input id={`${id}-to`} type="date" value={to} required onChange={(e) => setTo(e.target.value)} />
          <Button type="submit" size="sm" variant="primary">
            조회
          </Button>
        </form>
      )}
    </div>
  );
}
