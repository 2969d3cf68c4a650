import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../odds/decimal';
import { clampBetAmount, maxStakeForWin } from '../clampBetAmount';
import { compareDecimals } from '../compareDecimals';
import { type ValidateBetParams, validateBet } from '../validateBet';
import { BONUS_FIXTURE_ID, validateBonusCombination } from '../validateBonusCombination';

const LEG = { fixtureId: 1, betPrice: '2.00' };
const base: ValidateBetParams = {
  loggedIn: true,
  selections: [LEG],
  amount: 10_000,
  totalOdds: '2.50',
  maxBet: 3_000_000,
  maxWin: 10_000_000,
};
const bet = (over: Partial<ValidateBetParams>) => validateBet({ ...base, ...over });
const failure = (code: string, message: string) => ({ ok: false, code, message });

const LOGIN = failure('BET_LOGIN_REQUIRED', '로그인 후 이용 가능합니다.');
const SELECT = failure('BET_SELECT_REQUIRED', '베팅을 선택해주세요.');
const MIN = failure('BET_MIN', '최소 베팅금액은 5000원입니다.');
const DECIMALS = failure('BET_NO_DECIMALS', '원단위는 입력 불가능합니다.');
const OVER_MAX = failure('BET_OVER_MAX', '최대 베팅금액을 초과하여 베팅할 수 없습니다.');
const OVER_WIN = failure('BET_OVER_MAX_WIN', '최대 당첨금액을 초과하여 베팅할 수 없습니다.');
const OVER_ODDS = failure('BET_OVER_MAX_ODDS', '최대 배당 100배를 초과하여 베팅할 수 없습니다.');

describe('validateBet', () => {
  it('passes with the stake and the confirm that comes next', () => {
    expect(bet({ amount: '10,000' })).toEqual({
      ok: true,
      value: { amount: 10_000, confirmCode: 'BET_CONFIRM', confirmMessage: '베팅하시겠습니까?' },
    });
  });

  it('runs the checks in the spec order', () => {
    // Every check failing at once: the first in the order wins, peeled off one by one.
    const allWrong: ValidateBetParams = {
      loggedIn: false,
      selections: [],
      amount: 4999.5,
      totalOdds: '150.00',
      maxBet: 1000,
      maxWin: 1000,
    };
    expect(validateBet(allWrong)).toEqual(LOGIN);
    expect(validateBet({ ...allWrong, loggedIn: true })).toEqual(SELECT);
    expect(validateBet({ ...allWrong, loggedIn: true, selections: [LEG] })).toEqual(MIN);
    expect(validateBet({ ...allWrong, loggedIn: true, selections: [LEG], amount: 5000.5 })).toEqual(DECIMALS);
    expect(validateBet({ ...allWrong, loggedIn: true, selections: [LEG], amount: 5000 })).toEqual(OVER_MAX);
    expect(
      validateBet({ ...allWrong, loggedIn: true, selections: [LEG], amount: 5000, maxBet: 5000 }),
    ).toEqual(OVER_WIN);
    expect(
      validateBet({
        ...allWrong,
        loggedIn: true,
        selections: [LEG],
        amount: 5000,
        maxBet: 5000,
        maxWin: 750_000,
      }),
    ).toEqual(OVER_ODDS);
  });

  it('reads the amount as typed', () => {
    expect(bet({ amount: '' })).toEqual(failure('BET_AMOUNT_REQUIRED', '베팅금액을 입력해주세요.'));
    expect(bet({ amount: null })).toEqual(failure('BET_AMOUNT_REQUIRED', '베팅금액을 입력해주세요.'));
    expect(bet({ amount: 'abc' })).toEqual(failure('BET_AMOUNT_DIGITS', '베팅금액은 숫자로 입력해주세요.'));
    expect(bet({ amount: '-5,000' })).toEqual(MIN);
    expect(bet({ amount: '5,000.50' })).toEqual(DECIMALS);
    expect(bet({ amount: '5,000.00' })).toMatchObject({ ok: true, value: { amount: 5000 } });
  });

  it('has the minimum at 5,000 inclusive', () => {
    expect(bet({ amount: 4999 })).toEqual(MIN);
    expect(bet({ amount: 4999.99 })).toEqual(MIN);
    expect(bet({ amount: 5000 })).toMatchObject({ ok: true });
    expect(bet({ amount: 5001 })).toMatchObject({ ok: true });
  });

  it('has the maximum bet inclusive, and refuses amounts past exact integers as over it', () => {
    expect(bet({ amount: 3_000_000 })).toMatchObject({ ok: true });
    expect(bet({ amount: 3_000_001 })).toEqual(OVER_MAX);
    expect(bet({ amount: '99999999999999999999', maxBet: Number.POSITIVE_INFINITY })).toEqual(OVER_MAX);
  });

  it('checks winnings exactly, with no float rounding', () => {
    // 3,333,334 × 3.00 = 10,000,002 > 10,000,000; 3,333,333 × 3.00 = 9,999,999.
    expect(bet({ amount: 3_333_333, totalOdds: '3.00', maxBet: 5_000_000 })).toMatchObject({ ok: true });
    expect(bet({ amount: 3_333_334, totalOdds: '3.00', maxBet: 5_000_000 })).toEqual(OVER_WIN);
    // Exactly at the maximum is allowed: 4,000,000 × 2.50 = 10,000,000.
    expect(bet({ amount: 4_000_000, maxBet: 5_000_000 })).toMatchObject({ ok: true });
    expect(bet({ amount: 4_000_001, maxBet: 5_000_000 })).toEqual(OVER_WIN);
    // 0.1 + 0.2 style traps: 1.1 × 3 = 3.3 exactly, a float would say 3.3000000000000003.
    expect(bet({ amount: 10_000, totalOdds: '1.1', maxWin: 11_000 })).toMatchObject({ ok: true });
    expect(bet({ amount: 10_000, totalOdds: 1.1, maxWin: 10_999 })).toEqual(OVER_WIN);
  });

  it('allows total odds of exactly 100 and refuses 100.01', () => {
    const big = { amount: 5000, maxWin: 1_000_000_000 };
    expect(bet({ ...big, totalOdds: '100.00' })).toMatchObject({ ok: true });
    expect(bet({ ...big, totalOdds: '100' })).toMatchObject({ ok: true });
    expect(bet({ ...big, totalOdds: '100.01' })).toEqual(OVER_ODDS);
  });

  it('throws on odds that are not an exact decimal (a caller bug, not a member error)', () => {
    expect(() => bet({ totalOdds: 'abc' })).toThrow('Invalid decimal');
  });

  it('agrees with an exact oracle on the winnings check', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5000, max: 50_000_000 }),
        fc.integer({ min: 100, max: 10_000 }),
        fc.integer({ min: 0, max: 500_000_000 }),
        (amount, hundredths, maxWin) => {
          const totalOdds = (hundredths / 100).toFixed(2);
          const result = bet({ amount, totalOdds, maxBet: Number.MAX_SAFE_INTEGER, maxWin });
          const overWin = BigInt(amount) * BigInt(hundredths) > BigInt(maxWin) * 100n;
          expect(result.ok ? 'ok' : result.code).toBe(overWin ? 'BET_OVER_MAX_WIN' : 'ok');
        },
      ),
    );
  });
});

describe('clampBetAmount', () => {
  const limits = { emoney: 1_000_000, maxBet: 3_000_000, maxWin: 10_000_000, totalOdds: '2.50' };

  it('clamps to cash, max bet and max winnings, never below 0', () => {
    expect(clampBetAmount(50_000, limits)).toBe(50_000);
    expect(clampBetAmount(5_000_000, limits)).toBe(1_000_000);
    expect(clampBetAmount(5_000_000, { ...limits, emoney: 9_000_000 })).toBe(3_000_000);
    expect(clampBetAmount(5_000_000, { ...limits, emoney: 9_000_000, totalOdds: '4.00' })).toBe(2_500_000);
    expect(clampBetAmount(-10, limits)).toBe(0);
    expect(clampBetAmount(100, { ...limits, emoney: -500 })).toBe(0);
    expect(clampBetAmount(Number.NaN, limits)).toBe(0);
    expect(clampBetAmount(1234.9, limits)).toBe(1234);
  });

  it('ignores winnings without odds or at odds 0', () => {
    const noOdds = { emoney: 9_000_000, maxBet: 3_000_000, maxWin: 1 };
    expect(clampBetAmount(5_000_000, noOdds)).toBe(3_000_000);
    expect(clampBetAmount(5_000_000, { ...noOdds, totalOdds: '0.00' })).toBe(3_000_000);
  });

  it('finds the largest stake within the maximum winnings', () => {
    expect(maxStakeForWin(1_000_000, '3.00')).toBe(333_333);
    expect(maxStakeForWin(1_000_000, '1.955')).toBe(511_508);
    expect(maxStakeForWin(-5, '2')).toBe(0);
    expect(maxStakeForWin(100, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('always yields a stake that the bet checks accept for cash, max bet and winnings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 5000, max: 1e9 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 101, max: 10_000 }),
        (amount, emoney, maxBet, maxWin, hundredths) => {
          const totalOdds = (hundredths / 100).toFixed(2);
          const stake = clampBetAmount(amount, { emoney, maxBet, maxWin, totalOdds });
          expect(Number.isSafeInteger(stake)).toBe(true);
          expect(stake).toBeGreaterThanOrEqual(0);
          expect(stake).toBeLessThanOrEqual(Math.min(amount, emoney, maxBet));
          expect(BigInt(stake) * BigInt(hundredths)).toBeLessThanOrEqual(BigInt(maxWin) * 100n);
          // Maximal: one won more would break a bound.
          const more = stake + 1;
          const breaks =
            more > amount ||
            more > emoney ||
            more > maxBet ||
            BigInt(more) * BigInt(hundredths) > BigInt(maxWin) * 100n;
          expect(breaks).toBe(true);
          if (stake >= 5000) {
            const result = bet({ amount: stake, totalOdds, maxBet, maxWin });
            expect(result.ok || result.code === 'BET_OVER_MAX_ODDS').toBe(true);
          }
        },
      ),
    );
  });
});

describe('compareDecimals', () => {
  it('compares across scales', () => {
    expect(compareDecimals(parseDecimal('1.30'), parseDecimal('1.3'))).toBe(0);
    expect(compareDecimals(parseDecimal('1.299'), parseDecimal('1.3'))).toBe(-1);
    expect(compareDecimals(parseDecimal('2'), parseDecimal('1.999'))).toBe(1);
  });
});

describe('validateBonusCombination', () => {
  const BONUS = { fixtureId: BONUS_FIXTURE_ID, betPrice: '1.00' };
  const rule = { minOdds: '1.3', minCount: 3 };
  const leg = (betPrice: string | number, fixtureId: number) => ({ fixtureId, betPrice });
  const COMBINE = failure('BET_BONUS_COMBINE', '1.3배 이하 배당과는 보너스를 조합할 수 없습니다.');

  it('passes any slip without the bonus item', () => {
    const slip = [leg('1.01', 1)];
    expect(validateBonusCombination(slip, rule)).toEqual({ ok: true, value: slip });
    expect(validateBonusCombination([], rule)).toEqual({ ok: true, value: [] });
  });

  it('needs enough other selections at or above the minimum odds (1.3 itself counts)', () => {
    const three = [BONUS, leg('1.3', 1), leg(1.5, 2), leg('2.10', 3)];
    expect(validateBonusCombination(three, rule)).toEqual({ ok: true, value: three });
    expect(validateBonusCombination([BONUS, leg('1.3', 1), leg('1.29', 2), leg('2.10', 3)], rule)).toEqual(
      COMBINE,
    );
    expect(validateBonusCombination([BONUS, leg('1.5', 1), leg('1.5', 2)], rule)).toEqual(COMBINE);
    expect(validateBonusCombination([BONUS], { minOdds: '1.3', minCount: 0 })).toMatchObject({ ok: true });
  });

  it('defaults to 1.3, does not count the bonus item, and never counts unreadable prices', () => {
    expect(validateBonusCombination([BONUS, leg('1.3', 1)], { minCount: 1 })).toMatchObject({ ok: true });
    expect(validateBonusCombination([BONUS, leg('1.299', 1)], { minCount: 1 })).toEqual(COMBINE);
    expect(
      validateBonusCombination([BONUS, { fixtureId: BONUS_FIXTURE_ID, betPrice: '9' }], { minCount: 1 }),
    ).toEqual(COMBINE);
    expect(validateBonusCombination([BONUS, leg('abc', 1)], { minCount: 1 })).toEqual(COMBINE);
    expect(validateBonusCombination([BONUS, leg('', 1)], { minCount: 1 })).toEqual(COMBINE);
  });

  it('throws on a minimum that is not a decimal', () => {
    expect(() => validateBonusCombination([BONUS], { minOdds: 'x', minCount: 1 })).toThrow('Invalid decimal');
  });
});
