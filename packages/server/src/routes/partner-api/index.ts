import { canEnterPartnerArea, DownlineMember, DownlineQuery, OwnSettlementLine, PartnerMe } from '@kbet/sdk';
import { ReportResult } from '@kbet/sdk/admin';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { buildReport } from '../../domain/partners/buildReport';
import { downlineView } from '../../domain/partners/downlineView';
import { partnerErrors } from '../../domain/partners/partnerErrors';
import { contractView, lineView } from '../../domain/partners/partnerViews';
import { kstDay } from '../../domain/partners/settlementCalendar';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * The partner area (spec §5/§6, compliance §10): a live session of a type 1 or 2 member, not banned, who is a
 * partner of the tree. Everything is the session's own tree: no route takes a partner or member id.
 */
const partnerApiRoutes: AppPlugin = async (app) => {
  const partnerOf = async (request: FastifyRequest) => {
    const member = currentMember(request);
    const partner = await app.repos.partners.find(member.id);
    if (partner === undefined) throw partnerErrors.partnerNotFound();
    return partner;
  };

  app.addHook('onRequest', async (request) => {
    await app.authenticate(request);
    if (!canEnterPartnerArea(currentMember(request))) throw httpErrors.forbidden();
  });

  app.get(
    '/me',
    {
      schema: {
        tags: ['partner'],
        summary: 'The partner, its code and its upline terms',
        response: { 200: PartnerMe },
        security,
      },
    },
    async (request) => {
      const partner = await partnerOf(request);
      const [partners, contracts, counts] = await Promise.all([
        app.repos.partners.list(),
        app.repos.partners.contractsOn(kstDay(app.clock.now())),
        app.repos.partners.memberCounts(),
      ]);
      const byId = new Map(partners.map((row) => [row.memberId, row]));
      const contractOf = new Map(contracts.map((row) => [row.partnerId, row]));
      const upline = [];
      let current = byId.get(partner.memberId);
      while (current !== undefined && upline.length < 3) {
        const contract = contractOf.get(current.memberId);
        upline.unshift({
          tier: current.tier,
          nickname: current.nickname,
          contract: contract === undefined ? null : contractView(contract),
        });
        current = current.parentId === null ? undefined : byId.get(current.parentId);
      }
      return {
        memberId: partner.memberId,
        nickname: partner.nickname,
        tier: partner.tier,
        code: partner.code,
        upline,
        members: counts.get(partner.memberId) ?? 0,
      };
    },
  );

  app.get(
    '/members',
    {
      schema: {
        tags: ['partner'],
        summary: "The partner's downline (through its sub-partners), personal data masked",
        response: { 200: z.array(DownlineMember) },
        security,
      },
    },
    async (request) => {
      const partner = await partnerOf(request);
      const rows = await app.repos.partners.memberRows(await app.repos.partners.downlineOf(partner.memberId));
      return rows.map(downlineView);
    },
  );

  app.get(
    '/report',
    {
      schema: {
        tags: ['partner'],
        summary:
          "The downline's turnover, GGR, NGR, deposits and withdrawals by day, week, member or vertical",
        querystring: DownlineQuery,
        response: { 200: ReportResult },
        security,
      },
    },
    async (request) => {
      const partner = await partnerOf(request);
      const { from, to, by } = request.query;
      if (from > to) throw httpErrors.invalidInput({ field: 'to' });
      return buildReport(app.sql, {
        from,
        to,
        by,
        memberIds: await app.repos.partners.downlineOf(partner.memberId),
      });
    },
  );

  app.get(
    '/settlements',
    {
      schema: {
        tags: ['partner'],
        summary: "The partner's own settlement lines with their computations",
        response: { 200: z.array(OwnSettlementLine) },
        security,
      },
    },
    async (request) => {
      const partner = await partnerOf(request);
      const lines = await app.repos.settlement.linesOfPartner(partner.memberId);
      return lines.map((line) => ({ ...lineView(line), from: line.fromDay, to: line.toDay }));
    },
  );
};

export default partnerApiRoutes;
