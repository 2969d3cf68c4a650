import {
  JACKPOT_PAGE_SIZE,
  Jackpot,
  JackpotEntryPage,
  JackpotEntryQuery,
  JackpotRegisterRequest,
  MessageText,
  maskNickname,
} from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { registerJackpot } from '../../domain/betting/registerJackpot';
import { currentMember } from '../../plugins/auth';
import { requiredSetting } from '../../plugins/settingsCache';
import { createBetsRepository } from '../../repositories/betsRepository';

interface JackpotSetting {
  baseAmount: number;
  stakeShareBp: number;
}

/** The jackpot counter and board (public) and the jackpot board registration of a won slip (member). */
const jackpotRoutes: AppPlugin = async (app) => {
  const bets = createBetsRepository(app.sql);
  let cached: { amount: number; until: number } | undefined;

  app.get(
    '/jackpot',
    {
      schema: {
        tags: ['sports'],
        summary: 'The jackpot counter: a base plus a share of the sports stakes that stand',
        response: { 200: Jackpot },
      },
    },
    async () => {
      // Every visitor's page polls the counter: the sum over all stakes is kept as long as the settings.
      const now = Date.now();
      if (cached && cached.until > now) return { amount: cached.amount };
      const { baseAmount, stakeShareBp } = await requiredSetting<JackpotSetting>(
        app.settingsCache,
        'jackpot',
      );
      const amount = await bets.jackpotAmount(baseAmount, stakeShareBp);
      cached = { amount, until: now + app.config.settingsCacheMs };
      return { amount };
    },
  );

  app.get(
    '/jackpot/entries',
    {
      schema: {
        tags: ['sports'],
        summary: `The jackpot board: registered won slips, newest first, ${JACKPOT_PAGE_SIZE} a page, nicknames masked`,
        querystring: JackpotEntryQuery,
        response: { 200: JackpotEntryPage },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total } = await bets.jackpotEntries(JACKPOT_PAGE_SIZE, (page - 1) * JACKPOT_PAGE_SIZE);
      return {
        items: rows.map((row) => ({
          slipId: row.slipId,
          // A public board: other members see who won only as a masked nickname.
          nickname: maskNickname(row.nickname),
          folders: row.folders,
          totalOdds: row.totalOdds,
          amount: row.amount,
          payout: row.payout,
          registeredAt: row.createdAt.toISOString(),
        })),
        total,
      };
    },
  );

  app.post(
    '/boardjackpot',
    {
      onRequest: [app.authenticate],
      preHandler: [app.selfGuard],
      schema: {
        tags: ['sports'],
        summary: "Put one of the member's won slips on the jackpot board (등록되었습니다.)",
        body: JackpotRegisterRequest,
        response: { 200: MessageText },
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (request) =>
      app.sql.begin((tx) =>
        registerJackpot(tx, {
          memberId: currentMember(request).id,
          slipId: request.body.bettingSlipId,
          now: app.clock.now(),
        }),
      ),
  );
};

export default jackpotRoutes;
