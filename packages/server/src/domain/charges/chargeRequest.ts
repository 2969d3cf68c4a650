import type { ChargeType } from '@kbet/sdk';

/** What a member sends in POST /charge, after the schema (spec §7 Money). */
export interface ChargeRequest {
  depositAmount: number;
  depositName: string;
  type: ChargeType;
  /** The deposit bonus option (spec §9). */
  pointType?: number | undefined;
  pointFlag?: number | undefined;
  confirmFlag?: number | undefined;
}
