import { WIN_FLAG, type WinFlag } from '@kbet/sdk';
import { FIXTURE_STATUS } from '../feed/feedStatus';

/** A feed leg's inputs to settlement, as they stand now. */
export interface LegFeedState {
  /** The odds row's settlement (leg win flag), null when the row is gone. */
  oddsSettlement: number | null;
  marketVoided: boolean | null;
  fixtureStatus: number | null;
  /** The leg's flag so far, kept when the feed no longer has the odds. */
  currentFlag: number;
}

/**
 * The win flag a feed leg settles to (feed-model.md): a voided market is -1 whatever was settled before;
 * otherwise the odds' own settlement; an unsettled selection of a cancelled or postponed fixture is -1.
 * @example legWinFlag({ oddsSettlement: 0, marketVoided: false, fixtureStatus: 4, currentFlag: 0 }) // -1
 */
export function legWinFlag(state: LegFeedState): WinFlag {
  if (state.oddsSettlement === null) return state.currentFlag as WinFlag;
  if (state.marketVoided) return WIN_FLAG.CANCELLED;
  if (state.oddsSettlement !== WIN_FLAG.WAITING) return state.oddsSettlement as WinFlag;
  const voided =
    state.fixtureStatus === FIXTURE_STATUS.CANCELLED || state.fixtureStatus === FIXTURE_STATUS.POSTPONED;
  return voided ? WIN_FLAG.CANCELLED : WIN_FLAG.WAITING;
}
