import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'danger' | 'warning' | 'info';

export interface BadgeProps {
  readonly tone?: BadgeTone;
  readonly solid?: boolean;
  /** A leading dot, e.g. for a live status. */
  readonly dot?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A short status label.
 * @example <Badge tone="success">적중</Badge>
 */
export function Badge({ tone = 'neutral', solid = false, dot = false, className, children }: BadgeProps) {
  const classes = [
    styles.badge,
    tone !== 'neutral' && styles[tone],
    solid && styles.solid,
    dot && styles.dot,
    className,
  ];
  return <span className={classes.filter(Boolean).join(' ')}>{children}</span>;
}
