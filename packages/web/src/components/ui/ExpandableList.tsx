import { type ReactNode, useId } from 'react';
import { Checkbox } from './Checkbox';
import { DateTime } from './DateTime';
import styles from './ExpandableList.module.css';
import { Icon } from './Icon';
import { Skeleton } from './Skeleton';

/**
 * A list of selectable rows that open in place (messages, 1:1 inquiries); its children are ExpandableItems.
 * @example <ExpandableList>{messages.map((m) => <ExpandableItem key={m.id} … />)}</ExpandableList>
 */
export function ExpandableList({ children }: { readonly children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}

export interface ExpandableItemProps {
  readonly title: string;
  /** The row's status, before the title. */
  readonly badge: ReactNode;
  /** When it was written (ISO), shown in KST. */
  readonly date: string;
  readonly selected: boolean;
  /** Ticks or unticks the row's checkbox, labelled "<title> 선택". */
  readonly onSelect: () => void;
  readonly expanded: boolean;
  /** Opens or closes the row. */
  readonly onToggle: () => void;
  /** Sets the row off, e.g. an unread message. */
  readonly highlight?: boolean;
  /** What the row opens to. */
  readonly children: ReactNode;
}

/**
 * One row of an ExpandableList: checkbox, badge, title and date; the title opens the body below it.
 * @example <ExpandableItem title={m.title} badge={<Badge>읽음</Badge>} date={m.createdAt} selected={false} onSelect={select} expanded={open} onToggle={toggle}>…</ExpandableItem>
 */
export function ExpandableItem({
  title,
  badge,
  date,
  selected,
  onSelect,
  expanded,
  onToggle,
  highlight = false,
  children,
}: ExpandableItemProps) {
  const bodyId = useId();
  return (
    <li className={highlight ? `${styles.item} ${styles.highlight}` : styles.item}>
      <div className={styles.row}>
        <Checkbox label={`${title} 선택`} hideLabel checked={selected} onChange={onSelect} />
        <button
          type="button"
          className={styles.title}
          aria-expanded={expanded}
          aria-controls={expanded ? bodyId : undefined}
          onClick={onToggle}
        >
          {badge}
          <span className={styles.text}>{title}</span>
          <span className={styles.date}>
            <DateTime value={date} />
          </span>
          <Icon name="chevronDown" size={16} className={styles.chevron} />
        </button>
      </div>
      {expanded && (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      )}
    </li>
  );
}

/**
 * The placeholder rows of an ExpandableList while it loads.
 * @example if (loading) return <ExpandableListSkeleton />;
 */
export function ExpandableListSkeleton() {
  return (
    <div className={styles.skeletons}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={52} radius={10} />
      ))}
    </div>
  );
}
