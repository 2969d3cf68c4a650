import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly block?: boolean;
  /** Shows a spinner and disables the button (e.g. the betting lock). */
  readonly loading?: boolean;
  readonly icon?: ReactNode;
}

/** The class names of a button, for links styled as buttons. */
export const buttonClass = ({
  variant = 'secondary',
  size = 'md',
  block = false,
}: ButtonProps = {}): string =>
  [styles.button, styles[variant], size !== 'md' && styles[size], block && styles.block]
    .filter(Boolean)
    .join(' ');

/**
 * A button of the design system.
 * @example <Button variant="primary" loading={placing} onClick={bet}>베팅하기</Button>
 */
export function Button({
  variant,
  size,
  block,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [buttonClass({ variant, size, block }), loading && styles.loading, className].filter(
    Boolean,
  );
  return (
    <button
      type={type}
      className={classes.join(' ')}
      disabled={disabled || loading}
      aria-busy={loading}
      {...rest}
    >
      {icon}
      {children}
      {loading && (
        <span className={styles.spinner}>
          <Spinner size={16} />
        </span>
      )}
    </button>
  );
}
