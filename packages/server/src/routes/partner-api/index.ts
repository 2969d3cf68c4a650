import {
  canCreateInquiry,
  canEnterPartnerArea,
  DownlineBetPage,
  DownlineBetQuery,
  DownlineCasinoBetPage,
  DownlineMember,
  DownlineQuery,
  OwnSettlementLine,
  PARTNER_PAGE_SIZE,
  PartnerInquiry,
  PartnerInquiryCreate,
  PartnerMe,
  validateInquiry,
} from '@kbet/sdk';
import { ReportResult } from '@kbet/sdk/admin';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { requireEnrolledTotp } from '../../domain/auth/checkTotp';
import { requireValid } from '../../domain/errors/requireValid';
import { buildReport } from '../../domain/partners/buildReport';
import { casinoBetView, downlineBetView } from '../../domain/partners/downlineRecordViews';
import { downlineView } from '../../domain/partners/downlineView';
import { partnerErrors } from '../../domain/partners/partnerErrors';
import { partnerInquiryView } from '../../domain/partners/partnerInquiryView';
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

  /** The records query of the session's downline: a page of Korean days `from`-`to`. */
  const recordsFilter = async (request: FastifyRequest, query: DownlineBetQuery) => {
    if (query.from > query.to) throw httpErrors.invalidInput({ field: 'to' });
    const partner = await partnerOf(request);
    return {
      memberIds: await app.repos.partners.downlineOf(partner.memberId),
      from: query.from,
      to: query.to,
      limit: PARTNER_PAGE_SIZE,
      offset: ((query.page ?? 1) - 1) * PARTNER_PAGE_SIZE,
    };
  };

  app.addHook('onRequest', async (request) => {
    await app.authenticate(request);
    const member = currentMember(request);
    if (!canEnterPartnerArea(member)) throw httpErrors.forbidden();
    await requireEnrolledTotp(app.sql, { member, mode: app.config.secondFactor });
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

  app.get(
    '/bets',
    {
      schema: {
        tags: ['partner'],
        summary:
          "The downline's bet slips of every vertical (sports, live, mini-game, virtual), newest first",
        querystring: DownlineBetQuery,
        response: { 200: DownlineBetPage },
        security,
      },
    },
    async (request) => {
      const { rows, total } = await app.repos.downlineRecords.bets(
        await recordsFilter(request, request.query),
      );
      return { items: rows.map(downlineBetView), total };
    },
  );

  app.get(
    '/casino-bets',
    {
      schema: {
        tags: ['partner'],
        summary: "The downline's casino and slot records (bets, wins, rollbacks), newest first",
        querystring: DownlineBetQuery,
        response: { 200: DownlineCasinoBetPage },
        security,
      },
    },
    async (request) => {
      const filter = await recordsFilter(request, request.query);
      const { rows, total } = await app.repos.downlineRecords.casinoBets(filter);
      return { items: rows.map(casinoBetView), total };
    },
  );

  app.get(
    '/inquiries',
    {
      schema: {
        tags: ['partner'],
        summary: "The partner's inquiries to staff with their answers, newest first",
        response: { 200: z.array(PartnerInquiry) },
        security,
      },
    },
    async (request) => {
      const partner = await partnerOf(request);
      const rows = await app.repos.inquiries.listForMember(partner.memberId, app.sql, 'partner');
      return rows.map(partnerInquiryView);
    },
  );

  app.post(
    '/inquiries',
    {
      schema: {
        tags: ['partner'],
        summary:
          'A new inquiry to staff, answered over /admin-api/inquiries (409 INQUIRY_PENDING while more than 2 are unanswered)',
        body: PartnerInquiryCreate,
        response: { 200: PartnerInquiry },
        security,
      },
    },
    async (request) => {
      const form = requireValid(validateInquiry(request.body));
      const partner = await partnerOf(request);
      return app.sql.begin(async (tx) => {
        // The member lock makes the count and the insert one step for two simultaneous requests.
        await app.repos.members.lockById(partner.memberId, tx);
        requireValid(
          canCreateInquiry(await app.repos.inquiries.unansweredCount(partner.memberId, tx, 'partner')),
        );
        const id = await app.repos.inquiries.insert(
          { memberId: partner.memberId, kind: 'partner', ...form },
          tx,
        );
        const [row] = await app.repos.inquiries.lockByIds([id], tx);
        return partnerInquiryView(row!);
      });
    },
  );
};

export default partnerApiRoutes;
