import type { BettingRules } from '@kbet/sdk';
import { bettingRulesResource } from './bettingRulesResource';
import { useRead } from './useRead';
import type { ResourceView } from './useResource';

/**
 * The operator's betting rules (GET /sports-prematch/rules): the same-fixture matrix, the bonus folder items and
 * the products the site offers.
 * @example const { data: rules } = useBettingRules();
 */
export function useBettingRules(): ResourceView<BettingRules> {
  return useRead(bettingRulesResource);
}
