import { type MinigameBettingLimits, VirtualBetPlaced, VirtualBetRequest } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { createScopeCache } from '../../domain/betting/createScopeCache';
import { placeVirtualBet } from '../../domain/virtuals/placeVirtualBet';
import { createVirtualRepository } from '../../repositories/createVirtualRepository';
import { replySingleLegBet } from '../replySingleLegBet';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** The settings key of the virtual limits (the mini-games' shape, seeded by migration 150). */
const VIRTUAL_LIMITS_KEY = 'virtualBetting';

/** The member's bets: a live session, refused during a time-out or self-exclusion. */
const virtualBetRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);
  const virtuals = createVirtualRepository(app.sql);
  const events = createScopeCache((id) => virtuals.eventRound(id));

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
    async (request, reply) =>
      replySingleLegBet(request, reply, async (context) =>
        placeVirtualBet({
          ...context,
          request: request.body,
          event: (id) => events.get(id),
          setting: await app.settingsCache.get<MinigameBettingLimits>(VIRTUAL_LIMITS_KEY),
        }),
      ),
  );
};

export default virtualBetRoutes;
