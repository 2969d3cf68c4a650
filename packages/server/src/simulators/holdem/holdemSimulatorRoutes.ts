import { type HoldemGame, HoldemGameEntry } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { HOLDEM_GAMES } from '../../domain/holdem/holdemGames';
import { appHoldemSimulator } from './appHoldemSimulator';
import type { HoldemSimulator } from './createHoldemSimulator';
import { HOLDEM_TABLE_SCRIPT, HOLDEM_TABLE_STYLE, holdemTablePage } from './holdemTablePage';

const Token = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const Provider = HoldemGameEntry.shape.game;
const Seat = z.object({ token: Token, provider: Provider });

/**
 * The hold'em simulators' own pages (revolution and realpoker, the embedded default): the table page a game
 * link opens, its script and style, and the calls it plays with. Buy-in and cash-out go through the signed
 * wallet callbacks (in-process, via inject) under the provider's own id. The tables are in the database, so a
 * restarted server resumes them.
 */
const holdemSimulatorRoutes: AppPlugin = async (app) => {
  const simulators = new Map<HoldemGame, HoldemSimulator>(
    HOLDEM_GAMES.map(({ game }) => [game, appHoldemSimulator(app, game)]),
  );
  const simulator = (provider: HoldemGame) => {
    const found = simulators.get(provider);
    if (!found) throw new RangeError(`no hold'em simulator ${provider}`);
    return found;
  };
  const hide = { hide: true } as const;

  // Started servers cash out the sittings their members can no longer reach (after ready: the wallet is a route).
  app.addHook('onListen', async () => {
    for (const game of simulators.values()) await game.cashOutAbandoned();
  });

  app.get('/sim/holdem/table', { schema: { ...hide, querystring: Seat } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(holdemTablePage(request.query.provider)),
  );
  app.get('/sim/holdem/table.js', { schema: hide }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(HOLDEM_TABLE_SCRIPT),
  );
  app.get('/sim/holdem/table.css', { schema: hide }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(HOLDEM_TABLE_STYLE),
  );

  app.get('/sim/holdem/state', { schema: { ...hide, querystring: Seat } }, async (request) =>
    simulator(request.query.provider).state(request.query.token),
  );
  app.post(
    '/sim/holdem/buyin',
    { schema: { ...hide, body: z.object({ ...Seat.shape, amount: z.number() }) } },
    async (request) => simulator(request.body.provider).buyIn(request.body.token, request.body.amount),
  );
  app.post('/sim/holdem/deal', { schema: { ...hide, body: Seat } }, async (request) =>
    simulator(request.body.provider).deal(request.body.token),
  );
  app.post(
    '/sim/holdem/act',
    { schema: { ...hide, body: z.object({ ...Seat.shape, action: z.enum(['fold', 'call', 'raise']) }) } },
    async (request) => simulator(request.body.provider).act(request.body.token, request.body.action),
  );
  app.post('/sim/holdem/cashout', { schema: { ...hide, body: Seat } }, async (request) =>
    simulator(request.body.provider).cashOut(request.body.token),
  );
};

export default holdemSimulatorRoutes;
