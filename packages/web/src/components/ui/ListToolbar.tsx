import type { ReactNode } from 'react';
import styles from './ListToolbar.module.css';

export interface ListToolbarProps {
  /** A control before the summary, e.g. 전체선택. */
  readonly leading?: ReactNode;
  /** The list's counts and rules; <strong> sets off the figures. */
  readonly summary: ReactNode;
  /** The list's actions, e.g. 선택삭제. */
  readonly children?: ReactNode;
}

/**
 * The line over a list: an optional leading control, a summary and the list's actions.
 * @example <ListToolbar summary={<>전체 <strong>3</strong>건</>}><Button>선택삭제</Button></ListToolbar>
 */
export function ListToolbar({ leading, summary, children }: ListToolbarProps) {
  return (
    <div className={styles.toolbar}>
      {leading}
      <span className={styles.summary}>{summary}</span>
      {children}
    </div>
  );
}
