import { ko, kstDay, shiftKstDay } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createAttendanceRepository } from '../../repositories/attendanceRepository';
import { createMembersRepository } from '../../repositories/membersRepository';
import { createSettingsRepository } from '../../repositories/settingsRepository';
import { refusal } from '../errors/refusal';
import { transfer } from '../ledger';
import { assertNotExcluded } from '../rg/assertNotExcluded';
import { attendanceReward } from './attendanceReward';
import { storedAttendanceReward } from './storedAttendanceReward';

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
  const attendance = createAttendanceRepository(tx);
  await createMembersRepository(tx).lockById(memberId, tx);
  await assertNotExcluded(tx, memberId, now);
  const date = kstDay(now.getTime());
  const yesterday = shiftKstDay(date, -1);
  const rows = await attendance.checkIns(memberId, { from: yesterday, to: date });
  if (rows.some((row) => row.kstDay === date)) throw refusal('ATTENDANCE_ALREADY');
  const streak = (rows.find((row) => row.kstDay === yesterday)?.streak ?? 0) + 1;

  const reward = attendanceReward(await storedAttendanceReward(createSettingsRepository(tx)), streak);
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
  await attendance.insert({ memberId, kstDay: date, streak, reward, ledgerTransactionId: transactionId });
  return { date, streak, reward };
}
