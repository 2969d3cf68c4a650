/** How a deposit is paid (spec §3 charge type); a withdrawal is always paid to the bank account. */
export const CHARGE_TYPE = {
  BANK: 0,
  COIN: 1,
  VIRTUAL_ACCOUNT: 2,
} as const;

export type ChargeType = (typeof CHARGE_TYPE)[keyof typeof CHARGE_TYPE];
