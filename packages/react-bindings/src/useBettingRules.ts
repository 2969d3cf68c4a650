import type { BettingRules } from '@kbet/sdk';
import { bettingRulesResource } from './bettingRulesResource';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * The operator's betting rules (GET /sports-prematch/rules): the same-fixture matrix, the bonus folder items and
 * the products the site offers.
 * @example const { data: rules } = useBettingRules();
 */
export function useBettingRules(): ResourceView<BettingRules> {
  const client = useKbetClient();
  return useResource(bettingRulesResource.key, (signal) => bettingRulesResource.fetch(client, signal));
}
