import { CouponGrantRequest, CouponGrantResult } from '@kbet/sdk/admin';
import type { AppPlugin } from '../../appTypes';
import { couponKindOf } from '../../domain/roulette/couponKind';
import { moveCoupons } from '../../domain/roulette/moveCoupons';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Staff coupon grants: a counted resource like money, so idempotent and audited (coupon.staff_grant). */
const couponRoutes: AppPlugin = async (app) => {
  app.post(
    '/coupons/grant',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Give a member roulette coupons (couponType 1 normal, 2 VIP) with a reason; needs Idempotency-Key',
        body: CouponGrantRequest,
        response: { 200: CouponGrantResult },
        security,
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async (tx) => {
        const { userId, couponType, count, reason } = request.body;
        const member = await app.repos.members.findByUserId(userId, tx);
        if (!member) throw httpErrors.notFound();
        await app.repos.members.lockById(member.id, tx);
        await moveCoupons(tx, {
          memberId: member.id,
          kind: couponKindOf(couponType),
          delta: count,
          reason: 'staff_grant',
          ref: { type: 'member', id: member.id },
          actorId: currentMember(request).id,
          note: reason,
        });
        return { body: { userId: member.userId, ...(await app.repos.coupons.counts(member.id, tx)) } };
      }),
  );
};

export default couponRoutes;
