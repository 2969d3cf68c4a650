import type { Key, ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import styles from './Table.module.css';

export interface TableColumn<T> {
  readonly key: string;
  readonly header: ReactNode;
  readonly cell: (row: T, index: number) => ReactNode;
  readonly align?: 'start' | 'center' | 'end';
  /** Tabular figures for amounts, odds and times. */
  readonly numeric?: boolean;
  readonly width?: number | string;
}

/** A row as a card on a phone: its main line (what and how much) and a small line of details. */
export interface TableCard {
  readonly top: ReactNode;
  readonly bottom: ReactNode;
}

export interface TableProps<T> {
  readonly columns: readonly TableColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T, index: number) => Key;
  /** Names the table for screen readers. */
  readonly caption: string;
  /** Shown instead of the body when there are no rows (e.g. '베팅내역이 없습니다.'). */
  readonly empty?: string;
  /** At 767 px or less, one card per row (a list named like the table) instead of the table. */
  readonly card?: (row: T) => TableCard;
  readonly className?: string;
}

/**
 * A data table that scrolls sideways on narrow screens, or there becomes a list of cards when given `card`.
 * @example <Table caption="출금내역" columns={columns} rows={charges} rowKey={(c) => c.id} empty="출금내역이 없습니다." />
 */
export function Table<T>({ columns, rows, rowKey, caption, empty, card, className }: TableProps<T>) {
  const cellClass = (column: TableColumn<T>) =>
    [styles[column.align ?? 'start'], column.numeric && styles.numeric].filter(Boolean).join(' ');
  if (rows.length === 0 && empty) return <EmptyState icon="receipt" title={empty} compact />;
  return (
    <>
      <div className={[styles.scroll, card && styles.withCards, className].filter(Boolean).join(' ')}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cellClass(column)}
                  style={{ width: column.width }}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {card && (
        <ul className={styles.cards} aria-label={caption}>
          {rows.map((row, index) => {
            const { top, bottom } = card(row);
            return (
              <li key={rowKey(row, index)} className={styles.card}>
                <div className={styles.cardTop}>{top}</div>
                <div className={styles.cardBottom}>{bottom}</div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
