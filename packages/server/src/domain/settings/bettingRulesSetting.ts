import { type CombinationMatrix, DEFAULT_COMBINATION_MATRIX, type Product } from '@kbet/sdk';
import type { SettingsCache } from '../../plugins/settingsCache';

/** The settings key of the operator's betting rules (migration 162). */
export const BETTING_RULES_KEY = 'bettingRules';

/** The operator's betting rules: the same-fixture matrix and the products the site offers. */
export interface BettingRulesSetting {
  combinations: CombinationMatrix;
  products: Product[];
}

/**
 * The stored betting rules over the defaults (the SDK's matrix; sports only when nothing is stored).
 * `settings` is the repository, or the settings cache where a few seconds' delay does not matter.
 * @example const { combinations } = await storedBettingRules(app.settingsCache);
 */
export async function storedBettingRules(settings: SettingsCache): Promise<BettingRulesSetting> {
  return rulesOverDefaults(await settings.get<Partial<BettingRulesSetting>>(BETTING_RULES_KEY));
}

/**
 * Stored betting rules over the defaults (storedBettingRules's, for a document already at hand).
 * @example const rules = rulesOverDefaults(app.settingsCache.fresh(BETTING_RULES_KEY)?.value);
 */
export function rulesOverDefaults(stored: Partial<BettingRulesSetting> | undefined): BettingRulesSetting {
  return { combinations: DEFAULT_COMBINATION_MATRIX, products: ['sports', 'inplay'], ...stored };
}
