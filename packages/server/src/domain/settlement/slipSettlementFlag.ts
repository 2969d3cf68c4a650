import { WIN_FLAG, type WinFlag } from '@kbet/sdk';

/**
 * A slip's settlement flag from its legs' flags (spec §4, same values): waiting while any leg waits;
 * lost when any leg lost; cancelled when every leg was cancelled; special hit when every leg was cancelled
 * or refunded; half lost or half won when a leg was; otherwise won.
 * @example slipSettlementFlag([2, -1, 5]) // 5
 */
export function slipSettlementFlag(flags: readonly number[]): WinFlag {
  if (flags.includes(WIN_FLAG.WAITING)) return WIN_FLAG.WAITING;
  if (flags.includes(WIN_FLAG.LOST)) return WIN_FLAG.LOST;
  if (flags.every((flag) => flag === WIN_FLAG.CANCELLED)) return WIN_FLAG.CANCELLED;
  if (flags.every((flag) => flag === WIN_FLAG.CANCELLED || flag === WIN_FLAG.SPECIAL_HIT)) {
    return WIN_FLAG.SPECIAL_HIT;
  }
  if (flags.includes(WIN_FLAG.HALF_LOST)) return WIN_FLAG.HALF_LOST;
  if (flags.includes(WIN_FLAG.HALF_WON)) return WIN_FLAG.HALF_WON;
  return WIN_FLAG.WON;
}
