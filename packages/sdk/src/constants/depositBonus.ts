import { MAX_DEPOSIT_BONUS } from './limits';
import type { Product } from './products';

/** Deposit bonus option codes (spec §9). 0 is the "not chosen yet" placeholder the form refuses. */
export const DEPOSIT_BONUS_CODE = {
  NONE_CHOSEN: 0,
  SPORTS: 1,
  SPORTS_INPLAY: 2,
  LIVE_CASINO: 3,
  SLOT: 4,
  NO_BONUS: 5,
  MINI_VIRTUAL: 6,
  HOLDEM: 7,
} as const;

export type DepositBonusCode = (typeof DEPOSIT_BONUS_CODE)[keyof typeof DEPOSIT_BONUS_CODE];

/** What turnover counts toward a bonus's rolling requirement: its products, folders and odds. */
export interface RollingConditions {
  /** Products whose stakes count; empty means every product (a requirement from before conditions existed). */
  readonly products: readonly Product[];
  /** Fewest folders (selections other than the bonus item) a qualifying slip needs; null when unrestricted. */
  readonly minFolders: number | null;
  /** Lowest odds of every folder, inclusive, as an exact decimal string; null when unrestricted. */
  readonly minOdds: string | null;
}

export interface DepositBonusOption extends RollingConditions {
  readonly code: DepositBonusCode;
  readonly label: string;
  /** Bonus as a whole percent of the deposit; 0 for no bonus. */
  readonly percent: number;
  /** Required rolling (turnover) as a percent of deposit plus bonus; null for the options that pay nothing. */
  readonly rollingPercent: number | null;
  /** The largest bonus in won; 0 for the options that pay nothing. */
  readonly cap: number;
}

const none = (
  code: DepositBonusCode,
  label: string,
  products: readonly Product[] = [],
): DepositBonusOption => ({
  code,
  label,
  percent: 0,
  rollingPercent: null,
  cap: 0,
  products,
  minFolders: null,
  minOdds: null,
});

/**
 * The options in the deposit form's order (spec §9). The spec gives slot and mini-game/virtual bonuses no
 * rolling; kbet asks 100% of them like the sports bonuses, so no bonus is withdrawable unplayed
 * (docs/spec-deviations.md).
 */
export const DEPOSIT_BONUS_OPTIONS: readonly DepositBonusOption[] = [
  none(0, '보너스 선택'),
  none(5, '보너스 없음'),
  // Paid on the first and on every deposit.
  {
    code: 1,
    label: '스포츠 (3폴더 이상)',
    percent: 15,
    rollingPercent: 100,
    cap: MAX_DEPOSIT_BONUS,
    products: ['sports'],
    minFolders: 3,
    minOdds: '1.3',
  },
  {
    code: 2,
    label: '스포츠/인플레이',
    percent: 5,
    rollingPercent: 100,
    cap: MAX_DEPOSIT_BONUS,
    products: ['sports', 'inplay'],
    minFolders: null,
    minOdds: '1.5',
  },
  {
    code: 4,
    label: '슬롯',
    percent: 10,
    rollingPercent: 100,
    cap: MAX_DEPOSIT_BONUS,
    products: ['slot'],
    minFolders: null,
    minOdds: null,
  },
  {
    code: 3,
    label: '라이브카지노',
    percent: 5,
    rollingPercent: 300,
    cap: MAX_DEPOSIT_BONUS,
    products: ['casino'],
    minFolders: null,
    minOdds: null,
  },
  {
    code: 6,
    label: '미니게임/가상스포츠',
    percent: 5,
    rollingPercent: 100,
    cap: MAX_DEPOSIT_BONUS,
    products: ['minigame', 'virtual'],
    minFolders: null,
    minOdds: null,
  },
  none(7, '홀덤', ['holdem']),
];

/**
 * The bonus option with this code, or undefined for an unknown code.
 * @example depositBonusOption(1)?.percent // 15
 */
export const depositBonusOption = (code: number): DepositBonusOption | undefined =>
  DEPOSIT_BONUS_OPTIONS.find((option) => option.code === code);
