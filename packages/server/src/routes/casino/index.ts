import {
  CASINO_DELETE_ALL_MAX,
  CASINO_GAME_TYPE,
  CasinoBetQuery,
  CasinoBetRecord,
  CasinoGameList,
  CasinoGameListQuery,
  CasinoPlay,
  CasinoPlayQuery,
  CasinoTransferRequest,
  CasinoTransferResult,
  CasinoVendor,
  CasinoVendorQuery,
  Count,
  Id,
  MessageText,
} from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { casinoErrors } from '../../domain/casino/casinoErrors';
import { hideCasinoBets } from '../../domain/casino/hideCasinoBets';
import { launchCasinoGame } from '../../domain/casino/launchCasinoGame';
import { listCasinoVendors } from '../../domain/casino/listCasinoVendors';
import { toCasinoBetRecord } from '../../domain/casino/toCasinoBetRecord';
import { transferCasinoMoney } from '../../domain/casino/transferCasinoMoney';
import { assertSelf, currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { createCasinoRepository } from '../../repositories/casinoRepository';
import { casinoAdapters } from '../../simulators/casino/casinoAdapters';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** What a delete names of each record: its id (the rest of the record the site sends back is ignored). */
const DeleteRecords = z.array(z.object({ id: Id })).check(z.maxLength(CASINO_DELETE_ALL_MAX));

const verticalOf = (gameType: number | undefined) =>
  gameType === undefined ? undefined : gameType === CASINO_GAME_TYPE.SLOT ? 'slot' : 'casino';

/**
 * The member's casino (issue 13, spec §7 enjoycx/*): the lobby, the launch link, the casino bet history with
 * its delete, and casino money transfers. The games themselves move money only through the providers' wallet
 * callbacks (routes/casino-wallet).
 */
const casinoRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);
  const adapters = casinoAdapters(app.config);
  const casino = createCasinoRepository(app.sql);

  app.get(
    '/casino/vendors',
    {
      schema: {
        tags: ['casino'],
        summary: 'The lobby: vendors (enjoycx thirdpartycode) with their games and maintenance flags',
        querystring: CasinoVendorQuery,
        response: { 200: z.array(CasinoVendor) },
        security,
      },
    },
    async (request) => listCasinoVendors(app.sql, request.query.vertical),
  );

  app.get(
    '/enjoycx/gamelist',
    {
      schema: {
        tags: ['casino'],
        summary: 'The games of a vendor (data.list[].code)',
        querystring: CasinoGameListQuery,
        response: { 200: CasinoGameList },
        security,
      },
    },
    async (request) => {
      const vendor = (await listCasinoVendors(app.sql)).find(
        (v) => v.thirdPartyCode === request.query.thirdpartycode,
      );
      if (!vendor || vendor.maintenanceFlag === 1) throw casinoErrors.maintenance();
      return { data: { list: vendor.games.map((game) => ({ ...game, vertical: vendor.vertical })) } };
    },
  );

  app.get(
    '/enjoycx/play',
    {
      schema: {
        tags: ['casino'],
        summary: 'A launch link for the member (userid must be the session’s) on PC or MOBILE',
        querystring: CasinoPlayQuery,
        response: { 200: CasinoPlay },
        security,
      },
    },
    async (request) => {
      assertSelf(request, { userId: request.query.userid });
      const { link } = await app.sql.begin((tx) =>
        launchCasinoGame(tx, {
          member: currentMember(request),
          thirdPartyCode: request.query.thirdpartycode,
          gameCode: request.query.gamecode,
          platform: request.query.platform,
          adapters,
          clock: app.clock,
        }),
      );
      return { data: { link } };
    },
  );

  app.get(
    '/enjoycx/user/count',
    {
      schema: {
        tags: ['casino'],
        summary: 'How many casino bet records the member has (gameType 2: slots only)',
        querystring: CasinoBetQuery,
        response: { 200: Count },
        security,
      },
    },
    async (request) =>
      casino.memberHistoryCount(currentMember(request).id, verticalOf(request.query.gameType)),
  );

  app.get(
    '/enjoycx/user',
    {
      schema: {
        tags: ['casino'],
        summary:
          'The member’s casino bet records (spec §3), newest first, a page of perpage (at most 100,000)',
        querystring: CasinoBetQuery,
        response: { 200: z.array(CasinoBetRecord) },
        security,
      },
    },
    async (request) => {
      const perpage = Math.min(request.query.perpage, CASINO_DELETE_ALL_MAX);
      const rows = await casino.memberHistory(currentMember(request).id, {
        limit: perpage,
        offset: (Math.min(request.query.page, 1_000_000) - 1) * perpage,
        vertical: verticalOf(request.query.gameType),
      });
      return rows.map(toCasinoBetRecord);
    },
  );

  app.post(
    '/enjoycx/user/delete',
    {
      // Delete-all sends up to 100,000 records back (spec §7).
      bodyLimit: 32 * 1024 * 1024,
      schema: {
        tags: ['casino'],
        summary: 'Hides the member’s own casino bet records from their history (up to 100,000 at once)',
        body: DeleteRecords,
        response: { 200: MessageText },
        security,
      },
    },
    async (request) =>
      app.sql.begin((tx) =>
        hideCasinoBets(tx, {
          memberId: currentMember(request).id,
          ids: request.body.map((record) => record.id),
        }),
      ),
  );

  app.post(
    '/casino-money/transfer',
    {
      schema: {
        tags: ['casino'],
        summary: 'Moves cash (emoney) to casino money or back (Idempotency-Key); answers both wallets',
        body: CasinoTransferRequest,
        response: { 200: CasinoTransferResult },
        security,
      },
    },
    // A replay answers the stored body of the same request, so the first answer's type holds.
    async (request, reply) =>
      (await withIdempotency(request, reply, async (tx) => ({
        body: await transferCasinoMoney(tx, {
          memberId: currentMember(request).id,
          direction: request.body.direction,
          amount: request.body.amount,
          now: app.clock.now(),
        }),
      }))) as CasinoTransferResult,
  );
};

export default casinoRoutes;
