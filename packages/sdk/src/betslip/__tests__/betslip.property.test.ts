import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateBonusCombination } from '../../validation/validateBonusCombination';
import { addSelection } from '../addSelection';
import { applyOddsChanges } from '../applyOddsChanges';
import { type BetSlip, createBetSlip, type SlipMode, type SlipSelection } from '../betSlip';
import { DEFAULT_BONUS_RULE, isBonusSelection } from '../bonusRule';
import { marketFamily } from '../marketFamily';
import { removeSelection } from '../removeSelection';
import { ANY_PAIR, bonus, selection } from './fixtures';

const oddsArb = fc
  .integer({ min: 101, max: 500 })
  .map((h) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`);

/** Small pools so that fixtures, markets and odds ids collide often. */
const selectionArb: fc.Arbitrary<SlipSelection> = fc
  .record({
    fixtureId: fc.integer({ min: 1, max: 3 }),
    marketId: fc.constantFrom(1, 2, 3, 5, 6, 13, 52, 63, 64),
    outcome: fc.integer({ min: 0, max: 2 }),
    betPrice: oddsArb,
  })
  .map(({ fixtureId, marketId, outcome, betPrice }) =>
    selection({ id: `${fixtureId}-${marketId}-${outcome}`, fixtureId, marketId, betPrice }),
  );

type Op =
  | { kind: 'add'; selection: SlipSelection }
  | { kind: 'remove'; index: number }
  | { kind: 'odds'; index: number; betPrice: string };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: selectionArb.map((s): Op => ({ kind: 'add', selection: s })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('b1', 'b2').map((id): Op => ({ kind: 'add', selection: bonus(id, '1.05') })),
  },
  { weight: 1, arbitrary: fc.nat(9).map((index): Op => ({ kind: 'remove', index })) },
  {
    weight: 1,
    arbitrary: fc.record({ index: fc.nat(9), betPrice: oddsArb }).map((o): Op => ({ kind: 'odds', ...o })),
  },
);

const run = (mode: SlipMode, ops: Op[]): BetSlip[] => {
  const slips: BetSlip[] = [createBetSlip('EU', mode)];
  for (const op of ops) {
    const slip = slips[slips.length - 1]!;
    const target = slip.selections[op.kind === 'add' ? 0 : op.index % Math.max(1, slip.selections.length)];
    if (op.kind === 'add') {
      const result = addSelection(slip, op.selection, { combinations: ANY_PAIR });
      slips.push(result.ok ? result.value : slip);
    } else if (target && op.kind === 'remove') {
      slips.push(removeSelection(slip, target.id));
    } else if (target && op.kind === 'odds') {
      slips.push(
        applyOddsChanges(slip, [{ oddsId: String(target.id), newPrice: op.betPrice, newVersion: 2 }]),
      );
    }
  }
  return slips;
};

const byFixture = (slip: BetSlip) => {
  const groups = new Map<string, SlipSelection[]>();
  for (const s of slip.selections.filter((x) => !isBonusSelection(x))) {
    groups.set(String(s.fixtureId), [...(groups.get(String(s.fixtureId)) ?? []), s]);
  }
  return [...groups.values()];
};

const commonInvariants = (slip: BetSlip) => {
  const ids = slip.selections.map((s) => s.id);
  expect(new Set(ids).size).toBe(ids.length);
  const bonuses = slip.selections.filter(isBonusSelection);
  expect(bonuses.length).toBeLessThanOrEqual(1);
  if (bonuses.length === 1)
    expect(validateBonusCombination(slip.selections, DEFAULT_BONUS_RULE).ok).toBe(true);
};

describe('slip invariants over random edits', () => {
  it('same fixture and market mode: never two selections of the same fixture and market', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        for (const slip of run('sameMarket', ops)) {
          commonInvariants(slip);
          for (const group of byFixture(slip)) {
            const markets = group.map((s) => s.marketId);
            expect(new Set(markets).size).toBe(markets.length);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('market family mode: at most two per fixture and never the same family twice', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        for (const slip of run('marketFamily', ops)) {
          commonInvariants(slip);
          for (const group of byFixture(slip)) {
            expect(group.length).toBeLessThanOrEqual(2);
            const families = group.map(marketFamily);
            expect(new Set(families).size).toBe(families.length);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the selection just added is always in the slip unless it toggled off', () => {
    fc.assert(
      fc.property(fc.array(selectionArb, { maxLength: 30 }), selectionArb, (picks, next) => {
        const [slip] = run(
          'marketFamily',
          picks.map((s): Op => ({ kind: 'add', selection: s })),
        ).slice(-1);
        const result = addSelection(slip!, next, { combinations: ANY_PAIR });
        const wasThere = slip!.selections.some((s) => s.id === next.id);
        expect(result.ok && result.value.selections.some((s) => s.id === next.id)).toBe(!wasThere);
      }),
    );
  });
});
