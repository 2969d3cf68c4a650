import { ADMIN_PAGE_SIZE, Id32 } from '@kbet/sdk';
import { AdminCharge, AdminChargePage, AdminChargeQuery, StaffDecisionRequest } from '@kbet/sdk/admin';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import type { Tx } from '../../db/createSql';
import { approveCharge } from '../../domain/charges/approveCharge';
import type { ChargeDecision } from '../../domain/charges/chargeDecision';
import { rejectCharge } from '../../domain/charges/rejectCharge';
import { toCharge } from '../../domain/charges/toCharge';
import { currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import type { AdminChargeRow } from '../../repositories/adminChargesRepository';
import type { ChargeRow } from '../../repositories/chargesRepository';

const ChargeParams = z.object({ id: Id32 });

const toAdminCharge = (row: AdminChargeRow): AdminCharge => ({
  ...toCharge(row),
  userId: row.userId,
  nickname: row.nickname,
  bonusAmount: row.bonusAmount,
  processedBy: row.processedByUserId,
  processReason: row.processReason,
});

// Typed as OpenAPI expects: a literal would infer two unrelated object types.
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Staff list deposits and withdrawals and decide on processing ones; decisions move money once and are audited. */
const chargesRoutes: AppPlugin = async (app) => {
  app.get(
    '/charges',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deposits and withdrawals of every member, newest first, by status and mode',
        querystring: AdminChargeQuery,
        response: { 200: AdminChargePage },
        security,
      },
    },
    async (request) => {
      const { status, depositMode, userId, page = 1 } = request.query;
      const { items, total } = await app.repos.adminCharges.list(
        { status, depositMode, userId },
        { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
      );
      return { items: items.map(toAdminCharge), total };
    },
  );

  const decisions: [string, string, (tx: Tx, decision: ChargeDecision) => Promise<ChargeRow>][] = [
    [
      'approve',
      'Approve a processing charge: a deposit credits emoney (and its bonus), a withdrawal pays out',
      approveCharge,
    ],
    ['reject', 'Reject a processing charge: a withdrawal returns the held amount to emoney', rejectCharge],
  ];
  for (const [verb, summary, decide] of decisions) {
    app.post(
      `/charges/:id/${verb}`,
      {
        schema: {
          tags: ['admin'],
          summary: `${summary}; 409 once decided; needs Idempotency-Key; audited with the reason`,
          params: ChargeParams,
          body: StaffDecisionRequest,
          response: { 200: AdminCharge },
          security,
        },
      },
      async (request, reply) =>
        withIdempotency(request, reply, async (tx) => {
          const settled = await decide(tx, {
            chargeId: request.params.id,
            actorId: currentMember(request).id,
            reason: request.body.reason,
            now: app.clock.now(),
          });
          const charge = await app.repos.adminCharges.findById(settled.id, tx);
          return { body: toAdminCharge(charge!) };
        }),
    );
  }
};

export default chargesRoutes;
