import { shiftKstDay } from '@kbet/sdk';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { Input } from '@/components/ui/Input';
import styles from './ResultDatePicker.module.css';

export interface ResultDatePickerProps {
  /** The KST day shown. */
  readonly day: string;
  /** The first and last days that may be chosen (3 months back, today). */
  readonly min: string;
  readonly max: string;
  readonly onChange: (day: string) => void;
}

/**
 * The results' day: the previous and next day, a calendar limited to the reachable days, and today.
 * @example <ResultDatePicker day={day} min={range.from} max={range.to} onChange={go} />
 */
export function ResultDatePicker({ day, min, max, onChange }: ResultDatePickerProps) {
  const id = useId();
  const pick = (next: string) => {
    if (next && next >= min && next <= max) onChange(next);
  };
  return (
    <fieldset className={styles.picker}>
      <legend className="visually-hidden">조회 날짜</legend>
      <IconButton
        icon="chevronLeft"
        label="이전 날"
        size="sm"
        outlined
        disabled={day <= min}
        onClick={() => pick(shiftKstDay(day, -1))}
      />
      <label htmlFor={id} className="visually-hidden">
        날짜 선택
      </label>
      <Input
        id={id}
        type="date"
        className={styles.date}
        value={day}
        min={min}
        max={max}
        onChange={(event) => pick(event.target.value)}
      />
      <IconButton
        icon="chevronRight"
        label="다음 날"
        size="sm"
        outlined
        disabled={day >= max || day < min}
        onClick={() => pick(shiftKstDay(day, 1))}
      />
      <Button size="sm" variant={day === max ? 'primary' : 'secondary'} onClick={() => onChange(max)}>
        오늘
      </Button>
    </fieldset>
  );
}
