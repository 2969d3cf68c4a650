import { HoldemGameEntry, HoldemLink, HoldemLinkQuery, HoldemUserQuery, HoldemUserResult } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { createHoldemUser } from '../../domain/holdem/createHoldemUser';
import { HOLDEM_GAMES } from '../../domain/holdem/holdemGames';
import { linkHoldemGame } from '../../domain/holdem/linkHoldemGame';
import { storedSiteSetting } from '../../domain/maintenance/servedSiteSetting';
import { currentMember } from '../../plugins/auth';
import { createCasinoRepository } from '../../repositories/casinoRepository';
import { casinoAdapters } from '../../simulators/casino/casinoAdapters';
import { simulatorHoldemUsers } from '../../simulators/holdem/simulatorHoldemUsers';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * The member's hold'em (spec §2, §4, §6, §7): the list the menu shows (the games whose provider is enabled),
 * and each provider's launch steps: /{provider}/user/create, then /{provider}/game/link, both refusing a member
 * whose use flag is not 0 and a game under maintenance. The userId of the query must be the session's own
 * (selfGuard).
 */
const holdemRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);
  const adapters = casinoAdapters(app.config);
  const casino = createCasinoRepository(app.sql);

  app.get(
    '/holdem/games',
    {
      schema: {
        tags: ['holdem'],
        summary: 'The hold’em games on offer; the member site hides the hold’em menu while it is empty',
        response: { 200: z.array(HoldemGameEntry) },
        security,
      },
    },
    async () => {
      const enabled = new Set((await casino.providers()).filter((p) => p.enabled).map((p) => p.id));
      return HOLDEM_GAMES.filter((entry) => enabled.has(entry.game));
    },
  );

  for (const { game } of HOLDEM_GAMES) {
    app.get(
      `/${game}/user/create`,
      {
        schema: {
          tags: ['holdem'],
          summary: `Creates the member’s ${game} user (code 1 ok) and keeps its uid; refused for a use flag not 0 or maintenance`,
          querystring: HoldemUserQuery,
          response: { 200: HoldemUserResult },
          security,
        },
      },
      async (request) =>
        createHoldemUser(app.sql, {
          member: currentMember(request),
          game,
          site: await storedSiteSetting(app.repos.settings),
          users: simulatorHoldemUsers,
        }),
    );
    app.get(
      `/${game}/game/link`,
      {
        schema: {
          tags: ['holdem'],
          summary: `The member’s ${game} table link (a fresh launch session); refused for a use flag not 0, maintenance or no user yet`,
          querystring: HoldemLinkQuery,
          response: { 200: HoldemLink },
          security,
        },
      },
      async (request) =>
        linkHoldemGame(app.sql, {
          member: currentMember(request),
          game,
          site: await storedSiteSetting(app.repos.settings),
          adapters,
          clock: app.clock,
        }),
    );
  }
};

export default holdemRoutes;
