import { AdminSettings, AdminSettingsUpdate } from '@kbet/sdk/admin';
import type { AppPlugin } from '../../appTypes';
import { storedAttendanceReward } from '../../domain/attendance/storedAttendanceReward';
import { storedSiteSetting } from '../../domain/maintenance/servedSiteSetting';
import { updateSettings } from '../../domain/settings/updateSettings';
import { currentMember } from '../../plugins/auth';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

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
      const [site, attendance] = await Promise.all([
        storedSiteSetting(app.repos.settings),
        storedAttendanceReward(app.repos.settings),
      ]);
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
      const { site, attendance, reason } = request.body;
      return app.sql.begin((tx) =>
        updateSettings(tx, { staffId: currentMember(request).id, site, attendance, reason: reason ?? null }),
      );
    },
  );
};

export default siteSettingsRoutes;
