import type { Ref, TextareaHTMLAttributes } from 'react';
import { useFieldControl } from './Field';
import styles from './Textarea.module.css';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  readonly invalid?: boolean;
  readonly ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text input styled like Input; inside a Field it takes the field's id, description and validity.
 * @example <Field label="문의내용"><Textarea rows={6} value={text} onChange={…} /></Field>
 */
export function Textarea({ invalid, className, id, rows = 5, ...rest }: TextareaProps) {
  const field = useFieldControl();
  const isInvalid = invalid ?? field?.invalid ?? false;
  return (
    <textarea
      id={id ?? field?.id}
      rows={rows}
      aria-invalid={isInvalid || undefined}
      aria-describedby={field?.describedBy}
      aria-required={field?.required || undefined}
      className={[styles.textarea, isInvalid && styles.invalid, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
