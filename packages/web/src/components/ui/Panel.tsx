import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './Panel.module.css';

export interface PanelProps {
  readonly title?: ReactNode;
  readonly icon?: IconName;
  /** Right side of the header, e.g. a "more" link. */
  readonly actions?: ReactNode;
  /** No body padding, for tables and lists that draw their own rows. */
  readonly flush?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
  /** Heading level of the title; 2 by default, 1 when the panel is the page (every page has one h1). */
  readonly level?: 1 | 2 | 3;
}

/**
 * A surface with an optional titled header: the building block of pages and sidebars.
 * @example <Panel title="공지사항" icon="megaphone" flush>…</Panel>
 */
export function Panel({ title, icon, actions, flush = false, className, children, level = 2 }: PanelProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')}>
      {(title || actions) && (
        <header className={styles.header}>
          {title && (
            <Heading className={styles.title}>
              {icon && <Icon name={icon} size={18} className={styles.titleIcon} />}
              {title}
            </Heading>
          )}
          {actions}
        </header>
      )}
      <div className={flush ? styles.flush : styles.body}>{children}</div>
    </section>
  );
}
