import { WIN_FLAG, type WinFlag } from '../constants/winFlag';
import { winForHundredths } from '../odds/expectedWin';
import { realOdds } from '../odds/realOdds';
import { totalOdds, totalOddsHundredths } from '../odds/totalOdds';

/** The fields of a history slip the summary reads (spec §3 "Bet slip" and "Bet leg"). */
export interface HistorySlipLeg {
  readonly amount: number;
  readonly status: number;
  readonly sports_betting_bet_price: string | number;
  readonly sports_betting_win_flag: WinFlag;
}

/** What a history card derives per slip (spec §3 "Derived per slip", §4). */
export interface HistorySlipSummary {
  /** Legs not settled yet (win flag 0). */
  readonly waitingLegs: number;
  /** Product of every leg's odds, floored to 2 decimals. */
  readonly expectedOdds: string;
  /** Product of the legs' settlement factors, floored to 2 decimals. */
  readonly realOdds: string;
  /** floor(expected odds × stake). */
  readonly expectedWin: number;
  /** A waiting slip (대기) offers Cancel; any other offers Delete (spec §4). */
  readonly action: 'cancel' | 'delete';
}

/**
 * The derived figures of a bet-history slip, given its legs (each row carries the slip's fields).
 * @example historySlipSummary(legs) // { waitingLegs: 1, expectedOdds: '3.61', realOdds: '1.90', expectedWin: 36100, action: 'cancel' }
 */
export function historySlipSummary(legs: readonly HistorySlipLeg[]): HistorySlipSummary {
  // Every slip has a leg (the schema's nonEmpty); an empty list reads as nothing staked.
  const first = legs[0] ?? { amount: 0, status: WIN_FLAG.CANCELLED };
  const oddsLegs = legs.map((leg) => ({
    odds: leg.sports_betting_bet_price,
    winFlag: leg.sports_betting_win_flag,
  }));
  return {
    waitingLegs: legs.filter((leg) => leg.sports_betting_win_flag === WIN_FLAG.WAITING).length,
    expectedOdds: totalOdds(oddsLegs),
    realOdds: realOdds(oddsLegs),
    expectedWin: winForHundredths(first.amount, totalOddsHundredths(oddsLegs)),
    action: first.status === WIN_FLAG.WAITING ? 'cancel' : 'delete',
  };
}
