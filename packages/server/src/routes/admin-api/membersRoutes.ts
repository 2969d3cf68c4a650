import { ADMIN_PAGE_SIZE } from '@kbet/sdk';
import {
  AdminMemberDetail,
  AdminMemberPage,
  AdminMemberQuery,
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
