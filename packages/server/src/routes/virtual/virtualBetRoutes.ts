import { VirtualBetPlaced, VirtualBetRequest } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { placeVirtualBet } from '../../domain/virtuals/placeVirtualBet';
import { currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** The member's bets: a live session, refused during a time-out or self-exclusion. */
const virtualBetRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.post(
    '/virtureGame/betting',
    {
      schema: {
        tags: ['virtual'],
        summary:
          'Bet on a market of an event before its close, 15 s before the start (Idempotency-Key); answers the slip id, the wallet and the round’s commitment',
        body: VirtualBetRequest,
        response: { 200: VirtualBetPlaced },
        security,
      },
    },
    // A replay answers the stored body of the same request, so the first answer's type holds.
    async (request, reply) =>
      (await withIdempotency(request, reply, async (tx) => ({
        body: await placeVirtualBet(tx, {
          member: currentMember(request),
          request: request.body,
          ipAddress: request.ip,
          clock: app.clock,
        }),
      }))) as VirtualBetPlaced,
  );
};

export default virtualBetRoutes;
