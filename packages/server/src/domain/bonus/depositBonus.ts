import { depositBonusOption, type RollingConditions } from '@kbet/sdk';

export interface DepositBonus {
  /** Won credited from house_bonus: the option's percent of the deposit, at most MAX_DEPOSIT_BONUS. */
  bonus: number;
  /** Turnover owed before a withdrawal: the option's rolling percent of deposit plus bonus; 0 for none. */
  rollingRequired: number;
  /** The option's label, for the ledger memo. */
  label: string;
  /** What turnover counts toward the requirement (the option's products, folders and odds). */
  conditions: RollingConditions;
}

const UNRESTRICTED: RollingConditions = { products: [], minFolders: null, minOdds: null };

/**
 * The bonus and rolling requirement a deposit earns with its bonus option (spec §9). Options without a
 * percent (none, no bonus, hold'em) earn nothing; the others owe their rolling percent of deposit plus
 * bonus, counted only from turnover that meets the option's conditions.
 * @example depositBonus(1_000_000, 1) // { bonus: 150000, rollingRequired: 1150000, label: '스포츠 (3폴더 이상)', conditions: { products: ['sports'], minFolders: 3, minOdds: '1.3' } }
 */
export function depositBonus(amount: number, optionCode: number): DepositBonus {
  const option = depositBonusOption(optionCode);
  if (!option || option.percent === 0) {
    return { bonus: 0, rollingRequired: 0, label: option?.label ?? '', conditions: UNRESTRICTED };
  }
  // Whole won, rounded down in the member's disfavour by less than one won.
  const bonus = Math.min(Math.floor((amount * option.percent) / 100), option.cap);
  const rollingRequired =
    option.rollingPercent === null ? 0 : Math.floor(((amount + bonus) * option.rollingPercent) / 100);
  const { products, minFolders, minOdds } = option;
  return { bonus, rollingRequired, label: option.label, conditions: { products, minFolders, minOdds } };
}
