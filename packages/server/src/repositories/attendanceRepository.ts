import type { Db } from '../db/createSql';

export interface CheckInDay {
  /** The Korean day, YYYY-MM-DD. */
  kstDay: string;
  streak: number;
}

export interface NewCheckIn extends CheckInDay {
  memberId: number;
  reward: number;
  ledgerTransactionId: number | null;
}

/**
 * attendance_checkins: one row per member and Korean day (a unique constraint).
 * @example const days = await repos.attendance.checkIns(3, { from: '2026-01-01', to: '2026-01-31' });
 */
export const createAttendanceRepository = (sql: Db) => ({
  /** The member's check-ins from `from` to `to` (both KST days, included), oldest first. */
  async checkIns(
    memberId: number,
    { from, to }: { from: string; to: string },
    db: Db = sql,
  ): Promise<CheckInDay[]> {
    return db<CheckInDay[]>`
      SELECT to_char(kst_day, 'YYYY-MM-DD') AS kst_day, streak FROM attendance_checkins
      WHERE member_id = ${memberId} AND kst_day >= ${from}::date AND kst_day <= ${to}::date
      ORDER BY kst_day`;
  },

  async insert(checkIn: NewCheckIn, db: Db = sql): Promise<void> {
    await db`
      INSERT INTO attendance_checkins (member_id, kst_day, streak, reward, ledger_transaction_id)
      VALUES (${checkIn.memberId}, ${checkIn.kstDay}, ${checkIn.streak}, ${checkIn.reward},
              ${checkIn.ledgerTransactionId})`;
  },
});

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
