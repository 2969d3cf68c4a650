import { Health, ko } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { HttpError } from '../../errors/httpError';

/** GET /health: 200 once the server can reach its database, 503 otherwise. */
const healthRoutes: AppPlugin = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Readiness (database reachable)', response: { 200: Health } } },
    async (request) => {
      try {
        await app.sql`SELECT 1`;
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        throw new HttpError(503, 'ERR_UNEXPECTED', ko.ERR_UNEXPECTED);
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
