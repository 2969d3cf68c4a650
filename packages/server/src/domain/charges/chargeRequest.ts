/** What a member sends in POST /charge, after the schema (spec §7 Money). */
export interface ChargeRequest {
  depositAmount: number;
  depositName: string;
  /** 0 bank, 1 coin, 2 virtual account. */
  type: 0 | 1 | 2;
  /** The deposit bonus option (spec §9). */
  pointType?: number | undefined;
  pointFlag?: number | undefined;
  confirmFlag?: number | undefined;
}

/** Charge kinds as the wire names them. */
export const DEPOSIT_MODE = { DEPOSIT: 0, WITHDRAWAL: 1 } as const;
export const CHARGE_TYPE = { BANK: 0, COIN: 1, VIRTUAL_ACCOUNT: 2 } as const;
