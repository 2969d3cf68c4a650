import {
  MINIGAME_GAMES,
  MinigameBetPlaced,
  MinigameBetRequest,
  MinigameBettingSetting,
  minigameLevelLimits,
} from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { placeMinigameBet } from '../../domain/minigame/placeMinigameBet';
import { currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** The member's limits and bets: a live session, refused during a time-out or self-exclusion. */
const minigameBetRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);
  const rounds = createMinigameRoundsRepository(app.sql);

  app.get(
    '/settingMinigameBetting',
    {
      schema: {
        tags: ['minigame'],
        summary: 'The member’s level limits for every mini-game: minimum and maximum bet, maximum win',
        response: { 200: z.array(MinigameBettingSetting) },
        security,
      },
    },
    async (request) => {
      const limits = minigameLevelLimits(await rounds.bettingSetting(), currentMember(request).role);
      return MINIGAME_GAMES.map((game) => ({
        gameId: game.id,
        minBetAmount: limits.minBet,
        maxBetAmount: limits.maxBet,
        maxPrizeAmount: limits.maxWin,
      }));
    },
  );

  app.post(
    '/minigame/betting',
    {
      schema: {
        tags: ['minigame'],
        summary:
          'Bet on a market of the game’s open round before its close (Idempotency-Key); answers the slip id, the wallet and the round’s commitment',
        body: MinigameBetRequest,
        response: { 200: MinigameBetPlaced },
        security,
      },
    },
    // A replay answers the stored body of the same request, so the first answer's type holds.
    async (request, reply) =>
      (await withIdempotency(
        request,
        reply,
        async (tx) => ({
          body: await placeMinigameBet(tx, {
            member: currentMember(request),
            request: request.body,
            ipAddress: request.ip,
            clock: app.clock,
          }),
        }),
        { batched: true },
      )) as MinigameBetPlaced,
  );
};

export default minigameBetRoutes;
