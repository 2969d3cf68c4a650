import { HoldemGameEntry, HoldemLink, HoldemLinkQuery, HoldemUserQuery, HoldemUserResult } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { HOLDEM_GAMES } from '../../domain/holdem/holdemGames';
import { refuseHoldemLaunch } from '../../domain/holdem/refuseHoldemLaunch';
import { storedSiteSetting } from '../../domain/maintenance/servedSiteSetting';
import { currentMember } from '../../plugins/auth';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * The member's hold'em (spec §2, §6, §7): the list the menu shows, and each provider's launch steps
 * (/{provider}/user/create, /{provider}/game/link), which refuse a member whose use flag is not 0. The userId of
 * the query must be the session's own (selfGuard).
 */
const holdemRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

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
    async () => [...HOLDEM_GAMES],
  );

  for (const game of ['revolution', 'realpoker'] as const) {
    // No provider is integrated (domain/holdem/holdemGames.ts), so every step ends in a refusal.
    const refuse = async (request: Parameters<typeof currentMember>[0]) =>
      refuseHoldemLaunch(currentMember(request), game, await storedSiteSetting(app.repos.settings));
    app.get(
      `/${game}/user/create`,
      {
        schema: {
          tags: ['holdem'],
          summary: `Creates the member’s ${game} user; refused for a use flag not 0, else under maintenance (no provider yet)`,
          querystring: HoldemUserQuery,
          response: { 200: HoldemUserResult },
          security,
        },
      },
      refuse,
    );
    app.get(
      `/${game}/game/link`,
      {
        schema: {
          tags: ['holdem'],
          summary: `The member’s ${game} game link; refused for a use flag not 0, else under maintenance (no provider yet)`,
          querystring: HoldemLinkQuery,
          response: { 200: HoldemLink },
          security,
        },
      },
      refuse,
    );
  }
};

export default holdemRoutes;
