import { ROULETTE_PRIZES } from '@kbet/sdk';
import { CouponRuleList, CouponRulesUpdate, RoulettePrizes, RoulettePrizesUpdate } from '@kbet/sdk/admin';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { MAX_TOTAL_WEIGHT } from '../../domain/roulette/drawPrize';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const invalid = (path: string, message: string) => httpErrors.invalidInput({ issues: [{ path, message }] });

/**
 * Staff roulette settings: the prize weights of each wheel (the prizes are the wheel's, spec §9) and
 * the daily-coupon rules for cumulative deposits. Audited with old and new values.
 */
const rouletteRoutes: AppPlugin = async (app) => {
  app.get(
    '/roulette/prizes',
    {
      schema: {
        tags: ['admin'],
        summary: "Each wheel's prizes in wheel order with their weights",
        response: { 200: RoulettePrizes },
        security,
      },
    },
    async () => {
      const [normal, vip] = await Promise.all([
        app.repos.prizeTable.load('normal'),
        app.repos.prizeTable.load('vip'),
      ]);
      return { normal, vip };
    },
  );

  app.put(
    '/roulette/prizes',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Set a wheel's weights: every prize of the wheel exactly once, integer weights, not all zero (all zero: use at least one)",
        body: RoulettePrizesUpdate,
        response: { 200: RoulettePrizes },
        security,
      },
    },
    async (request) => {
      const staff = currentMember(request);
      const { kind, prizes, reason } = request.body;
      const wheel = [...ROULETTE_PRIZES[kind]].sort((a, b) => a - b);
      const given = prizes.map((prize) => prize.points).sort((a, b) => a - b);
      if (given.length !== wheel.length || given.some((points, i) => points !== wheel[i]))
        throw invalid('body.prizes', `Expected each of ${ROULETTE_PRIZES[kind].join(', ')} exactly once`);
      const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
      if (total <= 0 || total > MAX_TOTAL_WEIGHT)
        throw invalid('body.prizes', 'Expected weights summing above 0');
      return app.sql.begin(async (tx) => {
        const before = await app.repos.prizeTable.lock(kind, tx);
        await app.repos.prizeTable.setWeights(kind, prizes, tx);
        const after = await app.repos.prizeTable.load(kind, tx);
        await audit(tx, {
          actorId: staff.id,
          action: 'roulette.prizes',
          target: { type: 'roulette_wheel', id: kind },
          old: before,
          new: after,
          reason: reason ?? null,
        });
        const [normal, vip] = await Promise.all([
          app.repos.prizeTable.load('normal', tx),
          app.repos.prizeTable.load('vip', tx),
        ]);
        return { normal, vip };
      });
    },
  );

  app.get(
    '/roulette/rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'The daily-coupon rules: by the count or the total of the day’s approved deposits',
        response: { 200: CouponRuleList },
        security,
      },
    },
    async () => ({ rules: await app.repos.couponRules.active() }),
  );

  app.put(
    '/roulette/rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace the daily-coupon rules (unchanged rules keep their id and today’s grants)',
        body: CouponRulesUpdate,
        response: { 200: CouponRuleList },
        security,
      },
    },
    async (request) => {
      const staff = currentMember(request);
      return app.sql.begin(async (tx) => {
        const before = await app.repos.couponRules.active(undefined, tx);
        const rules = await app.repos.couponRules.replace(request.body.rules, tx);
        await audit(tx, {
          actorId: staff.id,
          action: 'roulette.rules',
          target: { type: 'roulette_coupon_rules' },
          old: before,
          new: rules,
          reason: request.body.reason ?? null,
        });
        return { rules };
      });
    },
  );
};

export default rouletteRoutes;
