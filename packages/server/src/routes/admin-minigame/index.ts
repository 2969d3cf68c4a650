import { ADMIN_PAGE_SIZE, Id32 } from '@kbet/sdk';
import {
  AdminMinigameGame,
  AdminMinigameRound,
  AdminMinigameRoundPage,
  AdminMinigameRoundQuery,
  MinigameMaintenanceResult,
  MinigameMaintenanceUpdate,
  MinigameRoundVoidResult,
  StaffDecisionRequest,
} from '@kbet/sdk/admin';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { listMinigameGames } from '../../domain/minigame/listMinigameGames';
import { minigameErrors } from '../../domain/minigame/minigameErrors';
import { requireMinigameGame } from '../../domain/minigame/requireMinigameGame';
import { setMinigameMaintenance } from '../../domain/minigame/setMinigameMaintenance';
import { toAdminMinigameRound } from '../../domain/minigame/toAdminMinigameRound';
import { toMinigameRound } from '../../domain/minigame/toMinigameWire';
import { voidRoundByStaff } from '../../domain/minigame/voidRoundByStaff';
import { currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';
import { createSingleLegBetsRepository } from '../../repositories/createSingleLegBetsRepository';
import minigameSettingsRoutes from './minigameSettingsRoutes';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const GameParams = z.object({ gameId: z.string().check(z.minLength(1), z.maxLength(64)) });
const RoundParams = z.object({ roundId: Id32 });

/**
 * Staff views of the mini-games, mounted at /admin-api (staff account only): the games with their current
 * round, a game's rounds, one round with its bets, and the void of a round not drawn yet (idempotent, audited);
 * the games' settings and limits (minigameSettingsRoutes).
 */
const adminMinigameRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  await app.register(minigameSettingsRoutes);

  const rounds = createMinigameRoundsRepository(app.sql);
  const bets = createSingleLegBetsRepository(app.sql);

  app.get(
    '/minigame/games',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every mini-game with its round length, maintenance flag and current round',
        response: { 200: z.array(AdminMinigameGame) },
        security,
      },
    },
    async () => listMinigameGames(app.sql),
  );

  app.get(
    '/minigame/games/:gameId/rounds',
    {
      schema: {
        tags: ['admin'],
        summary: 'A mini-game’s rounds, newest first, 20 a page',
        params: GameParams,
        querystring: AdminMinigameRoundQuery,
        response: { 200: AdminMinigameRoundPage },
        security,
      },
    },
    async (request) => {
      const game = requireMinigameGame(request.params.gameId);
      const { page = 1 } = request.query;
      const { items, total } = await rounds.page(game.id, {
        limit: ADMIN_PAGE_SIZE,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
      });
      return { items: items.map(toMinigameRound), total };
    },
  );

  app.put(
    '/minigame/games/:gameId/maintenance',
    {
      schema: {
        tags: ['admin'],
        summary: 'Turn a mini-game’s maintenance on (bets refused with 503) or off; audited with the reason',
        params: GameParams,
        body: MinigameMaintenanceUpdate,
        response: { 200: MinigameMaintenanceResult },
        security,
      },
    },
    async (request) => {
      const game = requireMinigameGame(request.params.gameId);
      const { maintenance, reason } = request.body;
      await app.sql.begin((tx) =>
        setMinigameMaintenance(tx, {
          gameId: game.id,
          maintenance,
          actorId: currentMember(request).id,
          reason,
        }),
      );
      return { id: game.id, maintenance };
    },
  );

  app.get(
    '/minigame/rounds/:roundId',
    {
      schema: {
        tags: ['admin'],
        summary: 'A round: commitment, seed once revealed, salt, chain index, result, bets and their stakes',
        params: RoundParams,
        response: { 200: AdminMinigameRound },
        security,
      },
    },
    async (request) => {
      const { roundId } = request.params;
      const round = await rounds.find(roundId);
      if (!round) throw minigameErrors.roundNotFound();
      return toAdminMinigameRound(round, await bets.totals('minigame', [roundId]));
    },
  );

  app.post(
    '/minigame/rounds/:roundId/void',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Void a round not drawn yet: every stake goes back; 409 once drawn, settled or void; needs Idempotency-Key; audited with the reason',
        params: RoundParams,
        body: StaffDecisionRequest,
        response: { 200: MinigameRoundVoidResult },
        security,
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async (tx) => {
        const { round, refunded } = await voidRoundByStaff(tx, {
          roundId: request.params.roundId,
          actorId: currentMember(request).id,
          reason: request.body.reason,
          now: app.clock.now(),
        });
        return {
          body: {
            round: toAdminMinigameRound(round, await bets.totals('minigame', [round.id], tx)),
            refunded,
          },
        };
      }),
  );
};

export default adminMinigameRoutes;
