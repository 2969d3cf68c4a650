import { ko, kstDay, shiftKstDay } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { refusal } from '../errors/refusal';
import { transfer } from '../ledger';
import { assertNotExcluded } from '../rg/assertNotExcluded';
import {
  ATTENDANCE_SETTING_KEY,
  type AttendanceRewardSetting,
  attendanceReward,
  NO_ATTENDANCE_REWARD,
} from './attendanceReward';

export interface CheckInOutcome {
  /** The Korean day checked in (YYYY-MM-DD). */
  date: string;
  streak: number;
  /** Points credited through the ledger (0 when the operator set no reward). */
  reward: number;
}

/**
 * The day's attendance check-in in the caller's transaction: once per member and Korean day (409
 * ATTENDANCE_ALREADY otherwise; a unique constraint backs it), the streak continues from yesterday's
 * check-in or restarts at 1, and the operator's reward goes from house_bonus to the member's points.
 * Refused during a time-out or self-exclusion (no promotions).
 * @example const { streak, reward } = await checkIn(tx, { memberId: 3, now: clock.now() });
 */
export async function checkIn(
  tx: Tx,
  { memberId, now }: { memberId: number; now: Date },
): Promise<CheckInOutcome> {
  await tx`SELECT id FROM members WHERE id = ${memberId} FOR NO KEY UPDATE`;
  await assertNotExcluded(tx, memberId, now);
  const date = kstDay(now.getTime());
  const yesterday = shiftKstDay(date, -1);
  const rows = await tx<{ kstDay: string; streak: number }[]>`
    SELECT to_char(kst_day, 'YYYY-MM-DD') AS kst_day, streak FROM attendance_checkins
    WHERE member_id = ${memberId} AND kst_day IN (${date}::date, ${yesterday}::date)`;
  if (rows.some((row) => row.kstDay === date)) throw refusal('ATTENDANCE_ALREADY');
  const streak = (rows.find((row) => row.kstDay === yesterday)?.streak ?? 0) + 1;

  const [setting] = await tx<{ value: AttendanceRewardSetting }[]>`
    SELECT value FROM settings WHERE key = ${ATTENDANCE_SETTING_KEY}`;
  const reward = attendanceReward(setting?.value ?? NO_ATTENDANCE_REWARD, streak);
  let transactionId: number | null = null;
  if (reward > 0) {
    const posted = await transfer(tx, {
      kind: 'attendance_reward',
      ref: { type: 'attendance', id: `${memberId}:${date}` },
      dedupeKey: `attendance:${memberId}:${date}`,
      memo: ko.ATTENDANCE_POINT_MEMO,
      actorId: memberId,
      from: { house: 'house_bonus' },
      to: { member: memberId, kind: 'point' },
      amount: reward,
    });
    transactionId = posted.transactionId;
  }
  await tx`
    INSERT INTO attendance_checkins (member_id, kst_day, streak, reward, ledger_transaction_id)
    VALUES (${memberId}, ${date}, ${streak}, ${reward}, ${transactionId})`;
  return { date, streak, reward };
}
