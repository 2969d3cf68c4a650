import type { InputHTMLAttributes } from 'react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Its label; read out only, not shown, when `hideLabel`. */
  readonly label: string;
  readonly hideLabel?: boolean;
}

/**
 * A checkbox with its label, e.g. 전체선택 over a list or a row's hidden "<title> 선택".
 * @example <Checkbox label="전체선택" checked={all} onChange={toggleAll} />
 */
export function Checkbox({ label, hideLabel = false, className, ...rest }: CheckboxProps) {
  if (hideLabel) {
    return (
      <input
        type="checkbox"
        className={[styles.box, className].filter(Boolean).join(' ')}
        aria-label={label}
        {...rest}
      />
    );
  }
  return (
    <label className={[styles.check, className].filter(Boolean).join(' ')}>
      <input type="checkbox" className={styles.box} {...rest} />
      {label}
    </label>
  );
}
