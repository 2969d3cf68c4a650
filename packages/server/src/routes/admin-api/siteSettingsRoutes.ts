import { AdminSettings, AdminSettingsUpdate } from '@kbet/sdk/admin';
import type { JSONValue } from 'postgres';
import type { AppPlugin } from '../../appTypes';
import type { Db } from '../../db/createSql';
import {
  ATTENDANCE_SETTING_KEY,
  type AttendanceRewardSetting,
  NO_ATTENDANCE_REWARD,
} from '../../domain/attendance/attendanceReward';
import { audit } from '../../domain/audit/audit';
import { storedSiteSetting } from '../../domain/maintenance/servedSiteSetting';
import { SITE_SETTING_KEY, type SiteSetting } from '../../domain/maintenance/siteSetting';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const storedAttendance = async (db: Db): Promise<AttendanceRewardSetting> => {
  const [row] = await db<{ value: Partial<AttendanceRewardSetting> }[]>`
    SELECT value FROM settings WHERE key = ${ATTENDANCE_SETTING_KEY}`;
  return { ...NO_ATTENDANCE_REWARD, ...row?.value };
};

/**
 * Staff settings (spec §3 Settings): maintenance and its window, site top notice, sign-up open,
 * hold'em maintenance flags, live betting time per sport, and the attendance reward. Each changed
 * document is audited with its old and new value.
 */
const siteSettingsRoutes: AppPlugin = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The stored site settings (siteNoticeFlg as set, with its window) and the attendance reward',
        response: { 200: AdminSettings },
        security,
      },
    },
    async () => {
      const [site, attendance] = await Promise.all([storedSiteSetting(app.sql), storedAttendance(app.sql)]);
      return { site, attendance };
    },
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change settings: only the keys sent change (liveBettingTime entries merge); a window needs its end after its start',
        body: AdminSettingsUpdate,
        response: { 200: AdminSettings },
        security,
      },
    },
    async (request) => {
      const staff = currentMember(request);
      const { site: sitePatch, attendance: attendancePatch, reason } = request.body;
      return app.sql.begin(async (tx) => {
        await tx`SELECT key FROM settings WHERE key IN (${SITE_SETTING_KEY}, ${ATTENDANCE_SETTING_KEY}) FOR UPDATE`;
        let site = await storedSiteSetting(tx);
        let attendance = await storedAttendance(tx);
        if (sitePatch) {
          const next: SiteSetting = {
            ...site,
            ...sitePatch,
            liveBettingTime: { ...site.liveBettingTime, ...sitePatch.liveBettingTime },
          };
          const { maintenanceStartAt: start, maintenanceEndAt: end } = next;
          if (start !== null && end !== null && Date.parse(end) <= Date.parse(start))
            throw httpErrors.invalidInput({
              issues: [{ path: 'body.site.maintenanceEndAt', message: 'Expected the end after the start' }],
            });
          await app.repos.settings.put(SITE_SETTING_KEY, next as unknown as JSONValue, staff.id, tx);
          await audit(tx, {
            actorId: staff.id,
            action: 'setting.update',
            target: { type: 'setting', id: SITE_SETTING_KEY },
            old: site,
            new: next,
            reason: reason ?? null,
          });
          site = next;
        }
        if (attendancePatch) {
          const next = { ...attendance, ...attendancePatch };
          await app.repos.settings.put(ATTENDANCE_SETTING_KEY, next as unknown as JSONValue, staff.id, tx);
          await audit(tx, {
            actorId: staff.id,
            action: 'setting.update',
            target: { type: 'setting', id: ATTENDANCE_SETTING_KEY },
            old: attendance,
            new: next,
            reason: reason ?? null,
          });
          attendance = next;
        }
        return { site, attendance };
      });
    },
  );
};

export default siteSettingsRoutes;
