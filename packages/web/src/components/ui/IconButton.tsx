import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './IconButton.module.css';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly icon: IconName;
  /** Required: the button has no visible text. */
  readonly label: string;
  readonly size?: 'sm' | 'md';
  readonly outlined?: boolean;
  /** A count shown on the corner (e.g. unread messages); hidden when 0. */
  readonly count?: number;
}

/**
 * A button showing only an icon, labelled for assistive technology.
 * @example <IconButton icon="close" label="닫기" onClick={close} />
 */
export function IconButton({
  icon,
  label,
  size = 'md',
  outlined = false,
  count = 0,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const classes = [styles.iconButton, size === 'sm' && styles.sm, outlined && styles.outlined, className];
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={classes.filter(Boolean).join(' ')}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
