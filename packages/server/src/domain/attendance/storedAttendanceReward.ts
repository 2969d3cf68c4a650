import type { SettingsCache } from '../../plugins/settingsCache';
import {
  ATTENDANCE_SETTING_KEY,
  type AttendanceRewardSetting,
  NO_ATTENDANCE_REWARD,
} from './attendanceReward';

/**
 * The stored attendance reward over "no reward" (keys added by later releases read as their default).
 * @example const attendance = await storedAttendanceReward(app.repos.settings);
 */
export async function storedAttendanceReward(settings: SettingsCache): Promise<AttendanceRewardSetting> {
  return {
    ...NO_ATTENDANCE_REWARD,
    ...(await settings.get<Partial<AttendanceRewardSetting>>(ATTENDANCE_SETTING_KEY)),
  };
}
