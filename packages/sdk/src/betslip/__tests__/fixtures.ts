import type { CombinationMatrix } from '../../schemas/bettingRules';
import type { BettingSettings } from '../../schemas/settings';
import type { BonusCombinationRule } from '../../validation/validateBonusCombination';
import type { SlipSelection } from '../betSlip';
import { BONUS_FIXTURE_ID } from '../bonusRule';
import { MARKET_FAMILIES, type MarketFamily } from '../marketFamily';

/** A matrix that allows every pair of families, for tests of the replacement rules alone. */
export const ANY_PAIR: CombinationMatrix = {
  allowed: MARKET_FAMILIES.flatMap((a) => MARKET_FAMILIES.map((b): [MarketFamily, MarketFamily] => [a, b])),
};

const MARKET_NAMES: Record<number, string> = {
  1: '1X2',
  2: 'Under/Over',
  3: 'Asian Handicap',
  5: 'Odd/Even',
  6: 'Correct Score',
  13: 'European Handicap',
  52: '12',
  64: 'Asian Handicap 1st Period',
  9001: 'Event 1X2',
};

/** A selection with test defaults: fixture 100, market 1X2, odds 2.00. */
export const selection = (overrides: Partial<SlipSelection> & { id: string | number }): SlipSelection => {
  const marketId = overrides.marketId ?? 1;
  return {
    fixtureId: 100,
    sportId: 6046,
    marketId,
    betPrice: '2.00',
    version: 1,
    betName: '1',
    marketName: MARKET_NAMES[marketId] ?? `Market ${marketId}`,
    ...overrides,
  };
};

export const bonus = (
  id: string | number,
  betPrice: string,
  bonusRule?: BonusCombinationRule,
): SlipSelection => ({
  id,
  fixtureId: BONUS_FIXTURE_ID,
  sportId: 0,
  marketId: 0,
  betPrice,
  version: 1,
  betName: 'Bonus',
  marketName: 'Bonus',
  ...(bonusRule ? { bonusRule } : {}),
});

/** Betting settings whose every value encodes its style, kind and level, so a wrong key shows in the number. */
export const bettingSettings = (): BettingSettings =>
  Object.fromEntries(
    (['Eu', 'Kr'] as const).flatMap((style, s) =>
      (['', 'MaxPrize'] as const).flatMap((kind, k) =>
        [1, 2, 3, 4, 5].map((level) => [
          `sports${style}${kind}AmountRole${level}`,
          100 * (s + 1) + 10 * k + level,
        ]),
      ),
    ),
  ) as BettingSettings;
