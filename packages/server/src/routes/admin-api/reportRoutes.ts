import { AccountCheckResult, ReportQuery, ReportResult } from '@kbet/sdk/admin';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { buildReport } from '../../domain/partners/buildReport';
import { partnerErrors } from '../../domain/partners/partnerErrors';
import { httpErrors } from '../../errors/httpErrors';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Staff reports over the ledger (the CLI's `kbet reports`) and the account reconciliation (`kbet accounts check`). */
const reportRoutes: AppPlugin = async (app) => {
  app.get(
    '/reports',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Turnover, payouts, GGR, bonuses, NGR, deposits and withdrawals by day, week, member or vertical',
        querystring: ReportQuery,
        response: { 200: ReportResult },
        security,
      },
    },
    async (request) => {
      const { from, to, by, partner, recommender } = request.query;
      if (from > to) throw httpErrors.invalidInput({ field: 'to' });
      let memberIds: number[] | undefined;
      if (partner !== undefined) {
        const member = await app.repos.members.findByUserId(partner);
        if (member === undefined || (await app.repos.partners.find(member.id)) === undefined) {
          throw partnerErrors.partnerNotFound();
        }
        memberIds = await app.repos.partners.downlineOf(member.id);
      } else if (recommender !== undefined) {
        const member = await app.repos.members.findByUserId(recommender);
        if (member === undefined) throw httpErrors.notFound();
        memberIds = await app.repos.partners.referredBy(member.id);
      }
      return buildReport(app.sql, { from, to, by, memberIds });
    },
  );

  app.get(
    '/accounts/check',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Every member balance against the sum of its postings (or one member's), and shared phones and accounts",
        querystring: z.object({ userId: z.optional(z.string()) }),
        response: { 200: AccountCheckResult },
        security,
      },
    },
    async (request) => {
      const { userId } = request.query;
      const member = userId === undefined ? null : await app.repos.members.findByUserId(userId);
      if (member === undefined) throw httpErrors.notFound();
      const [balances, duplicates] = await Promise.all([
        app.repos.accountChecks.mismatches(member?.id ?? null),
        app.repos.accountChecks.sharedDetails(),
      ]);
      return { ...balances, duplicates };
    },
  );
};

export default reportRoutes;
