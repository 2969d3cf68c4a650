import { useNow } from '@/lib/clock';
import { formatCountdown } from '../utils/formatCountdown';
import styles from './RoundCountdown.module.css';

export interface RoundCountdownProps {
  readonly round: number;
  /** When betting on the round closes (ISO). */
  readonly closeAt: string;
}

/**
 * The round number and the time left to bet on it, ticking with the site's one-second clock.
 * @example <RoundCountdown round={128} closeAt="2026-11-26T09:00:00.000Z" />
 */
export function RoundCountdown({ round, closeAt }: RoundCountdownProps) {
  const left = Date.parse(closeAt) - useNow();
  return (
    <div className={styles.countdown}>
      <span className={styles.round}>{round}회차</span>
      {left > 0 ? (
        <span className={styles.time} role="timer" aria-label="베팅 마감까지">
          {formatCountdown(left)}
        </span>
      ) : (
        <span className={styles.closed}>베팅 마감</span>
      )}
    </div>
  );
}
