import { formatWon } from '../validation/formatWon';

/** Rates are whole basis points (1 bp = 0.01 %), so 0.5 % is 50 and 30 % is 3,000: no float ever touches money. */
export const BASIS_POINTS = 10_000;

/** The highest rate a contract may hold (100 %). */
export const MAX_RATE_BP = BASIS_POINTS;

/**
 * `amount × rate`, floored to the won (partner-settlement.md: each commission line is floored; what the floor
 * leaves stays with the operator). BigInt keeps the product exact for any safe-integer amount.
 * @example applyRate(1_000_000, 50) // 5000
 */
export function applyRate(amount: number, rateBp: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`Expected whole won ≥ 0, got ${amount}`);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > MAX_RATE_BP) {
    throw new RangeError(`Expected a rate of 0-${MAX_RATE_BP} bp, got ${rateBp}`);
  }
  return Number((BigInt(amount) * BigInt(rateBp)) / BigInt(BASIS_POINTS));
}

/**
 * A rate in basis points as the pages print it.
 * @example formatRate(50) // '0.5%'
 */
export function formatRate(rateBp: number): string {
  const whole = Math.trunc(rateBp / 100);
  const cents = String(rateBp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return cents === '' ? `${whole}%` : `${whole}.${cents}%`;
}

/**
 * The computation text of one differential line: `base × (own − child) = amount`, or `base × own = amount`
 * for the partner directly above the member.
 * @example describeRate(1_000_000, 70, 50, 2000) // '1,000,000 × (0.7% − 0.5%) = 2,000'
 */
export function describeRate(base: number, ownBp: number, childBp: number | null, amount: number): string {
  const rate = childBp === null ? formatRate(ownBp) : `(${formatRate(ownBp)} − ${formatRate(childBp)})`;
  return `${formatWon(base)} × ${rate} = ${formatWon(amount)}`;
}
