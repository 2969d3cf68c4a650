import {
  MINIGAME_GAMES,
  MinigameBetPlaced,
  MinigameBetRequest,
  type MinigameBettingLimits,
  MinigameBettingSetting,
  minigameLevelLimits,
} from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { createScopeCache } from '../../domain/betting/createScopeCache';
import { placeMinigameBet } from '../../domain/minigame/placeMinigameBet';
import { MINIGAME_LIMITS_KEY } from '../../domain/minigame/updateMinigameLimits';
import { currentMember } from '../../plugins/auth';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';
import { replySingleLegBet } from '../replySingleLegBet';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** The member's limits and bets: a live session, refused during a time-out or self-exclusion. */
const minigameBetRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);
  const rounds = createMinigameRoundsRepository(app.sql);
  const openedRounds = createScopeCache((id) => rounds.find(id));

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
      const setting = await app.settingsCache.get<MinigameBettingLimits>(MINIGAME_LIMITS_KEY);
      const limits = minigameLevelLimits(setting, currentMember(request).role);
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
    async (request, reply) =>
      replySingleLegBet(request, reply, async (context) =>
        placeMinigameBet({
          ...context,
          request: request.body,
          round: (id) => openedRounds.get(id),
          setting: await app.settingsCache.get<MinigameBettingLimits>(MINIGAME_LIMITS_KEY),
        }),
      ),
  );
};

export default minigameBetRoutes;
