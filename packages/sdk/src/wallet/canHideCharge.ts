import { CHARGE_STATUS } from '../constants/chargeStatus';

/** The charge fields the hide rule reads; a full Charge fits. */
export interface HideableCharge {
  readonly status: number;
}

/**
 * Whether the member may hide a deposit or withdrawal record from their list (PUT /charge/{id}): only once it is
 * finished (done, cancelled or in error). Spec §4 says so for withdrawals; kbet applies it to deposits too, so a
 * request still waiting for staff never drops out of the member's view.
 * @example canHideCharge({ status: 0 }) // false
 */
export const canHideCharge = (charge: HideableCharge): boolean => charge.status !== CHARGE_STATUS.PROCESSING;
