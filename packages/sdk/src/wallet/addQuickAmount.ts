import { readAmount } from '../core/readAmount';
import { formatWon } from '../validation/formatWon';

/**
 * The amount field after a quick-add button (spec §9 deposit, withdrawal and coin lists): the amount typed so far
 * (0 when blank, unreadable, negative or fractional) plus `add`, with thousands separators. A sum past the exact
 * integers leaves the field as it was.
 * @example addQuickAmount('50,000', 10_000) // '60,000'
 */
export function addQuickAmount(typed: string, add: number): string {
  const reading = readAmount(typed);
  const current = typeof reading === 'object' && !reading.fraction && reading.whole > 0 ? reading.whole : 0;
  const sum = current + add;
  return Number.isSafeInteger(sum) && sum >= 0 ? formatWon(sum) : typed;
}
