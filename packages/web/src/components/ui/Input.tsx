import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldControl } from './Field';
import styles from './Input.module.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  readonly size?: 'md' | 'lg';
  readonly invalid?: boolean;
  /** Shown before the text, e.g. a search icon. */
  readonly prefix?: ReactNode;
  /** Shown after the text, e.g. '원' or a show-password button. */
  readonly suffix?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A text input; inside a Field it takes the field's id, description and validity.
 * @example <Field label="아이디"><Input autoComplete="username" /></Field>
 */
export function Input({ size = 'md', invalid, prefix, suffix, className, id, ...rest }: InputProps) {
  const field = useFieldControl();
  const isInvalid = invalid ?? field?.invalid ?? false;
  const wrapper = [styles.wrapper, size === 'lg' && styles.lg, isInvalid && styles.invalid, className];
  return (
    <div className={wrapper.filter(Boolean).join(' ')}>
      {prefix && <span className={styles.adornment}>{prefix}</span>}
      <input
        id={id ?? field?.id}
        aria-invalid={isInvalid || undefined}
        aria-describedby={field?.describedBy}
        aria-required={field?.required || undefined}
        className={styles.input}
        {...rest}
      />
      {suffix && <span className={styles.adornment}>{suffix}</span>}
    </div>
  );
}
