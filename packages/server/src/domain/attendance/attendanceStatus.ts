import { type AttendanceStatus, kstDay, shiftKstDay } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { createAttendanceRepository } from '../../repositories/attendanceRepository';

/**
 * GET /attendance: whether the member checked in today, the streak still alive (today's, or
 * yesterday's while today is open; 0 once a day was missed), and this Korean month's check-in days.
 * @example const status = await attendanceStatus(sql, 3, clock.now());
 */
export async function attendanceStatus(db: Db, memberId: number, now: Date): Promise<AttendanceStatus> {
  const today = kstDay(now.getTime());
  const yesterday = shiftKstDay(today, -1);
  const monthStart = `${today.slice(0, 8)}01`;
  const from = yesterday < monthStart ? yesterday : monthStart;
  const rows = await createAttendanceRepository(db).checkIns(memberId, { from, to: today });
  const todays = rows.find((row) => row.kstDay === today);
  const yesterdays = rows.find((row) => row.kstDay === yesterday);
  return {
    checkedToday: todays !== undefined,
    streak: todays?.streak ?? yesterdays?.streak ?? 0,
    days: rows.filter((row) => row.kstDay >= monthStart).map((row) => row.kstDay),
  };
}
