import { BetHistoryQuery, BetHistorySlip, Count, Id32, MemberBettingSetting, paginate } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { toBetHistorySlips } from '../../domain/betting/toBetHistory';
import { assertSelf, currentMember } from '../../plugins/auth';
import { createBetHistoryRepository } from '../../repositories/betHistoryRepository';
import { createBetsRepository } from '../../repositories/betsRepository';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const MemberParams = z.object({ id: Id32 });

/** The member's bet history and betting setting; memberUserId and path ids must be the session's. */
const historyRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  const history = createBetHistoryRepository(app.sql);
  const bets = createBetsRepository(app.sql);

  app.get(
    '/sports-prematch/count',
    {
      schema: {
        tags: ['sports'],
        summary:
          'How many slips of a game type the history holds (1 sports, 2 in-play, 3 mini-game, 4 virtual)',
        querystring: BetHistoryQuery,
        response: { 200: Count },
        security,
      },
    },
    async (request) => {
      const { gameType, from, to } = request.query;
      return history.count({ memberId: currentMember(request).id, gameType, from, to });
    },
  );

  app.get(
    '/sports-prematch/bettings',
    {
      schema: {
        tags: ['sports'],
        summary: 'One page of slips, newest first, each an array of its legs (at most 3 pages of perpage)',
        querystring: BetHistoryQuery,
        response: { 200: z.array(BetHistorySlip) },
        security,
      },
    },
    async (request) => {
      const { gameType, from, to, page, perpage } = request.query;
      const filter = { memberId: currentMember(request).id, gameType, from, to };
      // The SDK's paging: page size perpage, at most 3 pages (the 30 newest slips at 10 a page).
      const paging = paginate(await history.count(filter), page, { pageSize: perpage });
      if (paging.pageCount === 0) return [];
      return toBetHistorySlips(await history.page(filter, paging.offset, paging.limit));
    },
  );

  app.get(
    '/settingMemberBetting/:id',
    {
      schema: {
        tags: ['sports'],
        summary: "The member's betting setting (point rewards on betting)",
        params: MemberParams,
        response: { 200: MemberBettingSetting },
        security,
      },
    },
    async (request) => {
      assertSelf(request, { id: request.params.id });
      return bets.memberBettingSetting(currentMember(request).id);
    },
  );
};

export default historyRoutes;
