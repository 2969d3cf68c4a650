import type { BET_QUICK_AMOUNTS, BetQuickAction } from '../constants/quickAdd';
import { type ClampBetAmountLimits, clampBetAmount } from '../validation/clampBetAmount';

/** A quick-add button of the bet slip (spec §9): a fixed amount, HALF, MAX or RESET. */
export type QuickAddButton = (typeof BET_QUICK_AMOUNTS)[number] | BetQuickAction;

/**
 * The stake after pressing a quick-add button, clamped to the limits: amounts add, HALF sets floor(emoney / 2),
 * MAX sets the largest stake allowed, RESET sets 0.
 * @example quickAdd(10_000, 50_000, { emoney: 1_000_000, maxBet: 500_000, maxWin: 5_000_000, totalOdds: '2.00' }) // 60000
 */
export function quickAdd(amount: number, button: QuickAddButton, limits: ClampBetAmountLimits): number {
  switch (button) {
    case 'RESET':
      return 0;
    case 'MAX':
      return clampBetAmount(Number.MAX_SAFE_INTEGER, limits);
    case 'HALF':
      return clampBetAmount(Math.floor(limits.emoney / 2), limits);
    default:
      return clampBetAmount(amount + button, limits);
  }
}
