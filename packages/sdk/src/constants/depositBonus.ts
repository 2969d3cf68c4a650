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

export interface DepositBonusOption {
  readonly code: DepositBonusCode;
  readonly label: string;
  /** Bonus as a whole percent of the deposit; 0 for no bonus. */
  readonly percent: number;
  /** Required rolling (turnover) as a percent of deposit plus bonus; null where the spec states none. */
  readonly rollingPercent: number | null;
  /** Fewest folders a qualifying slip needs; null when unrestricted. */
  readonly minFolders: number | null;
  /** Lowest odds per folder as an exact decimal string; null when unrestricted. */
  readonly minOdds: string | null;
}

/** The options in the deposit form's order. */
export const DEPOSIT_BONUS_OPTIONS: readonly DepositBonusOption[] = [
  { code: 0, label: '보너스 선택', percent: 0, rollingPercent: null, minFolders: null, minOdds: null },
  { code: 5, label: '보너스 없음', percent: 0, rollingPercent: null, minFolders: null, minOdds: null },
  // Paid on the first and on every deposit.
  { code: 1, label: '스포츠 (3폴더 이상)', percent: 15, rollingPercent: 100, minFolders: 3, minOdds: '1.3' },
  { code: 2, label: '스포츠/인플레이', percent: 5, rollingPercent: 100, minFolders: null, minOdds: '1.5' },
  { code: 4, label: '슬롯', percent: 10, rollingPercent: null, minFolders: null, minOdds: null },
  { code: 3, label: '라이브카지노', percent: 5, rollingPercent: 300, minFolders: null, minOdds: null },
  {
    code: 6,
    label: '미니게임/가상스포츠',
    percent: 5,
    rollingPercent: null,
    minFolders: null,
    minOdds: null,
  },
  { code: 7, label: '홀덤', percent: 0, rollingPercent: null, minFolders: null, minOdds: null },
];

/**
 * The bonus option with this code, or undefined for an unknown code.
 * @example depositBonusOption(1)?.percent // 15
 */
export const depositBonusOption = (code: number): DepositBonusOption | undefined =>
  DEPOSIT_BONUS_OPTIONS.find((option) => option.code === code);
