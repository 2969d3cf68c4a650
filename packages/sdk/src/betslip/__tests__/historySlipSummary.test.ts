import { describe, expect, it } from 'vitest';
import type { WinFlag } from '../../constants/winFlag';
import { type HistorySlipLeg, historySlipSummary } from '../historySlipSummary';

const leg = (price: string, flag: WinFlag, status = 0, amount = 10_000): HistorySlipLeg => ({
  amount,
  status,
  sports_betting_bet_price: price,
  sports_betting_win_flag: flag,
});

describe('historySlipSummary', () => {
  it('derives expected odds, real odds and expected win of a waiting slip, which offers Cancel', () => {
    expect(historySlipSummary([leg('1.90', 2), leg('1.90', 0)])).toEqual({
      waitingLegs: 1,
      expectedOdds: '3.61',
      realOdds: '3.61',
      expectedWin: 36_100,
      action: 'cancel',
    });
  });

  it('offers Delete for any settled or cancelled slip', () => {
    expect(historySlipSummary([leg('2.50', 1, 1)]).action).toBe('delete');
    expect(historySlipSummary([leg('2.50', 2, 2)]).action).toBe('delete');
    expect(historySlipSummary([leg('2.50', -1, -1)]).action).toBe('delete');
  });

  it('counts cancelled and special-hit legs as 1 and lost legs as 0 in the real odds', () => {
    const summary = historySlipSummary([leg('1.85', 2, 2), leg('3.00', 3, 2), leg('2.00', -1, 2)]);
    expect(summary).toMatchObject({ waitingLegs: 0, expectedOdds: '11.10', realOdds: '1.85' });
    expect(historySlipSummary([leg('1.85', 2, 1), leg('3.00', 1, 1)]).realOdds).toBe('0.00');
  });

  it('floors the expected win of the floored odds', () => {
    expect(historySlipSummary([leg('1.955', 0, 0, 12_345), leg('2.1', 0, 0, 12_345)]).expectedWin).toBe(
      50_614,
    );
  });

  it('reads an empty slip as nothing staked, offering Delete', () => {
    expect(historySlipSummary([])).toEqual({
      waitingLegs: 0,
      expectedOdds: '1.00',
      realOdds: '1.00',
      expectedWin: 0,
      action: 'delete',
    });
  });
});
