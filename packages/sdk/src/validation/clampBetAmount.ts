import { parseDecimal } from '../odds/decimal';

/** What bounds a stake: the member's cash, the role's maximum bet and winnings, and the slip's total odds. */
export interface ClampBetAmountLimits {
  readonly emoney: number;
  readonly maxBet: number;
  readonly maxWin: number;
  /** The slip's total odds, e.g. '12.34' from `totalOdds(legs)`; without it (or at 0) winnings do not bound the stake. */
  readonly totalOdds?: string | number;
}

/**
 * The largest whole stake whose exact win (stake × odds) stays within `maxWin`.
 * @example maxStakeForWin(1000000, '3.00') // 333333
 */
export function maxStakeForWin(maxWin: number, totalOdds: string | number): number {
  const odds = parseDecimal(totalOdds);
  if (odds.num === 0n) return Number.POSITIVE_INFINITY;
  return Number((BigInt(Math.max(0, Math.floor(maxWin))) * 10n ** BigInt(odds.scale)) / odds.num);
}

/**
 * Clamps a typed stake to the member's cash, the maximum bet and the maximum winnings (§5), never below 0.
 * @example clampBetAmount(500000, { emoney: 1000000, maxBet: 3000000, maxWin: 1000000, totalOdds: '3.00' }) // 333333
 */
export function clampBetAmount(amount: number, limits: ClampBetAmountLimits): number {
  const winCap = limits.totalOdds === undefined ? amount : maxStakeForWin(limits.maxWin, limits.totalOdds);
  const clamped = Math.floor(Math.min(amount, limits.emoney, limits.maxBet, winCap));
  return Number.isNaN(clamped) ? 0 : Math.max(0, clamped);
}
