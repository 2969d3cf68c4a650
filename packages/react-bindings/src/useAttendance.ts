import type { AttendanceStatus } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * This month's attendance (GET /attendance); after `client.attendance.checkIn()`, call `refresh`.
 * @example const { data } = useAttendance(); data?.checkedToday
 */
export function useAttendance(): ResourceView<AttendanceStatus> {
  const client = useKbetClient();
  return useMemberResource('attendance', (_memberId, signal) => client.attendance.status({ signal }));
}
