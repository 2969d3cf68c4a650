import type { BettingRules, KbetClient, SiteResourceKey } from '@kbet/sdk';
import type { KbetContextValue } from './KbetProvider';

const KEY: SiteResourceKey = 'rules';

/**
 * The operator's betting rules (GET /sports-prematch/rules) as one cached resource: the key and the request that
 * useBettingRules reads through, and a load ahead of any view of them (a phone, which shows the rules only in the
 * cart's dialog, loads them once idle so the dialog opens with them).
 * @example await bettingRulesResource.preload(useKbet());
 */
export const bettingRulesResource = {
  key: KEY,
  fetch: (client: KbetClient, signal?: AbortSignal): Promise<BettingRules> => client.sports.rules({ signal }),
  /**
   * Fetches the rules and seeds the cache with them as a rendered page's data (`ResourceCache.hydrate`), so the
   * next view of them shows them without asking again. Rejects when the request fails.
   */
  async preload({ client, stores }: Pick<KbetContextValue, 'client' | 'stores'>): Promise<BettingRules> {
    const rules = await bettingRulesResource.fetch(client);
    stores.cache.hydrate({ [KEY]: rules });
    return rules;
  },
};
