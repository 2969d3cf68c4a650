import { ADMIN_PAGE_SIZE } from '@kbet/sdk';
import {
  AdminMemberBetPage,
  AdminMemberBetsQuery,
  AdminMemberDetail,
  AdminMemberPage,
  AdminMemberQuery,
  AdminMemberTransactionPage,
  AdminMemberTransactionsQuery,
  MemberDecisionResult,
  StaffDecisionRequest,
} from '@kbet/sdk/admin';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import type { Db } from '../../db/createSql';
import { memberDetail } from '../../domain/admin/memberDetail';
import { toAdminMember } from '../../domain/admin/toAdminMember';
import { approveMember } from '../../domain/members/approveMember';
import { banMember } from '../../domain/members/banMember';
import { rejectMember } from '../../domain/members/rejectMember';
import type { MemberDecision, MemberStatusChange } from '../../domain/members/setMemberStatus';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';

const UserIdParams = z.object({ userId: z.string() });

// Typed as OpenAPI expects: a literal would infer two unrelated object types.
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Staff search, inspect and decide on members (approve or reject a sign-up, ban). Decisions are audited. */
const membersRoutes: AppPlugin = async (app) => {
  app.get(
    '/members',
    {
      schema: {
        tags: ['admin'],
        summary: 'Members newest first, by status and a search text (user id, nickname or phone)',
        querystring: AdminMemberQuery,
        response: { 200: AdminMemberPage },
        security,
      },
    },
    async (request) => {
      const { status, q, page = 1 } = request.query;
      const { items, total } = await app.repos.adminMembers.list(
        { status, q },
        { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
      );
      return { items: items.map(toAdminMember), total };
    },
  );

  app.get(
    '/members/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: 'A member with balances, latest sessions and responsible-gambling state',
        params: UserIdParams,
        response: { 200: AdminMemberDetail },
        security,
      },
    },
    async (request) => memberDetail(app.sql, { userId: request.params.userId, now: app.clock.now() }),
  );

  /** The member named in the path, or 404. */
  const memberOf = async (userId: string) => {
    const member = await app.repos.members.findByUserId(userId);
    if (member === undefined) throw httpErrors.notFound();
    return member;
  };
  const window = (query: { page?: number; from?: string; to?: string }) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      throw httpErrors.invalidInput({ field: 'to' });
    }
    return { limit: ADMIN_PAGE_SIZE, offset: ((query.page ?? 1) - 1) * ADMIN_PAGE_SIZE };
  };

  app.get(
    '/members/:userId/transactions',
    {
      schema: {
        tags: ['admin'],
        summary: "A member's ledger postings, newest first (20 per page), by kind, vertical and Korean days",
        params: UserIdParams,
        querystring: AdminMemberTransactionsQuery,
        response: { 200: AdminMemberTransactionPage },
        security,
      },
    },
    async (request) => {
      const { kind, vertical, from, to } = request.query;
      const member = await memberOf(request.params.userId);
      const { rows, total } = await app.repos.memberActivity.transactions({
        memberId: member.id,
        kind,
        vertical,
        from,
        to,
        ...window(request.query),
      });
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
      };
    },
  );

  app.get(
    '/members/:userId/bets',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A member's bets of every vertical (slips, casino rounds) from the ledger, newest first (20 per page)",
        params: UserIdParams,
        querystring: AdminMemberBetsQuery,
        response: { 200: AdminMemberBetPage },
        security,
      },
    },
    async (request) => {
      const { vertical, from, to } = request.query;
      const member = await memberOf(request.params.userId);
      const { rows, total } = await app.repos.memberActivity.bets({
        memberId: member.id,
        vertical,
        from,
        to,
        ...window(request.query),
      });
      return {
        items: rows.map((row) => ({
          ...row,
          placedAt: row.placedAt.toISOString(),
          lastMovedAt: row.lastMovedAt.toISOString(),
          net: row.payout - row.stake,
        })),
        total,
      };
    },
  );

  const decisions: [string, string, (tx: Db, decision: MemberDecision) => Promise<MemberStatusChange>][] = [
    ['approve', 'Approve a pending sign-up (the member may log in)', approveMember],
    ['reject', 'Reject a pending sign-up (the member can never log in)', rejectMember],
    [
      'ban',
      'Ban a member: no more logins, open sessions end at once',
      (tx, decision) => banMember(tx, { ...decision, now: app.clock.now() }),
    ],
  ];
  for (const [verb, summary, decide] of decisions) {
    app.post(
      `/members/:userId/${verb}`,
      {
        schema: {
          tags: ['admin'],
          summary: `${summary}; audited with the reason`,
          params: UserIdParams,
          body: StaffDecisionRequest,
          response: { 200: MemberDecisionResult },
          security,
        },
      },
      async (request) => {
        const member = await app.repos.members.findByUserId(request.params.userId);
        if (!member) throw httpErrors.notFound();
        return app.sql.begin((tx) =>
          decide(tx, {
            memberId: member.id,
            actorId: currentMember(request).id,
            reason: request.body.reason,
          }),
        );
      },
    );
  }
};

export default membersRoutes;
