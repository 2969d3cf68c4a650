import { Settings } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { servedSiteSetting, storedSiteSetting } from '../../domain/maintenance/servedSiteSetting';

/**
 * GET /setting/site (public): the site settings a client needs before login, siteNoticeFlg being 1
 * only while a maintenance is in force, with its window for the maintenance page. Answers during
 * maintenance too.
 */
const settingsRoutes: AppPlugin = async (app) => {
  app.get(
    '/setting/site',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Site settings: maintenance (siteNoticeFlg, effective now, and its window), top notice, sign-up open, hold’em maintenance flags, live betting time per sport id',
        response: { 200: Settings },
      },
    },
    async () => servedSiteSetting(await storedSiteSetting(app.repos.settings), app.clock.now()),
  );
};

export default settingsRoutes;
