import { useNow } from '@/lib/clock';
import { formatKst } from '@/lib/formatKst';
import styles from './Clock.module.css';

/**
 * The top bar clock in Korean time, ticking every second (spec §2 "clock in GMT+9").
 * @example <Clock />
 */
export function Clock() {
  const now = useNow();
  return (
    <span className={styles.clock}>
      <time dateTime={new Date(now).toISOString()} className="tabular">
        {formatKst(now, 'clock')}
      </time>
      <span className={styles.zone}>GMT+9</span>
    </span>
  );
}
