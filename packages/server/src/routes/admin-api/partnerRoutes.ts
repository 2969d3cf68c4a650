import {
  AdminPartner,
  AdminPartnerDetail,
  ContractSetRequest,
  ContractSetResult,
  MemberMoveRequest,
  PartnerCreateRequest,
} from '@kbet/sdk/admin';
import { z } from 'zod/mini';
import type { App, AppPlugin } from '../../appTypes';
import { createPartner, moveMember, setContract } from '../../domain/partners/managePartners';
import { partnerErrors } from '../../domain/partners/partnerErrors';
import { contractView } from '../../domain/partners/partnerViews';
import { kstDay, periodDays } from '../../domain/partners/settlementCalendar';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';

const UserIdParams = z.object({ userId: z.string() });
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Every partner with the contract in force today and its direct member count. */
async function partnerList(app: App) {
  const today = kstDay(app.clock.now());
  const [partners, contracts, countOf] = await Promise.all([
    app.repos.partners.list(),
    app.repos.partners.contractsOn(today),
    app.repos.partners.memberCounts(),
  ]);
  const contractOf = new Map(contracts.map((row) => [row.partnerId, row]));
  return partners.map((partner) => {
    const contract = contractOf.get(partner.memberId);
    return {
      memberId: partner.memberId,
      parentId: partner.parentId,
      tier: partner.tier,
      code: partner.code,
      userId: partner.userId,
      nickname: partner.nickname,
      contract: contract === undefined ? null : contractView(contract),
      members: countOf.get(partner.memberId) ?? 0,
    };
  });
}

async function partnerDetail(app: App, userId: string) {
  const member = await app.repos.members.findByUserId(userId);
  const partner =
    member === undefined ? undefined : (await partnerList(app)).find((row) => row.memberId === member.id);
  if (member === undefined || partner === undefined) throw partnerErrors.partnerNotFound();
  const contracts = await app.repos.partners.contractsOf(member.id);
  return { ...partner, contracts: contracts.map(contractView) };
}

/** Staff manage the partner tree: create partners, change contracts (from the next period), move members. */
const partnerRoutes: AppPlugin = async (app) => {
  app.get(
    '/partners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every partner of the tree',
        response: { 200: z.array(AdminPartner) },
        security,
      },
    },
    async () => partnerList(app),
  );

  app.get(
    '/partners/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: 'A partner with its contract history',
        params: UserIdParams,
        response: { 200: AdminPartnerDetail },
        security,
      },
    },
    async (request) => partnerDetail(app, request.params.userId),
  );

  app.post(
    '/partners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Make a member a partner under a parent, with its first contract (audited)',
        body: PartnerCreateRequest,
        response: { 200: AdminPartnerDetail },
        security,
      },
    },
    async (request) => {
      const { userId, parentUserId, code, terms } = request.body;
      const days = await periodDays(app.settingsCache);
      await app.sql.begin(async (tx) => {
        const member = await app.repos.members.findByUserId(userId, tx);
        if (member === undefined) throw httpErrors.notFound();
        await app.repos.members.lockById(member.id, tx);
        const parent = parentUserId === null ? null : await app.repos.members.findByUserId(parentUserId, tx);
        if (parent === undefined) throw partnerErrors.badParent();
        await createPartner(tx, {
          memberId: member.id,
          parentId: parent?.id ?? null,
          code,
          terms,
          today: kstDay(app.clock.now()),
          periodDays: days,
          actorId: currentMember(request).id,
          now: app.clock.now(),
        });
      });
      return partnerDetail(app, userId);
    },
  );

  app.put(
    '/partners/:userId/contract',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a partner's contract from the next period (audited with the reason)",
        params: UserIdParams,
        body: ContractSetRequest,
        response: { 200: ContractSetResult },
        security,
      },
    },
    async (request) => {
      const member = await app.repos.members.findByUserId(request.params.userId);
      if (member === undefined) throw partnerErrors.partnerNotFound();
      const days = await periodDays(app.settingsCache);
      return app.sql.begin((tx) =>
        setContract(tx, {
          partnerId: member.id,
          terms: request.body.terms,
          reason: request.body.reason,
          today: kstDay(app.clock.now()),
          periodDays: days,
          actorId: currentMember(request).id,
          now: app.clock.now(),
        }),
      );
    },
  );

  app.put(
    '/members/:userId/partner',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move a member to another partner (or none), with an audited reason',
        params: UserIdParams,
        body: MemberMoveRequest,
        response: { 200: z.object({ ok: z.literal(true) }) },
        security,
      },
    },
    async (request) => {
      const { partnerUserId, reason } = request.body;
      await app.sql.begin(async (tx) => {
        const found = await app.repos.members.findByUserId(request.params.userId, tx);
        if (found === undefined) throw httpErrors.notFound();
        await app.repos.members.lockById(found.id, tx);
        const oldPartnerId = await app.repos.partners.partnerOfMember(found.id, tx);
        const target =
          partnerUserId === null ? null : await app.repos.members.findByUserId(partnerUserId, tx);
        if (target === undefined) throw partnerErrors.partnerNotFound();
        await moveMember(tx, {
          memberId: found.id,
          partnerId: target?.id ?? null,
          oldPartnerId,
          actorId: currentMember(request).id,
          reason,
        });
      });
      return { ok: true as const };
    },
  );
};

export default partnerRoutes;
