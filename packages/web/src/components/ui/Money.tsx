import { formatWon } from '@kbet/sdk/validation';
import styles from './Money.module.css';

export interface MoneyProps {
  /** Whole won (or points with unit 'P'). */
  readonly amount: number;
  readonly unit?: string;
  /** Colour gains green and losses red, with a sign. */
  readonly signed?: boolean;
  readonly className?: string;
}

/**
 * An amount as 1,000,000원 (spec §2), tabular so columns line up.
 * @example <Money amount={user.emoney} />
 */
export function Money({ amount, unit = '원', signed = false, className }: MoneyProps) {
  const tone = signed && amount !== 0 ? (amount > 0 ? styles.positive : styles.negative) : undefined;
  const sign = signed && amount > 0 ? '+' : '';
  return (
    <span className={[styles.money, tone, className].filter(Boolean).join(' ')}>
      {sign}
      {formatWon(amount)}
      <span className={styles.unit}>{unit}</span>
    </span>
  );
}
