import type { SettingsCache } from '../../plugins/settingsCache';
import { isMaintenanceOn } from './isMaintenanceOn';
import { DEFAULT_SITE_SETTING, SITE_SETTING_KEY, type SiteSetting } from './siteSetting';

/**
 * The stored site document over the defaults (keys added by later releases read as their default).
 * `settings` is the repository, or the settings cache where a few seconds' delay does not matter.
 * @example const site = await storedSiteSetting(app.repos.settings);
 */
export async function storedSiteSetting(settings: SettingsCache): Promise<SiteSetting> {
  return siteOverDefaults(await settings.get<Partial<SiteSetting>>(SITE_SETTING_KEY));
}

/**
 * A stored site document over the defaults (storedSiteSetting's, for a document already at hand).
 * @example const site = siteOverDefaults(app.settingsCache.fresh(SITE_SETTING_KEY)?.value);
 */
export function siteOverDefaults(stored: Partial<SiteSetting> | undefined): SiteSetting {
  return { ...DEFAULT_SITE_SETTING, ...stored };
}

/**
 * The site settings as clients get them: siteNoticeFlg is 1 only while the maintenance is in force,
 * so a scheduled window redirects clients (spec §4) exactly when the server answers 503.
 * @example reply.send(servedSiteSetting(await storedSiteSetting(sql), clock.now()));
 */
export function servedSiteSetting(site: SiteSetting, now: Date): SiteSetting {
  return { ...site, siteNoticeFlg: isMaintenanceOn(site, now) ? 1 : 0 };
}
