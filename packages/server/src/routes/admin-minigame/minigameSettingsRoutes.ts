import {
  MinigameGameSettings,
  MinigameGameSettingsUpdate,
  MinigameLimitsSetting,
  MinigameLimitsUpdate,
} from '@kbet/sdk/admin';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { requireMinigameGame } from '../../domain/minigame/requireMinigameGame';
import { toMinigameGameSettings } from '../../domain/minigame/toMinigameGameSettings';
import { updateMinigameGameSettings } from '../../domain/minigame/updateMinigameGameSettings';
import { updateMinigameLimits } from '../../domain/minigame/updateMinigameLimits';
import { currentMember } from '../../plugins/auth';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const GameParams = z.object({ gameId: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * Staff settings of the mini-games (the parent plugin requires a staff session): a game's on/off flag, close
 * seconds and market RTPs, and the per-level and per-round limits. Each change is audited with its reason and
 * applies from the next round opened (limits: from the next bet).
 */
const minigameSettingsRoutes: AppPlugin = async (app) => {
  const rounds = createMinigameRoundsRepository(app.sql);

  app.get(
    '/minigame/games/:gameId/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'A mini-game’s on/off flag, close seconds and every market’s RTP, cap and next-round odds',
        params: GameParams,
        response: { 200: MinigameGameSettings },
        security,
      },
    },
    async (request) => {
      const game = requireMinigameGame(request.params.gameId);
      return toMinigameGameSettings(game, await rounds.gameSettings(game.id));
    },
  );

  app.put(
    '/minigame/games/:gameId/settings',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Switch a mini-game on or off, set its close seconds or a market’s RTP (at most its cap; null: the default), from the next round; audited',
        params: GameParams,
        body: MinigameGameSettingsUpdate,
        response: { 200: MinigameGameSettings },
        security,
      },
    },
    async (request) => {
      const game = requireMinigameGame(request.params.gameId);
      const { reason, ...update } = request.body;
      const settings = await app.sql.begin((tx) =>
        updateMinigameGameSettings(tx, { game, update, actorId: currentMember(request).id, reason }),
      );
      return toMinigameGameSettings(game, settings);
    },
  );

  app.get(
    '/minigame/limits',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The mini-game limits: per member level minimum and maximum bet and maximum win, per-round caps',
        response: { 200: MinigameLimitsSetting },
        security,
      },
    },
    async () => {
      const limits = await rounds.bettingSetting();
      if (!limits) throw new Error('setting minigameBetting is missing');
      return limits;
    },
  );

  app.put(
    '/minigame/limits',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change some mini-game limits (merged into the stored ones; a minimum bet from MIN_BET up to the maximum); audited',
        body: MinigameLimitsUpdate,
        response: { 200: MinigameLimitsSetting },
        security,
      },
    },
    async (request) => {
      const { reason, ...update } = request.body;
      return app.sql.begin((tx) =>
        updateMinigameLimits(tx, { update, actorId: currentMember(request).id, reason }),
      );
    },
  );
};

export default minigameSettingsRoutes;
