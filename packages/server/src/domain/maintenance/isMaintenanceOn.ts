import type { SiteSetting } from './siteSetting';

/**
 * Whether site maintenance is in force at `now`: siteNoticeFlg on, and `now` inside the window when
 * one is set (start inclusive, end exclusive).
 * @example isMaintenanceOn({ ...site, siteNoticeFlg: 1, maintenanceStartAt: null, maintenanceEndAt: null }, now) // true
 */
export function isMaintenanceOn(
  site: Pick<SiteSetting, 'siteNoticeFlg' | 'maintenanceStartAt' | 'maintenanceEndAt'>,
  now: Date,
): boolean {
  if (site.siteNoticeFlg !== 1) return false;
  const at = now.getTime();
  if (site.maintenanceStartAt !== null && at < Date.parse(site.maintenanceStartAt)) return false;
  return site.maintenanceEndAt === null || at < Date.parse(site.maintenanceEndAt);
}
