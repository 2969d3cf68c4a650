import { MAX_WITHDRAWAL_PER_REQUEST, MAX_WITHDRAWAL_PER_REQUEST_HIGH_VALUE } from '../constants/limits';

/**
 * The most one withdrawal request may take in won (§9): 20,000,000, or 50,000,000 for a high-value member.
 * @example withdrawalRequestMax(true) // 50000000
 */
export const withdrawalRequestMax = (highValue: boolean): number =>
  highValue ? MAX_WITHDRAWAL_PER_REQUEST_HIGH_VALUE : MAX_WITHDRAWAL_PER_REQUEST;
