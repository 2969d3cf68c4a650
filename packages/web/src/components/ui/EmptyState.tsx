import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';
import { Icon, type IconName } from './Icon';

export interface EmptyStateProps {
  readonly title: string;
  readonly description?: ReactNode;
  readonly icon?: IconName;
  readonly action?: ReactNode;
  readonly compact?: boolean;
}

/**
 * What a list shows when it has nothing (or failed to load), with an optional next step.
 * @example <EmptyState icon="receipt" title="베팅내역이 없습니다." />
 */
export function EmptyState({ title, description, icon = 'info', action, compact = false }: EmptyStateProps) {
  return (
    <div className={[styles.empty, compact && styles.compact].filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <Icon name={icon} size={22} />
      </span>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
