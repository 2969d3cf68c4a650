import type { ReactNode } from 'react';
import styles from './StatList.module.css';

export interface Stat {
  readonly label: string;
  readonly value: ReactNode;
  /** The figure that matters most (e.g. 보유머니), set off in the accent colour. */
  readonly highlight?: boolean;
}

export interface StatListProps {
  /** Names the list for screen readers, e.g. 보유 금액. */
  readonly label: string;
  readonly items: readonly Stat[];
  /** One bordered strip with dividers, or a tile per figure; either stacks when the list is narrow. */
  readonly variant?: 'strip' | 'tiles';
  /** `sm`: a compact strip for a toolbar (the header), as wide as its figures and never stacked. */
  readonly size?: 'sm' | 'md';
}

/**
 * A few labelled figures side by side, such as a member's balances.
 * @example <StatList label="보유 금액" items={[{ label: '보유머니', value: <Money amount={emoney} />, highlight: true }]} />
 */
export function StatList({ label, items, variant = 'strip', size = 'md' }: StatListProps) {
  return (
    <div className={size === 'sm' ? `${styles.container} ${styles.sm}` : styles.container}>
      <dl className={`${styles.list} ${styles[variant]}`} aria-label={label}>
        {items.map((item) => (
          <div key={item.label} className={item.highlight ? styles.highlight : undefined}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
