import type { Settings } from '@kbet/sdk';

/** Settings key of the site document (spec §3 Settings plus kbet's maintenance window). */
export const SITE_SETTING_KEY = 'site';

/** The site document as stored: the spec's Settings and the window of a scheduled maintenance. */
export interface SiteSetting extends Settings {
  /** ISO instant the maintenance starts; null: as soon as siteNoticeFlg is on. */
  maintenanceStartAt: string | null;
  /** ISO instant it ends; null: until staff switch siteNoticeFlg off. */
  maintenanceEndAt: string | null;
  /** The operator's chat-channel support for guests (spec §1); null: no link is shown. */
  supportChannelUrl: string | null;
}

/** What a database without the site document behaves like: open, no maintenance, sign-up open. */
export const DEFAULT_SITE_SETTING: SiteSetting = {
  liveBettingTime: {},
  realpokerMaintenanceFlag: 0,
  revolutionMaintenanceFlag: 0,
  systemMaintenanceFlg: 0,
  joinStartEndFlg: 1,
  siteTopNotice: '',
  siteNoticeFlg: 0,
  maintenanceStartAt: null,
  maintenanceEndAt: null,
  supportChannelUrl: null,
};
