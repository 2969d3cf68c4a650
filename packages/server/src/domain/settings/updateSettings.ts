import type { Tx } from '../../db/createSql';
import { createSettingsRepository } from '../../repositories/settingsRepository';
import { ATTENDANCE_SETTING_KEY, type AttendanceRewardSetting } from '../attendance/attendanceReward';
import { storedAttendanceReward } from '../attendance/storedAttendanceReward';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';
import { storedSiteSetting } from '../maintenance/servedSiteSetting';
import { SITE_SETTING_KEY, type SiteSetting } from '../maintenance/siteSetting';

export interface UpdateSettingsParams {
  staffId: number;
  /** The site keys to change; liveBettingTime entries merge into the stored ones. */
  site?: Partial<SiteSetting> | undefined;
  attendance?: Partial<AttendanceRewardSetting> | undefined;
  reason: string | null;
}

export interface StaffSettings {
  site: SiteSetting;
  attendance: AttendanceRewardSetting;
}

/**
 * A staff change of the site and attendance settings in the caller's transaction: only the keys sent
 * change, a maintenance window needs its end after its start (ERR_INVALID_INPUT), and each changed
 * document is audited with its old and new value. Answers both documents as stored.
 * @example const settings = await updateSettings(tx, { staffId, site: { siteNoticeFlg: 1 }, reason: '점검' });
 */
export async function updateSettings(tx: Tx, params: UpdateSettingsParams): Promise<StaffSettings> {
  const settings = createSettingsRepository(tx);
  await settings.lock([SITE_SETTING_KEY, ATTENDANCE_SETTING_KEY]);
  let site = await storedSiteSetting(settings);
  let attendance = await storedAttendanceReward(settings);
  const change = async <T>(key: string, old: T, next: T) => {
    await settings.put(key, next, params.staffId);
    await audit(tx, {
      actorId: params.staffId,
      action: 'setting.update',
      target: { type: 'setting', id: key },
      old,
      new: next,
      reason: params.reason,
    });
  };
  if (params.site) {
    const next: SiteSetting = {
      ...site,
      ...params.site,
      liveBettingTime: { ...site.liveBettingTime, ...params.site.liveBettingTime },
    };
    const { maintenanceStartAt: start, maintenanceEndAt: end } = next;
    if (start !== null && end !== null && Date.parse(end) <= Date.parse(start))
      throw domainErrors.invalidInput({
        issues: [{ path: 'body.site.maintenanceEndAt', message: 'Expected the end after the start' }],
      });
    await change(SITE_SETTING_KEY, site, next);
    site = next;
  }
  if (params.attendance) {
    const next = { ...attendance, ...params.attendance };
    await change(ATTENDANCE_SETTING_KEY, attendance, next);
    attendance = next;
  }
  return { site, attendance };
}
