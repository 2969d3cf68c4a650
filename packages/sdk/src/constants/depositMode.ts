/** Which way a charge moves money (spec §3 depositMode). */
export const DEPOSIT_MODE = {
  DEPOSIT: 0,
  WITHDRAWAL: 1,
} as const;

export type DepositMode = (typeof DEPOSIT_MODE)[keyof typeof DEPOSIT_MODE];
