/** The operator's attendance reward (settings key 'attendance'). */
export interface AttendanceRewardSetting {
  /** Points for every check-in. */
  dailyPoints: number;
  /** Every this many consecutive days (0: never) the check-in also earns streakBonusPoints. */
  streakBonusDays: number;
  streakBonusPoints: number;
}

export const ATTENDANCE_SETTING_KEY = 'attendance';

/** Used when the operator has not stored a setting: no reward. */
export const NO_ATTENDANCE_REWARD: AttendanceRewardSetting = {
  dailyPoints: 0,
  streakBonusDays: 0,
  streakBonusPoints: 0,
};

/**
 * The points a check-in earns on the given streak day.
 * @example attendanceReward({ dailyPoints: 1000, streakBonusDays: 7, streakBonusPoints: 10000 }, 14) // 11000
 */
export function attendanceReward(setting: AttendanceRewardSetting, streak: number): number {
  const bonus =
    setting.streakBonusDays > 0 && streak % setting.streakBonusDays === 0 ? setting.streakBonusPoints : 0;
  return setting.dailyPoints + bonus;
}
