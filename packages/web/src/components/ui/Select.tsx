import type { Ref, SelectHTMLAttributes } from 'react';
import { useFieldControl } from './Field';
import { Icon } from './Icon';
import styles from './Input.module.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  readonly options: readonly SelectOption[];
  /** A first, empty choice such as '선택하세요'. */
  readonly placeholder?: string;
  readonly size?: 'md' | 'lg';
  readonly invalid?: boolean;
  readonly ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select styled like Input (native for keyboard and mobile pickers).
 * @example <Field label="은행"><Select options={banks} placeholder="은행 선택" /></Field>
 */
export function Select({ options, placeholder, size = 'md', invalid, className, id, ...rest }: SelectProps) {
  const field = useFieldControl();
  const isInvalid = invalid ?? field?.invalid ?? false;
  const wrapper = [styles.wrapper, size === 'lg' && styles.lg, isInvalid && styles.invalid, className];
  return (
    <div className={wrapper.filter(Boolean).join(' ')}>
      <select
        id={id ?? field?.id}
        aria-invalid={isInvalid || undefined}
        aria-describedby={field?.describedBy}
        className={`${styles.input} ${styles.select}`}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" size={16} className={styles.chevron} />
    </div>
  );
}
