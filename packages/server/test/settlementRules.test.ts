import { settlementPayout, WIN_FLAG, type WinFlag } from '@kbet/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusLegFlag } from '../src/domain/settlement/bonusLegFlag';
import { computeSlipSettlement } from '../src/domain/settlement/computeSlipSettlement';
import { legWinFlag } from '../src/domain/settlement/legWinFlag';
import { slipSettlementFlag } from '../src/domain/settlement/slipSettlementFlag';

const FLAGS: WinFlag[] = [-1, 0, 1, 2, 3, 4, 5];
const feedLeg = (price: string, feedFlag: WinFlag) => ({
  isBonus: false,
  price,
  feedFlag,
  bonusMinOdds: null,
  bonusMinCount: null,
});

describe('slipSettlementFlag', () => {
  it.each([
    [[2, 0], 0],
    [[2, 1, 5], 1],
    [[-1, -1], -1],
    [[-1, 3], 3],
    [[3, 3], 3],
    [[2, 4, 5], 4],
    [[2, 5, -1], 5],
    [[2, 3, -1], 2],
  ] as [number[], WinFlag][])('%j → %i', (flags, expected) => {
    expect(slipSettlementFlag(flags)).toBe(expected);
  });
});

describe('legWinFlag', () => {
  it.each([
    [{ oddsSettlement: 2, marketVoided: true, fixtureStatus: 3, currentFlag: 0 }, -1],
    [{ oddsSettlement: 5, marketVoided: false, fixtureStatus: 3, currentFlag: 0 }, 5],
    [{ oddsSettlement: 0, marketVoided: false, fixtureStatus: 4, currentFlag: 0 }, -1],
    [{ oddsSettlement: 0, marketVoided: false, fixtureStatus: 5, currentFlag: 0 }, -1],
    [{ oddsSettlement: 0, marketVoided: false, fixtureStatus: 2, currentFlag: 0 }, 0],
    [{ oddsSettlement: 1, marketVoided: false, fixtureStatus: 4, currentFlag: 0 }, 1],
    [{ oddsSettlement: null, marketVoided: null, fixtureStatus: null, currentFlag: 2 }, 2],
  ])('%j → %i', (state, expected) => {
    expect(legWinFlag(state)).toBe(expected);
  });
});

describe('bonusLegFlag', () => {
  const rule = { minOdds: '1.3', minCount: 2 };
  it.each([
    [
      [
        { price: '1.5', flag: 2 },
        { price: '1.3', flag: 2 },
      ],
      2,
    ],
    [
      [
        { price: '1.5', flag: 2 },
        { price: '1.29', flag: 2 },
      ],
      -1,
    ],
    [
      [
        { price: '1.5', flag: 2 },
        { price: '1.5', flag: -1 },
      ],
      -1,
    ],
    [
      [
        { price: '1.5', flag: 2 },
        { price: '1.5', flag: 5 },
      ],
      -1,
    ],
    [
      [
        { price: '1.5', flag: 2 },
        { price: '1.5', flag: 1 },
      ],
      1,
    ],
    [
      [
        { price: '1.5', flag: 2 },
        { price: '1.5', flag: 0 },
      ],
      0,
    ],
  ])('%j → %i', (legs, expected) => {
    expect(bonusLegFlag({ legs, ...rule })).toBe(expected);
  });
});

describe('computeSlipSettlement', () => {
  it('pays exact floored amounts per flag at 1.90 for 10,000', () => {
    const payouts = FLAGS.map((flag) => computeSlipSettlement(10_000, [feedLeg('1.90', flag)]).payout);
    expect(payouts).toEqual([10_000, 0, 0, 19_000, 10_000, 5_000, 14_500]);
  });

  it('lets the bonus leg follow its folders', () => {
    const bonus = {
      isBonus: true,
      price: '1.05',
      feedFlag: 0 as WinFlag,
      bonusMinOdds: '1.3',
      bonusMinCount: 2,
    };
    const won = computeSlipSettlement(10_000, [feedLeg('1.5', 2), feedLeg('1.5', 2), bonus]);
    expect(won).toEqual({ flags: [2, 2, 2], slipFlag: 2, payout: 23_600 }); // 2.25 × 1.05 = 2.3625 → 2.36
    const voided = computeSlipSettlement(10_000, [feedLeg('1.5', 2), feedLeg('1.5', -1), bonus]);
    expect(voided).toEqual({ flags: [2, -1, -1], slipFlag: 2, payout: 15_000 });
  });

  it('pays the SDK settlementPayout of the legs once every leg settled, nothing before', () => {
    const price = fc
      .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 999 }))
      .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(3, '0')}`);
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 1_000_000 }),
        fc.array(fc.tuple(price, fc.constantFrom(...FLAGS)), { minLength: 1, maxLength: 6 }),
        (stake, legs) => {
          const result = computeSlipSettlement(
            stake,
            legs.map(([p, flag]) => feedLeg(p, flag)),
          );
          const waiting = legs.some(([, flag]) => flag === WIN_FLAG.WAITING);
          expect(result.slipFlag === WIN_FLAG.WAITING).toBe(waiting);
          expect(result.payout).toBe(
            waiting
              ? 0
              : settlementPayout(
                  stake,
                  legs.map(([odds, winFlag]) => ({ odds, winFlag })),
                ),
          );
        },
      ),
    );
  });
});
