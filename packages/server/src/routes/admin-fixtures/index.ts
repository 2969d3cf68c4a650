import {
  AdminFixture,
  AdminFixtureDetail,
  AdminFixtureQuery,
  FixtureResultRequest,
  FixtureSettlementResult,
  StaffDecisionRequest,
} from '@kbet/sdk/admin';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import type { Tx } from '../../db/createSql';
import { recordFixtureResult } from '../../domain/settlement/recordFixtureResult';
import type { SettlementSummary } from '../../domain/settlement/settleSlips';
import { toAdminFixture, toAdminFixtureDetail } from '../../domain/settlement/toAdminFixture';
import { voidFixture } from '../../domain/settlement/voidFixture';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { createBetFixturesRepository } from '../../repositories/betFixturesRepository';
import { createFeedRepository } from '../../repositories/feedRepository';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const FixtureParams = z.object({ id: z.int().check(z.positive()) });

/**
 * Staff results of fixtures, mounted at /admin-api (staff account only): list and inspect fixtures, and
 * the manual result, void and re-settlement that settle the bets on them (idempotent, audited).
 */
const adminFixtureRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  const fixtures = createBetFixturesRepository(app.sql);
  const feed = createFeedRepository(app.sql);

  /** The fixture after a staff action, with how many slips each outcome had. */
  const settlementResult = async (tx: Tx, id: number, summary: SettlementSummary) => {
    const row = await fixtures.find(id, tx);
    if (!row) throw httpErrors.notFound();
    const { settled, resettled, unsettled } = summary;
    return {
      fixture: toAdminFixture(row),
      settled,
      resettled,
      unsettled,
      unchanged: summary.unchanged + summary.legs,
    };
  };

  app.get(
    '/fixtures',
    {
      schema: {
        tags: ['admin'],
        summary: 'Fixtures by start, latest first (at most 100), with the slips on them',
        querystring: AdminFixtureQuery,
        response: { 200: z.array(AdminFixture) },
        security,
      },
    },
    async (request) => (await fixtures.list(request.query)).map(toAdminFixture),
  );

  app.get(
    '/fixtures/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A fixture with its period scores and its markets’ selections and settlement',
        params: FixtureParams,
        response: { 200: AdminFixtureDetail },
        security,
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await fixtures.find(id);
      if (!row) throw httpErrors.notFound();
      const [periods, markets, odds] = await Promise.all([
        feed.periods([id]),
        fixtures.markets(id),
        fixtures.odds(id, false),
      ]);
      return toAdminFixtureDetail(row, periods, markets, odds);
    },
  );

  for (const mode of ['result', 'resettle'] as const) {
    app.post(
      `/fixtures/:id/${mode}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            mode === 'result'
              ? 'Enter a fixture’s result by period scores: every selection is settled and the bets paid (Idempotency-Key); before its start or while in play only with force: true (audited)'
              : 'Change a fixture’s result (or a void): bets are re-settled, earlier payouts reversed and paid anew (Idempotency-Key)',
          params: FixtureParams,
          body: FixtureResultRequest,
          response: { 200: FixtureSettlementResult },
          security,
        },
      },
      async (request, reply) =>
        withIdempotency(request, reply, async (tx) => {
          const { id } = request.params;
          const summary = await recordFixtureResult(tx, feed, {
            fixtureId: id,
            periods: request.body.periods,
            mode,
            staffId: currentMember(request).id,
            reason: request.body.reason,
            ...(request.body.force !== undefined && { force: request.body.force }),
            now: app.clock.now(),
          });
          return { body: await settlementResult(tx, id, summary) };
        }),
    );
  }

  app.post(
    '/fixtures/:id/void',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Void a fixture: every selection counts as odds 1 and the bets are settled on (Idempotency-Key)',
        params: FixtureParams,
        body: StaffDecisionRequest,
        response: { 200: FixtureSettlementResult },
        security,
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async (tx) => {
        const { id } = request.params;
        const summary = await voidFixture(tx, feed, {
          fixtureId: id,
          staffId: currentMember(request).id,
          reason: request.body.reason,
          now: app.clock.now(),
        });
        return { body: await settlementResult(tx, id, summary) };
      }),
  );
};

export default adminFixtureRoutes;
