import { BalanceAdjustRequest, BalanceAdjustResult } from '@kbet/sdk/admin';
import type { AppPlugin } from '../../appTypes';
import { adjustBalance } from '../../domain/admin/adjustBalance';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';

/** Staff balance adjustments: idempotent, through the ledger, audited with old and new balance. */
const balanceRoutes: AppPlugin = async (app) => {
  app.post(
    '/balance/adjust',
    {
      schema: {
        tags: ['admin'],
        summary: "Adjust a member's wallet by a signed amount (refused below zero; needs Idempotency-Key)",
        body: BalanceAdjustRequest,
        response: { 200: BalanceAdjustResult },
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async (tx) => {
        const { userId, amount, kind, reason } = request.body;
        const member = await app.repos.members.findByUserId(userId, tx);
        if (!member) throw httpErrors.notFound();
        await app.repos.members.lockById(member.id, tx);
        const adjusted = await adjustBalance(tx, {
          staffId: currentMember(request).id,
          memberId: member.id,
          kind,
          amount,
          reason,
        });
        return { body: { ...adjusted, userId, kind, amount } };
      }),
  );
};

export default balanceRoutes;
