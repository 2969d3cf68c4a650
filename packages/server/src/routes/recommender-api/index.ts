import { DownlineMember, DownlineQuery, OwnSettlementLine } from '@kbet/sdk';
import { ReportResult } from '@kbet/sdk/admin';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { buildReport } from '../../domain/partners/buildReport';
import { downlineView } from '../../domain/partners/downlineView';
import { lineView } from '../../domain/partners/partnerViews';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * The recommender area: any logged-in member sees the members it referred (masked) and its own settlement log.
 * No route takes a member id: the referrer is the session's member.
 */
const recommenderApiRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/members',
    {
      schema: {
        tags: ['recommender'],
        summary: 'The members the session referred, personal data masked',
        response: { 200: z.array(DownlineMember) },
        security,
      },
    },
    async (request) => {
      const referred = await app.repos.partners.referredBy(currentMember(request).id);
      return (await app.repos.partners.memberRows(referred)).map(downlineView);
    },
  );

  app.get(
    '/report',
    {
      schema: {
        tags: ['recommender'],
        summary: "The referred members' turnover, GGR, NGR, deposits and withdrawals",
        querystring: DownlineQuery,
        response: { 200: ReportResult },
        security,
      },
    },
    async (request) => {
      const { from, to, by } = request.query;
      if (from > to) throw httpErrors.invalidInput({ field: 'to' });
      const memberIds = await app.repos.partners.referredBy(currentMember(request).id);
      return buildReport(app.sql, { from, to, by, memberIds });
    },
  );

  app.get(
    '/settlements',
    {
      schema: {
        tags: ['recommender'],
        summary: "The session's own recommender settlement log",
        response: { 200: z.array(OwnSettlementLine) },
        security,
      },
    },
    async (request) => {
      const lines = await app.repos.settlement.linesOfPartner(currentMember(request).id);
      return lines
        .filter((line) => line.kind === 'recommender')
        .map((line) => ({ ...lineView(line), from: line.fromDay, to: line.toDay }));
    },
  );
};

export default recommenderApiRoutes;
