/** Quick-add buttons of the bet slip, deposit, withdrawal and coin forms (spec §9). */

export const BET_QUICK_AMOUNTS = [5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000] as const;
/** HALF adds half of the cash balance, MAX the largest allowed amount, RESET clears the field. */
export const BET_QUICK_ACTIONS = ['HALF', 'MAX', 'RESET'] as const;
export type BetQuickAction = (typeof BET_QUICK_ACTIONS)[number];

export const DEPOSIT_QUICK_AMOUNTS = [
  10_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 5_000_000, 10_000_000,
] as const;
/** The deposit list from 10,000 up, which is the whole list since deposits also start at 10,000. */
export const WITHDRAWAL_QUICK_AMOUNTS = DEPOSIT_QUICK_AMOUNTS;

export const COIN_QUICK_AMOUNTS = [1, 3, 5, 10, 30, 50, 100] as const;
