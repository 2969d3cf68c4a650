import { Health, ko } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { probeDatabase } from '../../db/probeDatabase';
import { HttpError } from '../../errors/httpError';

/** Short enough that a load balancer's check gets its 503 well within a second while the database is away. */
const PROBE_TIMEOUT_MS = 500;

/** GET /health: 200 once the server can reach its database, 503 otherwise (within about half a second). */
const healthRoutes: AppPlugin = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Readiness (database reachable)', response: { 200: Health } } },
    async (request) => {
      try {
        await probeDatabase(app.sql, PROBE_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        throw new HttpError(503, 'ERR_UNEXPECTED', ko.ERR_UNEXPECTED);
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
