import { CardChoiceRequest, CardCount, Id32, RouletteResult } from '@kbet/sdk';
import * as z from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { couponKindOf } from '../../domain/roulette/couponKind';
import { grantDepositCoupons } from '../../domain/roulette/grantDepositCoupons';
import { spinRoulette } from '../../domain/roulette/spinRoulette';
import { assertSelf, currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import type { CouponRuleBasis } from '../../repositories/couponRulesRepository';

const CountQuery = z.object({ memberId: Id32 });
const MemberParams = z.object({ id: Id32 });
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * Roulette (spec §7 /card/*; wire names kept, roulleteCount included): coupon counts, a spin that
 * spends one coupon and draws on the server, and the daily coupons for cumulative deposits. The
 * money-like calls need an Idempotency-Key and are refused during a time-out or self-exclusion.
 */
const cardRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.get(
    '/card/user/count',
    {
      schema: {
        tags: ['roulette'],
        summary: 'Roulette coupons held: normal and VIP',
        querystring: CountQuery,
        response: { 200: CardCount },
        security,
      },
    },
    async (request) => app.repos.coupons.counts(currentMember(request).id),
  );

  app.post(
    '/card/choice',
    {
      schema: {
        tags: ['roulette'],
        summary:
          'Spin with one coupon (couponType 1 normal, 2 VIP): answers the points won, or the losing value (normal 1, VIP 0); 409 ROULETTE_NO_COUPON without a coupon',
        body: CardChoiceRequest,
        response: { 200: RouletteResult },
        security,
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async (tx) => {
        const spin = await spinRoulette(tx, {
          memberId: currentMember(request).id,
          kind: couponKindOf(request.body.couponType),
          now: app.clock.now(),
        });
        return { body: spin.result };
      }),
  );

  const grantRoute = (path: string, basis: CouponRuleBasis, what: string) =>
    app.post(
      path,
      {
        schema: {
          tags: ['roulette'],
          summary: `Grant the coupons earned by today's (KST) ${what} of approved deposits, each rule once a day; answers the counts`,
          params: MemberParams,
          response: { 200: CardCount },
          security,
        },
      },
      async (request, reply) => {
        assertSelf(request, { id: request.params.id });
        return withIdempotency(request, reply, async (tx) => {
          const memberId = currentMember(request).id;
          await grantDepositCoupons(tx, { memberId, basis, now: app.clock.now() });
          return { body: await app.repos.coupons.counts(memberId, tx) };
        });
      },
    );
  grantRoute('/card/roulleteCount/:id', 'count', 'number');
  grantRoute('/card/roulleteAmount/:id', 'amount', 'total');
};

export default cardRoutes;
