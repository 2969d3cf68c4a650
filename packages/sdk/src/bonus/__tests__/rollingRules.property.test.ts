import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_BONUS_OPTIONS,
  depositBonusOption,
  type RollingConditions,
} from '../../constants/depositBonus';
import { PRODUCTS } from '../../constants/products';
import { countsTowardRolling } from '../countsTowardRolling';
import { offeredBonusOptions } from '../offeredBonusOptions';
import { depositBonusTerms, rollingConditionTerms } from '../rollingTerms';

const hundredths = fc.integer({ min: 100, max: 5_000 });
const odds = hundredths.map((h) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`);
const product = fc.constantFrom(...PRODUCTS);
const conditions: fc.Arbitrary<RollingConditions> = fc.record({
  products: fc.uniqueArray(product, { maxLength: 3 }),
  minFolders: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  minOdds: fc.option(odds, { nil: null }),
});
const turnover = fc.record({ product, folderOdds: fc.array(odds, { minLength: 1, maxLength: 6 }) });
const asHundredths = (text: string) => Math.round(Number(text) * 100);

describe('countsTowardRolling', () => {
  it('counts a stake exactly when product, folders and every folder odds meet the conditions', () => {
    fc.assert(
      fc.property(conditions, turnover, (c, t) => {
        const expected =
          (c.products.length === 0 || c.products.includes(t.product)) &&
          (c.minFolders === null || t.folderOdds.length >= c.minFolders) &&
          (c.minOdds === null || t.folderOdds.every((o) => asHundredths(o) >= asHundredths(c.minOdds!)));
        expect(countsTowardRolling(c, t)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('one folder under the minimum is enough to keep a slip out', () => {
    fc.assert(
      fc.property(turnover, fc.nat(5), (t, at) => {
        const sports = depositBonusOption(1)!;
        const folderOdds = [...t.folderOdds, '1.29', '1.5', '2.0'];
        const withLow = { product: 'sports' as const, folderOdds };
        expect(countsTowardRolling(sports, withLow)).toBe(false);
        const fine = folderOdds.map((o, i) => (asHundredths(o) < 130 || i === at ? '1.30' : o));
        expect(countsTowardRolling(sports, { product: 'sports', folderOdds: fine })).toBe(true);
      }),
    );
  });

  it('reads the spec sports bonuses: 3+ folders at 1.3 for option 1, 1.5 and in-play for option 2', () => {
    const one = depositBonusOption(1)!;
    const two = depositBonusOption(2)!;
    expect(countsTowardRolling(one, { product: 'sports', folderOdds: ['1.3', '1.3'] })).toBe(false);
    expect(countsTowardRolling(one, { product: 'sports', folderOdds: ['1.3', '1.3', '1.3'] })).toBe(true);
    expect(countsTowardRolling(one, { product: 'inplay', folderOdds: ['2', '2', '2'] })).toBe(false);
    expect(countsTowardRolling(two, { product: 'inplay', folderOdds: ['1.5'] })).toBe(true);
    expect(countsTowardRolling(two, { product: 'sports', folderOdds: ['1.49'] })).toBe(false);
    expect(countsTowardRolling(two, { product: 'minigame', folderOdds: ['1.95'] })).toBe(false);
  });
});

describe('offeredBonusOptions', () => {
  it('keeps the placeholder and no-bonus, and exactly the options with an offered product', () => {
    fc.assert(
      fc.property(fc.uniqueArray(product), (offered) => {
        const shown = offeredBonusOptions(offered).map((o) => o.code);
        for (const option of DEPOSIT_BONUS_OPTIONS) {
          const expected = option.products.length === 0 || option.products.some((p) => offered.includes(p));
          expect(shown.includes(option.code)).toBe(expected);
        }
      }),
    );
    expect(offeredBonusOptions(['sports', 'inplay', 'minigame']).map((o) => o.code)).toEqual([0, 5, 1, 2, 6]);
  });
});

describe('bonus terms', () => {
  it('state percent, cap, rolling and conditions', () => {
    expect(depositBonusTerms(depositBonusOption(1)!)).toBe(
      '입금액의 15% (최대 500,000원) · 롤링 100% (입금액+보너스) · 스포츠 · 3폴더 이상 · 폴더당 배당 1.3 이상',
    );
    expect(depositBonusTerms(depositBonusOption(5)!)).toBeNull();
    expect(rollingConditionTerms({ products: [], minFolders: null, minOdds: null })).toEqual([]);
  });
});
