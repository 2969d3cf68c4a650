import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_CORRELATED, BET_EVENT_ONLY } from '../../i18n/ko';
import type { CombinationMatrix } from '../../schemas/bettingRules';
import { createBetSlipStore } from '../../stores/betSlipStore';
import { addSelection } from '../addSelection';
import { type BetSlip, createBetSlip, type SlipSelection } from '../betSlip';
import { BONUS_FIXTURE_ID } from '../bonusRule';
import { bonusSelection } from '../bonusSelection';
import { canCombine, DEFAULT_COMBINATION_MATRIX } from '../combinationMatrix';
import { MARKET_FAMILIES, marketFamily } from '../marketFamily';
import { selection } from './fixtures';

const selectionArb: fc.Arbitrary<SlipSelection> = fc
  .record({
    fixtureId: fc.integer({ min: 1, max: 3 }),
    marketId: fc.constantFrom(1, 2, 3, 5, 6, 13, 52, 63, 64),
    outcome: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ fixtureId, marketId, outcome }) =>
    selection({ id: `${fixtureId}-${marketId}-${outcome}`, fixtureId, marketId }),
  );

const pairArb = fc.tuple(fc.constantFrom(...MARKET_FAMILIES), fc.constantFrom(...MARKET_FAMILIES));
const matrixArb: fc.Arbitrary<CombinationMatrix> = fc
  .array(pairArb, { maxLength: 12 })
  .map((allowed) => ({ allowed }));

/** Adds every pick in order, keeping the slip as it was when one is refused. */
const run = (slip: BetSlip, picks: readonly SlipSelection[], combinations: CombinationMatrix) =>
  picks.reduce((current, pick) => {
    const result = addSelection(current, pick, { combinations });
    return result.ok ? result.value : current;
  }, slip);

const sameFixturePairs = (slip: BetSlip) =>
  slip.selections.flatMap((a, i) =>
    slip.selections
      .slice(i + 1)
      .flatMap((b) => (String(a.fixtureId) === String(b.fixtureId) ? [[a, b]] : [])),
  );

describe('the same-fixture combination matrix', () => {
  it('no slip ever holds a pair of one fixture the matrix does not allow, in either replacement mode', () => {
    fc.assert(
      fc.property(
        matrixArb,
        fc.constantFrom('EU' as const, 'KR' as const),
        fc.array(selectionArb, { maxLength: 30 }),
        (matrix, style, picks) => {
          const slip = run(createBetSlip(style), picks, matrix);
          for (const [a, b] of sameFixturePairs(slip)) {
            expect(canCombine(matrix, marketFamily(a!), marketFamily(b!))).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a refused pick is refused as BET_CORRELATED and leaves the slip as it was', () => {
    fc.assert(
      fc.property(
        matrixArb,
        fc.array(selectionArb, { maxLength: 20 }),
        selectionArb,
        (matrix, picks, next) => {
          const slip = run(createBetSlip('EU'), picks, matrix);
          const result = addSelection(slip, next, { combinations: matrix });
          if (result.ok) return;
          expect(result).toEqual({ ok: false, code: 'BET_CORRELATED', message: BET_CORRELATED });
          expect(slip.selections.some((s) => String(s.fixtureId) === String(next.fixtureId))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(matrixArb, pairArb, (matrix, [a, b]) => {
        expect(canCombine(matrix, a, b)).toBe(canCombine(matrix, b, a));
      }),
    );
  });

  it('by default refuses 1X2 or 12 with a handicap and a handicap with the totals of one match', () => {
    const oneX2 = selection({ id: 'a', marketId: 1 });
    const handicap = selection({ id: 'b', marketId: 3 });
    const totals = selection({ id: 'c', marketId: 2 });
    const twelve = selection({ id: 'd', marketId: 52 });
    for (const [first, second] of [
      [oneX2, handicap],
      [handicap, oneX2],
      [handicap, totals],
      [totals, handicap],
      [twelve, handicap],
    ] as const) {
      const slip = run(createBetSlip('EU'), [first], DEFAULT_COMBINATION_MATRIX);
      expect(addSelection(slip, second)).toEqual({
        ok: false,
        code: 'BET_CORRELATED',
        message: BET_CORRELATED,
      });
    }
    const allowed = run(createBetSlip('EU'), [oneX2, totals], DEFAULT_COMBINATION_MATRIX);
    expect(allowed.selections.map((s) => s.id)).toEqual(['a', 'c']);
    // Another fixture's handicap is never held against it.
    expect(addSelection(allowed, selection({ id: 'e', fixtureId: 200, marketId: 3 })).ok).toBe(true);
  });

  it('an operator matrix may allow what the default refuses', () => {
    const slip = run(
      createBetSlip('EU'),
      [selection({ id: 'a', marketId: 1 }), selection({ id: 'b', marketId: 3 })],
      { allowed: [['handicap', 'winDrawLose']] },
    );
    expect(slip.selections).toHaveLength(2);
  });
});

describe('event folders', () => {
  const event = selection({ id: 'ev', marketId: 9001 });

  it('take event picks only, and an event pick goes nowhere else', () => {
    expect(addSelection(createBetSlip('EV'), event).ok).toBe(true);
    for (const style of ['EU', 'KR'] as const) {
      expect(addSelection(createBetSlip(style), event)).toEqual({
        ok: false,
        code: 'BET_EVENT_ONLY',
        message: BET_EVENT_ONLY,
      });
    }
    expect(addSelection(createBetSlip('EV'), selection({ id: 'x' })).ok).toBe(false);
  });

  it('refuse the bonus item', () => {
    const bonusItem = { ...selection({ id: 'bonus_3' }), fixtureId: BONUS_FIXTURE_ID, marketId: 0 };
    expect(addSelection(createBetSlip('EV'), bonusItem).ok).toBe(false);
  });
});

describe('bonus folder items and the store', () => {
  const item = {
    id: 'bonus_3',
    name: '3 Folder Bonus',
    nameKorean: '3폴더 보너스',
    price: '1.03',
    version: '1',
    minOdds: '1.3',
    minCount: 3,
  };

  it('turns an operator item into the bonus slip item with its own rule', () => {
    expect(bonusSelection(item)).toMatchObject({
      id: 'bonus_3',
      fixtureId: BONUS_FIXTURE_ID,
      betPrice: '1.03',
      bonusRule: { minOdds: '1.3', minCount: 3 },
    });
    const three = [1, 2, 3].map((n) => selection({ id: n, fixtureId: n, betPrice: '1.30' }));
    const slip = run(createBetSlip('EU'), [...three, bonusSelection(item)], DEFAULT_COMBINATION_MATRIX);
    expect(slip.selections.map((s) => s.id)).toEqual([1, 2, 3, 'bonus_3']);
  });

  it('the store applies the matrix it was given, then the one set later', () => {
    const store = createBetSlipStore({
      style: 'EU',
      combinations: { allowed: [['winDrawLose', 'handicap']] },
    });
    expect(store.add(selection({ id: 'a', marketId: 1 })).ok).toBe(true);
    expect(store.add(selection({ id: 'b', marketId: 3 })).ok).toBe(true);
    store.setCombinations(DEFAULT_COMBINATION_MATRIX);
    expect(store.add(selection({ id: 'c', marketId: 64 }))).toMatchObject({
      ok: false,
      code: 'BET_CORRELATED',
    });
  });
});
