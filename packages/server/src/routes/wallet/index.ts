import { TransactionPage, TransactionQuery } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { currentMember } from '../../plugins/auth';

const PAGE_SIZE = 20;
// Compliance §4 asks for at least 3 months self-serve; 92 days covers any three calendar months.
const DEFAULT_HISTORY_MS = 92 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

// Days are Korean calendar days (KST, UTC+9, no daylight saving).
const kstMidnight = (day: string): Date => new Date(`${day}T00:00:00+09:00`);

/** The member's own wallet history; any range may be asked for, the default is the last 92 days. */
const walletRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.get(
    '/wallet/transactions',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Ledger lines of emoney, casino, point and comp, signed, with the balance after, newest first (20 per page); from/to are KST days, default the last 92 days',
        querystring: TransactionQuery,
        response: { 200: TransactionPage },
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { from, to, page = 1 } = request.query;
      const since = from ? kstMidnight(from) : new Date(app.clock.now().getTime() - DEFAULT_HISTORY_MS);
      const before = to ? new Date(kstMidnight(to).getTime() + DAY_MS) : null;
      const { items, total } = await app.repos.wallet.entries({
        memberId: member.id,
        since,
        before,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      return {
        items: items.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
        total,
      };
    },
  );
};

export default walletRoutes;
