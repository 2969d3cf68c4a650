import { settlementPayout, WIN_FLAG, type WinFlag } from '@kbet/sdk';
import { bonusLegFlag } from './bonusLegFlag';
import { slipSettlementFlag } from './slipSettlementFlag';

/** A leg as settlement reads it: its frozen price and, for a feed leg, the flag the feed gives it now. */
export interface SettlementLeg {
  isBonus: boolean;
  price: string;
  /** legWinFlag of the feed leg; ignored for the bonus leg, which follows the others. */
  feedFlag: WinFlag;
  bonusMinOdds: string | null;
  bonusMinCount: number | null;
}

export interface SlipSettlement {
  /** The legs' flags, in the legs' order. */
  flags: WinFlag[];
  /** 0 while any leg waits. */
  slipFlag: WinFlag;
  /** What the slip pays once settled: floor(stake × floored product of the leg factors); 0 while waiting. */
  payout: number;
}

/**
 * A slip's settlement from its legs (feed-model.md): the bonus leg follows the others, the slip's flag
 * follows all legs, and the payout is the SDK's settlementPayout over the leg factors.
 * @example computeSlipSettlement(10_000, [{ isBonus: false, price: '1.9', feedFlag: 5, bonusMinOdds: null, bonusMinCount: null }]) // { flags: [5], slipFlag: 5, payout: 14500 }
 */
export function computeSlipSettlement(amount: number, legs: readonly SettlementLeg[]): SlipSettlement {
  const feedLegs = legs
    .filter((leg) => !leg.isBonus)
    .map((leg) => ({ price: leg.price, flag: leg.feedFlag as number }));
  const flags = legs.map((leg) =>
    leg.isBonus
      ? bonusLegFlag({ legs: feedLegs, minOdds: leg.bonusMinOdds ?? '1', minCount: leg.bonusMinCount ?? 0 })
      : leg.feedFlag,
  );
  const slipFlag = slipSettlementFlag(flags);
  const payout =
    slipFlag === WIN_FLAG.WAITING
      ? 0
      : settlementPayout(
          amount,
          legs.map((leg, index) => ({ odds: leg.price, winFlag: flags[index] as WinFlag })),
        );
  return { flags, slipFlag, payout };
}
