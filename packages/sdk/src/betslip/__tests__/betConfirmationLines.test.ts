import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WIN_FLAG, type WinFlag } from '../../constants/winFlag';
import { betConfirmationLines } from '../betConfirmationLines';
import { historyLegFlag } from '../historyLegFlag';
import { selection } from './fixtures';

describe('betConfirmationLines: the confirmation restates the bet', () => {
  it('lists each pick with its match and odds, then total odds, stake and expected win', () => {
    const lines = betConfirmationLines({
      selections: [
        selection({
          id: 1,
          slipName: '맨시티 VS 리버풀',
          homeName: '맨시티',
          awayName: '리버풀',
          betPrice: '1.8',
        }),
        selection({ id: 2, fixtureId: 200, betName: 'X', betPrice: '3.40', slipName: '서울 VS 부산' }),
      ],
      totalOdds: '6.12',
      amount: 10_000,
      expectedWin: 61_200,
    });
    expect(lines).toEqual([
      { label: '맨시티 VS 리버풀', value: '맨시티 승 · 1.80' },
      { label: '서울 VS 부산', value: '무승부 · 3.40' },
      { label: '총 배당', value: '6.12' },
      { label: '베팅금액', value: '10,000원' },
      { label: '예상 당첨금', value: '61,200원' },
    ]);
  });

  it('names a pick without a match by its market', () => {
    const [line] = betConfirmationLines({
      selections: [selection({ id: 1, marketNameKorean: '승무패' })],
      totalOdds: '2.00',
      amount: 5_000,
      expectedWin: 10_000,
    });
    expect(line?.label).toBe('승무패');
  });
});

describe('historyLegFlag: the result a history leg shows', () => {
  const flags = Object.values(WIN_FLAG) as WinFlag[];

  it('is 취소 on every leg of a cancelled slip, whatever the leg was settled as', () => {
    fc.assert(
      fc.property(fc.constantFrom(...flags), (flag) => {
        expect(historyLegFlag({ status: WIN_FLAG.CANCELLED, sports_betting_win_flag: flag })).toBe(
          WIN_FLAG.CANCELLED,
        );
      }),
    );
  });

  it('is the leg’s own flag on a slip that was not cancelled', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...flags.filter((f) => f !== WIN_FLAG.CANCELLED)),
        fc.constantFrom(...flags),
        (status, flag) => {
          expect(historyLegFlag({ status, sports_betting_win_flag: flag })).toBe(flag);
        },
      ),
    );
  });
});
