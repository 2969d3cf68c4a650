import { createContext, type ReactNode, useContext, useId } from 'react';
import styles from './Field.module.css';
import { Icon } from './Icon';

interface FieldContextValue {
  readonly id: string;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** The id, description and validity a control inside a Field takes. */
export const useFieldControl = (): FieldContextValue | null => useContext(FieldContext);

export interface FieldProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The Korean message of a failed rule; the control is marked invalid while it is set. */
  readonly error?: string | null;
  readonly required?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A labelled form control with its hint and error, linked for screen readers.
 * @example <Field label="아이디" error={errors.userId}><Input value={id} onChange={…} /></Field>
 */
export function Field({ label, hint, error, required = false, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldContext value={{ id, describedBy, invalid: Boolean(error), required }}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          <Icon name="alert" size={14} />
          {error}
        </p>
      )}
    </div>
  );
}
