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

export interface TableProps<T> {
  readonly columns: readonly TableColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T, index: number) => Key;
  /** Names the table for screen readers. */
  readonly caption: string;
  /** Shown instead of the body when there are no rows (e.g. '베팅내역이 없습니다.'). */
  readonly empty?: string;
  readonly className?: string;
}

/**
 * A data table that scrolls sideways on narrow screens.
 * @example <Table caption="출금내역" columns={columns} rows={charges} rowKey={(c) => c.id} empty="출금내역이 없습니다." />
 */
export function Table<T>({ columns, rows, rowKey, caption, empty, className }: TableProps<T>) {
  const cellClass = (column: TableColumn<T>) =>
    [styles[column.align ?? 'start'], column.numeric && styles.numeric].filter(Boolean).join(' ');
  if (rows.length === 0 && empty) return <EmptyState icon="receipt" title={empty} compact />;
  return (
    <div className={[styles.scroll, className].filter(Boolean).join(' ')}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)} style={{ width: column.width }}>
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
  );
}
