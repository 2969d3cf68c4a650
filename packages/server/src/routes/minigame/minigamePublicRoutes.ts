import { MinigameEvent, MinigameRound, MinigameSetting } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { requireMinigameGame } from '../../domain/minigame/requireMinigameGame';
import { toMinigameEvent, toMinigameRound } from '../../domain/minigame/toMinigameWire';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';

const GameQuery = z.object({ gameId: z.string().check(z.minLength(1), z.maxLength(64)) });
/** Recent rounds a results page or a verifier reads. */
const RECENT_ROUNDS = 20;

/** Reads anyone may make: a game's maintenance flag (on while maintained or switched off), its current round with odds, its recent rounds. */
const minigamePublicRoutes: AppPlugin = async (app) => {
  const rounds = createMinigameRoundsRepository(app.sql);

  app.get(
    '/settingMinigame/*',
    {
      schema: {
        tags: ['minigame'],
        summary:
          'The maintenance check before a mini-game page opens (id = the path after /minigame/, URL-encoded)',
        params: z.object({ '*': z.string() }),
        response: { 200: MinigameSetting },
      },
    },
    async (request) => {
      // The router has already decoded the path, so an encoded slash (gopick%2F…) arrives as '/'.
      const game = requireMinigameGame(request.params['*']);
      // A game switched off by staff opens no round: its page shows the maintenance notice too.
      const { maintenance, enabled } = await rounds.gameSettings(game.id);
      return { id: game.id, name: game.name, maintenanceFlag: maintenance || !enabled ? 1 : 0 } as const;
    },
  );

  app.get(
    '/minigame/events',
    {
      schema: {
        tags: ['minigame'],
        summary:
          'The game’s active round (open or closed) with every market’s odds; empty when none is running',
        querystring: GameQuery,
        response: { 200: z.array(MinigameEvent) },
      },
    },
    async (request) => {
      const game = requireMinigameGame(request.query.gameId);
      const [latest] = await rounds.recent(game.id, 1);
      return latest && (latest.status === 'open' || latest.status === 'closed')
        ? [toMinigameEvent(latest)]
        : [];
    },
  );

  app.get(
    '/minigame/rounds',
    {
      schema: {
        tags: ['minigame'],
        summary:
          'The game’s recent rounds, newest first: commitment, revealed seed, chain index and salt (verifyRound)',
        querystring: GameQuery,
        response: { 200: z.array(MinigameRound) },
      },
    },
    async (request) =>
      (await rounds.recent(requireMinigameGame(request.query.gameId).id, RECENT_ROUNDS)).map(toMinigameRound),
  );
};

export default minigamePublicRoutes;
