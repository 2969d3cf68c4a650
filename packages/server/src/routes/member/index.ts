import { User } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { memberBalances } from '../../domain/ledger';
import { toUser } from '../../domain/members/toUser';
import { assertSelf, currentMember } from '../../plugins/auth';

const MemberParams = z.object({ id: z.int().check(z.positive()) });

/** Member routes: a live session is required, and any member id in the request must be the session's. */
const memberRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.get(
    '/member/:id',
    {
      schema: {
        tags: ['member'],
        summary: 'The logged-in member with balances (polled every 5 s by the client)',
        params: MemberParams,
        response: { 200: User },
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (request) => {
      assertSelf(request, { id: request.params.id });
      const member = currentMember(request);
      return toUser(member, await memberBalances(app.sql, member.id));
    },
  );
};

export default memberRoutes;
