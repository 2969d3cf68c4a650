import { User } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { memberBalances } from '../../domain/ledger';
import { toUser } from '../../domain/members/toUser';
import { currentMember } from '../../plugins/auth';

/**
 * Staff API, mounted at /admin-api: every route needs the staff account (type 1, role 10).
 * Staff act on other members, so the member self-guard does not apply here; audit every action.
 */
const adminRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The logged-in staff account',
        response: { 200: User },
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (request) => {
      const staff = currentMember(request);
      return toUser(staff, await memberBalances(app.sql, staff.id));
    },
  );
};

export default adminRoutes;
