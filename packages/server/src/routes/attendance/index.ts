import { AttendanceStatus, CheckInResult } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { attendanceStatus } from '../../domain/attendance/attendanceStatus';
import { checkIn } from '../../domain/attendance/checkIn';
import { currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** The attendance check (spec §2 /attendance; kbet's own calls, as the SDK's attendance client names them). */
const attendanceRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.get(
    '/attendance',
    {
      schema: {
        tags: ['attendance'],
        summary: "Whether today (KST) is checked, the running streak, and this month's check-in days",
        response: { 200: AttendanceStatus },
        security,
      },
    },
    async (request) => attendanceStatus(app.sql, currentMember(request).id, app.clock.now()),
  );

  app.post(
    '/attendance/check-in',
    {
      schema: {
        tags: ['attendance'],
        summary:
          "Check in for today (KST): once a day (409 ATTENDANCE_ALREADY), pays the operator's points reward; needs Idempotency-Key",
        response: { 200: CheckInResult },
        security,
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async (tx) => ({
        body: await checkIn(tx, { memberId: currentMember(request).id, now: app.clock.now() }),
      })),
  );
};

export default attendanceRoutes;
