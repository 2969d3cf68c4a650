import * as z from 'zod/mini';
import { Count, IsoDay, Won } from './common';

/** GET /attendance: this month's check-in days and the current streak. */
export const AttendanceStatus = z.object({ checkedToday: z.boolean(), streak: Count, days: z.array(IsoDay) }); // kbet's own shape

/** POST /attendance/check-in: the day checked, the streak it makes and the points it earned. */
export const CheckInResult = z.object({ date: IsoDay, streak: Count, reward: Won }); // kbet's own shape

export type AttendanceStatus = z.infer<typeof AttendanceStatus>;
export type CheckInResult = z.infer<typeof CheckInResult>;
