import { DEPOSIT_BONUS_OPTIONS, type DepositBonusOption } from '../constants/depositBonus';
import type { Product } from '../constants/products';

/**
 * The deposit bonus options of the products the site offers: an option for products none of which is offered
 * is not shown (and the server refuses it); the placeholder and "no bonus" always are.
 * @example offeredBonusOptions(['sports', 'inplay', 'minigame']).map((o) => o.code) // [0, 5, 1, 2, 6]
 */
export const offeredBonusOptions = (offered: readonly Product[]): DepositBonusOption[] =>
  DEPOSIT_BONUS_OPTIONS.filter(
    (option) => option.products.length === 0 || option.products.some((product) => offered.includes(product)),
  );
