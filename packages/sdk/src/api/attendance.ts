import { AttendanceStatus, CheckInResult } from '../schemas/attendance';
import type { CallOptions, MoneyCallOptions, Send } from './createSend';

/** The attendance check (spec §2 /attendance). */
export const attendance = (send: Send) => ({
  /** GET /attendance. */
  status: (options?: CallOptions) => send('GET', '/attendance', AttendanceStatus, { options }),
  /** POST /attendance/check-in: pays the day's reward once. */
  checkIn: (options?: MoneyCallOptions) =>
    send('POST', '/attendance/check-in', CheckInResult, { options, money: true }),
});
