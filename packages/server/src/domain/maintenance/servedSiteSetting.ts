import type { Db } from '../../db/createSql';
import { isMaintenanceOn } from './isMaintenanceOn';
import { DEFAULT_SITE_SETTING, SITE_SETTING_KEY, type SiteSetting } from './siteSetting';

/**
 * The stored site document over the defaults (keys added by later releases read as their default).
 * @example const site = await storedSiteSetting(sql);
 */
export async function storedSiteSetting(db: Db): Promise<SiteSetting> {
  const [row] = await db<{ value: Partial<SiteSetting> }[]>`
    SELECT value FROM settings WHERE key = ${SITE_SETTING_KEY}`;
  return { ...DEFAULT_SITE_SETTING, ...row?.value };
}

/**
 * The site settings as clients get them: siteNoticeFlg is 1 only while the maintenance is in force,
 * so a scheduled window redirects clients (spec §4) exactly when the server answers 503.
 * @example reply.send(servedSiteSetting(await storedSiteSetting(sql), clock.now()));
 */
export function servedSiteSetting(site: SiteSetting, now: Date): SiteSetting {
  return { ...site, siteNoticeFlg: isMaintenanceOn(site, now) ? 1 : 0 };
}
