import { addQuickAmount, formatAmountInput, formatWon } from '@kbet/sdk';
import type { ReactNode, Ref } from 'react';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { quickLabel } from '../utils/quickLabel';
import styles from './AmountField.module.css';

export interface AmountFieldProps {
  readonly label: string;
  readonly name: string;
  /** The field as typed, with thousands separators. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The quick-add list of spec §9. */
  readonly quickAmounts: readonly number[];
  /** Shown after the number: '원' or '코인'. */
  readonly unit?: string;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * An amount input that groups thousands as the member types (SDK formatAmountInput), with the quick-add buttons
 * and a reset (spec §2, §9).
 * @example <AmountField label="충전금액" name="amount" value={amount} onChange={setAmount} quickAmounts={DEPOSIT_QUICK_AMOUNTS} />
 */
export function AmountField({
  label,
  name,
  value,
  onChange,
  quickAmounts,
  unit = '원',
  error,
  hint,
  disabled = false,
  inputRef,
}: AmountFieldProps) {
  return (
    <div className={styles.amount}>
      <Field label={label} error={error} hint={hint} required>
        <Input
          ref={inputRef}
          name={name}
          size="lg"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={value}
          disabled={disabled}
          className={styles.input}
          suffix={<span className={styles.unit}>{unit}</span>}
          onChange={(event) => onChange(formatAmountInput(event.target.value))}
        />
      </Field>
      <fieldset className={styles.quick} disabled={disabled}>
        <legend className="visually-hidden">{label} 빠른 입력</legend>
        {quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.chip}
            aria-label={`${formatWon(amount)}${unit} 추가`}
            onClick={() => onChange(addQuickAmount(value, amount))}
          >
            {quickLabel(amount, unit === '원' ? '' : unit)}
          </button>
        ))}
        <button
          type="button"
          className={`${styles.chip} ${styles.reset}`}
          aria-label={`${label} 초기화`}
          onClick={() => onChange('')}
        >
          초기화
        </button>
      </fieldset>
    </div>
  );
}
