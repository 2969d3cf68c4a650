import { patternColumns } from '../utils/patternColumns';
import styles from './PatternTable.module.css';

export interface PatternTableProps {
  /** Each round's mark, oldest first (patternMark). */
  readonly marks: readonly string[];
}

/**
 * The pattern table (출목표) of Korean mini-game sites: a column per run of the same result, so streaks and
 * alternations read at a glance. Neighbouring columns alternate two tones, whatever the game's marks.
 * @example <PatternTable marks={['홀', '홀', '짝']} />
 */
export function PatternTable({ marks }: PatternTableProps) {
  const columns = patternColumns(marks);
  return (
    <div className={styles.scroller}>
      <ol className={styles.table} aria-label="패턴표">
        {columns.map((column, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in time.
            key={i}
            className={styles.column}
            aria-label={`${column.mark} ${column.count}연속`}
          >
            {Array.from({ length: column.count }, (_, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells of a run are identical.
              <span key={j} className={`${styles.cell} ${i % 2 === 0 ? styles.markA : styles.markB}`}>
                {column.mark}
              </span>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
