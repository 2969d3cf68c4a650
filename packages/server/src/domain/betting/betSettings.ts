import type { BettingSettings } from '@kbet/sdk';
import { requiredSetting } from '../../plugins/settingsCache';
import { siteOverDefaults, storedSiteSetting } from '../maintenance/servedSiteSetting';
import { SITE_SETTING_KEY, type SiteSetting } from '../maintenance/siteSetting';
import {
  BETTING_RULES_KEY,
  type BettingRulesSetting,
  rulesOverDefaults,
  storedBettingRules,
} from '../settings/bettingRulesSetting';
import type { KeptSettings } from '../settings/createSettingsCache';

/** What a sports bet's checks read of the operator's settings. */
export interface BetSettings {
  /** The limits (required: a bet is refused with a server error when none is stored). */
  betting: BettingSettings;
  /** The site document: the in-play bet delay per sport. */
  site: SiteSetting;
  /** The same-fixture combination matrix. */
  rules: BettingRulesSetting;
}

/**
 * The bet's settings at once when the cache keeps all three (nearly every bet: no async frame or promise per
 * setting, about 2 KB a bet; docs/benchmarks.md, fifteenth pass, branch alloc15), else read as before.
 * @example const { betting, site, rules } = await betSettings(app.settingsCache);
 */
export function betSettings(cache: KeptSettings): BetSettings | Promise<BetSettings> {
  const betting = cache.fresh<BettingSettings>('betting')?.value;
  const site = cache.fresh<Partial<SiteSetting>>(SITE_SETTING_KEY);
  const rules = cache.fresh<Partial<BettingRulesSetting>>(BETTING_RULES_KEY);
  if (betting !== undefined && betting !== null && site && rules)
    return { betting, site: siteOverDefaults(site.value), rules: rulesOverDefaults(rules.value) };
  return Promise.all([
    requiredSetting<BettingSettings>(cache, 'betting'),
    storedSiteSetting(cache),
    storedBettingRules(cache),
  ]).then(([read, storedSite, storedRules]) => ({ betting: read, site: storedSite, rules: storedRules }));
}
