import { WIN_FLAG, type WinFlag } from '../constants/winFlag';

/** The fields of a history row the leg's shown result reads: the slip's status and the leg's own flag. */
export interface HistoryLegFlagInput {
  readonly status: number;
  readonly sports_betting_win_flag: WinFlag;
}

/**
 * The result a bet-history leg shows: 취소 on every leg of a cancelled slip (the slip's status wins over the
 * legs' own results, which the feed may settle after the cancellation), else the leg's flag.
 * @example historyLegFlag({ status: -1, sports_betting_win_flag: 2 }) // -1
 */
export const historyLegFlag = (leg: HistoryLegFlagInput): WinFlag =>
  leg.status === WIN_FLAG.CANCELLED ? WIN_FLAG.CANCELLED : leg.sports_betting_win_flag;
