import {
  SettlementDetail,
  SettlementHoldRequest,
  SettlementPeriodView,
  SettlementPreview,
  SettlementRequest,
  SettlementRunResult,
} from '@kbet/sdk/admin';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { partnerErrors } from '../../domain/partners/partnerErrors';
import { lineView, periodView } from '../../domain/partners/partnerViews';
import { holdPeriod, releasePayouts } from '../../domain/partners/releasePayouts';
import { planSettlement, runSettlement } from '../../domain/partners/runSettlement';
import { kstDay, periodDays } from '../../domain/partners/settlementCalendar';
import { currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';

const IdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Partner settlement: preview (dry run), run once, list, show, hold and release; money moves take an Idempotency-Key. */
const settlementRoutes: AppPlugin = async (app) => {
  app.post(
    '/settlement/preview',
    {
      schema: {
        tags: ['admin'],
        summary: 'What settling the closed period holding a day would store and pay; nothing is written',
        body: SettlementRequest,
        response: { 200: SettlementPreview },
        security,
      },
    },
    async (request) => {
      const plan = await planSettlement(app.sql, {
        day: request.body.period,
        periodDays: await periodDays(app.settingsCache),
        today: kstDay(app.clock.now()),
      });
      return { ...plan.period, lines: plan.lines.map(lineView), totals: plan.totals };
    },
  );

  app.post(
    '/settlement/run',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Settle a closed period once and pay it through the ledger (unless held); a replay changes nothing',
        body: SettlementRequest,
        response: { 200: SettlementRunResult },
        security,
      },
    },
    async (request, reply) => {
      const days = await periodDays(app.settingsCache);
      return withIdempotency(request, reply, async (tx) => {
        const result = await runSettlement(tx, {
          day: request.body.period,
          hold: request.body.hold,
          periodDays: days,
          today: kstDay(app.clock.now()),
          actorId: currentMember(request).id,
          now: app.clock.now(),
        });
        return { body: { period: periodView(result.period), replayed: result.replayed } };
      });
    },
  );

  app.get(
    '/settlement',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every settled period, newest first',
        response: { 200: z.array(SettlementPeriodView) },
        security,
      },
    },
    async () => (await app.repos.settlement.periods()).map(periodView),
  );

  app.get(
    '/settlement/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A settled period with its lines and payouts',
        params: IdParams,
        response: { 200: SettlementDetail },
        security,
      },
    },
    async (request) => {
      const period = await app.repos.settlement.period(request.params.id);
      if (period === undefined) throw partnerErrors.periodNotFound();
      const [lines, payouts] = await Promise.all([
        app.repos.settlement.linesOf(period.id),
        app.repos.settlement.payoutsOf(period.id),
      ]);
      return {
        period: periodView(period),
        lines: lines.map(lineView),
        payouts: payouts.map(({ partnerId, kind, amount, transactionId }) => ({
          partnerId,
          kind,
          amount,
          transactionId,
        })),
      };
    },
  );

  app.post(
    '/settlement/:id/hold',
    {
      schema: {
        tags: ['admin'],
        summary: 'Keep an unpaid period held (409 once paid), audited with the reason',
        params: IdParams,
        body: SettlementHoldRequest,
        response: { 200: SettlementPeriodView },
        security,
      },
    },
    async (request) =>
      periodView(
        await app.sql.begin((tx) =>
          holdPeriod(tx, {
            periodId: request.params.id,
            actorId: currentMember(request).id,
            reason: request.body.reason,
          }),
        ),
      ),
  );

  app.post(
    '/settlement/:id/release',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pay a held period through the ledger, each payout once',
        params: IdParams,
        response: { 200: SettlementPeriodView },
        security,
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async (tx) => ({
        body: periodView(
          await releasePayouts(tx, {
            periodId: request.params.id,
            actorId: currentMember(request).id,
            now: app.clock.now(),
          }),
        ),
      })),
  );
};

export default settlementRoutes;
