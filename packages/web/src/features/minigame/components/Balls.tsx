import type { CSSProperties } from 'react';
import styles from './Balls.module.css';

export interface BallsProps {
  readonly numbers: readonly number[];
  /** Accessible name of the row, e.g. '일반볼'. */
  readonly label: string;
  /** The powerball's own colour. */
  readonly power?: boolean;
  /** Index of the first ball in the draw order, so a later row keeps dropping after the first. */
  readonly startIndex?: number;
}

/**
 * Drawn balls in their draw order, each dropping in after the one before (CSS; still under reduced motion).
 * Shared by the powerball and keno renderers.
 * @example <Balls numbers={[3, 14, 27]} label="일반볼" />
 */
export function Balls({ numbers, label, power = false, startIndex = 0 }: BallsProps) {
  return (
    <ol className={styles.balls} aria-label={`${label}: ${numbers.join(', ')}`}>
      {numbers.map((n, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a ball's place in the draw order is its identity.
          key={i}
          className={`${styles.ball} ${power ? styles.power : styles[`tone${n % 5}`]}`}
          style={{ '--ball-index': startIndex + i } as CSSProperties}
        >
          {n}
        </li>
      ))}
    </ol>
  );
}
