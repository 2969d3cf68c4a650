import { formatWon } from '@kbet/sdk';

const MAN = 10_000;

/**
 * A quick-add button's text in the Korean way money is read: 10,000 → '+1만', 1,000,000 → '+100만',
 * 10,000,000 → '+1,000만'; amounts below 10,000 (coins) keep their digits with the unit.
 * @example quickLabel(50_000) // '+5만'
 */
export function quickLabel(amount: number, unit = ''): string {
  if (amount >= MAN && amount % MAN === 0) return `+${formatWon(amount / MAN)}만`;
  return `+${formatWon(amount)}${unit}`;
}
