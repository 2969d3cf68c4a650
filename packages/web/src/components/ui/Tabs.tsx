import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: ReactNode;
  readonly count?: number;
}

export interface TabsProps<K extends string> {
  readonly items: readonly TabItem<K>[];
  readonly value: K;
  readonly onChange: (key: K) => void;
  /** Names the tab list for screen readers. */
  readonly label: string;
  /** Ids prefix; panels use `${idPrefix}-panel-${key}` and aria-labelledby `${idPrefix}-tab-${key}`. */
  readonly idPrefix?: string;
  readonly className?: string;
}

/**
 * An ARIA tab list: arrow keys, Home and End move between tabs (roving tabindex). Render the selected
 * panel yourself with `tabPanelProps`.
 * @example <Tabs label="베팅내역" items={tabs} value={tab} onChange={setTab} idPrefix="history" />
 */
export function Tabs<K extends string>({ items, value, onChange, label, idPrefix, className }: TabsProps<K>) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    onChange(item.key);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${prefix}-tab-${item.key}`)}`)?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={[styles.list, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.key === value;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${prefix}-tab-${item.key}`}
            aria-selected={selected}
            aria-controls={`${prefix}-panel-${item.key}`}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.key)}
          >
            {item.label}
            {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The props of the panel of a tab rendered by <Tabs idPrefix>.
 * @example <div {...tabPanelProps('history', tab)}>…</div>
 */
export const tabPanelProps = (idPrefix: string, key: string) => ({
  role: 'tabpanel' as const,
  id: `${idPrefix}-panel-${key}`,
  'aria-labelledby': `${idPrefix}-tab-${key}`,
  tabIndex: 0,
});
