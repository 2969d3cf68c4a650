import { findSlotMachine } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { createSimulatorRoundsRepository } from '../../repositories/simulatorRoundsRepository';
import { CASINO_GAME_SCRIPT, CASINO_GAME_STYLE, casinoGamePage } from './casinoGamePage';
import { createCasinoSimulator } from './createCasinoSimulator';
import { createSimulatorWalletClient } from './createSimulatorWalletClient';
import { injectWalletPost } from './injectWalletPost';
import { SIMULATOR_PROVIDER_ID } from './simulatorWire';

const Token = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/**
 * The simulator provider's own pages (issue 13), served by this server for the embedded default: the game
 * window a launch link opens, its script and style, and the round call it plays with. Every bet and win goes
 * through the signed wallet callbacks (in-process, via inject), never straight to the ledger.
 */
const casinoSimulatorRoutes: AppPlugin = async (app) => {
  const rounds = createSimulatorRoundsRepository(app.sql);
  const simulator = createCasinoSimulator(
    createSimulatorWalletClient({
      secret: app.config.casinoSimulatorSecret,
      now: () => app.clock.now(),
      post: injectWalletPost(app),
    }),
    (roundId, amounts) => rounds.add(SIMULATOR_PROVIDER_ID, roundId, amounts, app.clock.now()),
  );
  const hide = { hide: true } as const;

  app.get(
    '/sim/casino/game',
    {
      schema: {
        ...hide,
        querystring: z.object({ token: Token, game: z.string(), platform: z.optional(z.string()) }),
      },
    },
    async (request, reply) => {
      const page = casinoGamePage(request.query.game);
      if (!page)
        return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><p>점검중입니다.</p>');
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
  app.get('/sim/casino/game.js', { schema: hide }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(CASINO_GAME_SCRIPT),
  );
  app.get('/sim/casino/game.css', { schema: hide }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(CASINO_GAME_STYLE),
  );

  app.get(
    '/sim/casino/state',
    { schema: { ...hide, querystring: z.object({ token: Token }) } },
    async (request) => {
      const player = await simulator.balance(request.query.token);
      return { ...simulator.commitment(request.query.token), balance: player.balance, status: player.status };
    },
  );

  app.post(
    '/sim/casino/round',
    {
      schema: {
        ...hide,
        body: z.object({ token: Token, game: z.string(), bet: z.number(), market: z.optional(z.string()) }),
      },
    },
    async (request) => {
      const result = await simulator.play(request.body);
      const machine = findSlotMachine(request.body.game);
      return machine ? { ...result, faces: machine.faces } : result;
    },
  );
};

export default casinoSimulatorRoutes;
