import { AttendanceBoard } from '@/features/attendance/components/AttendanceBoard';

/** /attendance (spec §2): the monthly attendance check. */
export function Component() {
  return <AttendanceBoard />;
}
